import { createHash } from 'node:crypto';
import type { TAsAppliedImport, TAsAppliedImportAssign } from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { AppError, conflict, notFound } from '../../../http/errors';
import type { TEquipmentService } from '../../records/equipment/equipment.service';
import type { TWorkOrderExecutionService } from '../../work-orders/work-order-execution.service';
import type { TAsAppliedService } from '../as-applied/as-applied.service';
import { createMonitoringRepository, type TPositionInsert } from '../monitoring.repository';
import { readAsAppliedFile, type TImportedPoint } from './as-applied-file';
import {
  createAsAppliedImportRepository,
  type TAsAppliedImportRow,
  type TImportScope,
} from './as-applied-import.repository';
import type { TStoredImportPoint } from './as-applied-import.tables';
import { presentImport } from './as-applied-import.presenter';
import { matchByPosition, ticketsOfDesignators } from './order-matching';

/** Rows a position insert carries at a time. */
const INSERT_CHUNK = 5000;

const storedOf = (point: TImportedPoint): TStoredImportPoint => [
  point.time.getTime(),
  point.latitude,
  point.longitude,
  point.speedKmh,
  point.boomOn,
  point.rate,
  point.sections,
];

const importedOf = ([time, latitude, longitude, speedKmh, boomOn, rate, sections]: TStoredImportPoint) => ({
  time: new Date(time),
  latitude,
  longitude,
  speedKmh,
  boomOn,
  rate,
  sections,
});

/**
 * As-applied import: terminals' TaskData and Shapefile files read, matched to a work order (by the
 * task's ticket, else by where the points lie), stored as the machine's positions on that order,
 * the order's coverage and applied amounts recomputed. What matches nothing waits as pending until
 * the dispatcher assigns it.
 */
