import { DEFAULT_ONLINE_MINUTES, type TMachineOnline, type TMachineWork } from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import type { TEquipmentService } from '../records/equipment/equipment.service';
import type { TWorkOrderExecutionService } from '../work-orders/work-order-execution.service';
import { createMonitoringRepository } from './monitoring.repository';

export interface TMonitoringOptions {
  /** Minutes since the last point within which a machine counts as online (MACHINE_ONLINE_MINUTES). */
  onlineMinutes?: number;
  now?: () => Date;
}

/** What the monitoring screen and the spec's monitoring calls read of the machines. */
export function createMonitoringService(
  db: TDatabase,
  dependencies: { equipment: TEquipmentService; workOrderExecution: TWorkOrderExecutionService },
  options: TMonitoringOptions = {},
) {
  const repository = createMonitoringRepository(db);
  const now = options.now ?? (() => new Date());
  const onlineMinutes = options.onlineMinutes ?? DEFAULT_ONLINE_MINUTES;

  return {
    onlineMinutes,

    /**
     * `GET /monitoramento/equipamento`: the order the machine works. The order its last execution
     * event left in progress or on hold; else the order its latest point names; else null.
     */
    async workOf(auth: TAuth, equipmentId: number): Promise<TMachineWork> {
      const [machine] = await dependencies.equipment.findMany(auth, [equipmentId]);
      if (!machine) throw notFound();
      const current = await dependencies.workOrderExecution.currentOrderOf(auth, equipmentId);
      if (current !== null) return { cdOrdemServico: current };
      const [last] = await repository.lastPositionsOf(auth.ownerId, [equipmentId]);
      return { cdOrdemServico: last?.workOrderId ?? null };
    },

    /** A machine's latest reported point (its last position); null before its first. */
    async lastPositionOf(auth: TAuth, equipmentId: number) {
      const [last] = await repository.lastPositionsOf(auth.ownerId, [equipmentId]);
      return last
        ? { time: last.recordedAt.toISOString(), longitude: last.longitude, latitude: last.latitude }
        : null;
    },

    /**
     * `POST /monitoramento/equipamento/online`: per id asked, whether its latest point is recent.
     * A machine of another branch or owner answers as one that never reported.
     */
    async online(auth: TAuth, equipmentIds: readonly number[]): Promise<TMachineOnline[]> {
      const ids = [...new Set(equipmentIds)];
      const rows = await repository.lastPositionsOf(auth.ownerId, ids);
      const seen = new Map(
        rows.filter((row) => row.unitId === auth.unitId).map((row) => [row.equipmentId, row.recordedAt]),
      );
      const since = now().getTime() - onlineMinutes * 60_000;
      return ids.map((id) => {
        const lastSeen = seen.get(id);
        return {
          equipamentoId: id,
          online: lastSeen !== undefined && lastSeen.getTime() >= since,
          lastSeen: lastSeen?.toISOString() ?? null,
        };
      });
    },
  };
}

export type TMonitoringService = ReturnType<typeof createMonitoringService>;
