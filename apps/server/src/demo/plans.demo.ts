import { and, asc, eq, inArray } from 'drizzle-orm';
import { EMPTY_PLAN_SUMMARY, type TPlanActivity, type TPlanSummary } from '@tramline/domain';
import { units } from '../modules/tenancy/tenancy.tables';
import {
  equipmentGroupMachines,
  equipmentGroupWorkingPeriods,
  equipmentGroups,
} from '../modules/records/equipment-groups/equipment-groups.tables';
import { workOrders } from '../modules/work-orders/work-orders.tables';
import { planItems, plans } from '../modules/planning/plans/plans.tables';
import { localDateOf, localMidnight, weekdayOf } from '../calendar/calendar';
import type { TDemoContext } from './demo-context';

/** Field efficiency of a self-propelled sprayer (turns and overlaps). */
const FIELD_EFFICIENCY = 0.7;

/** Orders that fit a working day of a member, smallest first, at least one. */
function fitDay(orders: readonly TOrder[], machine: TMachine, hours: number) {
  const hectaresPerHour =
    ((machine.implementWidthMetres ?? 36) * (machine.operationSpeedKmh ?? 20) * FIELD_EFFICIENCY) / 10;
  const chosen: TOrder[] = [];
  let used = 0;
  for (const order of [...orders].sort((a, b) => a.selectedAreaHectares - b.selectedAreaHectares)) {
    const needs = order.selectedAreaHectares / hectaresPerHour + 0.5;
    if (chosen.length && used + needs > hours) break;
    chosen.push(order);
    used += needs;
    if (chosen.length === 3) break;
  }
  return chosen;
}

function addDays(date: string, days: number) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

type TMachine = typeof equipmentGroupMachines.$inferSelect;
type TOrder = Pick<
  typeof workOrders.$inferSelect,
  'id' | 'selectedAreaHectares' | 'totalVolumeLitres' | 'batchCount'
>;

/**
 * A machine's day laid out the way the engine reports one: from the start of the working period,
 * a drive to each field, its application at the member's speed and width, a cleanout where asked.
 */
function layDay(
  context: TDemoContext,
  machine: TMachine,
  dayStart: Date,
  orders: TOrder[],
  cleanoutAfter: number | null,
) {
  const items: Omit<typeof planItems.$inferInsert, 'planId'>[] = [];
  const activities: TPlanActivity[] = [];
  const summary: TPlanSummary = { ...EMPTY_PLAN_SUMMARY, equipmentCount: orders.length ? 1 : 0 };
  let clock = dayStart.getTime();
  const hectaresPerHour =
    ((machine.implementWidthMetres ?? 36) * (machine.operationSpeedKmh ?? 20) * FIELD_EFFICIENCY) / 10;
  orders.forEach((order, index) => {
    const travel = Math.round(context.random.between(12, 35) * 60);
    const applied = Math.round((order.selectedAreaHectares / hectaresPerHour) * 3600);
    const travelEnd = clock + travel * 1000;
    const end = travelEnd + applied * 1000;
    activities.push({
      kind: 'travel',
      start: new Date(clock).toISOString(),
      end: new Date(travelEnd).toISOString(),
      cdOrdemServico: order.id,
      batch: null,
      distanceMetres: Math.round((travel / 3600) * (machine.travelSpeedKmh ?? 40) * 1000),
      overtime: false,
    });
    activities.push({
      kind: 'application',
      start: new Date(travelEnd).toISOString(),
      end: new Date(end).toISOString(),
      cdOrdemServico: order.id,
      batch: 1,
      distanceMetres: null,
      overtime: false,
    });
    items.push({
      sequence: items.length + 1,
      kind: 'order',
      workOrderId: order.id,
      plannedStart: new Date(travelEnd),
      plannedEnd: new Date(end),
      travelSeconds: travel,
      cleaningSeconds: 0,
      appliedSeconds: applied,
      areaHectares: order.selectedAreaHectares,
      volume: order.totalVolumeLitres,
      batches: order.batchCount ?? 1,
    });
    summary.workedTime += applied;
    summary.displacementTime += travel;
    summary.workedArea += order.selectedAreaHectares;
    summary.orderCount += 1;
    clock = end;
    if (cleanoutAfter === index) {
      const cleaning = machine.cleaningTimeSeconds ?? 1800;
      activities.push({
        kind: 'cleaning',
        start: new Date(clock).toISOString(),
        end: new Date(clock + cleaning * 1000).toISOString(),
        cdOrdemServico: null,
        batch: null,
        distanceMetres: null,
        overtime: false,
      });
      items.push({
        sequence: items.length + 1,
        kind: 'cleanout',
        workOrderId: null,
        plannedStart: new Date(clock),
        plannedEnd: new Date(clock + cleaning * 1000),
        travelSeconds: 0,
        cleaningSeconds: cleaning,
        appliedSeconds: 0,
        areaHectares: 0,
        volume: 0,
        batches: 0,
      });
      summary.cleaningTime += cleaning;
      clock += cleaning * 1000;
    }
  });
  return { items, activities, summary };
}