export function createAsAppliedImportService(
  db: TDatabase,
  dependencies: {
    equipment: Pick<TEquipmentService, 'findMany'>;
    asApplied: Pick<TAsAppliedService, 'recompute'>;
    workOrderExecution: Pick<TWorkOrderExecutionService, 'recordImportedAmounts'>;
  },
) {
  const repository = createAsAppliedImportRepository(db);
  const positions = createMonitoringRepository(db);
  const scopeOf = (auth: TAuth): TImportScope => ({ ownerId: auth.ownerId, unitIds: auth.permittedUnitIds });

  async function present(auth: TAuth, row: TAsAppliedImportRow, replayed = false) {
    const [order] = row.workOrderId ? await repository.ordersById(scopeOf(auth), [row.workOrderId]) : [];
    return presentImport(row, order?.ticket ?? null, replayed);
  }

  /** A machine of the caller's branch (404 otherwise). */
  async function assertMachine(auth: TAuth, equipmentId: number) {
    const [machine] = await dependencies.equipment.findMany(auth, [equipmentId]);
    if (!machine) throw notFound();
  }

  /** The order a file belongs to, and how it was found; null when none (or more than one) fits. */
  async function matchOrder(auth: TAuth, taskDesignators: string[], points: TImportedPoint[]) {
    const scope = scopeOf(auth);
    const byTicket = await repository.ordersByTicket(scope, ticketsOfDesignators(taskDesignators));
    if (byTicket.length === 1) return { order: byTicket[0]!, match: 'ticket' as const };
    if (byTicket.length > 1) return null;
    const candidates = await repository.ordersAround(scope, points[0]!.time);
    const geometries = await repository.fieldGeometries(auth.ownerId, [
      ...new Set(candidates.flatMap((order) => order.fieldIds)),
    ]);
    const byField = new Map(geometries.map((field) => [field.id, field.geometry]));
    const id = matchByPosition(
      points,
      candidates.map((order) => ({
        id: order.id,
        geometries: order.fieldIds.flatMap((fieldId) => byField.get(fieldId) ?? []),
      })),
    );
    const order = candidates.find((candidate) => candidate.id === id);
    return order ? { order, match: 'position' as const } : null;
  }

  /**
   * Stores the points as the machine's positions on the order (a point the machine already has at
   * that instant is kept as it was), recomputes the order's coverage and sets its applied amounts.
   */
  async function storeOnOrder(
    auth: TAuth,
    importId: number,
    order: { id: number; unitId: number },
    equipmentId: number,
    points: readonly TImportedPoint[],
  ) {
    const rows: TPositionInsert[] = points.map((point) => ({
      equipmentId,
      recordedAt: point.time,
      ownerId: auth.ownerId,
      unitId: order.unitId,
      latitude: point.latitude,
      longitude: point.longitude,
      speedKmh: point.speedKmh,
      headingDegrees: null,
      boomOn: point.boomOn,
      sections: point.sections,
      rate: point.rate,
      tankLevelLitres: null,
      workOrderId: order.id,
    }));
    for (const day of new Set(rows.map((row) => row.recordedAt.toISOString().slice(0, 10))))
      await positions.ensureDayPartition(day);
    for (let start = 0; start < rows.length; start += INSERT_CHUNK)
      await positions.insertPositions(rows.slice(start, start + INSERT_CHUNK));
    const last = rows[rows.length - 1]!;
    await positions.advanceLastPosition({
      equipmentId,
      ownerId: auth.ownerId,
      unitId: order.unitId,
      recordedAt: last.recordedAt,
      latitude: last.latitude,
      longitude: last.longitude,
      speedKmh: last.speedKmh,
      boomOn: last.boomOn,
      rate: last.rate,
      workOrderId: order.id,
    });
    const coverage = await dependencies.asApplied.recompute(auth, order.id);
    await dependencies.workOrderExecution.recordImportedAmounts(auth, order, {
      appliedArea: coverage.appliedArea,
      appliedVolume: coverage.appliedVolume,
      importId,
      equipmentId,
    });
    return coverage;
  }

  return {
    /**
     * `POST /as-applied-imports`: reads the file (400 naming what is wrong, nothing stored), then
     * stores each of its jobs (a TaskData task, a whole Shapefile) on the order it matches, or
     * keeps it pending: one import a job, in the file's order. The same file again answers the
     * first upload's outcomes with `replayed`.
     */
    async upload(
      auth: TAuth,
      input: { fileName: string; data: Uint8Array; equipmentId?: number },
    ): Promise<TAsAppliedImport[]> {
      const fileHash = createHash('sha256').update(input.data).digest('hex');
      const replay = async () => {
        const known = await repository.findByHash(auth.ownerId, fileHash);
        if (!known.length) return null;
        if (known.some((row) => !auth.permittedUnitIds.includes(row.unitId))) throw notFound();
        return Promise.all(known.map((row) => present(auth, row, true)));
      };
      const replayed = await replay();
      if (replayed) return replayed;
      if (input.equipmentId !== undefined) await assertMachine(auth, input.equipmentId);
      const file = await readAsAppliedFile(input.data);
      const inserted: TAsAppliedImportRow[] = [];
      try {
        for (const [part, { taskDesignators, points }] of file.parts.entries()) {
          const found = await matchOrder(auth, taskDesignators, points);
          const equipmentId =
            input.equipmentId ??
            (found ? await repository.plannedMachine(auth.ownerId, found.order.id) : null);
          const isMatched = Boolean(found && equipmentId);
          const row = await repository.insert({
            ownerId: auth.ownerId,
            unitId: found?.order.unitId ?? auth.unitId,
            fileName: input.fileName.slice(0, 255),
            fileHash,
            part,
            format: file.format,
            status: isMatched ? 'matched' : 'pending',
            // An order found for a machine not known (none given, none sent the order) stays
            // pending with the order named, for the dispatcher to assign with the machine.
            match: found?.match ?? null,
            taskDesignators,
            workOrderId: found?.order.id ?? null,
            equipmentId: isMatched ? equipmentId : (input.equipmentId ?? null),
            pointCount: points.length,
            startedAt: points[0]!.time,
            endedAt: points[points.length - 1]!.time,
            points: isMatched ? null : points.map(storedOf),
            createdBy: auth.userId,
          });
          if (!row) {
            // The same file was uploaded at the same moment: the first one answers.
            const first = await replay();
            if (!first) throw conflict('asAppliedImportNotPending');
            return first;
          }
          inserted.push(row);
          if (!isMatched) continue;
          const coverage = await storeOnOrder(auth, row.id, found!.order, equipmentId!, points);
          inserted[inserted.length - 1] = await repository.update(row.id, {
            appliedAreaHectares: coverage.appliedArea,
            appliedVolume: coverage.appliedVolume,
          });
        }
      } catch (error) {
        // Nothing claims the file: a second upload tries again (stored points are not doubled).
        for (const row of inserted) await repository.remove(row.id);
        throw error;
      }
      return Promise.all(inserted.map((row) => present(auth, row)));
    },

    /** `GET /as-applied-imports`: the branches' imports, the latest first. */
    async list(auth: TAuth, status?: string): Promise<TAsAppliedImport[]> {
      const rows = await repository.list(scopeOf(auth), status);
      const orderIds = [...new Set(rows.flatMap((row) => (row.workOrderId ? [row.workOrderId] : [])))];
      const tickets = new Map(
        (await repository.ordersById(scopeOf(auth), orderIds)).map((order) => [order.id, order.ticket]),
      );
      return rows.map((row) =>
        presentImport(row, row.workOrderId ? (tickets.get(row.workOrderId) ?? null) : null),
      );
    },

    /**
     * `POST /as-applied-imports/{id}/assign`: a pending import goes to an order (and a machine: the
     * one given, else the order's planned one) and is stored there. 409 when it is not pending.
     */
    async assign(auth: TAuth, id: number, input: TAsAppliedImportAssign): Promise<TAsAppliedImport> {
      const row = await repository.find(scopeOf(auth), id);
      if (!row) throw notFound();
      if (row.status !== 'pending') throw conflict('asAppliedImportNotPending');
      const [order] = await repository.ordersById(scopeOf(auth), [input.cdOrdemServico]);
      if (!order) throw notFound();
      if (input.equipamentoId !== undefined) await assertMachine(auth, input.equipamentoId);
      const equipmentId =
        input.equipamentoId ?? row.equipmentId ?? (await repository.plannedMachine(auth.ownerId, order.id));
      if (!equipmentId) throw new AppError(400, 'asAppliedImportMachineRequired');
      const claimed = await repository.claimPending(row.id);
      if (!claimed) throw conflict('asAppliedImportNotPending');
      try {
        const coverage = await storeOnOrder(
          auth,
          row.id,
          order,
          equipmentId,
          (row.points ?? []).map(importedOf),
        );
        const updated = await repository.update(row.id, {
          match: 'assigned',
          unitId: order.unitId,
          workOrderId: order.id,
          equipmentId,
          points: null,
          appliedAreaHectares: coverage.appliedArea,
          appliedVolume: coverage.appliedVolume,
        });
        return present(auth, updated);
      } catch (error) {
        await repository.update(row.id, { status: 'pending' });
        throw error;
      }
    },
  };
}

export type TAsAppliedImportService = ReturnType<typeof createAsAppliedImportService>;
