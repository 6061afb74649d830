import { WORK_ORDER_STATUS, type TOrderCoverage } from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { notFound } from '../../../http/errors';
import type { TLiveHub } from '../../../live/live-hub';
import type { TWorkOrdersService } from '../../work-orders/work-orders.service';
import { computeCoverage } from './coverage-geometry';
import { createAsAppliedRepository, type TOrderCoverageRow } from './as-applied.repository';

/** The live event the execution service sends when a machine moves an order. */
const EXECUTION_EVENT = 'work-order-execution';

function wireOf(row: TOrderCoverageRow): TOrderCoverage {
  return {
    cdOrdemServico: row.workOrderId,
    covered: row.covered,
    appliedArea: row.appliedAreaHectares,
    overlapArea: row.overlapAreaHectares,
    overlapPercent: row.overlapPercent,
    fieldArea: row.fieldAreaHectares,
    uncoveredArea: row.uncoveredAreaHectares,
    offTargetArea: row.offTargetAreaHectares,
    averageRate: row.averageRate,
    appliedVolume: row.appliedVolume,
    rateMin: row.rateMin,
    rateMax: row.rateMax,
    rateSegments: row.rateSegments,
    trail: row.trail,
    bbox: row.bbox,
    pointCount: row.pointCount,
    widthMetres: row.widthMetres,
    computedAt: row.computedAt.toISOString(),
  };
}

/**
 * As-applied coverage of work orders: computed from the order's positions when a machine
 * completes it (and on the first read of an order closed by hand), kept in `order_coverage`, and
 * recomputed on demand.
 */
export function createAsAppliedService(
  db: TDatabase,
  dependencies: { live: TLiveHub; workOrders: Pick<TWorkOrdersService, 'get'> },
) {
  const repository = createAsAppliedRepository(db);
  /** Computations started by completions, so a caller (a test, a shutdown) can wait for them. */
  const running = new Set<Promise<unknown>>();

  type TOrder = NonNullable<Awaited<ReturnType<typeof repository.order>>>;
  type TPoint = Awaited<ReturnType<typeof repository.positions>>[number];

  /** Computes an order's coverage; stores it when asked. Null when the order is not the owner's. */
  async function compute(ownerId: number, workOrderId: number, store: boolean) {
    const order = await repository.order(ownerId, workOrderId);
    if (!order) return null;
    const [points, geometries] = await Promise.all([
      repository.positions(ownerId, workOrderId),
      repository.fieldGeometries(ownerId, order.fieldIds),
    ]);
    const row = await coverageOf(order, points, geometries);
    return store ? repository.save(row) : row;
  }

  /** The coverage row of an order from some of its points. */
  async function coverageOf(
    order: TOrder,
    points: readonly TPoint[],
    geometries: Awaited<ReturnType<typeof repository.fieldGeometries>>,
  ): Promise<TOrderCoverageRow> {
    const { ownerId, id: workOrderId } = order;
    const widths = await repository.widths(ownerId, [...new Set(points.map((point) => point.equipmentId))]);
    const figures = computeCoverage({
      points: points.map((point) => ({ ...point, time: point.recordedAt.getTime() })),
      widthOf: (equipmentId) => widths.get(equipmentId) ?? null,
      fields: geometries,
    });
    const usedWidths = [...widths.values()].filter((width): width is number => width !== null);
    return {
      workOrderId,
      ownerId,
      unitId: order.unitId,
      appliedAreaHectares: figures.appliedArea,
      overlapAreaHectares: figures.overlapArea,
      overlapPercent: figures.overlapPercent,
      fieldAreaHectares: figures.fieldArea,
      uncoveredAreaHectares: figures.uncoveredArea,
      offTargetAreaHectares: figures.offTargetArea,
      averageRate: figures.averageRate,
      appliedVolume: figures.appliedVolume,
      rateMin: figures.rateMin,
      rateMax: figures.rateMax,
      widthMetres: usedWidths.length ? Math.max(...usedWidths) : null,
      pointCount: points.length,
      covered: figures.covered,
      rateSegments: figures.rateSegments,
      trail: figures.trail,
      bbox: figures.bbox,
      computedAt: new Date(),
    };
  }

  dependencies.live.subscribe((topic, message) => {
    if (message.event !== EXECUTION_EVENT) return;
    const payload = message.payload as { cdOrdemServico?: number; status?: number; replayed?: boolean };
    if (payload.status !== WORK_ORDER_STATUS.COMPLETED || payload.replayed || !payload.cdOrdemServico) return;
    const workOrderId = payload.cdOrdemServico;
    const job = repository
      .ownerIdOfTopic(topic)
      .then((ownerId) => (ownerId === null ? null : compute(ownerId, workOrderId, true)))
      // A failed computation is not the machine's problem: the next read computes it again.
      .catch(() => null)
      .finally(() => running.delete(job));
    running.add(job);
  });

  return {
    /**
     * `GET /ordemservicos/{id}/coverage`: the stored coverage, else computed now (and stored when
     * the order is completed). An order the caller cannot see is a 404.
     */
    async get(auth: TAuth, id: number): Promise<TOrderCoverage> {
      const order = await dependencies.workOrders.get(auth, id);
      const stored = await repository.find(auth.ownerId, id);
      if (stored) return wireOf(stored);
      const row = await compute(auth.ownerId, id, order.status === WORK_ORDER_STATUS.COMPLETED);
      if (!row) throw notFound();
      return wireOf(row);
    },

    /** `POST /ordemservicos/{id}/coverage`: computes the coverage again from the positions and stores it. */
    async recompute(auth: TAuth, id: number): Promise<TOrderCoverage> {
      await dependencies.workOrders.get(auth, id);
      const row = await compute(auth.ownerId, id, true);
      if (!row) throw notFound();
      return wireOf(row);
    },

    /**
     * What one machine reported for an order so far: the coverage of that machine's points alone,
     * computed now and not stored (the operator app's "reported so far"). Null when the machine
     * reported no point for the order, or the order is not the caller's owner's.
     */
    async ofMachine(
      auth: TAuth,
      workOrderId: number,
      equipmentId: number,
    ): Promise<TOrderCoverageRow | null> {
      const points = await repository.positions(auth.ownerId, workOrderId, equipmentId);
      if (!points.length) return null;
      const order = await repository.order(auth.ownerId, workOrderId);
      if (!order) return null;
      return coverageOf(order, points, await repository.fieldGeometries(auth.ownerId, order.fieldIds));
    },

    /** Waits for the computations completions started. */
    async settled() {
      await Promise.all([...running]);
    },
  };
}

export type TAsAppliedService = ReturnType<typeof createAsAppliedService>;
