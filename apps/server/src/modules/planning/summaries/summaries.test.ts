import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_SUMMARY, ZWorkOrderInput, type TDaySummary } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { PLANNING_BASE } from '../planning.paths';
import { localDateOf } from '../../../calendar/calendar';
import { summariseDay } from './summaries.service';

const figures = (workedTime: number, orderCount: number) => ({
  ...EMPTY_PLAN_SUMMARY,
  workedTime,
  displacementTime: workedTime / 10,
  workedArea: orderCount * 20,
  orderCount,
  equipmentCount: 1,
});

describe('summariseDay', () => {
  it('adds up optimised plans, and per machine the custom plan or else the optimised one', () => {
    const day = summariseDay('2026-05-04', [
      { equipmentId: 1, localDate: '2026-05-04', kind: 'AUTOMATICO', summary: figures(3600, 2) },
      { equipmentId: 2, localDate: '2026-05-04', kind: 'AUTOMATICO', summary: figures(1800, 1) },
      { equipmentId: 2, localDate: '2026-05-04', kind: 'MANUAL', summary: figures(7200, 3) },
      { equipmentId: 3, localDate: '2026-05-04', kind: 'MANUAL', summary: figures(0, 0) },
    ]);
    expect(day.optimised).toMatchObject({
      workedTime: 5400,
      displacementTime: 540,
      workedArea: 60,
      orderCount: 3,
      equipmentCount: 2,
    });
    expect(day.custom).toMatchObject({
      workedTime: 10800,
      workedArea: 100,
      orderCount: 5,
      equipmentCount: 2,
    });
  });

  it('counts an order once when several machines share it', () => {
    const day = summariseDay('2026-05-04', [
      {
        equipmentId: 1,
        localDate: '2026-05-04',
        kind: 'AUTOMATICO',
        summary: figures(3600, 2),
        orderIds: [7, 8],
      },
      {
        equipmentId: 2,
        localDate: '2026-05-04',
        kind: 'AUTOMATICO',
        summary: figures(3600, 1),
        orderIds: [7],
      },
      {
        equipmentId: 3,
        localDate: '2026-05-04',
        kind: 'AUTOMATICO',
        summary: figures(3600, 1),
        orderIds: [7],
      },
    ]);
    expect(day.optimised).toMatchObject({ orderCount: 2, equipmentCount: 3, workedArea: 80 });
  });
});

const { app, call, login, database } = await createTestApp();
const services = app.services;
const token = await login('dispatcher');
const auth = (await services.auth.authenticate(token))!;
const base = `/api${PLANNING_BASE}`;
const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && !group.robot)!.id,
);
const [machineA, machineB] = spray.equipments.map((member) => member.cdEquipamento) as [number, number];
const today = localDateOf(new Date(), spray.timeZone);
const day = (offset: number) => {
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
};
const template = await services.workOrders.get(
  auth,
  (await services.workOrders.list(auth, { page: 0, size: 1, status: [1] } as never)).content[0]!
    .cdOrdemServico,
);
const product = (await services.products.allRecords(auth)).find(
  (entry) => entry.typeProduct === 'LIQUID',
)!.id;
async function makeOrder() {
  const [record] = await services.workOrders.create(
    auth,
    ZWorkOrderInput.parse({
      description: 'Summary test',
      growerId: template.growerId,
      farmId: template.farmId,
      fieldIds: [template.fieldIds[0]],
      equipmentGroupId: spray.id,
      products: [{ productId: product, rate: 2, rateUnit: 'l' }],
      timing: 'POST',
      applicationType: 'MIX',
    }),
    { breakFields: false },
  );
  return record!;
}

/**
 * A day of its own (each test another, with empty days around it): machine A optimised with one
 * new order, machine B custom with another; answers both orders.
 */
async function plannedDay(date: string) {
  const [first, second] = [await makeOrder(), await makeOrder()];
  await database.db.transaction((tx) =>
    services.plans.saveOptimisedDay(tx, auth, {
      groupId: spray.id,
      localDate: date,
      processHash: null,
      machines: [
        {
          equipmentId: machineA,
          workingStart: null,
          workingEnd: null,
          overtimeEnd: null,
          activities: [],
          summary: figures(3600, 1),
          items: [
            {
              kind: 'order',
              workOrderId: first.cdOrdemServico,
              plannedStart: null,
              plannedEnd: null,
              travelSeconds: 360,
              cleaningSeconds: 0,
              appliedSeconds: 3600,
              areaHectares: 20,
              volume: 100,
              batches: 1,
            },
          ],
        },
      ],
    }),
  );
  const custom = await call(token, 'POST', `${base}/alocar-ordem`, {
    configuracaoId: spray.id,
    equipamentoId: machineB,
    ordensId: [second.cdOrdemServico],
    dataDesejada: date,
  });
  expect(custom.statusCode).toBe(200);
  return { first, second };
}

describe('planning summaries (GET /resumo/por-dia/, /resumo/por-faixa)', () => {
  it("answers the day's figures, optimised and custom side by side, with counts of orders and machines", async () => {
    const { second } = await plannedDay(day(2));
    const response = await call(
      token,
      'GET',
      `${base}/resumo/por-dia/?referencia=${day(2)}&configuracaoId=${spray.id}`,
    );
    expect(response.statusCode).toBe(200);
    const summary = response.json<TDaySummary>();
    expect(summary.referencia).toBe(day(2));
    expect(summary.optimised).toMatchObject({
      workedTime: 3600,
      orderCount: 1,
      equipmentCount: 1,
      workedArea: 20,
    });
    expect(summary.custom).toMatchObject({ orderCount: 2, equipmentCount: 2 });
    expect(summary.custom.workedArea).toBeCloseTo(20 + second.selectedArea);
    const one = (
      await call(
        token,
        'GET',
        `${base}/resumo/por-dia/?referencia=${day(2)}&configuracaoId=${spray.id}&equipamentoId=${machineB}`,
      )
    ).json<TDaySummary>();
    expect(one.optimised.orderCount).toBe(0);
    expect(one.custom.orderCount).toBe(1);
  });

  it('answers every day of a range and refuses a range over 62 days with 400', async () => {
    await plannedDay(day(6));
    const range = (
      await call(token, 'GET', `${base}/resumo/por-faixa?inicio=${day(5)}&fim=${day(7)}&configId=${spray.id}`)
    ).json<TDaySummary[]>();
    expect(range.map((entry) => [entry.referencia, entry.custom.orderCount])).toEqual([
      [day(5), 0],
      [day(6), 2],
      [day(7), 0],
    ]);
    const machine = (
      await call(
        token,
        'GET',
        `${base}/resumo/por-faixa?inicio=${day(6)}&fim=${day(6)}&configId=${spray.id}&equipamentosId=${machineA}`,
      )
    ).json<TDaySummary[]>();
    expect(machine[0]!.custom.orderCount).toBe(1);
    const long = await call(
      token,
      'GET',
      `${base}/resumo/por-faixa?inicio=${day(0)}&fim=${day(70)}&configId=${spray.id}`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('summaryRangeInvalid');
  });
});
