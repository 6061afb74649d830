import type { TAsAppliedImport } from '@tramline/domain';
import type { TAsAppliedImportRow } from './as-applied-import.repository';

/** An import as it goes on the wire (its points never do). */
export function presentImport(
  row: Omit<TAsAppliedImportRow, 'points'> & { points?: unknown },
  ticket: string | null,
  replayed = false,
): TAsAppliedImport {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format as TAsAppliedImport['format'],
    status: row.status as TAsAppliedImport['status'],
    match: row.match as TAsAppliedImport['match'],
    taskDesignators: row.taskDesignators,
    part: row.part,
    cdOrdemServico: row.workOrderId,
    vlOrdemServico: ticket,
    equipamentoId: row.equipmentId,
    points: row.pointCount,
    start: row.startedAt?.toISOString() ?? null,
    end: row.endedAt?.toISOString() ?? null,
    appliedArea: row.appliedAreaHectares,
    appliedVolume: row.appliedVolume,
    createdAt: row.createdAt.toISOString(),
    replayed,
  };
}
