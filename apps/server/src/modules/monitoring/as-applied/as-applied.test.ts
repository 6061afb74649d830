import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TOrderCoverage } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { sendTestDay } from '../../../test/sent-day';
import { localDateOf } from '../../../calendar/calendar';
import { deviceTokenFor } from '../../../test/device-token';
import { readyOrdersOf } from '../../../test/ready-orders';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const services = app.services;
const token = await login('dispatcher');
const auth = (await services.auth.authenticate(token))!;
const otherToken = await login('demo', { owner: 'other' });

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && group.autoSendLoads)!.id,
);
const machine = spray.equipments[0]!.cdEquipamento;
const [completed, working] = (await readyOrdersOf(services, auth))
  .filter((order) => order.equipmentGroupId === spray.id)
  .map((order) => order.cdOrdemServico) as [number, number];
const today = localDateOf(new Date(), spray.timeZone);

await sendTestDay(
  { services, db: database.db, auth },
  { groupId: spray.id, localDate: today, equipmentId: machine, orderIds: [completed, working] },
);
// A 20 m boom, whatever the demo machine has.
await database.db.execute(sql`update equipment set boom_width_metres = 20 where id = ${machine}`);

const device = await deviceTokenFor(call, await login(), machine);

const machineCall = (path: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/machine/v1/machines/${machine}/${path}`,
    headers: { 'x-device-token': device },
    payload,
  });

const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_008.8;
/**
 * A straight pass 200 m north from a field's centre, a point every 10 m and 2 s, boom on until the
 * last point: 20 m x 200 m = 0.4 ha with a 20 m boom.
 */
async function reportPass(workOrderId: number, startedAt: number, eastMetres = 0) {
  const document = await services.workOrders.document(auth, workOrderId);
  const centre = document.fields.find((field) => field.centroid)!.centroid!;
  const east = eastMetres / (METRES_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180));
  const points = Array.from({ length: 21 }, (_, step) => ({
    time: new Date(startedAt + step * 2000).toISOString(),
    latitude: centre.latitude + (step * 10) / METRES_PER_DEGREE,
    longitude: centre.longitude + east,
    boomOn: step < 20,
    rate: 120,
    workOrderId,
  }));
  const response = await machineCall('positions', { points });
  expect(response.statusCode).toBe(200);
}

let keys = 0;
const event = (workOrderId: number, type: string, extra: object = {}) =>
  machineCall('events', {
    idempotencyKey: `coverage-${++keys}`,
    time: new Date().toISOString(),
    workOrderId,
    type,
    ...extra,
  });

const storedCount = async (workOrderId: number) =>
  (
    (await database.db.execute(
      sql`select count(*)::int as count from order_coverage where work_order_id = ${workOrderId}`,
    )) as unknown as { rows: { count: number }[] }
  ).rows[0]!.count;

describe('as-applied coverage of an order', () => {
  it('is computed and stored when the machine completes the order', async () => {
    expect((await event(completed, 'start')).statusCode).toBe(200);
    await reportPass(completed, Date.now() - 600_000);
    const done = await event(completed, 'complete', { appliedArea: 0.4, appliedVolume: 40 });
    expect(done.statusCode).toBe(200);
    await services.asApplied.settled();
    expect(await storedCount(completed)).toBe(1);

    const response = await call(token, 'GET', `/api/ordemservicos/${completed}/coverage`);
    expect(response.statusCode).toBe(200);
    const coverage = response.json<TOrderCoverage>();
    expect(coverage.appliedArea).toBeCloseTo(0.4, 2);
    expect(coverage.overlapArea).toBeCloseTo(0, 3);
    expect(coverage.averageRate).toBe(120);
    expect(coverage.appliedVolume).toBeCloseTo(0.4 * 120, 0);
    expect(coverage.pointCount).toBe(21);
    expect(coverage.widthMetres).toBe(20);
    expect(coverage.trail).toHaveLength(21);
    expect(coverage.rateSegments).toHaveLength(1);
    expect(coverage.fieldArea).toBeGreaterThan(0);
    expect(coverage.uncoveredArea).toBeCloseTo(
      coverage.fieldArea - (coverage.appliedArea - coverage.offTargetArea),
      3,
    );
  });

  it('recomputes on demand from the points reported since', async () => {
    // A second pass over the same ground: all of it overlap.
    await reportPass(completed, Date.now() - 300_000);
    const before = (
      await call(token, 'GET', `/api/ordemservicos/${completed}/coverage`)
    ).json<TOrderCoverage>();
    expect(before.overlapArea).toBeCloseTo(0, 3);
    const response = await call(token, 'POST', `/api/ordemservicos/${completed}/coverage`);
    expect(response.statusCode).toBe(200);
    const after = response.json<TOrderCoverage>();
    expect(after.appliedArea).toBeCloseTo(0.4, 2);
    expect(after.overlapArea).toBeCloseTo(0.4, 2);
    expect(after.overlapPercent).toBeCloseTo(100, 0);
    expect(after.pointCount).toBe(42);
  });

  it('answers an order still in progress without storing it', async () => {
    expect((await event(working, 'start')).statusCode).toBe(200);
    await reportPass(working, Date.now() - 200_000, 40);
    const response = await call(token, 'GET', `/api/ordemservicos/${working}/coverage`);
    expect(response.statusCode).toBe(200);
    expect(response.json<TOrderCoverage>().appliedArea).toBeCloseTo(0.4, 2);
    expect(await storedCount(working)).toBe(0);
  });

  it("refuses another owner's order with 404", async () => {
    expect((await call(otherToken, 'GET', `/api/ordemservicos/${completed}/coverage`)).statusCode).toBe(404);
    expect((await call(otherToken, 'POST', `/api/ordemservicos/${completed}/coverage`)).statusCode).toBe(404);
  });
});
