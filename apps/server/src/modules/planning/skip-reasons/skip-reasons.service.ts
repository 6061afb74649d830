import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { TSkipReason, TSkipReasonDayQuery } from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { equipment } from '../../records/equipment/equipment.tables';
import type { TEquipmentService } from '../../records/equipment/equipment.service';
import type { TWorkOrdersService } from '../../work-orders/work-orders.service';
import { workOrderExecutionEvents } from '../../work-orders/work-order-execution.tables';

/**
 * The skip reasons of the spec's planning calls: what the cab reported with each `skip` event
 * (machine API), read by order or by day. Orders the caller cannot see are left out.
 */
export function createSkipReasonsService(
  db: TDatabase,
  dependencies: { workOrders: TWorkOrdersService; equipment: TEquipmentService },
) {
  const events = workOrderExecutionEvents;

  async function read(auth: TAuth, condition: SQL | undefined): Promise<TSkipReason[]> {
    const rows = await db
      .select({
        workOrderId: events.workOrderId,
        equipmentId: events.equipmentId,
        equipmentName: equipment.name,
        skippedOn: events.skippedOn,
        occurredAt: events.occurredAt,
        payload: events.payload,
      })
      .from(events)
      .innerJoin(equipment, eq(equipment.id, events.equipmentId))
      .where(
        and(
          eq(events.ownerId, auth.ownerId),
          eq(events.unitId, auth.unitId),
          eq(events.type, 'skip'),
          condition,
        ),
      )
      .orderBy(desc(events.occurredAt), desc(events.id));
    // The order list's scoping (branch, permitted locations) decides what the caller sees.
    const orders = await dependencies.workOrders.findRecords(auth, [
      ...new Set(rows.map((row) => row.workOrderId)),
    ]);
    const byId = new Map(orders.map((order) => [order.cdOrdemServico, order]));
    return rows.flatMap((row) => {
      const order = byId.get(row.workOrderId);
      if (!order) return [];
      return [
        {
          cdOrdemServico: order.cdOrdemServico,
          vlOrdemServico: order.vlOrdemServico,
          description: order.description,
          equipamentoId: row.equipmentId,
          equipmentName: row.equipmentName,
          skippedOn: row.skippedOn ?? '',
          reportedAt: row.occurredAt.toISOString(),
          reason: typeof row.payload.reason === 'string' ? row.payload.reason : '',
        },
      ];
    });
  }

  return {
    /** `GET /skip-reason/{orderId}`: 404 for an order the caller cannot see. */
    async ofOrder(auth: TAuth, orderId: number) {
      await dependencies.workOrders.get(auth, orderId);
      return read(auth, eq(events.workOrderId, orderId));
    },

    /** `GET /skip-reason?data=&equipamentoId=`: 404 for a machine the caller cannot see. */
    async ofDay(auth: TAuth, query: TSkipReasonDayQuery) {
      if (query.equipamentoId !== undefined) await dependencies.equipment.get(auth, query.equipamentoId);
      return read(
        auth,
        and(
          eq(events.skippedOn, query.data),
          query.equipamentoId === undefined ? undefined : inArray(events.equipmentId, [query.equipamentoId]),
        ),
      );
    },
  };
}

export type TSkipReasonsService = ReturnType<typeof createSkipReasonsService>;
