import type { TRobotExecution } from '@tramline/domain';
import type { TAuth } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { localMidnight, nextDate } from '../../calendar/calendar';
import type { TTenancyService } from '../tenancy/tenancy.service';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import type { TExecutionRow, TRobotRepository, TRobotScope } from './robot.repository';

/** An execution key taken apart. */
export interface TExecutionKey {
  equipmentId: number;
  /** `YYYY-MM-DD`. */
  date: string;
  workOrderId: number;
}

export function parseExecutionKey(key: string): TExecutionKey {
  const [equipmentId, day, workOrderId] = key.split('-') as [string, string, string];
  return {
    equipmentId: Number(equipmentId),
    date: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`,
    workOrderId: Number(workOrderId),
  };
}

export const keyOf = (row: Pick<TExecutionRow, 'equipmentId' | 'day' | 'workOrderId'>) =>
  `${row.equipmentId}-${row.day}-${row.workOrderId}`;

const dateOf = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;

/**
 * Robot executions read from the positions robots report through the machine API: the scope
 * checks of the robot calls, the branch's day boundaries, and the execution rows as the wire shows
 * them (with their field, through the order, and the link naming them).
 */
export function createRobotExecutions(
  repository: TRobotRepository,
  dependencies: { tenancy: TTenancyService; workOrders: TWorkOrdersService },
) {
  const { tenancy, workOrders } = dependencies;

  function assertClient(auth: TAuth, client: string) {
    if (client.toLowerCase() !== auth.ownerCode.toLowerCase()) throw notFound();
  }

  function scopeOf(auth: TAuth, unitId = auth.unitId): TRobotScope {
    if (!auth.permittedUnitIds.includes(unitId)) throw notFound();
    return { ownerId: auth.ownerId, unitId };
  }

  async function timeZoneOf(scope: TRobotScope) {
    const units = await tenancy.repository.unitsOfOwner(scope.ownerId);
    return units.find((unit) => unit.id === scope.unitId)?.timeZone ?? 'UTC';
  }

  /** Branch-local days `from`..`to` inclusive as instants. */
  function rangeOf(timeZone: string, from: string, to = from) {
    return { from: localMidnight(from, timeZone), to: localMidnight(nextDate(to), timeZone) };
  }

  async function present(auth: TAuth, scope: TRobotScope, rows: TExecutionRow[]): Promise<TRobotExecution[]> {
    const orderIds = [...new Set(rows.map((row) => row.workOrderId).filter((id) => id > 0))];
    const [orders, links] = await Promise.all([
      workOrders.findRecords(auth, orderIds),
      repository.linksOfExecutions(scope, rows.map(keyOf)),
    ]);
    const orderById = new Map(orders.map((order) => [order.cdOrdemServico, order]));
    return rows.map((row) => {
      const key = keyOf(row);
      const field = orderById.get(row.workOrderId)?.fields[0];
      return {
        id: key,
        equipamentoId: row.equipmentId,
        equipmentName: row.equipmentName,
        date: dateOf(row.day),
        start: row.start.toISOString(),
        end: row.end.toISOString(),
        durationSeconds: (row.end.getTime() - row.start.getTime()) / 1000,
        distanceKm: row.distanceKm,
        applyingKm: row.applyingKm,
        pointCount: row.pointCount,
        cdOrdemServico: row.workOrderId || null,
        fieldId: field?.id ?? null,
        fieldName: field?.name ?? null,
        linkId: links.find((link) => link.keys.includes(key))?.id ?? null,
      };
    });
  }

  return {
    assertClient,
    scopeOf,
    timeZoneOf,
    rangeOf,
    present,

    /** Executions of the caller's branch in a range of its days. */
    async inDays(auth: TAuth, from: string, to: string, equipmentIds?: readonly number[]) {
      const scope = scopeOf(auth);
      const timeZone = await timeZoneOf(scope);
      const rows = await repository.executions(scope, timeZone, rangeOf(timeZone, from, to), {
        equipmentIds,
      });
      return { scope, rows };
    },

    /** One execution of the caller's branch with its points' range; 404 when it has no points. */
    async find(auth: TAuth, key: string) {
      const scope = scopeOf(auth);
      const timeZone = await timeZoneOf(scope);
      const parsed = parseExecutionKey(key);
      const range = rangeOf(timeZone, parsed.date);
      const [row] = await repository.executions(scope, timeZone, range, {
        equipmentIds: [parsed.equipmentId],
        workOrderId: parsed.workOrderId,
      });
      if (!row || keyOf(row) !== key) throw notFound();
      return { scope, row, range, parsed };
    },
  };
}

export type TRobotExecutions = ReturnType<typeof createRobotExecutions>;
