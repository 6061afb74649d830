import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TPlan } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { ownDays } from '../../../test/own-days';
import { liquidGroupOf } from '../../../test/liquid-group';
import { localDateOf, weekdayOf } from '../../../calendar/calendar';
import { PLANNING_BASE } from '../planning.paths';
import { checkPlanFeasibility } from '../testing/feasibility';
import { plans as planRows } from './plans.tables';
import { readyOrdersOf } from '../../../test/ready-orders';

const { app, call, login, database } = await createTestApp();
const token = await login('dispatcher');
const auth = (await app.services.auth.authenticate(token))!;
const services = app.services;
const API = `/api${PLANNING_BASE}`;

const group = await liquidGroupOf(services, auth);
const tenders = new Set(group.tenderTrucks.map((tender) => tender.cdEquipamento));
const nextDay = ownDays(localDateOf(new Date(), group.timeZone));
const ready = (await readyOrdersOf(services, auth)).filter(
  (order) => order.equipmentGroupId === group.id && order.skipedDate === null,
);
const machines = group.equipments.map((member) => member.cdEquipamento).slice(0, 3);
// These tests are about the tender trucks, not the weather: the spray windows stay open all day,
// so whether a moved order still fits its day does not hang on the forecast of the run's date.
const settings = await services.planningSettings.settingsOf(auth, group.id);
await services.planningSettings.save(auth, group.id, {
  weighting: settings.weighting,
  vehicle: settings.vehicle,
  weather: { wind: false, temperature: false, humidity: false, rain: false, sun: false },
});

/** The group's active days of a date, the tender trucks' too. */
async function activePlans(date: string) {
  const response = await call(token, 'GET', `${API}/_search?data=${date}&configuracaoId=${group.id}`);
  expect(response.statusCode).toBe(200);
  return response.json<TPlan[]>().filter((plan) => plan.active);
}

const ordersOf = (plan: TPlan) =>
  plan.items.flatMap((item) =>
    item.kind === 'order' && item.cdOrdemServico !== null ? [item.cdOrdemServico] : [],
  );

/** Each sprayer's refills from a tender truck, as `sprayer|tender|start|end`. */
const refillsFromTenders = (plans: readonly TPlan[]) =>
  plans
    .filter((plan) => !tenders.has(plan.equipamentoId))
    .flatMap((plan) =>
      plan.activities
        .filter((activity) => activity.kind === 'refill' && activity.tenderEquipmentId != null)
        .map(
          (activity) =>
            `${plan.equipamentoId}|${activity.tenderEquipmentId}|${activity.start}|${activity.end}`,
        ),
    )
    .sort();

/** Each tender truck's meetings, in the same form. */
const meetings = (plans: readonly TPlan[]) =>
  plans
    .filter((plan) => tenders.has(plan.equipamentoId))
    .flatMap((plan) =>
      plan.activities
        .filter((activity) => activity.kind === 'meeting')
        .map(
          (activity) =>
            `${activity.servedEquipmentId}|${plan.equipamentoId}|${activity.start}|${activity.end}`,
        ),
    )
    .sort();

/** An optimised day of three sprayers with the group's tender trucks, on a working day of its own. */
async function optimisedDay(orders: readonly { cdOrdemServico: number }[]) {
  expect(orders.length).toBeGreaterThanOrEqual(6);
  let date = nextDay();
  while (!group.workingPeriods.some((period) => period.dayOfWeek === weekdayOf(date))) date = nextDay();
  const optimised = await call(token, 'POST', `${API}/add-ordens-otimizando-equipamentos`, {
    data: date,
    configuracaoId: group.id,
    equipamentosId: machines,
    ordensId: orders.map((order) => order.cdOrdemServico),
    timeBudgetSeconds: 2,
  });
  expect(optimised.statusCode).toBe(200);
  const { processHash } = optimised.json<{ processHash: string }>();
  await services.planningJobs.settle(processHash);
  const job = (await call(token, 'GET', `${API}/status-otimizacao/${processHash}`)).json();
  expect(job).toMatchObject({ code: 900 });
  return date;
}

