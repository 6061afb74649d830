import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TAvailableOrder, TPage, TPlan } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { liquidGroupOf } from '../../../test/liquid-group';
import { localDateOf, weekdayOf } from '../../../calendar/calendar';
import { workOrders } from '../../work-orders/work-orders.tables';
import { workOrderExecutionEvents } from '../../work-orders/work-order-execution.tables';
import { checkPlanFeasibility } from '../testing/feasibility';
import { PLANNING_BASE } from '../planning.paths';
import { readyOrdersOf } from '../../../test/ready-orders';

const { app, call, login, database } = await createTestApp();
const token = await login('dispatcher');
const auth = (await app.services.auth.authenticate(token))!;
const services = app.services;
const API = `/api${PLANNING_BASE}`;

const group = await liquidGroupOf(services, auth);
// The engine has forecasts for the next three days only.
const [firstDay, secondDay] = [1, 2, 3]
  .map((offset) => localDateOf(new Date(Date.now() + offset * 86_400_000), group.timeZone))
  .filter((date) => weekdayOf(date) !== 'SUN');
const ready = (await readyOrdersOf(services, auth)).filter(
  // Orders a dispatcher can select: the available list does not offer an inconsistent one.
  (order) =>
    order.equipmentGroupId === group.id && order.skipedDate === null && !order.inconsistencies.length,
);
const machines = group.equipments.map((member) => member.cdEquipamento);
const tenders = group.tenderTrucks.map((tender) => tender.cdEquipamento);

/** Hectares no three of the group's sprayers apply in one day (a Mato Grosso soy field). */
const BIG_AREA = 1_500;
const [big, small, other] = ready.map((order) => order.cdOrdemServico);
await database.db.update(workOrders).set({ selectedAreaHectares: BIG_AREA }).where(eq(workOrders.id, big!));

