import type { TAutoSendLogEntry, TTrip } from '@tramline/domain';
import type { TPlanSendRow } from './plan-sends.repository';

/** A send as the machine fetches it. */
export function presentTrip(row: TPlanSendRow): TTrip {
  return {
    id: row.id,
    equipamentoId: row.equipmentId,
    equipmentName: row.equipmentName,
    planejamentoId: row.planId,
    configuracaoId: row.equipmentGroupId,
    configName: row.groupName,
    referencia: row.localDate,
    sentAt: row.sentAt.toISOString(),
    automatic: row.automatic,
    stops: row.stops,
    gate: row.gate ?? null,
  };
}

/** A send as the auto-send log lists it. */
export function presentSendLogEntry(
  row: TPlanSendRow,
  unitName: string,
  tickets: ReadonlyMap<number, string | null>,
): TAutoSendLogEntry {
  return {
    id: row.id,
    unitId: row.unitId,
    unitName,
    equipamentoId: row.equipmentId,
    equipmentName: row.equipmentName,
    planejamentoId: row.planId,
    configuracaoId: row.equipmentGroupId,
    configName: row.groupName,
    sentAt: row.sentAt.toISOString(),
    automatic: row.automatic,
    ordensId: row.workOrderIds,
    tickets: row.workOrderIds.map((id) => tickets.get(id) ?? ''),
  };
}
