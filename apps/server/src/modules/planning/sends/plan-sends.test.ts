import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { EMPTY_PLAN_SUMMARY, type TAutoSendLogEntry, type TPlan, type TTrip } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { PLANNING_BASE } from '../planning.paths';
import { addDays, instantAt, localDateOf } from '../../../calendar/calendar';
import type { TPlanItemInput } from '../plans/plans.service';
import { createAutoSendScheduler } from './auto-send-scheduler';
import { TASKDATA_PATH } from '../taskdata/taskdata';
import { createScriptedWeather } from './label-gate.testing';
import { ownDays } from '../../../test/own-days';
import { readyOrdersOf } from '../../../test/ready-orders';

// Calm weather at every field, so the label gate lets these days through.
const weather = createScriptedWeather();
const { app, call, login, database, demo } = await createTestApp({
  secondOwner: true,
  services: { weather: weather.provider },
});
const services = app.services;
const token = await login('dispatcher');
const auth = (await services.auth.authenticate(token))!;
const otherToken = await login('demo', { owner: 'other' });
const base = `/api${PLANNING_BASE}`;

const groups = await services.equipmentGroups.all(auth);
/** The demo's 'Spray crew North' sends automatically at 05:30 Central time. */
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && group.autoSendLoads)!.id,
);
const [machineA, machineB, machineC] = spray.equipments.map((member) => member.cdEquipamento) as [
  number,
  number,
  number,
];
const ready = await readyOrdersOf(services, auth);
/** The crew's ready orders whose products need no licence, or whose applicator holds them. */
const records = await Promise.all(
  ready
    .filter((order) => order.equipmentGroupId === spray.id)
    .map((order) => services.workOrders.get(auth, order.cdOrdemServico)),
);
const licensed = new Map(
  (
    await services.products.getMany(auth, [
      ...new Set(records.flatMap((order) => order.products.map((line) => line.productId))),
    ])
  ).map((product) => [product.id, product.licenceRequired === 'NONE']),
);
const orders = records
  .filter(
    (order) =>
      order.licenceAlerts.length === 0 &&
      (order.applicatorId !== null || order.products.every((line) => licensed.get(line.productId))),
  )
  .map((order) => order.cdOrdemServico);

const today = localDateOf(new Date(), spray.timeZone);
const yesterday = addDays(today, -1);
/**
 * Days of their own for tests that build on a send (after the days the auto-send tests name), so
 * each test passes alone and in any order.
 */
const ownDay = ownDays(today, { from: 10 });

/** An item at 11:00-12:00 of the day in the branch's time (inside the sun rule). */
function item(workOrderId: number | null, localDate: string): TPlanItemInput {
  const start = instantAt(localDate, 11 * 60, spray.timeZone);
  return {
    kind: workOrderId === null ? 'cleanout' : 'order',
    workOrderId,
    plannedStart: start,
    plannedEnd: new Date(start.getTime() + 3_600_000),
    travelSeconds: 600,
    cleaningSeconds: workOrderId === null ? 1800 : 0,
    appliedSeconds: workOrderId === null ? 0 : 3600,
    areaHectares: workOrderId === null ? 0 : 10,
    volume: workOrderId === null ? 0 : 1000,
    batches: workOrderId === null ? 0 : 1,
  };
}

/** Writes an optimised day for machines, as the optimiser does. */
async function optimise(localDate: string, machines: { equipmentId: number; items: (number | null)[] }[]) {
  return database.db.transaction((tx) =>
    services.plans.saveOptimisedDay(tx, auth, {
      groupId: spray.id,
      localDate,
      processHash: 'b'.repeat(32),
      machines: machines.map(({ equipmentId, items }) => ({
        equipmentId,
        workingStart: null,
        workingEnd: null,
        overtimeEnd: null,
        items: items.map((id) => item(id, localDate)),
        activities: [],
        summary: { ...EMPTY_PLAN_SUMMARY, orderCount: items.length, equipmentCount: 1 },
      })),
    }),
  );
}

const send = (body: object, as = token) => call(as, 'POST', `${base}/enviar`, body);
const day = (date: string, equipamentoId: number) => ({
  configuracaoId: spray.id,
  referencia: date,
  equipamentoId,
});

