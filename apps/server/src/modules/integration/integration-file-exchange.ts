import { stringify } from 'csv-stringify/sync';
import { TICKET_FILE_COLUMNS, type TTicketFileColumns, type TTicketFileImportResult } from '@tramline/domain';
import type { TAuth } from '../../http/auth-context';
import { AppError, badRequest } from '../../http/errors';
import { columnsFor, readTicketTable, ticketsOf } from './integration-files';
import type { TBranchScope, TIntegrationRepository } from './integration.repository';
import type { createIntegrationSync } from './integration-sync';

/** The column mapping is kept with the other de-para, as kind `column`: column -> header. */
const COLUMN_KIND = 'column';

const scopeOf = (auth: TAuth): TBranchScope => ({ ownerId: auth.ownerId, unitId: auth.unitId });

/**
 * The file adapter (docs/integration.md): a branch whose ERP only exports files uploads CSV or
 * XLSX blend tickets, read through its saved column mapping into the same rows a pull makes, and
 * downloads its closed orders' applied amounts as a CSV for the ERP to import.
 */
export function createTicketFileExchange(
  repository: TIntegrationRepository,
  sync: Pick<ReturnType<typeof createIntegrationSync>, 'ingestFile' | 'statusMessageOf'>,
) {
  async function savedColumns(scope: TBranchScope): Promise<TTicketFileColumns> {
    const rows = await repository.mappings(scope, COLUMN_KIND);
    return Object.fromEntries(rows.map((row) => [row.erpCode, row.targetCode]));
  }

  async function assertFiles(scope: TBranchScope) {
    if ((await repository.settings(scope))?.adapter !== 'FILES') throw badRequest('ticketFileNotFiles');
  }

  return {
    /** The saved mapping and, for an uploaded file, its headers and what they suggest. */
    async columns(auth: TAuth, data?: Buffer) {
      const saved = await savedColumns(scopeOf(auth));
      const headers = data ? (await readTicketTable(data)).headers : [];
      const { columns, missing } = columnsFor(headers, saved);
      return { saved, headers, suggested: data ? columns : {}, missing: data ? missing : [] };
    },

    async saveColumns(auth: TAuth, columns: TTicketFileColumns) {
      const scope = scopeOf(auth);
      for (const column of TICKET_FILE_COLUMNS)
        if (column in columns)
          await repository.upsertMapping(
            scope,
            { kind: COLUMN_KIND, erpCode: column },
            { targetCode: columns[column] ?? null },
          );
      return this.columns(auth);
    },

    /**
     * Reads a file of blend tickets into rows (none with `dryRun`). The same file twice changes
     * nothing; a changed ticket updates its row and order. Bad lines are answered with their line
     * number and leave their ticket out; the other tickets are stored.
     */
    async importFile(auth: TAuth, data: Buffer, dryRun: boolean): Promise<TTicketFileImportResult> {
      const scope = scopeOf(auth);
      await assertFiles(scope);
      const table = await readTicketTable(data);
      const { columns, missing } = columnsFor(table.headers, await savedColumns(scope));
      if (missing.length)
        throw new AppError(400, 'ticketFileColumnsMissing', { columns: missing.join(', ') });
      const { tickets, rejected } = ticketsOf(table, columns);
      const counts = dryRun
        ? { created: 0, changed: 0, updatedOrders: 0 }
        : await sync.ingestFile(auth, tickets);
      if (!dryRun && rejected.length)
        await repository.log(scope, {
          direction: 'IN',
          operation: 'blend-ticket-file',
          ok: false,
          message: `${rejected.length} lines left out, first at line ${rejected[0]!.line}`,
        });
      return {
        lines: table.lines.length,
        tickets: tickets.length,
        created: counts.created,
        changed: counts.changed,
        updatedOrders: counts.updatedOrders,
        rejected,
      };
    },

    /**
     * The applied amounts of the branch's closed and cancelled orders made from tickets, one CSV
     * line per product (a line without product when the order has none), for the ERP to import.
     */
    async appliedCsv(auth: TAuth) {
      const rows = (await repository.rows(scopeOf(auth))).filter((row) => row.workOrderId !== null);
      const lines: (string | number | null)[][] = [];
      for (const row of rows) {
        const message = await sync.statusMessageOf(auth, row);
        if (!message) continue;
        const base = [
          message.ticketNumber,
          row.workOrderId,
          message.status,
          message.appliedAreaHectares,
          message.appliedVolumeLitres,
        ];
        if (!message.products.length) lines.push([...base, null, null, null]);
        for (const product of message.products)
          lines.push([...base, product.code, product.appliedAmount, product.unit]);
      }
      return stringify(lines, {
        header: true,
        columns: [
          'ticketNumber',
          'workOrder',
          'status',
          'appliedAreaHectares',
          'appliedVolumeLitres',
          'productCode',
          'appliedAmount',
          'unit',
        ],
        cast: { number: (value) => String(Math.round(value * 1000) / 1000) },
      });
    },
  };
}