/**
 * Schedules of the Mato Grosso spray crew: yesterday's optimised days, sent to the machines (read-only
 * history), and today's optimised days for two sprayers, one of them already changed into a custom
 * plan with a cleanout. The Iowa branch keeps clean days for the dispatcher to optimise.
 */
export const plansDemoSeeder = {
  name: 'plans',
  async seed(context: TDemoContext) {
    const { db, ownerId } = context;
    const unitId = context.units.matoGrosso;
    const [unit] = await db.select().from(units).where(eq(units.id, unitId));
    const [group] = await db
      .select()
      .from(equipmentGroups)
      .where(
        and(
          inArray(equipmentGroups.id, context.ids.equipmentGroupsMatoGrosso ?? [-1]),
          eq(equipmentGroups.mixtureType, 'LIQUID'),
          eq(equipmentGroups.robot, false),
        ),
      );
    if (!unit || !group) return;
    const members = (
      await db
        .select()
        .from(equipmentGroupMachines)
        .where(and(eq(equipmentGroupMachines.groupId, group.id), eq(equipmentGroupMachines.role, 'member')))
        .orderBy(asc(equipmentGroupMachines.position))
    ).slice(0, 2);
    const periods = await db
      .select()
      .from(equipmentGroupWorkingPeriods)
      .where(eq(equipmentGroupWorkingPeriods.groupId, group.id));
    const orders = await db
      .select({
        id: workOrders.id,
        selectedAreaHectares: workOrders.selectedAreaHectares,
        totalVolumeLitres: workOrders.totalVolumeLitres,
        batchCount: workOrders.batchCount,
        status: workOrders.status,
      })
      .from(workOrders)
      .where(
        and(
          eq(workOrders.ownerId, ownerId),
          eq(workOrders.equipmentGroupId, group.id),
          inArray(workOrders.status, [1, 4]),
        ),
      )
      .orderBy(asc(workOrders.id));
    const done = orders.filter((order) => order.status === 4);
    const ready = orders.filter((order) => order.status === 1);
    if (members.length < 2 || ready.length < 4) return;

    const today = localDateOf(new Date(), unit.timeZone);
    const yesterday = addDays(today, -1);
    const periodOf = (date: string) => {
      const weekday = weekdayOf(date);
      const period = periods.find((entry) => entry.dayOfWeek === weekday);
      const midnight = localMidnight(date, unit.timeZone).getTime();
      const at = (minutes: number) => new Date(midnight + minutes * 60_000);
      return period
        ? {
            workingStart: at(period.startMinute),
            workingEnd: at(period.endMinute),
            overtimeEnd: at(period.endMinute + period.overtimeMinutes),
          }
        : { workingStart: at(6 * 60), workingEnd: null, overtimeEnd: null };
    };

    const write = async (
      date: string,
      machine: TMachine,
      dayOrders: TOrder[],
      kind: 'AUTOMATICO' | 'MANUAL',
      options: { active: boolean; sent: boolean; previousPlanId?: number; cleanoutAfter?: number | null },
    ) => {
      const period = periodOf(date);
      const laid = layDay(context, machine, period.workingStart, dayOrders, options.cleanoutAfter ?? null);
      const [plan] = await db
        .insert(plans)
        .values({
          ownerId,
          unitId,
          equipmentGroupId: group.id,
          equipmentId: machine.equipmentId,
          localDate: date,
          kind,
          active: options.active,
          version: options.previousPlanId ? 2 : 1,
          previousPlanId: options.previousPlanId ?? null,
          ...period,
          activities: laid.activities,
          summary: laid.summary,
          sentAt: options.sent ? new Date(period.workingStart.getTime() - 45 * 60_000) : null,
          createdBy: context.userIds.demo ?? null,
          createdAt: new Date(period.workingStart.getTime() - 10 * 3_600_000),
        })
        .returning({ id: plans.id });
      if (laid.items.length)
        await db.insert(planItems).values(laid.items.map((item) => ({ ...item, planId: plan!.id })));
      return plan!.id;
    };

    const [first, second] = members as [TMachine, TMachine];
    const history = done.length >= 2 ? done : ready.slice(0, 2);
    const yesterdayFirst = fitDay(history, first, 11);
    await write(yesterday, first, yesterdayFirst, 'AUTOMATICO', { active: true, sent: true });
    await write(
      yesterday,
      second,
      fitDay(
        history.filter((order) => !yesterdayFirst.includes(order)),
        second,
        11,
      ),
      'AUTOMATICO',
      { active: true, sent: true },
    );

    const firstDay = fitDay(ready, first, 11);
    const secondDay = fitDay(
      ready.filter((order) => !firstDay.includes(order)),
      second,
      11,
    );
    await write(today, first, firstDay, 'AUTOMATICO', { active: true, sent: false });
    const optimisedSecond = await write(today, second, secondDay, 'AUTOMATICO', {
      active: false,
      sent: false,
    });
    await write(today, second, [...secondDay].reverse(), 'MANUAL', {
      active: true,
      sent: false,
      previousPlanId: optimisedSecond,
      cleanoutAfter: 0,
    });
    for (const order of [...firstDay, ...secondDay])
      await db.update(workOrders).set({ scheduledOn: today }).where(eq(workOrders.id, order.id));
  },
};
