import {
  canApplyStatusAction,
  canReschedule,
  SCHEDULE_STATUS_LABELS,
  STATUS_ACTIONS,
  WORK_ORDER_STATUS,
  type TStatusAction,
  type TWorkOrderStatus,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { AppError, conflict, fieldError } from '../../http/errors';
import type { createUsageRegistry } from '../usage-registry';
import { recordAudit } from './work-order-audit';
import { localDateOf } from '../../calendar/calendar';
import type { TWorkOrderFacts } from './work-order-facts';
import type { TWorkOrderReads } from './work-order-reads';
import {
  createWorkOrdersRepository,
  type TWorkOrderRow,
  type TWorkOrdersRepository,
} from './work-orders.repository';
import type { TWorkOrderCloseCommand } from './work-orders.presenter';

/**
 * Status actions on orders (delete, restore, cancel, reset, close) with their rules, the schedule
 * usage planning registers, and the facts planning sets on an order (trip sent, skipped, scheduled).
 */
export function createWorkOrderStatuses(
  db: TDatabase,
  repository: TWorkOrdersRepository,
  reads: TWorkOrderReads,
  branch: Pick<TWorkOrderFacts, 'timeZoneOf'>,
  scheduleUsage: ReturnType<typeof createUsageRegistry>,
) {
  const { load, getRecord } = reads;
  const { timeZoneOf } = branch;
  const actionListeners: ((auth: TAuth, id: number, action: TStatusAction) => void)[] = [];

  async function assertEditable(auth: TAuth, row: TWorkOrderRow) {
    if (row.status === WORK_ORDER_STATUS.DELETED) throw conflict('workOrderDeletedNotEditable');
    if (row.tripSentOn && row.tripSentOn === localDateOf(new Date(), await timeZoneOf(auth)))
      throw conflict('workOrderTripSent');
  }

  async function applyStatus(
    auth: TAuth,
    id: number,
    action: TStatusAction,
    extra: (row: TWorkOrderRow) => Partial<TWorkOrderRow> = () => ({}),
    version?: number,
  ) {
    await db.transaction(async (tx) => {
      const within = createWorkOrdersRepository(tx);
      const before = await load(auth, id, within);
      const status = before.row.status as TWorkOrderStatus;
      if (!canApplyStatusAction(action, status)) {
        throw conflict('workOrderStatusNotAllowed', { status: SCHEDULE_STATUS_LABELS[status] });
      }
      const target =
        STATUS_ACTIONS[action].to ??
        ((before.row.statusBeforeDelete ?? WORK_ORDER_STATUS.READY) as TWorkOrderStatus);
      const values: Partial<TWorkOrderRow> = { status: target, ...extra(before.row) };
      if (action === 'delete') values.statusBeforeDelete = status;
      if (action === 'restore') values.statusBeforeDelete = null;
      if (action === 'reset') Object.assign(values, { closedAt: null, startedAt: null });
      const row = await within.update(id, version ?? before.row.version, values);
      if (!row) throw conflict();
      const auditAction = action === 'delete' ? 'deleted' : action === 'restore' ? 'restored' : 'status';
      await recordAudit(auth, within, auditAction, before, { row, lines: before.lines });
    });
    for (const listener of actionListeners) listener(auth, id, action);
    // Presented after the commit: the other services read through the outer connection.
    return getRecord(auth, id);
  }

  return {
    assertEditable,

    /** Adds a listener told of each status action done in the office (notifications listen). */
    onStatusAction(listener: (auth: TAuth, id: number, action: TStatusAction) => void) {
      actionListeners.push(listener);
    },

    /** `GET ordemservicos/uso/{id}`: whether a schedule holds the order. */
    async usage(auth: TAuth, id: number) {
      await load(auth, id);
      const uses = (await scheduleUsage.usage(auth.ownerId, [id])).get(id) ?? 0;
      return { inUse: uses > 0, uses };
    },

    /** Soft delete; an order a schedule holds needs `force`. */
    async remove(auth: TAuth, id: number, force: boolean) {
      await load(auth, id);
      if (!force && (await scheduleUsage.isUsed(auth.ownerId, [id])))
        throw new AppError(409, 'workOrderInUse', {}, { needsConfirmation: true });
      return applyStatus(auth, id, 'delete');
    },

    restore: (auth: TAuth, id: number) => applyStatus(auth, id, 'restore'),
    cancel: (auth: TAuth, id: number, version?: number) =>
      applyStatus(auth, id, 'cancel', () => ({}), version),
    reset: (auth: TAuth, id: number, version?: number) => applyStatus(auth, id, 'reset', () => ({}), version),

    /** Close with a finish time and the clean-equipment flag. */
    async closeOrder(auth: TAuth, id: number, command: TWorkOrderCloseCommand) {
      const finish = command.finishedAt;
      return applyStatus(
        auth,
        id,
        'close',
        (row) => {
          if (finish.getTime() < row.createdAt.getTime())
            throw fieldError(auth, 400, [{ path: 'termino', key: 'workOrderCloseBeforeOpen' }]);
          return {
            closedAt: finish,
            cleanEquipment: command.cleanEquipment,
            // Not typed: the planned amount, litres for a liquid order and kilograms for a dry one.
            appliedVolumeLitres:
              command.appliedVolumeLitres ??
              (row.totalVolumeLitres > 0 ? row.totalVolumeLitres : row.totalMassKilograms),
            appliedAreaHectares: command.appliedAreaHectares ?? row.selectedAreaHectares,
            startedAt: row.startedAt ?? row.plannedStart ?? null,
          };
        },
        command.version,
      );
    },

    /** Planning asks before rescheduling: void or deleted orders cannot be. */
    async assertReschedulable(auth: TAuth, id: number) {
      const { row } = await load(auth, id);
      if (!canReschedule(row.status as TWorkOrderStatus)) throw conflict('workOrderCannotReschedule');
    },

    /** Planning records a trip sent to a machine (the branch-local date): the order is locked that day. */
    async markTripSent(ownerId: number, id: number, date: string) {
      return repository.setScheduleFacts(ownerId, id, { tripSentOn: date });
    },

    /** Planning records the schedule facts the ranking reads. */
    async setScheduleFacts(
      ownerId: number,
      id: number,
      facts: { skippedOn?: string | null; scheduledOn?: string | null; alertCount?: number },
    ) {
      return repository.setScheduleFacts(ownerId, id, facts);
    },
  };
}

export type TWorkOrderStatuses = ReturnType<typeof createWorkOrderStatuses>;