async function optimise(date: string, orderIds: number[]) {
  const response = await call(token, 'POST', `${API}/add-ordens-otimizando-equipamentos`, {
    data: date,
    configuracaoId: group.id,
    equipamentosId: machines.slice(0, 3),
    ordensId: orderIds,
    timeBudgetSeconds: 2,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { processHash } = response.json<{ processHash: string }>();
  await services.planningJobs.settle(processHash);
  return (await call(token, 'GET', `${API}/status-otimizacao/${processHash}`)).json();
}

/** The date's active days, the tender trucks' with the sprayers'. */
async function activeDays(date: string) {
  const response = await call(token, 'GET', `${API}/_search?data=${date}&configuracaoId=${group.id}`);
  return response.json<TPlan[]>().filter((plan) => plan.active);
}

const sprayerDays = async (date: string) =>
  (await activeDays(date)).filter((plan) => !tenders.includes(plan.equipamentoId));

/** Hectares of an order each machine's day holds. */
function areasOf(plans: readonly TPlan[], orderId: number) {
  const areas = new Map<number, number>();
  for (const plan of plans)
    for (const item of plan.items)
      if (item.kind === 'order' && item.cdOrdemServico === orderId)
        areas.set(plan.equipamentoId, (areas.get(plan.equipamentoId) ?? 0) + item.area);
  return areas;
}

/** What the independent checker finds wrong with the date's days as they stand (nothing, we hope). */
async function faultsOf(date: string) {
  return checkPlanFeasibility(services, auth, { date, groupId: group.id, plans: await activeDays(date) });
}

/** The work orders of a day's order items, in sequence. */
const orderSequence = (plan: TPlan) =>
  plan.items.filter((item) => item.kind === 'order').map((item) => item.cdOrdemServico);

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

describe('a field bigger than a day', () => {
  // Both tests read the first day as this optimisation leaves it.
  let job: Awaited<ReturnType<typeof optimise>>;
  beforeAll(async () => {
    job = await optimise(firstDay!, [big!, small!]);
  });

  it('is shared by several machines, the rest carried to the next day and planned there', async () => {
    expect(job).toMatchObject({ status: 'concluido', code: 900 });
    const [carried] = job.result.carried;
    expect(carried).toMatchObject({ cdOrdemServico: big, plannedArea: expect.any(Number) });
    expect(carried.plannedArea + carried.leftArea).toBeCloseTo(BIG_AREA, 6);
    expect(job.result.carriedArea).toBeCloseTo(carried.leftArea, 6);
    // Placed in part, it is not left out.
    expect(
      job.result.unassigned.map((entry: { cdOrdemServico: number }) => entry.cdOrdemServico),
    ).not.toContain(big);

    const first = await sprayerDays(firstDay!);
    const shares = areasOf(first, big!);
    expect(shares.size).toBeGreaterThanOrEqual(2);
    expect(sum(shares.values())).toBeCloseTo(carried.plannedArea, 6);
    // The day's figures count the shared field once.
    const summary = (
      await call(token, 'GET', `${API}/resumo/por-dia/?referencia=${firstDay}&configuracaoId=${group.id}`)
    ).json();
    const dayOrders = new Set(first.flatMap(orderSequence));
    expect(summary.optimised.orderCount).toBe(dayOrders.size);
    // Each machine's parts one after the other make one item.
    for (const plan of first) {
      const sequence = orderSequence(plan);
      expect(sequence.some((order, index) => index > 0 && sequence[index - 1] === order)).toBe(false);
    }
    expect(await faultsOf(firstDay!)).toEqual([]);

    // A machine working the field goes into progress; the next day lists it with what is left.
    await database.db.update(workOrders).set({ status: 2 }).where(eq(workOrders.id, big!));
    const listed = (
      await call(token, 'POST', `${API}/ordens-disponiveis`, {
        data: secondDay,
        configuracaoId: group.id,
        page: 0,
        size: 500,
      })
    ).json<TPage<TAvailableOrder>>();
    const entry = listed.content.find((order) => order.cdOrdemServico === big);
    expect(entry?.leftArea).toBeCloseTo(carried.leftArea, 6);
    expect(entry?.selectable).toBe(true);

    const next = await optimise(secondDay!, [big!, other!]);
    expect(next).toMatchObject({ status: 'concluido', code: 900 });
    const second = await sprayerDays(secondDay!);
    const secondShare = sum(areasOf(second, big!).values());
    expect(secondShare).toBeGreaterThan(0);
    expect(secondShare).toBeLessThanOrEqual(carried.leftArea + 1e-6);
    expect(await faultsOf(secondDay!)).toEqual([]);
  });

  it("keeps each machine's part when a planner moves another order into one of the days", async () => {
    const first = await sprayerDays(firstDay!);
    const before = areasOf(first, big!);
    const source = first.find((plan) =>
      plan.items.some((item) => item.kind === 'order' && item.cdOrdemServico === small),
    );
    expect(source).toBeDefined();
    // Two machines or more share the field: one of them is not the day the order leaves.
    const target = first.find(
      (plan) => before.has(plan.equipamentoId) && plan.equipamentoId !== source!.equipamentoId,
    );
    expect(target).toBeDefined();
    const moved = await call(token, 'POST', `${API}/mover-ordem/cria-apartir-automatico`, {
      configuracaoId: group.id,
      equipamentoId: target!.equipamentoId,
      ordemId: small,
      dataDesejada: firstDay,
      planejamentoId: target!.planejamentoId,
      version: target!.version,
      origemPlanejamentoId: source!.planejamentoId,
      origemVersion: source!.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const days = await sprayerDays(firstDay!);
    const after = areasOf(days, big!);
    // Each day keeps the hectares it held of the big field, and is timed for them, not for the
    // whole field. (The day the order joins may now run past its end: a planner's move may
    // overfill a day, and whether it does depends on the day's windows.)
    for (const [machine, area] of before) expect(after.get(machine)).toBeCloseTo(area, 6);
    const appliedOf = (plans: readonly TPlan[]) =>
      new Map(
        plans.map((plan) => [
          plan.equipamentoId,
          sum(
            plan.items
              .filter((item) => item.kind === 'order' && item.cdOrdemServico === big)
              .map((item) => item.appliedSeconds),
          ),
        ]),
      );
    const appliedBefore = appliedOf(first);
    for (const [machine, seconds] of appliedOf(days))
      if (before.has(machine)) expect(seconds).toBeCloseTo(appliedBefore.get(machine)!, -1);
  });

  it('carries what the machines reported applied at their pauses, not what the first day planned', async () => {
    // The day after the second: both earlier days hold parts of the field.
    const thirdDay = localDateOf(new Date(Date.parse(`${secondDay}T12:00:00Z`) + 86_400_000), 'UTC');
    const listLeft = async () =>
      (
        await call(token, 'POST', `${API}/ordens-disponiveis`, {
          data: thirdDay,
          configuracaoId: group.id,
          page: 0,
          size: 500,
        })
      )
        .json<TPage<TAvailableOrder>>()
        .content.find((order) => order.cdOrdemServico === big)?.leftArea;
    const plannedFirst = sum(areasOf(await sprayerDays(firstDay!), big!).values());
    const plannedSecond = sum(areasOf(await sprayerDays(secondDay!), big!).values());
    expect(await listLeft()).toBeCloseTo(BIG_AREA - plannedFirst - plannedSecond, 6);

    // Rain stopped the crew early: two machines paused the field on the first day, each
    // reporting its terminal's count (the first one twice: its latest report counts).
    const pause = (equipmentId: number, key: string, hour: number, appliedArea: number) => ({
      ownerId: auth.ownerId,
      unitId: auth.unitId,
      equipmentId,
      workOrderId: big!,
      idempotencyKey: key,
      type: 'pause',
      occurredAt: new Date(`${firstDay}T${hour}:00:00Z`),
      payload: { stopOperationId: 1, appliedArea },
      statusAfter: 5,
    });
    await database.db
      .insert(workOrderExecutionEvents)
      .values([
        pause(machines[0]!, 'carried-pause-1', 15, 60),
        pause(machines[0]!, 'carried-pause-2', 19, 110),
        pause(machines[1]!, 'carried-pause-3', 18, 140),
      ]);
    // 110 + 140 ha done through the first day, then the second day's plan.
    expect(await listLeft()).toBeCloseTo(BIG_AREA - 250 - plannedSecond, 6);

    // A completed order is not carried on reports.
    await database.db.update(workOrders).set({ status: 4 }).where(eq(workOrders.id, big!));
    const completed = await services.workOrders.appliedSoFar(auth, [big!]);
    expect(completed.size).toBe(0);
    await database.db.update(workOrders).set({ status: 2 }).where(eq(workOrders.id, big!));
  });
});
