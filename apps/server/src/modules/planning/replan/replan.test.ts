import { describe, expect, it } from 'vitest';
import { startSolveWorker, type WorkerSolveOptions } from '@tramline/optimizer';
import { inArray } from 'drizzle-orm';
import type { TPlan, TReplanDifference } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { ownDays } from '../../../test/own-days';
import { localDateOf, localMidnight, weekdayOf } from '../../../calendar/calendar';
import { workOrders } from '../../work-orders/work-orders.tables';
import { PLANNING_BASE } from '../planning.paths';
import { checkPlanFeasibility } from '../testing/feasibility';
import { liquidGroupOf } from '../../../test/liquid-group';
import { readyOrdersOf } from '../../../test/ready-orders';

// 'Now' is set inside the working day of a date of this file's own, so the tests pass at any hour.
let clock = new Date();
/** What the re-plans asked of the engine. */
const engineCalls: WorkerSolveOptions[] = [];
const { app, call, login, database } = await createTestApp({
  secondOwner: true,
  services: {
    replan: {
      now: () => clock,
      startSolve: (problem, options = {}, onProgress) => {
        engineCalls.push(options);
        return startSolveWorker(problem, options, onProgress);
      },
    },
  },
});
const token = await login('dispatcher');
const otherToken = await login('dispatcher', { owner: 'other' });
const applicatorToken = await login('applicator');
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

async function settle(processHash: string) {
  await services.planningJobs.settle(processHash);
  return (await call(token, 'GET', `${API}/status-otimizacao/${processHash}`)).json();
}

/** The group's active days of a date, tender trucks' days too. */
async function activePlans(date: string) {
  const response = await call(token, 'GET', `${API}/_search?data=${date}&configuracaoId=${group.id}`);
  return response.json<TPlan[]>().filter((plan) => plan.active && plan.items.length > 0);
}

async function sprayerPlans(date: string) {
  return (await activePlans(date)).filter((plan) => !tenders.has(plan.equipamentoId));
}

/** Each tender truck's meetings of a day, as `sprayer@start` (ms). */
const tenderMeetings = (plans: readonly TPlan[]) =>
  new Map(
    plans
      .filter((plan) => tenders.has(plan.equipamentoId))
      .map((plan) => [
        plan.equipamentoId,
        plan.activities
          .filter((activity) => activity.kind === 'meeting')
          .map((activity) => `${activity.servedEquipmentId}@${Date.parse(activity.start)}`),
      ]),
  );

const ordersOf = (plan: TPlan) =>
  plan.items.flatMap((item) =>
    item.kind === 'order' && item.cdOrdemServico !== null ? [item.cdOrdemServico] : [],
  );

/** An optimised day of three sprayers on a working day, with 'now' two hours into it. */
async function runningDay() {
  let date = nextDay();
  while (!group.workingPeriods.some((period) => period.dayOfWeek === weekdayOf(date))) date = nextDay();
  const period = group.workingPeriods.find((entry) => entry.dayOfWeek === weekdayOf(date))!;
  clock = new Date(
    localMidnight(date, group.timeZone).getTime() +
      ((period.start.hour + 2) * 60 + period.start.minute) * 60_000,
  );
  const optimised = await call(token, 'POST', `${API}/add-ordens-otimizando-equipamentos`, {
    data: date,
    configuracaoId: group.id,
    equipamentosId: machines,
    ordensId: ready.slice(0, 9).map((order) => order.cdOrdemServico),
    timeBudgetSeconds: 2,
  });
  expect(optimised.statusCode).toBe(200);
  expect(await settle(optimised.json<{ processHash: string }>().processHash)).toMatchObject({ code: 900 });
  return date;
}

