import {
  dayStateOf,
  toPage,
  WORK_ORDER_STATUS,
  type TMeasureUnitCode,
  type TWorkOrderListFilterQuery,
  type TWorkOrderListRow,
  type TWorkOrderMoveDay,
  type TWorkOrderMoveDayResult,
  type TWorkOrderSummary,
} from '@tramline/domain';
import type { TAuth } from '../../http/auth-context';
import type { TDatabase } from '../../db/database';
import { localDateOf, localMidnight } from '../../calendar/calendar';
import { scopeOf, type TWorkOrderFacts, type TWorkOrdersDependencies } from './work-order-facts';
import type { TWorkOrderReads } from './work-order-reads';
import type { TScheduleViewSlot } from './work-order-schedule-view';
import { createWorkOrdersRepository, type TWorkOrdersRepository } from './work-orders.repository';
import { createWorkOrderScheduleRepository } from './work-order-schedule.repository';

/** What the schedule adds to an order in the list. */
export type TScheduleColumns = Omit<TWorkOrderListRow, keyof TWorkOrderSummary>;

/** Statuses whose planned day a dispatcher may move. */
const MOVABLE: readonly number[] = [WORK_ORDER_STATUS.READY, WORK_ORDER_STATUS.ON_HOLD];

/**
 * The work-order list as the records screen shows it: each row with where the schedule holds it
 * (day state, planned day, machine) and its first rate, the schedule filters, and moving orders'
 * planned day in bulk.
 */
export function createWorkOrderListRows(
  db: TDatabase,
  repository: TWorkOrdersRepository,
  dependencies: TWorkOrdersDependencies,
  reads: TWorkOrderReads,
  branch: TWorkOrderFacts,
  scheduleView: TScheduleViewSlot,
) {
  const schedule = createWorkOrderScheduleRepository(db);
  /**
   * Orders with their schedule facts (day state, planned day, machine, first rate): one statement
   * for all of them, one read of machine names. The list's rows and the ticket read them.
   */
  async function withSchedule<TOrder extends Pick<TWorkOrderSummary, 'cdOrdemServico' | 'status'>>(
    auth: TAuth,
    summaries: TOrder[],
    timeZone: string,
  ): Promise<(TOrder & TScheduleColumns)[]> {
    const facts = await schedule.scheduleFactsOf(
      summaries.map((summary) => summary.cdOrdemServico),
      scheduleView.get(),
      timeZone,
    );
    const byId = new Map(facts.map((fact) => [fact.id, fact]));
    const machineIds = [
      ...new Set(facts.map((fact) => fact.equipmentId).filter((id): id is number => id !== null)),
    ];
    const machines = new Map(
      (await dependencies.equipment.findMany(auth, machineIds)).map((machine) => [
        machine.cdEquipamento,
        machine.name,
      ]),
    );
    return summaries.map((summary) => {
      const fact = byId.get(summary.cdOrdemServico);
      const planned = Boolean(fact?.planDate);
      return {
        ...summary,
        dayState: dayStateOf(summary.status, { planned, sent: planned && Boolean(fact?.sent) }),
        plannedDate: fact?.planDate ?? fact?.startDate ?? null,
        machineId: fact?.equipmentId ?? null,
        machineName: fact?.equipmentId ? (machines.get(fact.equipmentId) ?? null) : null,
        firstRate: fact?.firstRate
          ? { rate: fact.firstRate.rate, rateUnit: fact.firstRate.rateUnit as TMeasureUnitCode }
          : null,
        productCount: fact?.productCount ?? 0,
      };
    });
  }

  /** The new planned start: the same branch-local time of day on the new day, else its midnight. */
  function movedStart(start: Date | null, date: string, timeZone: string) {
    const midnight = localMidnight(date, timeZone);
    if (!start) return midnight;
    const sinceMidnight = start.getTime() - localMidnight(localDateOf(start, timeZone), timeZone).getTime();
    return new Date(midnight.getTime() + sinceMidnight);
  }

  return {
    withSchedule,

    /** `GET /ordemservicos/all-order-by-status-products` and the other list calls, with the schedule. */
    async listRows(auth: TAuth, query: TWorkOrderListFilterQuery) {
      const { plannedFrom, plannedTo, machineId, groupId, growerId, dayState, ...rest } = query;
      const asksSchedule = Boolean(plannedFrom || plannedTo || machineId !== undefined || dayState);
      // The branch facts first: the list reads them again, from the cache.
      const { timeZone } = await branch.rankFacts(auth);
      const page = await reads.list(auth, {
        ...rest,
        growerId,
        equipmentGroupIds: groupId !== undefined ? [groupId] : undefined,
        schedule: asksSchedule ? { plannedFrom, plannedTo, machineId, dayState } : undefined,
      });
      return toPage(await withSchedule(auth, page.content, timeZone), page.totalElements, query);
    },

    /**
     * `PUT /ordemservicos/planned-date`: moves ready and on-hold orders to a day, keeping their
     * planned time of day and length, each at the version the caller saw, in one transaction.
     * An order an active plan holds is left for the schedule to move (its machine and sequence
     * are the plan's); so are orders not found, saved meanwhile, or past planning.
     */
    async moveToDay(auth: TAuth, input: TWorkOrderMoveDay): Promise<TWorkOrderMoveDayResult> {
      const timeZone = await branch.timeZoneOf(auth);
      const ids = [...new Set(input.orders.map((order) => order.id))];
      const rows = new Map((await repository.findMany(scopeOf(auth), ids)).map((row) => [row.id, row]));
      const held = new Set(
        (await schedule.scheduleFactsOf([...rows.keys()], scheduleView.get(), timeZone))
          .filter((fact) => fact.planDate !== null)
          .map((fact) => fact.id),
      );
      const refused: TWorkOrderMoveDayResult['refused'] = [];
      let moved = 0;
      await db.transaction(async (tx) => {
        const within = createWorkOrdersRepository(tx);
        const once = input.orders.filter(
          (order, index) => input.orders.findIndex((other) => other.id === order.id) === index,
        );
        for (const { id, version } of once) {
          const row = rows.get(id);
          if (!row) refused.push({ id, reason: 'notFound' });
          else if (!MOVABLE.includes(row.status)) refused.push({ id, reason: 'notPlannable' });
          else if (held.has(id)) refused.push({ id, reason: 'inSchedule' });
          else {
            const plannedStart = movedStart(row.plannedStart, input.date, timeZone);
            const plannedEnd =
              row.plannedStart && row.plannedEnd
                ? new Date(plannedStart.getTime() + (row.plannedEnd.getTime() - row.plannedStart.getTime()))
                : row.plannedEnd && row.plannedEnd < plannedStart
                  ? null
                  : row.plannedEnd;
            const updated = await within.update(id, version, { plannedStart, plannedEnd });
            if (!updated) {
              refused.push({ id, reason: 'stale' });
              continue;
            }
            moved += 1;
            await within.addAudit({
              ownerId: auth.ownerId,
              workOrderId: id,
              userId: auth.userId,
              userName: auth.login,
              action: 'updated',
              changes: [
                {
                  field: 'plannedStart',
                  from: row.plannedStart?.toISOString() ?? null,
                  to: plannedStart.toISOString(),
                },
                {
                  field: 'plannedEnd',
                  from: row.plannedEnd?.toISOString() ?? null,
                  to: plannedEnd?.toISOString() ?? null,
                },
              ].filter((change) => change.from !== change.to),
            });
          }
        }
      });
      return { moved, refused };
    },
  };
}

export type TWorkOrderListRows = ReturnType<typeof createWorkOrderListRows>;
