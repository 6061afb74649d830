import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  TDeviceToken,
  TOperatorMachine,
  TOperatorSchedule,
  TOrderCoverage,
  TVoucherMachine,
} from '@tramline/domain';
import { users } from '../../tenancy/tenancy.tables';
import { addBranchUser } from '../../../test/branch-user';
import { createTestApp } from '../../../test/test-app';
import { sendTestDay } from '../../../test/sent-day';
import { localDateOf } from '../../../calendar/calendar';
import { readyOrdersOf } from '../../../test/ready-orders';

const { app, call, login, database, demo } = await createTestApp({ secondOwner: true });
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

const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_008.8;

/**
 * What the machine reports working an order: a straight pass 200 m north from its first field's
 * centre, a point every 10 m and 2 s, boom on (rate 120 per hectare) until the last point.
 */
async function reportPass(workOrderId: number, startedAt: number) {
  const document = await services.workOrders.document(auth, workOrderId);
  const centre = document.fields.find((field) => field.centroid)!.centroid!;
  const points = Array.from({ length: 21 }, (_, step) => ({
    time: new Date(startedAt + step * 2000).toISOString(),
    latitude: centre.latitude + (step * 10) / METRES_PER_DEGREE,
    longitude: centre.longitude,
    boomOn: step < 20,
    rate: 120,
    workOrderId,
  }));
  const response = await app.inject({
    method: 'POST',
    url: `/api/machine/v1/machines/${machine}/positions`,
    headers: { 'x-device-token': device },
    payload: { points },
  });
  expect(response.statusCode).toBe(200);
  return points;
}

const orderOf = (body: TOperatorSchedule, workOrderId: number) =>
  body.stops.find((stop) => stop.order?.cdOrdemServico === workOrderId)!.order!;

describe('what the machine reported, in its day on /api/machine/v1/machines/{id}/schedule', () => {
  it('answers no last position and nothing reported before the machine sends a point', async () => {
    const body = (await schedule()).json<TOperatorSchedule>();
    expect(body.lastPosition).toBeNull();
    expect(orderOf(body, first).reported).toBeNull();
  });

  it("answers the area covered inside the order's fields and the amount put out, as the coverage computes them", async () => {
    const points = await reportPass(first, Date.now() - 600_000);
    const body = (await schedule()).json<TOperatorSchedule>();
    const reported = orderOf(body, first).reported!;
    expect(reported.points).toBe(21);
    expect(reported.area).toBeGreaterThan(0);
    // The machine alone reported for the order: the same figures as the order's coverage.
    const coverage = (
      await call(await login('dispatcher'), 'GET', `/api/ordemservicos/${first}/coverage`)
    ).json<TOrderCoverage>();
    expect(reported.area).toBeCloseTo(coverage.appliedArea - coverage.offTargetArea, 6);
    expect(reported.volume).toBeCloseTo(coverage.appliedVolume!, 6);
    expect(reported.volume).toBeCloseTo(coverage.appliedArea * 120, 3);
    expect(orderOf(body, second).reported).toBeNull();

    const last = points.at(-1)!;
    expect(body.lastPosition).toEqual({
      time: last.time,
      longitude: last.longitude,
      latitude: last.latitude,
    });
  });
});

const iowaApplicatorId = await addBranchUser(
  { database, demo },
  { login: 'ia-cab', unitId: demo.units.iowa, roles: ['APPLICATOR'] },
);
const iowaApplicator = await login('ia-cab');
const matoGrossoMachine = (
  await services.equipment.all({ ...auth, unitId: demo.units.matoGrosso }, { active: true })
)[0]!.cdEquipamento;
const takeToken = (token: string | null, equipmentId: unknown) =>
  call(token, 'POST', '/api/operator/device-tokens', { equipmentId });

describe('the operator app signed in with the login session on /api/operator', () => {
  it("lists the active machines of the user's branches only", async () => {
    const response = await call(iowaApplicator, 'GET', '/api/operator/machines');
    expect(response.statusCode).toBe(200);
    const machines = response.json<TOperatorMachine[]>();
    expect(machines.map((entry) => entry.id)).toEqual(expect.arrayContaining([machine, neighbour]));
    expect(machines.map((entry) => entry.id)).not.toContain(matoGrossoMachine);
    expect(machines.map((entry) => entry.id)).not.toContain(otherOwnerMachine);
    expect(new Set(machines.map((entry) => entry.unitId))).toEqual(new Set([demo.units.iowa]));
    const both = (await call(await login('applicator'), 'GET', '/api/operator/machines')).json<
      TOperatorMachine[]
    >();
    expect(both.map((entry) => entry.id)).toEqual(expect.arrayContaining([machine, matoGrossoMachine]));
  });

  it("gives an applicator a device token for their branch's machine that reads its day with 201", async () => {
    const response = await takeToken(iowaApplicator, machine);
    expect(response.statusCode).toBe(201);
    const token = response.json<TDeviceToken>();
    expect(token).toMatchObject({ equipmentId: machine, unitId: demo.units.iowa });
    const days = (Date.parse(token.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(31);
    const day = await schedule(machine, token.token);
    expect(day.statusCode).toBe(200);
    expect(day.json<TOperatorSchedule>().equipmentId).toBe(machine);
    // A token for one machine, like a voucher's: another machine of the branch is 403.
    expect((await schedule(neighbour, token.token)).statusCode).toBe(403);
  });

  it('refuses a machine of another branch or owner with 404', async () => {
    expect((await takeToken(iowaApplicator, matoGrossoMachine)).statusCode).toBe(404);
    expect((await takeToken(iowaApplicator, otherOwnerMachine)).statusCode).toBe(404);
  });

  it('refuses a role that does not work a machine with 403', async () => {
    const dispatcher = await login('dispatcher');
    expect((await call(dispatcher, 'GET', '/api/operator/machines')).statusCode).toBe(403);
    expect((await takeToken(dispatcher, machine)).statusCode).toBe(403);
  });

  it('refuses a caller without a session with 401', async () => {
    expect((await call(null, 'GET', '/api/operator/machines')).statusCode).toBe(401);
    expect((await takeToken(null, machine)).statusCode).toBe(401);
  });

  it('refuses a machine that is not an id with 400 on equipmentId', async () => {
    const response = await takeToken(iowaApplicator, 'the red one');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: { path: string }[] }>().details[0]!.path).toBe('body.equipmentId');
  });

  it('stops the token working once its user is deactivated (401)', async () => {
    const token = (await takeToken(iowaApplicator, machine)).json<TDeviceToken>().token;
    expect((await schedule(machine, token)).statusCode).toBe(200);
    await database.db.update(users).set({ active: false }).where(eq(users.id, iowaApplicatorId));
    expect((await schedule(machine, token)).statusCode).toBe(401);
  });
});
