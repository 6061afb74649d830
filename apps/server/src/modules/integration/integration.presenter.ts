import {
  formatMessage,
  type TIntegrationLogEntry,
  type TIntegrationRow,
  type TIntegrationRowStatus,
  type TIntegrationSettings,
  type TMapping,
  type TMappingKind,
  type TMessageKey,
  type TPendencyStatus,
} from '@tramline/domain';
import type { TAuth } from '../../http/auth-context';
import type {
  TIntegrationLogRow,
  TIntegrationMappingRow,
  TIntegrationRowRow,
  TIntegrationSettingsRow,
} from './integration.repository';
import type { TCodeRef } from './integration.tickets';

/** The settings on the wire: never the credentials, only whether some are stored. */
export function presentSettings(row: TIntegrationSettingsRow | null): TIntegrationSettings {
  return {
    adapter: (row?.adapter ?? 'NONE') as TIntegrationSettings['adapter'],
    baseUrl: row?.baseUrl ?? null,
    hasCredentials: Boolean(row?.credentialsSealed),
    pollingMinutes: row?.pollingMinutes ?? 60,
    lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
    nextSyncAt: row?.adapter === 'HTTP' ? (row.nextSyncAt?.toISOString() ?? null) : null,
    syncFailures: row?.syncFailures ?? 0,
    version: row?.version ?? 0,
  };
}

/** A row's saved failure, in the caller's language. */
function errorText(auth: TAuth, row: TIntegrationRowRow) {
  if (!row.errorKey) return null;
  const params = row.errorDetail ? (JSON.parse(row.errorDetail) as Record<string, string | number>) : {};
  return formatMessage(row.errorKey as TMessageKey, auth.language, params);
}

export function presentRow(
  auth: TAuth,
  row: TIntegrationRowRow,
  status: TIntegrationRowStatus,
  issues: TCodeRef[],
  order: { isScheduled: boolean } | null,
  group: Pick<TIntegrationRow, 'equipmentGroupId' | 'equipmentGroupChosen'>,
): TIntegrationRow {
  return {
    id: row.id,
    ticketNumber: row.ticketNumber,
    status,
    pendency: row.pendency as TPendencyStatus,
    growerCode: row.ticket.growerCode,
    farmCode: row.ticket.farmCode ?? null,
    fieldCodes: row.ticket.fields.map((field) => field.code),
    productCodes: row.ticket.products.map((line) => line.code),
    isScheduled: order?.isScheduled ?? false,
    issues,
    workOrderId: row.workOrderId,
    ...group,
    error: errorText(auth, row),
    seenAt: row.seenAt.toISOString(),
    version: row.version,
  };
}

export function presentMapping(row: TIntegrationMappingRow, pendingTickets: number): TMapping {
  return {
    kind: row.kind as TMappingKind,
    erpCode: row.erpCode,
    erpName: row.erpName,
    targetId: row.targetId,
    targetCode: row.targetCode,
    ignored: row.ignored,
    pendingTickets,
  };
}

export function presentLogEntry(row: TIntegrationLogRow): TIntegrationLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    direction: row.direction as 'IN' | 'OUT',
    operation: row.operation,
    ticketNumber: row.ticketNumber,
    ok: row.ok,
    message: row.message,
  };
}
