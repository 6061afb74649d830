import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { sendTestDay } from '../../test/sent-day';
import { localDateOf } from '../../calendar/calendar';
import { deviceTokenFor } from '../../test/device-token';
import { readyOrdersOf } from '../../test/ready-orders';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const services = app.services;
const token = await login('dispatcher');
const auth = (await services.auth.authenticate(token))!;
const otherAuth = (await services.auth.authenticate(await login('demo', { owner: 'other' })))!;

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && group.autoSendLoads)!.id,
);
const [machineA, machineB] = spray.equipments.map((member) => member.cdEquipamento) as [number, number];
const ready = (await readyOrdersOf(services, auth))
  .filter((order) => order.equipmentGroupId === spray.id)
  .map((order) => order.cdOrdemServico);
/** An order for each test that changes one, so every test passes alone and in any order. */
const [
  started,
  notStarted,
  skipped,
  cancelled,
  ofMachineB,
  notSent,
  retried,
  paused,
  inProgress,
  working,
  shared,
  covered,
] = ready as number[] as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];
const otherOrder = (await services.workOrders.list(otherAuth, { page: 0, size: 1, status: [1] } as never))
  .content[0]!.cdOrdemServico;
const today = localDateOf(new Date(), spray.timeZone);
const stopOperation = (await services.stopOperations.list(auth, { page: 0, size: 1 } as never)).content[0]!;

const sendDay = (equipmentId: number, orderIds: number[]) =>
  sendTestDay(
    { services, db: database.db, auth },
    { groupId: spray.id, localDate: today, equipmentId, orderIds },
  );
await sendDay(machineA, [
  started,
  notStarted,
  skipped,
  cancelled,
  retried,
  paused,
  inProgress,
  working,
  shared,
]);
await sendDay(machineB, [ofMachineB, shared, covered]);

const device = await deviceTokenFor(call, await login(), machineA);
const deviceB = await deviceTokenFor(call, await login(), machineB);

let keys = 0;
function report(event: Record<string, unknown>, equipmentId = machineA, token = device) {
  return app.inject({
    method: 'POST',
    url: `/api/machine/v1/machines/${equipmentId}/events`,
    headers: { 'x-device-token': token },
    payload: { idempotencyKey: `event-key-${++keys}`, time: new Date().toISOString(), ...event },
  });
}

async function orderRow(id: number) {
  const result = (await database.db.execute(
    sql`select status, skipped_on, started_at, closed_at, applied_area_hectares, applied_volume_litres
        from work_orders where id = ${id}`,
  )) as unknown as {
    rows: {
      status: number;
      skipped_on: string | null;
      started_at: unknown;
      closed_at: unknown;
      applied_area_hectares: number | null;
      applied_volume_litres: number | null;
    }[];
  };
  return result.rows[0]!;
}

/** The history entry a machine event wrote. */
function machineEntry(history: { changes: { field: string }[]; userName: string | null }[]) {
  return history.find((entry) => entry.changes.some((change) => change.field === 'machineEvent'))!;
}

