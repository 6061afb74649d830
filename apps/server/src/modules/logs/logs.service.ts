import {
  type TLogDownloadQuery,
  type TLogEntry,
  type TLogKind,
  type TLogQuery,
  type TOrderPlanningLogLine,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { pagedList } from '../../http/paged-list';
import { csvCell } from '../reports/application-records.csv';
import { createLogsRepository, type TLogEntryRow, type TOrderOutcomeRow } from './logs.repository';

/** Most lines one download holds; a longer range is cut at the newest lines. */
export const MAX_DOWNLOAD_LINES = 50_000;

export const LOG_KINDS_OF = {
  generic: ['optimisation', 'send', 'autoSend', 'autoSendSkip'],
  algorithm: ['optimisation'],
  'auto-send': ['send', 'autoSend', 'autoSendSkip'],
} as const satisfies Record<string, readonly TLogKind[]>;

const iso = (value: Date | string) => new Date(value).toISOString();

function presentEntry(row: TLogEntryRow): TLogEntry {
  const { total: _total, ...entry } = row;
  return { ...entry, at: iso(row.at) };
}

function presentOutcome(row: TOrderOutcomeRow): TOrderPlanningLogLine {
  return {
    logId: row.logId,
    processHash: row.processHash,
    at: iso(row.at),
    localDate: row.localDate,
    equipmentGroupName: row.equipmentGroupName,
    cdOrdemServico: row.workOrderId,
    ticket: row.ticket,
    fieldId: row.fieldId,
    equipmentId: row.equipmentId,
    equipmentName: row.equipmentName,
    cause: row.cause,
    code: row.code,
  };
}

const toCsv = (rows: readonly Record<string, unknown>[], columns: readonly string[]) =>
  [columns, ...rows.map((row) => columns.map((column) => row[column]))]
    .map((cells) =>
      cells.map((cell) => csvCell(cell === null || cell === undefined ? '' : String(cell))).join(','),
    )
    .join('\r\n') + '\r\n';

/** The log area (spec part 2 §7 Logs): paged lists of the branch's planning and sending history. */
export function createLogsService(db: TDatabase) {
  const repository = createLogsRepository(db);
  const scopeOf = (auth: TAuth) => ({ ownerId: auth.ownerId, unitId: auth.unitId });

  /** Each row carries the count of all the rows its query matched. */
  const withTotal = <TRow extends { total: number }>(rows: TRow[]) => ({ rows, total: rows[0]?.total ?? 0 });

  function entries(auth: TAuth, kinds: readonly TLogKind[], query: TLogQuery) {
    return pagedList(
      query,
      async (window) => withTotal(await repository.entries(scopeOf(auth), { ...query, kinds }, window)),
      (rows) => rows.map(presentEntry),
    );
  }

  return {
    /** `GET /log`: optimisations, sends, auto-sends and held-back auto-sends in one timeline. */
    generic: (auth: TAuth, query: TLogQuery) => entries(auth, LOG_KINDS_OF.generic, query),
    /** `GET /log/log-algorithm`: the optimisation runs. */
    algorithm: (auth: TAuth, query: TLogQuery) => entries(auth, LOG_KINDS_OF.algorithm, query),
    /** `GET /log/log-auto-send`: days sent and auto-sends the label gate held back. */
    autoSend: (auth: TAuth, query: TLogQuery) => entries(auth, LOG_KINDS_OF['auto-send'], query),

    /** `GET /log/log-order-planning`: each order's outcome in the runs, one line per order and field. */
    orderPlanning(auth: TAuth, query: TLogQuery) {
      return pagedList(
        query,
        async (window) => withTotal(await repository.orderOutcomes(scopeOf(auth), query, window)),
        (rows) => rows.map(presentOutcome),
      );
    },

    /** `GET /log/download-log`: a log of a range as CSV, newest lines first. */
    async download(auth: TAuth, query: TLogDownloadQuery) {
      const filter = { dateInit: query.dateInit, dateEnd: query.dateEnd, search: query.search || undefined };
      const window = { limit: MAX_DOWNLOAD_LINES, offset: 0 };
      const fileName = `${query.fileName ?? `${query.tipo}-log-${query.dateInit}-${query.dateEnd}`}`.replace(
        /\.csv$/,
        '',
      );
      if (query.tipo === 'order-planning') {
        const rows = (await repository.orderOutcomes(scopeOf(auth), filter, window)).map(presentOutcome);
        return { fileName: `${fileName}.csv`, content: toCsv(rows, Object.keys(presentOutcomeColumns)) };
      }
      const rows = (
        await repository.entries(scopeOf(auth), { ...filter, kinds: LOG_KINDS_OF[query.tipo] }, window)
      ).map(presentEntry);
      return { fileName: `${fileName}.csv`, content: toCsv(rows, ENTRY_COLUMNS) };
    },
  };
}

const ENTRY_COLUMNS = [
  'at',
  'localDate',
  'kind',
  'equipmentGroupName',
  'equipmentName',
  'workOrderCount',
  'processHash',
  'code',
  'detail',
  'userLogin',
] as const;
const presentOutcomeColumns: Record<keyof TOrderPlanningLogLine, true> = {
  at: true,
  localDate: true,
  processHash: true,
  logId: true,
  equipmentGroupName: true,
  cdOrdemServico: true,
  ticket: true,
  fieldId: true,
  equipmentId: true,
  equipmentName: true,
  cause: true,
  code: true,
};

export type TLogsService = ReturnType<typeof createLogsService>;