/** Moves one of the source's orders (its first) onto the target's optimised day, as a drag between rows does. */
async function move(date: string, target: TPlan, source: TPlan, order = ordersOf(source)[0]) {
  const moved = await call(token, 'POST', `${API}/mover-ordem/cria-apartir-automatico`, {
    configuracaoId: group.id,
    equipamentoId: target.equipamentoId,
    ordemId: order,
    dataDesejada: date,
    planejamentoId: target.planejamentoId,
    version: target.version,
    origemPlanejamentoId: source.planejamentoId,
    origemVersion: source.version,
    // Another test may hold the order on a day of its own.
    confirmExtra: true,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return moved;
}

/**
 * The source's first order the kept day does not also hold: a field bigger than a machine's day
 * may be split over both, and moving it would change the kept day too.
 */
function orderApartFrom(source: TPlan, kept: TPlan) {
  const order = ordersOf(source).find((id) => !ordersOf(kept).includes(id));
  expect(order).toBeDefined();
  return order!;
}

/** The day holds together: every refill from a tender is one of its meetings, and the checker agrees. */
async function expectInStep(date: string) {
  const plans = await activePlans(date);
  expect(meetings(plans)).toEqual(refillsFromTenders(plans));
  expect(await checkPlanFeasibility(services, auth, { date, groupId: group.id, plans })).toEqual([]);
  return plans;
}

describe("a planner's change plans the tender trucks again for the sprayers' days", () => {
  it('a move between sprayers: the sprayer that takes the order is met by a tender, each refill a meeting', async () => {
    expect(tenders.size).toBeGreaterThan(0);
    const date = await optimisedDay(ready.slice(0, 9));
    const before = await expectInStep(date);
    const sprayers = before.filter((plan) => !tenders.has(plan.equipamentoId) && ordersOf(plan).length > 0);
    expect(sprayers.length).toBeGreaterThanOrEqual(2);
    // The order moves to a sprayer a tender meets, the one whose day ends first.
    const met = (plan: TPlan) => refillsFromTenders([plan]).length;
    const endOf = (plan: TPlan) => Date.parse(plan.activities.at(-1)?.end ?? plan.workingStart ?? '');
    const target = [...sprayers].filter((plan) => met(plan) > 0).sort((a, b) => endOf(a) - endOf(b))[0]!;
    expect(target).toBeDefined();
    // The smallest order another sprayer holds alone: a day pushed past its overtime would be the
    // planner's infeasible change, not the re-plan's doing, and a move takes every machine's part
    // of an order (a big field shared by two sprayers would land whole on the target).
    const [source, smallest] = sprayers
      .filter((plan) => plan !== target)
      .flatMap((plan) =>
        plan.items
          .filter(
            (item) =>
              item.kind === 'order' &&
              !sprayers.some((other) => other !== plan && ordersOf(other).includes(item.cdOrdemServico!)),
          )
          .map((item) => [plan, item] as const),
      )
      .sort(([, a], [, b]) => a.area - b.area)
      .map(([plan, item]) => [plan, item.cdOrdemServico!] as const)[0]!;
    const moved = await move(date, target, source, smallest);

    const after = await expectInStep(date);
    const targetAfter = after.find((plan) => plan.equipamentoId === target.equipamentoId)!;
    // The answer is the day as it now stands (the re-plan's version, not the move's).
    expect(moved.json<TPlan>()).toMatchObject({
      planejamentoId: targetAfter.planejamentoId,
      version: targetAfter.version,
    });
    expect(ordersOf(targetAfter)).toEqual(expect.arrayContaining([...ordersOf(target), smallest]));
    // Timed without tenders it would drive to its refill places: it is still met at the field.
    expect(met(targetAfter)).toBeGreaterThan(0);
    // The tender trucks' optimised days are kept to revert to; what is active is a custom day.
    const tenderDays = after.filter((plan) => tenders.has(plan.equipamentoId) && plan.activities.length > 0);
    expect(tenderDays.length).toBeGreaterThan(0);
    expect(tenderDays.every((plan) => plan.tipo === 'MANUAL')).toBe(true);

    // Clearing the target's day: no tender drives to it any more, the others are still in step.
    const cleared = await call(
      token,
      'DELETE',
      `${API}/${group.id}/equipamentos?ids=${target.equipamentoId}&data=${date}&confirmSent=true`,
    );
    expect(cleared.statusCode, cleared.body).toBeLessThan(300);
    const afterClear = await expectInStep(date);
    expect(meetings(afterClear).some((meeting) => meeting.startsWith(`${target.equipamentoId}|`))).toBe(
      false,
    );
  });

  it('a day already sent to another sprayer that meets a tender is not re-timed by the change', async () => {
    const date = await optimisedDay(ready.slice(0, 9));
    const before = await activePlans(date);
    const sprayers = before.filter((plan) => !tenders.has(plan.equipamentoId) && ordersOf(plan).length > 0);
    const met = (plan: TPlan) => refillsFromTenders([plan]).length;
    const [sent, ...others] = [...sprayers].sort((a, b) => met(b) - met(a)) as [TPlan, TPlan, TPlan];
    expect(met(sent)).toBeGreaterThan(0);
    await database.db
      .update(planRows)
      .set({ sentAt: new Date() })
      .where(eq(planRows.id, sent.planejamentoId));
    const [target, source] = others;
    try {
      await move(date, target!, source!, orderApartFrom(source!, sent));
    } finally {
      // Later tests may move an order of this day: the day is not left sent for them.
      await database.db.update(planRows).set({ sentAt: null }).where(eq(planRows.id, sent.planejamentoId));
    }
    const after = await activePlans(date);
    // The sent day is as it was sent, and its tender still meets it there.
    const sentAfter = after.find((plan) => plan.equipamentoId === sent.equipamentoId)!;
    expect(sentAfter).toMatchObject({ planejamentoId: sent.planejamentoId, version: sent.version });
    for (const refill of refillsFromTenders([sent])) expect(meetings(after)).toContain(refill);
    // The two changed days refill at their places: the tenders were only trimmed.
    for (const plan of after.filter((entry) =>
      [target!.equipamentoId, source!.equipamentoId].includes(entry.equipamentoId),
    ))
      expect(met(plan)).toBe(0);
  });

  it('a day another sprayer that meets a tender has begun is not re-timed by the change', async () => {
    const date = await optimisedDay(ready.slice(0, 9));
    const before = await activePlans(date);
    const sprayers = before.filter((plan) => !tenders.has(plan.equipamentoId) && ordersOf(plan).length > 0);
    const met = (plan: TPlan) => refillsFromTenders([plan]).length;
    const [begun, target, source] = [...sprayers].sort((a, b) => met(b) - met(a)) as [TPlan, TPlan, TPlan];
    // Its day began an hour ago (as a day of today does once the machine is out).
    const shift = Date.parse(begun.activities[0]!.start) - (Date.now() - 3_600_000);
    const earlier = (at: string) => new Date(Date.parse(at) - shift).toISOString();
    await database.db
      .update(planRows)
      .set({
        activities: begun.activities.map((activity) => ({
          ...activity,
          start: earlier(activity.start),
          end: earlier(activity.end),
        })),
      })
      .where(eq(planRows.id, begun.planejamentoId));
    await move(date, target, source, orderApartFrom(source, begun));
    const after = await activePlans(date);
    expect(after.find((plan) => plan.equipamentoId === begun.equipamentoId)).toMatchObject({
      planejamentoId: begun.planejamentoId,
      version: begun.version,
    });
    for (const plan of after.filter((entry) =>
      [target.equipamentoId, source.equipamentoId].includes(entry.equipamentoId),
    ))
      expect(met(plan)).toBe(0);
  });

  it('a day whose tender trucks were not planned keeps its refills at the refill places', async () => {
    let date = nextDay();
    while (!group.workingPeriods.some((period) => period.dayOfWeek === weekdayOf(date))) date = nextDay();
    const allocated = await call(token, 'POST', `${API}/alocar-ordem`, {
      configuracaoId: group.id,
      equipamentoId: machines[0],
      // Orders the other tests do not plan.
      ordensId: ready.slice(9, 13).map((order) => order.cdOrdemServico),
      dataDesejada: date,
    });
    expect(allocated.statusCode, allocated.body).toBe(200);
    const plans = await activePlans(date);
    expect(plans.map((plan) => plan.equipamentoId)).toEqual([machines[0]]);
    expect(refillsFromTenders(plans)).toEqual([]);
  });
});
