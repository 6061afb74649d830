import {
  EXECUTION_TRANSITIONS,
  SCHEDULE_STATUS_LABELS,
  canApplyExecutionEvent,
  type TExecutionEvent,
  type TExecutionEventResult,
  type TWorkOrderStatus,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { TAuth } from '../../http/auth-context';
import { AppError, conflict, notFound } from '../../http/errors';
import type { TLiveHub } from '../../live/live-hub';
import type { TStopOperationsService } from '../records/stop-operations/stop-operations.service';
import type { TTenancyService } from '../tenancy/tenancy.service';
import {
  createWorkOrderExecutionRepository,
  type TExecutionEventRow,
} from './work-order-execution.repository';
import { localDateOf } from '../../calendar/calendar';

/** Live event for every execution event applied, on the owner's topic. */
export const EXECUTION_EVENT = 'work-order-execution';

/** What the execution service needs of planning: the trips sent to a machine on a day. */
export interface TSentTrips {
  trips(
    auth: TAuth,
    equipmentId: number,
    localDate: string,
  ): Promise<readonly { stops: readonly { cdOrdemServico: number | null }[] }[]>;
}

const DAY_MS = 86_400_000;

function resultOf(row: TExecutionEventRow, replayed: boolean): TExecutionEventResult {
  return {
    idempotencyKey: row.idempotencyKey,
    type: row.type as TExecutionEventResult['type'],
    cdOrdemServico: row.workOrderId,
    status: row.statusAfter,
    skipedDate: row.skippedOn,
    replayed,
  };
}

/** Told about each event applied (not a replay), after it is stored (the alert engine). */
export type TExecutionListener = (applied: {
  auth: TAuth;
  equipmentId: number;
  event: TExecutionEvent;
  result: TExecutionEventResult;
}) => void;

/**
 * Execution events from the cab: each moves its order through the execution statuses, writes the
 * order's history and is pushed live. A machine works only orders sent to it (a trip of the event's
 * day or the day before or after, so night shifts and time zones are covered).
 */
export function createWorkOrderExecutionService(
  db: TDatabase,
  dependencies: {
    live: TLiveHub;
    tenancy: TTenancyService;
    stopOperations: TStopOperationsService;
    planSends: TSentTrips;
    /**
     * What a machine's own reported positions covered of an order (hectares inside its fields;
     * litres or kilograms), null without any: the count of a pause that gives none.
     */
    coveredByMachine?: (
      auth: TAuth,
      workOrderId: number,
      equipmentId: number,
    ) => Promise<{ appliedArea: number; appliedVolume: number | null } | null>;
  },
) {
  const repository = createWorkOrderExecutionRepository(db);
  const listeners: TExecutionListener[] = [];

  async function timeZoneOf(auth: TAuth) {
    const units = await dependencies.tenancy.permittedUnits(auth);
    return units.find((unit) => unit.id === auth.unitId)?.timeZone ?? 'UTC';
  }

  /**
   * What a pause counts of this machine's work on the order so far: the count it sent, else what
   * its own reported positions covered (`coveredByMachine`), else nothing.
   */
  async function countAtPause(auth: TAuth, event: TExecutionEvent, equipmentId: number) {
    if (event.type !== 'pause') return null;
    if (event.appliedArea !== undefined)
      return { appliedArea: event.appliedArea, appliedVolume: event.appliedVolume ?? null, from: 'machine' };
    // A coverage that cannot be computed costs the count, never the machine's pause.
    const covered = await dependencies
      .coveredByMachine?.(auth, event.workOrderId, equipmentId)
      .catch(() => null);
    return covered ? { ...covered, from: 'positions' } : null;
  }

  /**
   * The order's applied amounts at a pause that counts this machine's work so far: the sum over
   * its machines of each one's latest count (a terminal counts its own work), this one's included.
   */
  async function appliedAtPause(
    within: ReturnType<typeof createWorkOrderExecutionRepository>,
    ownerId: number,
    workOrderId: number,
    count: { appliedArea: number; appliedVolume: number | null },
    equipmentId: number,
  ) {
    const others = (await within.latestAppliedReports(ownerId, [workOrderId])).filter(
      (report) => report.equipmentId !== equipmentId,
    );
    const volumes = [count.appliedVolume, ...others.map((report) => report.appliedVolume)];
    return {
      appliedArea: others.reduce((sum, report) => sum + report.appliedArea, count.appliedArea),
      appliedVolume: volumes.some((volume) => volume !== null)
        ? volumes.reduce<number>((sum, volume) => sum + (volume ?? 0), 0)
        : null,
    };
  }

  async function assertSentTo(
    auth: TAuth,
    equipmentId: number,
    workOrderId: number,
    at: Date,
    timeZone: string,
  ) {
    const days = new Set(
      [-1, 0, 1].map((offset) => localDateOf(new Date(at.getTime() + offset * DAY_MS), timeZone)),
    );
    for (const day of days) {
      const trips = await dependencies.planSends.trips(auth, equipmentId, day);
      if (trips.some((trip) => trip.stops.some((stop) => stop.cdOrdemServico === workOrderId))) return;
    }
    throw new AppError(403, 'executionOrderNotSent');
  }

  return {
    /** Adds a listener told of every event applied. */
    onEvent(listener: TExecutionListener) {
      listeners.push(listener);
    },

    /**
     * Sets an order's applied amounts from an as-applied import (hectares; litres or kilograms),
     * leaving its status as it is, with a history entry naming the import and the machine.
     */
    async recordImportedAmounts(
      auth: TAuth,
      order: { id: number; unitId: number },
      amounts: { appliedArea: number; appliedVolume: number | null; importId: number; equipmentId: number },
    ) {
      await db.transaction(async (tx) => {
        const within = createWorkOrderExecutionRepository(tx);
        const row = await within.lockOrder({ ownerId: auth.ownerId, unitId: order.unitId }, order.id);
        if (!row) throw notFound();
        await within.updateOrder(row.id, {
          appliedAreaHectares: amounts.appliedArea,
          appliedVolumeLitres: amounts.appliedVolume,
        });
        await within.addAudit({
          ownerId: auth.ownerId,
          workOrderId: row.id,
          userId: auth.userId,
          userName: auth.login,
          action: 'updated',
          changes: [
            { field: 'asAppliedImport', from: null, to: amounts.importId },
            { field: 'equipamentoId', from: null, to: amounts.equipmentId },
            { field: 'appliedArea', from: row.appliedAreaHectares, to: amounts.appliedArea },
            { field: 'appliedVolume', from: row.appliedVolumeLitres, to: amounts.appliedVolume },
          ],
        });
      });
    },

    /** The order a machine of the caller's branch is working (in progress or on hold), or null. */
    async currentOrderOf(auth: TAuth, equipmentId: number) {
      return repository.currentOrderOf({ ownerId: auth.ownerId, unitId: auth.unitId }, equipmentId);
    },

    /**
     * Applies one event reported by `equipmentId` for `auth` (the machine's caller). A retry with a
     * known key answers the first outcome; the same key for another event is a 409.
     */
    async apply(auth: TAuth, equipmentId: number, event: TExecutionEvent): Promise<TExecutionEventResult> {
      const known = await repository.findEvent(equipmentId, event.idempotencyKey);
      if (known) {
        if (known.type !== event.type || known.workOrderId !== event.workOrderId)
          throw conflict('idempotencyKeyReused');
        return resultOf(known, true);
      }
      const at = new Date(event.time);
      const timeZone = await timeZoneOf(auth);
      if (event.type === 'pause') {
        const found = await dependencies.stopOperations.get(auth, event.stopOperationId).catch(() => null);
        if (!found)
          throw new AppError(400, 'stopOperationNotFound', {}, [
            {
              path: 'stopOperationId',
              code: 'stopOperationNotFound',
              message: String(event.stopOperationId),
            },
          ]);
      }
      const scope = { ownerId: auth.ownerId, unitId: auth.unitId };
      // Checked before the transaction: the other services read through the outer connection.
      if (!(await repository.findOrder(scope, event.workOrderId))) throw notFound();
      await assertSentTo(auth, equipmentId, event.workOrderId, at, timeZone);
      const count = await countAtPause(auth, event, equipmentId);
      const outcome = await db
        .transaction(async (tx): Promise<{ row: TExecutionEventRow; replayed: boolean }> => {
          const within = createWorkOrderExecutionRepository(tx);
          const order = await within.lockOrder(scope, event.workOrderId);
          if (!order) throw notFound();
          const again = await within.findEvent(equipmentId, event.idempotencyKey);
          if (again) return { row: again, replayed: true };
          if (!canApplyExecutionEvent(event.type, order.status))
            throw conflict('executionNotAllowed', {
              status: SCHEDULE_STATUS_LABELS[order.status as TWorkOrderStatus],
              event: event.type,
            });
          const status = EXECUTION_TRANSITIONS[event.type].to;
          const skippedOn = event.type === 'skip' ? localDateOf(at, timeZone) : null;
          const applied = count
            ? await appliedAtPause(within, auth.ownerId, event.workOrderId, count, equipmentId)
            : null;
          const values = {
            status,
            ...(event.type === 'start' ? { startedAt: order.startedAt ?? at } : {}),
            ...(event.type === 'skip' ? { skippedOn } : {}),
            ...(event.type === 'complete'
              ? {
                  closedAt: at,
                  appliedAreaHectares: event.appliedArea,
                  appliedVolumeLitres: event.appliedVolume,
                }
              : {}),
            ...(applied
              ? { appliedAreaHectares: applied.appliedArea, appliedVolumeLitres: applied.appliedVolume }
              : {}),
          };
          const after = await within.updateOrder(order.id, values);
          // The history says which machine reported what, beside the columns it moved.
          const changes = [
            { field: 'machineEvent', from: null, to: event.type },
            { field: 'equipamentoId', from: null, to: equipmentId },
            { field: 'status', from: order.status, to: after.status },
            ...(event.type === 'complete'
              ? [
                  {
                    field: 'dtEncerramento',
                    from: order.closedAt?.toISOString() ?? null,
                    to: at.toISOString(),
                  },
                  { field: 'appliedArea', from: order.appliedAreaHectares, to: event.appliedArea },
                  { field: 'appliedVolume', from: order.appliedVolumeLitres, to: event.appliedVolume },
                ]
              : []),
            ...(event.type === 'skip' ? [{ field: 'skipedDate', from: order.skippedOn, to: skippedOn }] : []),
            ...(event.type === 'pause'
              ? [{ field: 'stopOperationId', from: null, to: event.stopOperationId }]
              : []),
            ...(applied
              ? [
                  { field: 'appliedArea', from: order.appliedAreaHectares, to: applied.appliedArea },
                  { field: 'appliedVolume', from: order.appliedVolumeLitres, to: applied.appliedVolume },
                ]
              : []),
            ...('reason' in event && event.reason ? [{ field: 'reason', from: null, to: event.reason }] : []),
          ].filter((change) => change.field !== 'status' || change.from !== change.to);
          await within.addAudit({
            ownerId: auth.ownerId,
            workOrderId: order.id,
            userId: auth.userId,
            userName: auth.login,
            action: 'status',
            changes,
          });
          const { type, idempotencyKey, workOrderId: _order, time: _time, ...sent } = event;
          // A count taken from the machine's positions is kept as the event's, saying so.
          const details =
            count?.from === 'positions'
              ? {
                  ...sent,
                  appliedArea: count.appliedArea,
                  ...(count.appliedVolume === null ? {} : { appliedVolume: count.appliedVolume }),
                  countedFrom: 'positions',
                }
              : sent;
          const row = await within.insertEvent({
            ownerId: auth.ownerId,
            unitId: auth.unitId,
            equipmentId,
            workOrderId: order.id,
            idempotencyKey,
            type,
            occurredAt: at,
            payload: details,
            statusAfter: after.status,
            skippedOn,
          });
          return { row, replayed: false };
        })
        .catch(async (error: unknown) => {
          // Two sends of one event raced: the first one's row answers the second.
          if (!isUniqueViolation(error)) throw error;
          const first = await repository.findEvent(equipmentId, event.idempotencyKey);
          if (!first) throw error;
          return { row: first, replayed: true };
        });
      const result = resultOf(outcome.row, outcome.replayed);
      if (!outcome.replayed) {
        dependencies.live.publish(auth, EXECUTION_EVENT, {
          ...result,
          equipamentoId: equipmentId,
          unitId: auth.unitId,
          time: at.toISOString(),
        });
        for (const listener of listeners) listener({ auth, equipmentId, event, result });
      }
      return result;
    },
  };
}

export type TWorkOrderExecutionService = ReturnType<typeof createWorkOrderExecutionService>;
