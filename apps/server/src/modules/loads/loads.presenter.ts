import type { TMixtureType, TLoadStatus, TTripLog } from '@tramline/domain';
import type { TTripDetailRow, TTripRow } from './loads.repository';

/** A trip as the spec's dispatch calls and the tender-truck log show it. */
export function presentTrip(row: TTripRow): TTripLog {
  return {
    id: row.id,
    localDate: row.localDate,
    tenderId: row.tenderId,
    tenderName: row.tenderName,
    status: row.status as TLoadStatus,
    groupType: row.groupType as TMixtureType,
    configuracaoId: row.equipmentGroupId,
    configName: row.equipmentGroupName,
    tickets: row.tickets,
    loadKey: row.loadKey,
    dispatchedAt: row.dispatchedAt.toISOString(),
    dispatchedBy: row.dispatchedBy,
  };
}

export function presentTripDetail(row: TTripDetailRow) {
  return {
    id: row.id,
    date: row.localDate,
    equipamentoId: row.equipmentId,
    equipmentName: row.equipmentName,
    productId: row.productId,
    productName: row.productName,
    quantity: row.quantity,
    sequence: row.sequence,
    ticket: row.ticket,
  };
}
