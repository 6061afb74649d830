import type { TOrderPlanningLogEntry, TPlanningLog, TPlanningLogDetail } from '@tramline/domain';
import type { TPlanningLogRow } from './planning-logs.repository';

export function presentPlanningLog(row: TPlanningLogRow): TPlanningLog {
  return {
    id: row.id,
    processHash: row.processHash,
    configuracaoId: row.equipmentGroupId,
    referencia: row.localDate,
    kind: row.kind === 'reoptimise' ? 'reoptimise' : 'optimise',
    ordensId: row.workOrderIds,
    equipamentosId: row.equipmentIds,
    input: row.input,
    result: row.result ?? null,
    code: row.code,
    message: row.message,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    durationSeconds: row.durationSeconds,
  };
}

export function presentPlanningLogDetail(row: TPlanningLogRow): TPlanningLogDetail {
  return {
    ...presentPlanningLog(row),
    orders: row.orders.map((order) => ({
      cdOrdemServico: order.workOrderId,
      fieldId: order.fieldId,
      equipamentoId: order.equipmentId,
      cause: order.cause,
      code: order.code,
    })),
  };
}

/** The outcomes of the log's orders, optionally one work order's only. */
export function presentOrderOutcomes(row: TPlanningLogRow, workOrderId?: number): TOrderPlanningLogEntry[] {
  return presentPlanningLogDetail(row)
    .orders.filter((order) => workOrderId === undefined || order.cdOrdemServico === workOrderId)
    .map((order) => ({
      ...order,
      processHash: row.processHash,
      referencia: row.localDate,
      configuracaoId: row.equipmentGroupId,
      finishedAt: row.finishedAt.toISOString(),
    }));
}
