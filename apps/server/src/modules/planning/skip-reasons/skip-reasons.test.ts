import { describe, expect, it } from 'vitest';
import type { TSkipReason } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { sendTestDay } from '../../../test/sent-day';
import { deviceTokenFor } from '../../../test/device-token';
import { localDateOf } from '../../../calendar/calendar';
import { PLANNING_BASE } from '../planning.paths';
import { readyOrdersOf } from '../../../test/ready-orders';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const services = app.services;
const admin = await login();
const auth = (await services.auth.authenticate(admin))!;
const applicator = await login('applicator');
const otherAdmin = await login('demo', { owner: 'other' });
const otherAuth = (await services.auth.authenticate(otherAdmin))!;

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && group.autoSendLoads)!.id,
);
const [machineA, machineB] = spray.equipments.map((member) => member.cdEquipamento) as [number, number];
const ready = (await readyOrdersOf(services, auth))
  .filter((order) => order.equipmentGroupId === spray.id)
  .map((order) => order.cdOrdemServico);
const [wet, windy, notSkipped] = ready as [number, number, number];
const today = localDateOf(new Date(), spray.timeZone);
const otherOrder = (await services.workOrders.list(otherAuth, { page: 0, size: 1, status: [1] } as never))
  .content[0]!.cdOrdemServico;
const otherMachine = (await services.equipment.list(otherAuth, { page: 0, size: 1 } as never)).content[0]!
  .cdEquipamento;

for (const [equipmentId, orderIds] of [
  [machineA, [wet, notSkipped]],
  [machineB, [windy]],
] as const)
  await sendTestDay(
    { services, db: database.db, auth },
    { groupId: spray.id, localDate: today, equipmentId, orderIds: [...orderIds] },
  );

let keys = 0;
async function skip(equipmentId: number, workOrderId: number, reason: string) {
  const device = await deviceTokenFor(call, admin, equipmentId);
  const response = await app.inject({
    method: 'POST',
    url: `/api/machine/v1/machines/${equipmentId}/events`,
    headers: { 'x-device-token': device },
    payload: {
      idempotencyKey: `skip-reason-${++keys}`,
      time: new Date().toISOString(),
      type: 'skip',
      workOrderId,
      reason,
    },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}
await skip(machineA, wet, 'Field too wet to enter');
await skip(machineB, windy, 'Wind above the label limit');

const base = `/api${PLANNING_BASE}/skip-reason`;

describe('skip reasons', () => {
  it('answers why an order was skipped, by which machine and on which day', async () => {
    const response = await call(admin, 'GET', `${base}/${wet}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<TSkipReason[]>()).toEqual([
      expect.objectContaining({
        cdOrdemServico: wet,
        equipamentoId: machineA,
        skippedOn: today,
        reason: 'Field too wet to enter',
      }),
    ]);
    expect((await call(admin, 'GET', `${base}/${notSkipped}`)).json()).toEqual([]);
  });

  it("lists the branch's skips of a day, and of one machine with equipamentoId", async () => {
    const day = await call(admin, 'GET', `${base}?data=${today}`);
    expect(day.statusCode).toBe(200);
    expect(
      day
        .json<TSkipReason[]>()
        .map((row) => row.reason)
        .sort(),
    ).toEqual(['Field too wet to enter', 'Wind above the label limit']);
    const ofMachine = await call(admin, 'GET', `${base}?data=${today}&equipamentoId=${machineB}`);
    expect(ofMachine.json<TSkipReason[]>().map((row) => row.cdOrdemServico)).toEqual([windy]);
    expect((await call(admin, 'GET', `${base}?data=2020-01-01`)).json()).toEqual([]);
  });

  it('is read by every role of the branch, an applicator too', async () => {
    expect((await call(applicator, 'GET', `${base}/${wet}`)).statusCode).toBe(200);
  });

  it('refuses a malformed date or order id with 400', async () => {
    expect((await call(admin, 'GET', `${base}?data=27/11/2026`)).statusCode).toBe(400);
    expect((await call(admin, 'GET', base)).statusCode).toBe(400);
    expect((await call(admin, 'GET', `${base}/abc`)).statusCode).toBe(400);
  });

  it("answers 404 for another owner's order or machine, and shows them none of ours", async () => {
    expect((await call(admin, 'GET', `${base}/${otherOrder}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `${base}?data=${today}&equipamentoId=${otherMachine}`)).statusCode).toBe(
      404,
    );
    expect((await call(otherAdmin, 'GET', `${base}/${wet}`)).statusCode).toBe(404);
    expect((await call(otherAdmin, 'GET', `${base}?data=${today}`)).json()).toEqual([]);
  });
});
