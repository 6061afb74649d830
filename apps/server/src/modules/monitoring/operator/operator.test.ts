import { describe, expect, it } from 'vitest';
import type { TOperatorSchedule, TVoucherMachine } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { sendTestDay } from '../../../test/sent-day';
import { localDateOf } from '../../../calendar/calendar';
import { readyOrdersOf } from '../../../test/ready-orders';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const services = app.services;
const auth = (await services.auth.authenticate(await login('dispatcher')))!;
const otherAdmin = await login('demo', { owner: 'other' });

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && group.autoSendLoads)!.id,
);
const [machine, neighbour] = spray.equipments.map((member) => member.cdEquipamento) as [number, number];
const ready = (await readyOrdersOf(services, auth))
  .filter((order) => order.equipmentGroupId === spray.id)
  .map((order) => order.cdOrdemServico);
const [first, second, third] = ready as [number, number, number];
const otherOwnerMachine = (await call(otherAdmin, 'GET', '/api/equipamentos?size=1')).json<{
  content: { cdEquipamento: number }[];
}>().content[0]!.cdEquipamento;
const today = localDateOf(new Date(), spray.timeZone);

const sendDay = (orderIds: number[]) =>
  sendTestDay(
    { services, db: database.db, auth },
    { groupId: spray.id, localDate: today, equipmentId: machine, orderIds },
  );

const voucher = (
  await call(await login(), 'POST', '/api/vouchers', {
    username: 'applicator',
    employeeCode: 'IA-101',
    obcType: 'HARDWARE',
    permission: 'COCKPIT',
    expirationDate: '2099-06-30',
  })
).json<{ code: string }>();
const device = (
  await call(null, 'POST', '/api/machine/v1/device-tokens', {
    voucherCode: voucher.code,
    equipmentId: machine,
  })
).json<{ token: string }>().token;

function schedule(equipmentId = machine, token: string | null = device) {
  return app.inject({
    method: 'GET',
    url: `/api/machine/v1/machines/${equipmentId}/schedule`,
    headers: token ? { 'x-device-token': token } : {},
  });
}

describe('the machines of a voucher on /api/machine/v1/voucher-machines', () => {
  it("answers the active machines of the voucher's branch without a device token", async () => {
    const response = await call(null, 'POST', '/api/machine/v1/voucher-machines', {
      voucherCode: voucher.code,
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json<TVoucherMachine[]>().map((entry) => entry.id);
    expect(ids).toContain(machine);
    expect(ids).toContain(neighbour);
    expect(ids).not.toContain(otherOwnerMachine);
  });

  it('refuses an unknown voucher with 400 on voucherCode', async () => {
    const response = await call(null, 'POST', '/api/machine/v1/voucher-machines', {
      voucherCode: 'NOPE-0000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: { path: string }[] }>().details[0]!.path).toBe('voucherCode');
  });
});

describe("a machine's sent day on /api/machine/v1/machines/{id}/schedule", () => {
  it('answers an empty day without a version before anything is sent', async () => {
    const response = await schedule();
    expect(response.statusCode).toBe(200);
    const body = response.json<TOperatorSchedule>();
    expect(body).toMatchObject({ equipmentId: machine, day: today, version: null, stops: [] });
    expect(body.stopOperations.length).toBeGreaterThan(0);
  });

  it('answers the orders in sequence with fields, boundaries, products, limits and status', async () => {
    await sendDay([second, first]);
    const body = (await schedule()).json<TOperatorSchedule>();
    expect(body.version).not.toBeNull();
    expect(body.stops.map((stop) => stop.order?.cdOrdemServico)).toEqual([second, first]);
    const record = await services.workOrders.get(auth, second);
    const stop = body.stops[0]!;
    expect(stop.plannedStart).not.toBeNull();
    expect(stop.order).toMatchObject({
      status: 1,
      growerName: record.growerName,
      farmName: record.farmName,
      notes: record.observation,
    });
    expect(stop.order!.fields.map((field) => field.id)).toEqual(record.fieldIds);
    const mapped = stop.order!.fields.find((field) => field.geometry !== null);
    expect(mapped?.centroid).toHaveLength(2);
    expect(stop.order!.products.map((product) => product.productId)).toEqual(
      record.products.map((product) => product.productId),
    );
    const labels = await services.products.getMany(
      auth,
      record.products.map((product) => product.productId),
    );
    const windMaxima = labels.flatMap((product) =>
      product.vlVelocWindMax === null ? [] : [product.vlVelocWindMax],
    );
    expect(stop.order!.limits.windMax).toBe(windMaxima.length ? Math.min(...windMaxima) : null);
  });

  it('answers a new version when the day is sent again with changes', async () => {
    const before = (await schedule()).json<TOperatorSchedule>();
    await sendDay([first, second, third]);
    const after = (await schedule()).json<TOperatorSchedule>();
    expect(after.version).not.toBe(before.version);
    expect(after.stops.map((stop) => stop.order?.cdOrdemServico)).toEqual([first, second, third]);
  });

  it('shows the status an execution event left', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/machine/v1/machines/${machine}/events`,
      headers: { 'x-device-token': device },
      payload: {
        idempotencyKey: 'operator-start-1',
        type: 'start',
        workOrderId: first,
        time: new Date().toISOString(),
      },
    });
    expect(response.statusCode).toBe(200);
    const body = (await schedule()).json<TOperatorSchedule>();
    expect(body.stops[0]!.order).toMatchObject({ cdOrdemServico: first, status: 2 });
  });

  it('refuses another machine of the branch with 403, another owner with 404, no token with 401', async () => {
    expect((await schedule(neighbour)).statusCode).toBe(403);
    expect((await schedule(otherOwnerMachine)).statusCode).toBe(404);
    expect((await schedule(machine, null)).statusCode).toBe(401);
  });

  it('refuses a day that is not a date with 400', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/machine/v1/machines/${machine}/schedule?day=tomorrow`,
      headers: { 'x-device-token': device },
    });
    expect(response.statusCode).toBe(400);
  });
});
