import {
  ZStopOperationStatus,
  ZStopOperationType,
  ZStopWorkOrderType,
  type TStopOperationRecord,
} from '@tramline/domain';
import type { TStopOperationRow } from './stop-operations.repository';

export function presentStopOperation(row: TStopOperationRow): TStopOperationRecord {
  return {
    id: row.id,
    code: row.code,
    descOperacao: row.description,
    operationType: ZStopOperationType.parse(row.operationType),
    durationMinutes: Math.round(row.durationSeconds / 60),
    graphic: row.graphic,
    status: ZStopOperationStatus.parse(row.status),
    workOrderType: ZStopWorkOrderType.parse(row.workOrderType),
    stopGroup: row.stopGroup,
    iconUrl: row.iconUrl,
    backgroundColor: row.backgroundColor,
    cdUnidade: row.unitId,
    version: row.version,
  };
}