/** A day of its own on which machine A holds the second order, a cleanout and the first, sent once. */
async function sentDay() {
  const date = ownDay();
  const [first, second] = orders as [number, number];
  await optimise(date, [{ equipmentId: machineA, items: [second, null, first] }]);
  const sent = await send(day(date, machineA));
  expect(sent.statusCode, sent.body.slice(0, 300)).toBe(201);
  return { date, trip: sent.json<TTrip>() };
}

describe('sending a machine’s day', () => {
  it('sends the active plan as a trip in sequence (201), marks the plan sent and the orders trip-sent today', async () => {
    const [first, second] = orders as [number, number];
    await optimise(today, [{ equipmentId: machineA, items: [second, null, first] }]);
    const response = await send(day(today, machineA));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const trip = response.json<TTrip>();
    expect(trip).toMatchObject({
      equipamentoId: machineA,
      configuracaoId: spray.id,
      configName: spray.name,
      referencia: today,
      automatic: false,
    });
    expect(trip.stops.map((stop) => [stop.sequencia, stop.kind, stop.cdOrdemServico])).toEqual([
      [1, 'order', second],
      [2, 'cleanout', null],
      [3, 'order', first],
    ]);
    expect(trip.stops[0]!.description).not.toBeNull();

    const [plan] = (
      await call(
        token,
        'GET',
        `${base}/_search?data=${today}&configuracaoId=${spray.id}&equipamentosId=${machineA}`,
      )
    ).json<TPlan[]>();
    expect(plan!.sentAt).toBe(trip.sentAt);
    for (const id of [first, second]) {
      const order = (await call(token, 'GET', `/api/ordemservicos/${id}`)).json<{
        tripSentOn: string | null;
      }>();
      expect(order.tripSentOn).toBe(today);
    }
  });

  it('lets the machine fetch its trips of the day, the latest last, after a second send', async () => {
    const { date } = await sentDay();
    const again = await send(day(date, machineA));
    expect(again.statusCode).toBe(201);
    const response = await call(token, 'GET', `/api/trips?equipamentoId=${machineA}&date=${date}`);
    expect(response.statusCode).toBe(200);
    const trips = response.json<TTrip[]>();
    expect(trips).toHaveLength(2);
    expect(trips[1]!.id).toBe(again.json<TTrip>().id);
  });

  it('lists the branch’s sends of the day in the auto-send log, by machine when asked', async () => {
    const { date } = await sentDay();
    expect((await send(day(date, machineA))).statusCode).toBe(201);
    const all = await call(token, 'GET', `/api/log-auto-send/find-daily?unitId=${auth.unitId}&date=${date}`);
    expect(all.statusCode).toBe(200);
    const entries = all.json<TAutoSendLogEntry[]>();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      unitId: auth.unitId,
      equipamentoId: machineA,
      configuracaoId: spray.id,
      configName: spray.name,
      automatic: false,
    });
    expect(entries[0]!.unitName).not.toBe('');
    expect(entries[0]!.ordensId).toEqual([orders[1], orders[0]]);
    // People read tickets, not ids.
    const ticketOf = new Map(records.map((order) => [order.cdOrdemServico, order.vlOrdemServico]));
    expect(entries[0]!.tickets).toEqual([ticketOf.get(orders[1]!), ticketOf.get(orders[0]!)]);
    const none = await call(
      token,
      'GET',
      `/api/log-auto-send/find-daily?unitId=${auth.unitId}&equipmentId=${machineB}&date=${date}`,
    );
    expect(none.json()).toEqual([]);
  });

  it('exports the machine’s day as TaskData with a task per order in sequence', async () => {
    const { date } = await sentDay();
    const response = await call(
      token,
      'GET',
      `${base}/taskdata?referencia=${date}&configuracaoId=${spray.id}&equipamentoId=${machineA}`,
    );
    expect(response.statusCode).toBe(200);
    const xml = new TextDecoder().decode(unzipSync(new Uint8Array(response.rawPayload))[TASKDATA_PATH]);
    const tasks = [...xml.matchAll(/<TSK A="TSK(\d+)"/g)].map((match) => Number(match[1]));
    expect(tasks).toEqual([orders[1], orders[0]]);
  });

  it('sends a day named by one of its plans, and exports it by plan, as the schedule screen asks', async () => {
    const { date } = await sentDay();
    const [plan] = (
      await call(
        token,
        'GET',
        `${base}/_search?data=${date}&configuracaoId=${spray.id}&equipamentosId=${machineA}`,
      )
    ).json<TPlan[]>();
    const response = await send({ planejamentoId: plan!.planejamentoId });
    expect(response.statusCode).toBe(201);
    expect(response.json<TTrip>()).toMatchObject({
      planejamentoId: plan!.planejamentoId,
      equipamentoId: machineA,
      referencia: date,
    });
    const zip = await call(token, 'GET', `${base}/${plan!.planejamentoId}/taskdata`);
    expect(zip.statusCode).toBe(200);
    const xml = new TextDecoder().decode(unzipSync(new Uint8Array(zip.rawPayload))[TASKDATA_PATH]);
    expect([...xml.matchAll(/<TSK A="TSK(\d+)"/g)].map((match) => Number(match[1]))).toEqual([
      orders[1],
      orders[0],
    ]);
    expect((await send({ planejamentoId: plan!.planejamentoId }, otherToken)).statusCode).toBe(404);
    const log = await call(
      token,
      'GET',
      `${base}/log-auto-send/find-daily?unitId=${auth.unitId}&equipmentId=${machineA}&date=${date}`,
    );
    expect(log.json<TAutoSendLogEntry[]>()).toHaveLength(2);
  });

  it('answers 404 when the machine has no plan that day', async () => {
    const response = await send(day(today, machineC));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('planningNoPlan');
  });

  it('refuses a day without work orders with 409', async () => {
    await optimise(today, [{ equipmentId: machineB, items: [null] }]);
    const response = await send(day(today, machineB));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('planningNothingToSend');
  });

  it('refuses a past day with 409', async () => {
    const response = await send(day(yesterday, machineA));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('planningPastSend');
  });

  it('refuses an applicator with 403 and another tenant with 404', async () => {
    const applicator = await login('applicator');
    expect((await send(day(today, machineA), applicator)).statusCode).toBe(403);
    expect((await send(day(today, machineA), otherToken)).statusCode).toBe(404);
    expect(
      (await call(otherToken, 'GET', `/api/log-auto-send/find-daily?unitId=${auth.unitId}&date=${today}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(otherToken, 'GET', `/api/trips?equipamentoId=${machineA}&date=${today}`)).json(),
    ).toEqual([]);
  });
});

describe('daily auto-send', () => {
  /**
   * A day of its own (days ahead of today), minutes from its send time (05:30 in the branch) and
   * its automatic trips; `planned` writes machine A's and B's optimised days.
   */
  function sendDay(daysAhead: number) {
    const date = addDays(today, daysAhead);
    const due = instantAt(date, 5 * 60 + 30, spray.timeZone);
    return {
      date,
      due,
      minutes: (count: number) => new Date(due.getTime() + count * 60_000),
      automaticTrips: async (equipmentId: number) =>
        (await call(token, 'GET', `/api/trips?equipamentoId=${equipmentId}&date=${date}`))
          .json<TTrip[]>()
          .filter((trip) => trip.automatic),
      planned: () =>
        optimise(date, [
          { equipmentId: machineA, items: [orders[2]!] },
          { equipmentId: machineB, items: [orders[3]!] },
        ]),
    };
  }
  const { due, minutes, automaticTrips } = sendDay(2);
  const scheduler = (at: Date) => createAutoSendScheduler({ ...services, now: () => at });

  it('computes the next send at the group’s minute in the branch’s time zone', async () => {
    const at = minutes(-30);
    const next = await scheduler(at).nextDue();
    expect(next!.getTime()).toBeGreaterThan(at.getTime());
    expect(next!.getTime()).toBeLessThanOrEqual(due.getTime());
    expect(
      new Intl.DateTimeFormat('en-US', {
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
        timeZone: spray.timeZone,
      }).format(due),
    ).toBe('05:30');
  });

  it('sends nothing before the group’s time', async () => {
    await sendDay(2).planned();
    expect(await scheduler(minutes(-1)).runDue()).toBe(0);
    expect(await automaticTrips(machineA)).toEqual([]);
  });

  it('on start after the time (a restart that missed it) sends every machine’s day once, automatically', async () => {
    const late = sendDay(5);
    await late.planned();
    const started = scheduler(late.minutes(45));
    started.start();
    await started.stop();
    const [tripA] = await late.automaticTrips(machineA);
    expect(tripA).toMatchObject({ automatic: true, referencia: late.date });
    expect(await late.automaticTrips(machineB)).toHaveLength(1);
    const log = (
      await call(token, 'GET', `/api/log-auto-send/find-daily?unitId=${auth.unitId}&date=${late.date}`)
    ).json<TAutoSendLogEntry[]>();
    expect(
      log
        .filter((entry) => entry.automatic)
        .map((entry) => entry.equipamentoId)
        .sort(),
    ).toEqual([machineA, machineB].sort());
  });

  it('does not send automatically a day a dispatcher already sent unchanged', async () => {
    const dayAfter = addDays(today, 3);
    await optimise(dayAfter, [{ equipmentId: machineC, items: [orders[5]!] }]);
    expect((await send(day(dayAfter, machineC))).statusCode).toBe(201);
    expect(
      await services.planSends.sendGroupAutomatically(auth.ownerId, spray.id, dayAfter, minutes(24 * 60)),
    ).toBe(0);
  });

  it('never sends the same day twice: again in the same process, after another restart, or after the plan changed', async () => {
    const twice = sendDay(6);
    await twice.planned();
    const first = scheduler(twice.minutes(45));
    expect(await first.runDue()).toBe(2);
    expect(await first.runDue()).toBe(0);
    expect(await scheduler(twice.minutes(46)).runDue()).toBe(0);
    const restarted = scheduler(twice.minutes(90));
    expect(await restarted.runDue()).toBe(0);
    // A changed plan is not sent automatically a second time: the unique key of automatic sends holds.
    await optimise(twice.date, [{ equipmentId: machineA, items: [orders[2]!, orders[4]!] }]);
    expect(
      await services.planSends.sendGroupAutomatically(auth.ownerId, spray.id, twice.date, twice.minutes(91)),
    ).toBe(0);
    expect(await twice.automaticTrips(machineA)).toHaveLength(1);
  });
});

describe('auto-send after a stop part-way through a group', () => {
  const partDay = addDays(today, 4);
  const due = instantAt(partDay, 5 * 60 + 30, spray.timeZone);
  const later = (count: number) => new Date(due.getTime() + count * 60_000);
  const automaticTrips = async (equipmentId: number) =>
    (await call(token, 'GET', `/api/trips?equipamentoId=${equipmentId}&date=${partDay}`))
      .json<TTrip[]>()
      .filter((trip) => trip.automatic);

  it('still sends the machines the stopped round had not reached, and nothing twice', async () => {
    // The round reached machine A only before the server stopped.
    await optimise(partDay, [{ equipmentId: machineA, items: [orders[6]!] }]);
    expect(await services.planSends.sendGroupAutomatically(auth.ownerId, spray.id, partDay, later(0))).toBe(
      1,
    );
    await optimise(partDay, [{ equipmentId: machineB, items: [orders[7]!] }]);
    expect(await automaticTrips(machineB)).toEqual([]);

    const restarted = createAutoSendScheduler({ ...services, now: () => later(30) });
    expect(await restarted.runDue()).toBe(1);
    expect(await automaticTrips(machineB)).toHaveLength(1);
    expect(await automaticTrips(machineA)).toHaveLength(1);

    // The tick again, in the same process and after another restart: nothing is sent twice.
    expect(await restarted.runDue()).toBe(0);
    expect(await createAutoSendScheduler({ ...services, now: () => later(31) }).runDue()).toBe(0);
    expect(await automaticTrips(machineA)).toHaveLength(1);
    expect(await automaticTrips(machineB)).toHaveLength(1);
  });
});

describe('demo sends', () => {
  it('holds the trips behind the Mato Grosso crew’s days sent yesterday, in the branch’s auto-send log', async () => {
    const demoToken = await login('demo');
    const zone = 'America/Cuiaba';
    const yesterdayThere = addDays(localDateOf(new Date(), zone), -1);
    const response = await call(
      demoToken,
      'GET',
      `/api/log-auto-send/find-daily?unitId=${demo.units.matoGrosso}&date=${yesterdayThere}`,
    );
    expect(response.statusCode).toBe(200);
    const entries = response.json<TAutoSendLogEntry[]>();
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const entry of entries) {
      expect(entry.automatic).toBe(true);
      expect(entry.ordensId.length).toBeGreaterThan(0);
      expect(entry.unitName).not.toBe('');
    }
  });
});
