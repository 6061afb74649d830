import type { TWorkOrderClose, TWorkOrderInput } from '@tramline/domain';
import type { TAuth } from '../../http/auth-context';
import type { TDatabase } from '../../db/database';
import { createUsageRegistry } from '../usage-registry';
import type { TAuthChangeFeed } from '../auth/session-cache';
import { createTicketLoadsSlot, createWorkOrderDocuments } from './work-order-documents';
import { createWorkOrderFacts, type TWorkOrdersDependencies } from './work-order-facts';
import { createObservedWeatherStore } from './observed-weather';
import { createWorkOrderReads } from './work-order-reads';
import { createWorkOrderListRows } from './work-order-list-rows';
import { createScheduleViewSlot } from './work-order-schedule-view';
import { createWorkOrderStatuses } from './work-order-statuses';
import { createWorkOrderWrites } from './work-order-writes';
import { createWorkOrdersRepository } from './work-orders.repository';
import { createWorkOrderExecutionRepository } from './work-order-execution.repository';
import { localDateOf } from '../../calendar/calendar';
import { closeCommandOf, workOrderCommandOf } from './work-orders.presenter';

export { carryLimits, ORDER_FACTS_CHANNEL, type TWorkOrdersDependencies } from './work-order-facts';
export { diffOrder } from './work-order-audit';

export interface TWorkOrdersServiceOptions {
  /** Notices of changes to what the branch facts read (`ORDER_FACTS_CHANNEL`); with it, they are cached. */
  changes?: TAuthChangeFeed;
}

/**
 * Work orders of the active branch: the records, the list ranked as the spec's §4, status actions
 * with their rules, the audit trail, the printable document and the closed-order report. Planning
 * registers in `scheduleUsage` which orders its schedules hold and sets the schedule facts
 * (`markTripSent`, `setScheduleFacts`). Each part lives in its own file: the branch facts
 * (`work-order-facts`), reads, writes, statuses and documents.
 */
export function createWorkOrdersService(
  db: TDatabase,
  dependencies: TWorkOrdersDependencies,
  options: TWorkOrdersServiceOptions = {},
) {
  const repository = createWorkOrdersRepository(db);
  const execution = createWorkOrderExecutionRepository(db);
  /** Schedules using an order (planning registers here); empty until planning exists. */
  const scheduleUsage = createUsageRegistry(db);
  /** Where the schedule holds each order, for the list (planning registers it). */
  const scheduleView = createScheduleViewSlot();
  /** The loads of an order on its scheduled day, for the ticket (the loads module registers it). */
  const ticketLoads = createTicketLoadsSlot();

  const branch = createWorkOrderFacts(dependencies);
  const reads = createWorkOrderReads(repository, dependencies, branch, scheduleView);
  const listRows = createWorkOrderListRows(db, repository, dependencies, reads, branch, scheduleView);
  const statuses = createWorkOrderStatuses(db, repository, reads, branch, scheduleUsage);
  const writes = createWorkOrderWrites(db, repository, dependencies, reads, statuses);
  const documents = createWorkOrderDocuments(
    dependencies,
    reads,
    branch,
    createObservedWeatherStore(db),
    listRows,
    ticketLoads,
  );
  const { load: _load, getRecord: _getRecord, applicatorsOf: _applicatorsOf, ...readCalls } = reads;
  const { assertEditable: _assertEditable, ...statusCalls } = statuses;
  const { withSchedule: _withSchedule, ...listCalls } = listRows;

  return {
    /** Starts caching the branch facts of the list, if given a change feed. */
    start: () => branch.start(options.changes),
    stop: () => branch.stop(),
    /** A write request of this process has committed (see `TSessionCache.afterLocalWrite`). */
    afterWrite: () => branch.afterWrite(),
    scheduleUsage,
    scheduleView,
    ticketLoads,
    ...readCalls,
    ...listCalls,
    ...writes,
    ...statusCalls,
    ...documents,
    /**
     * Orders in progress or on hold whose machines reported at a pause the area applied so far:
     * the hectares (summed over the machines' latest reports) and the branch-local day of the
     * latest report. Planning carries such an order for what is really left.
     */
    async appliedSoFar(auth: TAuth, orderIds: readonly number[]) {
      const reports = await execution.latestAppliedReports(auth.ownerId, orderIds);
      const timeZone = reports.length ? await branch.timeZoneOf(auth) : 'UTC';
      const applied = new Map<number, { appliedArea: number; through: string }>();
      for (const report of reports) {
        const day = localDateOf(report.occurredAt, timeZone);
        const known = applied.get(report.workOrderId);
        applied.set(report.workOrderId, {
          appliedArea: (known?.appliedArea ?? 0) + report.appliedArea,
          through: known && known.through > day ? known.through : day,
        });
      }
      return applied;
    },
    /** `createOrders` for a caller holding the spec's body (planning's tests). */
    create: (auth: TAuth, body: TWorkOrderInput, options: { breakFields: boolean }) =>
      writes.createOrders(auth, workOrderCommandOf(body), options),
    /** `updateOrder` for a caller holding the spec's body. */
    update: (auth: TAuth, id: number, body: TWorkOrderInput) =>
      writes.updateOrder(auth, id, workOrderCommandOf(body)),
    /** `closeOrder` for a caller holding the spec's body (planning's order operations). */
    close: (auth: TAuth, id: number, body: TWorkOrderClose) =>
      statuses.closeOrder(auth, id, closeCommandOf(body)),
  };
}

export type TWorkOrdersService = ReturnType<typeof createWorkOrdersService>;