describe('execution events on /api/machine/v1/machines/{id}/events', () => {
  it('starts an order: in progress (2), its start time kept, the history names the machine', async () => {
    const seen: string[] = [];
    const stop = services.live.subscribe((topic, message) => seen.push(`${topic}:${message.event}`));
    const response = await report({ type: 'start', workOrderId: started });
    stop();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ cdOrdemServico: started, status: 2, replayed: false });
    const row = await orderRow(started);
    expect(row.status).toBe(2);
    expect(row.started_at).not.toBeNull();
    const history = await services.workOrders.history(auth, started);
    expect(machineEntry(history).changes).toEqual(
      expect.arrayContaining([
        { field: 'machineEvent', from: null, to: 'start' },
        { field: 'equipamentoId', from: null, to: machineA },
        { field: 'status', from: 1, to: 2 },
      ]),
    );
    expect(machineEntry(history).userName).toBe('applicator');
    expect(seen).toContain('DEMO:work-order-execution');
  });

  it('pauses with a stop reason (5 on hold), resumes (2) and completes with the applied amounts (4)', async () => {
    expect((await report({ type: 'start', workOrderId: paused })).json().status).toBe(2);
    const pause = await report({ type: 'pause', workOrderId: paused, stopOperationId: stopOperation.id });
    expect(pause.json().status).toBe(5);
    expect((await report({ type: 'resume', workOrderId: paused })).json().status).toBe(2);
    const complete = await report({
      type: 'complete',
      workOrderId: paused,
      appliedArea: 9.5,
      appliedVolume: 950,
    });
    expect(complete.json().status).toBe(4);
    const row = await orderRow(paused);
    expect(row).toMatchObject({ status: 4, applied_area_hectares: 9.5, applied_volume_litres: 950 });
    expect(row.closed_at).not.toBeNull();
  });

  it("sets the order's applied area at a pause from each machine's latest count, summed", async () => {
    const tokenOf = (equipmentId: number) => (equipmentId === machineB ? deviceB : device);
    const pause = (equipmentId: number, counts: Record<string, number> = {}) =>
      report(
        { type: 'pause', workOrderId: shared, stopOperationId: stopOperation.id, ...counts },
        equipmentId,
        tokenOf(equipmentId),
      );
    const resume = (equipmentId: number) =>
      report({ type: 'resume', workOrderId: shared }, equipmentId, tokenOf(equipmentId));
    expect((await report({ type: 'start', workOrderId: shared })).json().status).toBe(2);
    expect((await pause(machineA, { appliedArea: 12, appliedVolume: 1200 })).statusCode).toBe(200);
    expect(await orderRow(shared)).toMatchObject({ applied_area_hectares: 12, applied_volume_litres: 1200 });
    // The second machine on the same field counts its own work.
    await resume(machineB);
    await pause(machineB, { appliedArea: 8, appliedVolume: 800 });
    expect(await orderRow(shared)).toMatchObject({ applied_area_hectares: 20, applied_volume_litres: 2000 });
    // A machine's later count replaces its earlier one; a pause without a count changes nothing.
    await resume(machineA);
    await pause(machineA, { appliedArea: 15 });
    expect(await orderRow(shared)).toMatchObject({ applied_area_hectares: 23, applied_volume_litres: 800 });
    await resume(machineB);
    await pause(machineB);
    expect(await orderRow(shared)).toMatchObject({ status: 5, applied_area_hectares: 23 });
    const entry = (await services.workOrders.history(auth, shared)).find((item) =>
      item.changes.some((change) => change.field === 'appliedArea' && change.to === 23),
    );
    expect(entry?.changes).toContainEqual({ field: 'machineEvent', from: null, to: 'pause' });
    expect(await services.workOrders.appliedSoFar(auth, [shared])).toEqual(
      new Map([[shared, { appliedArea: 23, through: today }]]),
    );
  });

  it("counts at a pause without a count what the machine's own positions covered", async () => {
    const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_008.8;
    const document = await services.workOrders.document(auth, covered);
    const centre = document.fields.find((field) => field.centroid)!.centroid!;
    const startedAt = Date.now() - 600_000;
    // A pass 200 m north from the field's centre, boom on, a point every 10 m and 2 s.
    const points = Array.from({ length: 21 }, (_, step) => ({
      time: new Date(startedAt + step * 2000).toISOString(),
      latitude: centre.latitude + (step * 10) / METRES_PER_DEGREE,
      longitude: centre.longitude,
      boomOn: step < 20,
      rate: 100,
      workOrderId: covered,
    }));
    const startedCovered = await report({ type: 'start', workOrderId: covered }, machineB, deviceB);
    expect(startedCovered.statusCode, startedCovered.body).toBe(200);
    const posted = await app.inject({
      method: 'POST',
      url: `/api/machine/v1/machines/${machineB}/positions`,
      headers: { 'x-device-token': deviceB },
      payload: { points },
    });
    expect(posted.statusCode).toBe(200);
    await report(
      { type: 'pause', workOrderId: covered, stopOperationId: stopOperation.id },
      machineB,
      deviceB,
    );
    const row = await orderRow(covered);
    expect(row.status).toBe(5);
    // About 200 m at the machine's boom width, less what fell outside the field.
    expect(row.applied_area_hectares).toBeGreaterThan(0);
    expect(row.applied_volume_litres).toBeCloseTo(row.applied_area_hectares! * 100, 0);
    const counted = await services.workOrders.appliedSoFar(auth, [covered]);
    expect(counted.get(covered)?.appliedArea).toBeCloseTo(row.applied_area_hectares!, 6);
  });

  it('refuses a pause whose stop reason is not a stop operation of the branch with 400', async () => {
    await report({ type: 'start', workOrderId: retried });
    const response = await report({ type: 'pause', workOrderId: retried, stopOperationId: 99_999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('stopOperationId');
    expect((await orderRow(retried)).status).toBe(2);
  });

  it('refuses to complete an order that is not started with 409', async () => {
    const response = await report({
      type: 'complete',
      workOrderId: notStarted,
      appliedArea: 1,
      appliedVolume: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'executionNotAllowed' });
    expect((await orderRow(notStarted)).status).toBe(1);
  });

  it('refuses to resume an order that is not on hold and to start one in progress with 409', async () => {
    expect((await report({ type: 'resume', workOrderId: notStarted })).statusCode).toBe(409);
    expect((await report({ type: 'start', workOrderId: inProgress })).statusCode).toBe(200);
    expect((await report({ type: 'start', workOrderId: inProgress })).statusCode).toBe(409);
  });

  it('skips an order with a reason: ready again and skipped today (skipedDate)', async () => {
    const response = await report({ type: 'skip', workOrderId: skipped, reason: 'Field flooded' });
    expect(response.json()).toMatchObject({ status: 1, skipedDate: today });
    expect(await orderRow(skipped)).toMatchObject({ status: 1, skipped_on: today });
    const history = await services.workOrders.history(auth, skipped);
    expect(machineEntry(history).changes).toContainEqual({
      field: 'reason',
      from: null,
      to: 'Field flooded',
    });
  });

  it('cancels an order from the cab: canceled by app (7), and nothing more is taken', async () => {
    expect((await report({ type: 'cancel', workOrderId: cancelled })).json().status).toBe(7);
    expect((await report({ type: 'start', workOrderId: cancelled })).statusCode).toBe(409);
  });

  it('answers a retry with the first outcome and changes nothing', async () => {
    const event = {
      idempotencyKey: 'retry-key-0001',
      type: 'pause',
      workOrderId: retried,
      stopOperationId: stopOperation.id,
    };
    // In progress (the pause test may have started it already: then this start is refused).
    await report({ type: 'start', workOrderId: retried });
    expect((await orderRow(retried)).status).toBe(2);
    const first = await report(event);
    expect(first.json()).toMatchObject({ status: 5, replayed: false });
    await report({ type: 'resume', workOrderId: retried });
    const again = await report(event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 5, replayed: true });
    expect((await orderRow(retried)).status).toBe(2);
    const reused = await report({ ...event, type: 'resume', stopOperationId: undefined });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('idempotencyKeyReused');
  });

  it('refuses an order sent to another machine, or to none, with 403', async () => {
    const response = await report({ type: 'start', workOrderId: ofMachineB });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('executionOrderNotSent');
    expect((await report({ type: 'start', workOrderId: notSent })).statusCode).toBe(403);
    expect((await orderRow(ofMachineB)).status).toBe(1);
  });

  it('refuses reporting as another machine with 403 and an order of another owner with 404', async () => {
    expect((await report({ type: 'start', workOrderId: ofMachineB }, machineB)).statusCode).toBe(403);
    expect((await report({ type: 'start', workOrderId: otherOrder })).statusCode).toBe(404);
  });

  it('refuses an event without its required fields with 400', async () => {
    const response = await report({ type: 'skip', workOrderId: notStarted });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('body.reason');
    expect((await report({ type: 'complete', workOrderId: notStarted })).statusCode).toBe(400);
  });

  it('names the order the machine works on GET /monitoramento/equipamento', async () => {
    expect((await report({ type: 'start', workOrderId: working })).statusCode).toBe(200);
    const response = await call(token, 'GET', `/api/monitoramento/equipamento?equipamentoId=${machineA}`);
    expect(response.json()).toEqual({ cdOrdemServico: working });
  });
});
