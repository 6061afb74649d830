import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { call, login } = await createTestApp({ secondOwner: true });
const admin = await login();
const otherAdmin = await login('demo', { owner: 'other' });
const base = '/api/planejamento-ordem-servico/v2/mapa/warehouses';

const groups = (await call(admin, 'GET', '/api/config-proc-ordem-servico?size=50')).json<{
  content: { id: number; mixtureType: string }[];
}>().content;
const spray = (
  await call(
    admin,
    'GET',
    `/api/config-proc-ordem-servico/manage/${groups.find((group) => group.mixtureType === 'LIQUID')!.id}`,
  )
).json<{ id: number; equipments: { cdEquipamento: number; warehouseId: number | null }[] }>();

describe('planning map warehouses', () => {
  it("answers the branch's warehouses with their positions on GET", async () => {
    const response = await call(admin, 'GET', base);
    expect(response.statusCode).toBe(200);
    const warehouses = response.json<{ id: number; latitude: number }[]>();
    expect(warehouses.length).toBeGreaterThan(0);
    expect(warehouses[0]!.latitude).toEqual(expect.any(Number));
    const theirs = (await call(otherAdmin, 'GET', base)).json<{ id: number }[]>();
    expect(theirs.some((place) => warehouses.some((mine) => mine.id === place.id))).toBe(false);
  });

  it("answers the warehouses of a group's chosen machines on POST", async () => {
    const member = spray.equipments.find((entry) => entry.warehouseId !== null)!;
    const response = await call(admin, 'POST', base, {
      configuracaoId: spray.id,
      equipamentosId: [member.cdEquipamento],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ id: number }[]>().map((place) => place.id)).toEqual([member.warehouseId]);
  });

  it("refuses a bad body with 400 and another owner's group with 404", async () => {
    expect((await call(admin, 'POST', base, { configuracaoId: 'x' })).statusCode).toBe(400);
    expect((await call(otherAdmin, 'POST', base, { configuracaoId: spray.id })).statusCode).toBe(404);
  });
});
