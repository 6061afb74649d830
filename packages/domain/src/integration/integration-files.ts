import { z } from 'zod';

/**
 * File exchange with an ERP that only exports files (docs/integration.md): a CSV or XLSX export
 * of blend tickets, one line per ticket, field and product, read through a column mapping saved
 * per branch.
 */

/** The columns a ticket line can have; the first six are required. */
export const TICKET_FILE_COLUMNS = [
  'ticketNumber',
  'growerCode',
  'fieldCode',
  'productCode',
  'rate',
  'unit',
  'growerName',
  'farmCode',
  'fieldName',
  'fieldArea',
  'productName',
  'areaUnit',
  'carrierRate',
  'carrierUnit',
  'crop',
  'timing',
  'equipmentGroupCode',
  'locationCode',
  'applyAfter',
  'applyBefore',
  'notes',
  'status',
] as const;
export type TTicketFileColumn = (typeof TICKET_FILE_COLUMNS)[number];
export const REQUIRED_TICKET_FILE_COLUMNS: readonly TTicketFileColumn[] = TICKET_FILE_COLUMNS.slice(0, 6);
export const ZTicketFileColumn = z.enum(TICKET_FILE_COLUMNS);

/** Limits of one upload: the file, the sheet inflated from an XLSX, and its lines. */
export const TICKET_FILE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxInflatedBytes: 40 * 1024 * 1024,
  maxEntries: 200,
  maxLines: 20_000,
} as const;

/** Column -> the header of the file that holds it (null: not in the file). */
export const ZTicketFileColumns = z
  .partialRecord(ZTicketFileColumn, z.string().trim().min(1).max(100).nullable())
  .refine((columns) => Object.keys(columns).length > 0);
export type TTicketFileColumns = Partial<Record<TTicketFileColumn, string | null>>;

export const ZTicketFileColumnsInput = z.object({ columns: ZTicketFileColumns }).strict();

/** The saved mapping, the headers of a file read, and what is suggested from those headers. */
export const ZTicketFileColumnsAnswer = z.object({
  saved: z.record(z.string(), z.string().nullable()),
  headers: z.array(z.string()),
  suggested: z.record(z.string(), z.string().nullable()),
  missing: z.array(ZTicketFileColumn),
});

export const ZTicketFileImportQuery = z.object({
  /** Read and report without storing anything. */
  dryRun: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const ZTicketFileImportResult = z.object({
  lines: z.number().int(),
  tickets: z.number().int(),
  created: z.number().int(),
  changed: z.number().int(),
  updatedOrders: z.number().int(),
  /** Every line left out, with its line number in the file (the header is line 1). */
  rejected: z.array(
    z.object({
      line: z.number().int(),
      key: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
});
export type TTicketFileImportResult = z.infer<typeof ZTicketFileImportResult>;
