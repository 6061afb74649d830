import { describe, expect, it } from 'vitest';
import type { TEmployeeRecord, TPage, TRobotExecutionInfo, TRobotWorkOrder } from '@tramline/domain';
import { createTestApp } from '../test/test-app';

const { call, login, demo } = await createTestApp();
const inBrazil = (
  await call(await login(), 'PUT', '/api/auth-sgpa/update', { unit: demo.units.matoGrosso })
).json<{ token: string }>().token;

describe('the demo robot', () => {
  const orders = async () =>
    (await call(inBrazil, 'GET', '/api/robo/ordemservico?size=50')).json<TPage<TRobotWorkOrder>>();

  it('has a robot group in Mato Grosso with one spot-spraying order on one soybean field', async () => {
    const page = await orders();
    expect(page.totalElements).toBe(1);
    const [order] = page.content;
    expect(order).toMatchObject({
      status: 4,
      equipmentGroupName: 'Robôs de pulverização localizada',
      link: null,
    });
    expect(order!.fieldNames).toHaveLength(1);
  });

  it("reports yesterday's execution of that order, covering its patch of the field", async () => {
    const [order] = (await orders()).content;
    const executions = (
      await call(inBrazil, 'POST', '/api/sgp-api/lista-execucoes', {
        startDate: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
        endDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      })
    ).json<TPage<{ id: string; cdOrdemServico: number | null }>>().content;
    const execution = executions.find((row) => row.cdOrdemServico === order!.cdOrdemServico);
    expect(execution).toBeTruthy();
    const info = (
      await call(inBrazil, 'GET', `/api/v3/missao-execucao/relatorio-aplicacao/info/${execution!.id}`)
    ).json<TRobotExecutionInfo>();
    // 13 passes of a 12 m boom over 240 m: about 3.7 ha, all inside the field.
    expect(info.appliedArea).toBeGreaterThan(3.2);
    expect(info.appliedArea).toBeLessThan(4);
    expect(info.uncoveredArea).toBeGreaterThan(0);
  });

  it('has a robot manager with a licence in force, so the order can be signed', async () => {
    const managers = (await call(inBrazil, 'GET', '/api/funcionario/cargo-robo')).json<TEmployeeRecord[]>();
    const today = new Date().toISOString().slice(0, 10);
    expect(
      managers.some((manager) =>
        manager.licences.some(
          (licence) =>
            licence.status === 'ACTIVE' && licence.effectiveDate <= today && licence.expirationDate >= today,
        ),
      ),
    ).toBe(true);
  });

  it('leaves the Iowa branch without robot orders', async () => {
    // Switching branch is remembered for the user: switch back to Iowa first.
    const inIowa = (
      await call(await login(), 'PUT', '/api/auth-sgpa/update', { unit: demo.units.iowa })
    ).json<{ token: string }>().token;
    const iowa = (await call(inIowa, 'GET', '/api/robo/ordemservico')).json<TPage<TRobotWorkOrder>>();
    expect(iowa.totalElements).toBe(0);
  });
});
