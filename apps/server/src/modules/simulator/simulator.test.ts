import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EMPTY_PLAN_SUMMARY, type TSimulatorRun } from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import { localDateOf } from '../../calendar/calendar';
import type { TPlanItemInput } from '../planning/plans/plans.service';
import { PLANNING_BASE } from '../planning/planning.paths';
import { readyOrdersOf } from '../../test/ready-orders';

const { app, call, login, database } = await createTestApp({
  services: { simulator: { tickMs: 20, clockRate: 100 } },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const services = app.services;
const token = await login('dispatcher');
const applicator = await login('applicator');
const auth = (await services.auth.authenticate(token))!;

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && group.autoSendLoads)!.id,
);
const [machineA, machineB] = spray.equipments.map((member) => member.cdEquipamento) as [number, number];
const ready = await readyOrdersOf(services, auth);
const [first, second, third, fourth] = ready
  .filter((order) => order.equipmentGroupId === spray.id)
  .map((order) => order.cdOrdemServico) as [number, number, number, number];
const today = localDateOf(new Date(), spray.timeZone);

const at = (hours: number) => new Date(Date.UTC(2026, 0, 1, 12) + hours * 3_600_000);
function item(workOrderId: number | null, from: number, to: number): TPlanItemInput {
  return {
    kind: workOrderId === null ? 'refill' : 'order',
    workOrderId,
    plannedStart: at(from),
    plannedEnd: at(to),
    travelSeconds: 600,
    cleaningSeconds: 0,
    appliedSeconds: workOrderId === null ? 0 : 1800,
    areaHectares: workOrderId === null ? 0 : 10,
    volume: workOrderId === null ? 0 : 1000,
    batches: 1,
  };
}

/** Writes and sends a machine's day of today, as the optimiser and a dispatcher would. */
async function sendDay(equipmentId: number, items: TPlanItemInput[]) {
  await database.db.transaction((tx) =>
    services.plans.saveOptimisedDay(tx, auth, {
      groupId: spray.id,
      localDate: today,
      processHash: String(equipmentId).padEnd(32, 'c'),
      machines: [
        {
          equipmentId,
          workingStart: null,
          workingEnd: null,
          overtimeEnd: null,
          items,
          activities: [],
          summary: { ...EMPTY_PLAN_SUMMARY, orderCount: items.length, equipmentCount: 1 },
        },
      ],
    }),
  );
  const sent = await call(token, 'POST', `/api${PLANNING_BASE}/enviar`, {
    configuracaoId: spray.id,
    referencia: today,
    equipamentoId: equipmentId,
    // Not a test of the label gate: the day goes out whatever the stored forecast says.
    overrideReason: 'Test day, checked on site',
  });
  if (sent.statusCode !== 201) throw new Error(sent.body);
}

await sendDay(machineA, [
  item(first, 0, 0.5),
  item(null, 0.6, 0.8),
  item(second, 1, 1.5),
  item(third, 2, 2.5),
]);
await sendDay(machineB, [item(fourth, 0, 1)]);

const start = (body: object, as = token) => call(as, 'POST', '/api/simulator/runs', body);
const runs = async () => (await call(token, 'GET', '/api/simulator/runs')).json<TSimulatorRun[]>();

async function until(runId: number, done: (run: TSimulatorRun) => boolean, seconds = 60) {
  for (let waited = 0; waited < seconds * 10; waited += 1) {
    const run = (await runs()).find((candidate) => candidate.id === runId)!;
    if (done(run)) return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the run did not get there in time');
}

const orderOf = async (id: number) =>
  (await call(token, 'GET', `/api/ordemservicos/${id}`)).json<{
    status: number;
    skipedDate: string | null;
  }>();

async function positions(equipmentId: number) {
  const result = (await database.db.execute(
    sql`select count(*)::int as count,
               count(*) filter (where boom_on)::int as boom,
               count(distinct work_order_id)::int as orders
          from machine_positions where equipment_id = ${equipmentId}`,
  )) as unknown as { rows: { count: number; boom: number; orders: number }[] };
  return result.rows[0]!;
}

describe('simulator runs on /api/simulator/runs', () => {
  it('replays a sent day through the machine API: positions stored, orders started and completed, one skipped', async () => {
    const response = await start({
      date: today,
      equipmentIds: [machineA],
      speedFactor: 60,
      timing: 'endNow',
      disturbances: { breakdownMinutes: 10, skipOrder: true },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const run = response.json<TSimulatorRun>();
    expect(run).toMatchObject({ state: 'running', speedFactor: 60, timing: 'endNow' });
    expect(run.machines.map((machine) => machine.equipmentId)).toEqual([machineA]);

    const finished = await until(run.id, (candidate) => candidate.state !== 'running');
    expect(finished.state).toBe('completed');
    expect(finished.progress).toBe(1);
    const [machine] = finished.machines;
    expect(machine!.error).toBeNull();
    expect(machine!.eventsSent).toBe(7);

    const stored = await positions(machineA);
    expect(stored.count).toBe(machine!.pointsSent);
    expect(stored.boom).toBeGreaterThan(10);
    expect(stored.boom).toBeLessThan(stored.count);
    expect(stored.orders).toBe(2);
    expect((await orderOf(first)).status).toBe(4);
    expect((await orderOf(second)).status).toBe(4);
    const skipped = await orderOf(third);
    expect(skipped.status).toBe(1);
    expect(skipped.skipedDate).not.toBeNull();

    const online = await call(token, 'POST', '/api/monitoramento/equipamento/online', [machineA]);
    expect(online.json()[0]).toMatchObject({ equipamentoId: machineA, online: true });
  });

  it('reports only as a terminal would: through a voucher of the branch it made once', async () => {
    const vouchers = (await services.vouchers.list(auth, { page: 0, size: 100, status: 'ACTIVE' })).content;
    expect(vouchers.filter((voucher) => voucher.username === 'dispatcher')).toHaveLength(1);
  });

  it('lists a running run with its progress and stops it', async () => {
    const response = await start({ date: today, groupId: spray.id, speedFactor: 1 });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const run = response.json<TSimulatorRun>();
    expect(run.machines.map((machine) => machine.equipmentId).sort()).toEqual([machineA, machineB].sort());
    expect((await runs())[0]!.id).toBe(run.id);
    const stopped = await call(token, 'POST', `/api/simulator/runs/${run.id}/stop`);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json<TSimulatorRun>().state).toBe('stopped');
    expect((await call(token, 'POST', '/api/simulator/runs/999/stop')).statusCode).toBe(404);
  });

  it('refuses a start without machines with 400 on the field', async () => {
    const response = await start({ date: today, speedFactor: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      path: 'body.equipmentIds',
      message: 'Choose machines or a group',
    });
    expect((await start({ date: today, equipmentIds: [machineA], speedFactor: 61 })).statusCode).toBe(400);
  });

  it('refuses a date with nothing sent with 409', async () => {
    const response = await start({ date: '2026-01-05', equipmentIds: [machineA], speedFactor: 10 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('simulatorNothingSent');
  });

  it('refuses an applicator with 403', async () => {
    expect(
      (await start({ date: today, equipmentIds: [machineA], speedFactor: 10 }, applicator)).statusCode,
    ).toBe(403);
    expect((await call(applicator, 'GET', '/api/simulator/runs')).statusCode).toBe(403);
  });
});