describe('re-plan a running day from now', () => {
  it('keeps completed orders, gives a machine marked down no time, proposes a feasible day and accepts it as custom versions', async () => {
    const date = await runningDay();
    const before = await sprayerPlans(date);
    const busy = before.filter((plan) => ordersOf(plan).length > 0);
    expect(busy.length).toBeGreaterThanOrEqual(2);
    // The first order of two machines is done; a third machine (or the second's) breaks down.
    const [first, second] = busy as [TPlan, TPlan];
    const completed = [ordersOf(first)[0]!, ordersOf(second)[0]!];
    await database.db.update(workOrders).set({ status: 4 }).where(inArray(workOrders.id, completed));
    const downPlan = busy[2] ?? second;
    const down = downPlan.equipamentoId;

    const asked = Date.now();
    const response = await call(token, 'POST', `${API}/re-otimizar-a-partir-de-agora`, {
      data: date,
      configuracaoId: group.id,
      equipamentosParados: [down],
      timeBudgetSeconds: 2,
    });
    expect(response.statusCode).toBe(200);
    const job = await settle(response.json<{ processHash: string }>().processHash);
    expect(job).toMatchObject({ status: 'concluido', code: 900 });
    // The budget is the dispatcher's wait: the engine ends a moment before it does.
    const { deadline } = engineCalls.at(-1)!;
    expect(deadline).toBeGreaterThanOrEqual(asked + 2000 - 250);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 2000 - 250);
    const difference = job.result.difference as TReplanDifference;
    const meetingsBefore = tenderMeetings(await activePlans(date));
    // Nothing is written by the proposal.
    expect((await sprayerPlans(date)).map((plan) => [plan.planejamentoId, plan.version])).toEqual(
      before.map((plan) => [plan.planejamentoId, plan.version]),
    );
    // Every order the down machine still had leaves it.
    const downRest = ordersOf(downPlan).filter((id) => !completed.includes(id));
    for (const id of downRest)
      expect([...difference.moved, ...difference.dropped].some((entry) => entry.cdOrdemServico === id)).toBe(
        true,
      );
    expect(difference.machines.map((machine) => machine.equipamentoId)).toContain(down);

    // Another owner cannot see, let alone accept, the proposal.
    const foreign = await call(otherToken, 'POST', `${API}/re-otimizar-a-partir-de-agora/aceitar`, {
      processHash: job.processHash,
    });
    expect(foreign.statusCode).toBe(404);

    const accepted = await call(token, 'POST', `${API}/re-otimizar-a-partir-de-agora/aceitar`, {
      processHash: job.processHash,
    });
    expect(accepted.statusCode).toBe(200);
    const after = await sprayerPlans(date);
    expect(after.every((plan) => plan.tipo === 'MANUAL')).toBe(true);
    // The completed orders stay first on their machines.
    expect(ordersOf(after.find((plan) => plan.equipamentoId === first.equipamentoId)!)[0]).toBe(completed[0]);
    expect(ordersOf(after.find((plan) => plan.equipamentoId === second.equipamentoId)!)[0]).toBe(
      completed[1],
    );
    // The down machine does no more work than what it had completed.
    const downAfter = after.find((plan) => plan.equipamentoId === down);
    expect(ordersOf(downAfter ?? ({ items: [] } as unknown as TPlan))).toEqual(
      ordersOf(downPlan).filter((id) => completed.includes(id)),
    );
    // The difference listed exactly the meetings the tender trucks' days lost.
    const meetingsAfter = tenderMeetings(await activePlans(date));
    const lost = [...meetingsBefore].flatMap(([tender, meetings]) => {
      const kept = new Set(meetingsAfter.get(tender) ?? []);
      const gone = meetings.filter((meeting) => !kept.has(meeting));
      return gone.length ? [{ tender, gone }] : [];
    });
    expect(
      difference.tenders.map((tender) => ({
        tender: tender.equipamentoId,
        gone: tender.meetingsDropped.map(
          (meeting) => `${meeting.servedEquipamentoId}@${Date.parse(meeting.start)}`,
        ),
      })),
    ).toEqual(lost);
    // Checked with the tender trucks' days, whose meetings the sprayers' refills must match.
    expect(
      await checkPlanFeasibility(services, auth, { date, groupId: group.id, plans: await activePlans(date) }),
    ).toEqual([]);

    // The same proposal again is stale: the plans changed since it was made.
    const stale = await call(token, 'POST', `${API}/re-otimizar-a-partir-de-agora/aceitar`, {
      processHash: job.processHash,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: expect.any(String) });
    await database.db.update(workOrders).set({ status: 1 }).where(inArray(workOrders.id, completed));
  });

  it("refuses another owner's group with 404 and callers without planning.plan with 403", async () => {
    const date = localDateOf(new Date(), group.timeZone);
    const forbidden = await call(applicatorToken, 'POST', `${API}/re-otimizar-a-partir-de-agora`, {
      data: date,
      configuracaoId: group.id,
    });
    expect(forbidden.statusCode).toBe(403);
    const otherGroup = await call(otherToken, 'POST', `${API}/re-otimizar-a-partir-de-agora`, {
      data: date,
      configuracaoId: group.id,
    });
    expect(otherGroup.statusCode).toBe(404);
  });

  it('refuses a malformed request with 400', async () => {
    const response = await call(token, 'POST', `${API}/re-otimizar-a-partir-de-agora`, {
      data: 'tomorrow',
      configuracaoId: group.id,
    });
    expect(response.statusCode).toBe(400);
  });
});
