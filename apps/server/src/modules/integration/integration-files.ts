import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  REQUIRED_TICKET_FILE_COLUMNS,
  TICKET_FILE_COLUMNS,
  TICKET_FILE_LIMITS,
  ZErpTicket,
  type TErpTicket,
  type TTicketFileColumn,
  type TTicketFileColumns,
  type TTicketFileImportResult,
} from '@tramline/domain';
import { AppError } from '../../http/errors';
import { unzipBounded } from '../../files/bounded-unzip';

/** A file read as a table: its headers and each line's cells by header, with its line number. */
export interface TTicketTable {
  headers: string[];
  lines: { line: number; cells: string[] }[];
}

type TRejected = TTicketFileImportResult['rejected'][number];

const unreadable = () => new AppError(400, 'ticketFileUnreadable');
const tooManyLines = () => new AppError(400, 'ticketFileTooManyLines', { max: TICKET_FILE_LIMITS.maxLines });

/** An XLSX is a zip: its local file header starts with PK\x03\x04. */
const isZip = (data: Uint8Array) =>
  data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/**
 * Reads a CSV (comma, semicolon or tab; UTF-8 with or without BOM) or the first sheet of an XLSX.
 * An XLSX is inflated first under the upload limits (declared and real sizes), so a small archive
 * cannot fill the memory; only then does the spreadsheet library read it.
 */
export async function readTicketTable(data: Buffer): Promise<TTicketTable> {
  const rows = isZip(data) ? await xlsxRows(data) : csvRows(data);
  const [header, ...rest] = rows;
  if (!header) throw unreadable();
  if (rest.length > TICKET_FILE_LIMITS.maxLines) throw tooManyLines();
  return {
    headers: header.cells.map((cell) => cell.trim()),
    lines: rest.filter((row) => row.cells.some((cell) => cell.trim() !== '')),
  };
}

function csvRows(data: Buffer) {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(data, {
      bom: true,
      delimiter: [',', ';', '\t'],
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to_line: TICKET_FILE_LIMITS.maxLines + 2,
    }) as unknown as typeof records;
  } catch {
    throw unreadable();
  }
  return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
}

async function xlsxRows(data: Buffer) {
  const entries = unzipBounded(data, () => true, {
    maxBytes: TICKET_FILE_LIMITS.maxInflatedBytes,
    maxEntries: TICKET_FILE_LIMITS.maxEntries,
  });
  if (!entries['xl/workbook.xml']) throw unreadable();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  if (sheet.rowCount > TICKET_FILE_LIMITS.maxLines + 1) throw tooManyLines();
  const rows: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(textOf(row.getCell(column).value));
    rows.push({ line, cells });
  });
  return rows;
}

function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return textOf(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

const normal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Header spellings each column is suggested from (compared without case, spaces or accents). */
const SYNONYMS: Record<TTicketFileColumn, string[]> = {
  ticketNumber: [
    'ticketnumber',
    'ticket',
    'ticketno',
    'blendticket',
    'blendticketnumber',
    'numeroticket',
    'order',
  ],
  growerCode: [
    'growercode',
    'growerid',
    'customercode',
    'customerid',
    'customer',
    'codigoprodutor',
    'codigoproductor',
    'grower',
  ],
  growerName: ['growername', 'customername', 'nomeprodutor', 'nombreproductor'],
  fieldCode: ['fieldcode', 'fieldid', 'field', 'codigotalhao', 'talhao', 'codigocampo', 'campo'],
  fieldName: ['fieldname', 'nometalhao', 'nombrecampo'],
  fieldArea: ['fieldarea', 'area', 'acres', 'hectares', 'areatalhao'],
  farmCode: ['farmcode', 'farmid', 'farm', 'fazenda', 'finca'],
  productCode: [
    'productcode',
    'productid',
    'itemcode',
    'product',
    'item',
    'sku',
    'codigoproduto',
    'produto',
    'producto',
  ],
  productName: ['productname', 'itemname', 'description', 'nomeproduto', 'nombreproducto'],
  rate: ['rate', 'ratepera', 'rateperacre', 'dose', 'dosis', 'taxa'],
  unit: ['unit', 'rateunit', 'uom', 'unidade', 'unidad'],
  areaUnit: ['areaunit', 'rateper', 'perarea'],
  carrierRate: ['carrierrate', 'carrier', 'sprayvolume', 'galperacre', 'volume', 'caldo'],
  carrierUnit: ['carrierunit', 'volumeunit'],
  crop: ['crop', 'cultura', 'cultivo'],
  timing: ['timing', 'applicationtiming', 'momento'],
  equipmentGroupCode: ['equipmentgroupcode', 'equipmentgroup', 'grupoequipamento'],
  locationCode: ['locationcode', 'location', 'branchlocation', 'localizacao'],
  applyAfter: ['applyafter', 'startdate', 'date', 'applicationdate', 'data', 'fecha'],
  applyBefore: ['applybefore', 'enddate', 'duedate', 'deadline'],
  notes: ['notes', 'note', 'comments', 'observacao', 'observaciones'],
  status: ['status', 'ticketstatus', 'situacao', 'estado'],
};

/** Suggests each column's header from the file's headers; a header is used once. */
export function suggestColumns(headers: readonly string[]): TTicketFileColumns {
  const taken = new Set<string>();
  const suggested: TTicketFileColumns = {};
  const byNormal = new Map(headers.map((header) => [normal(header), header]));
  for (const column of TICKET_FILE_COLUMNS) {
    const header = [normal(column), ...SYNONYMS[column]]
      .map((spelling) => byNormal.get(spelling))
      .find((found) => found !== undefined && !taken.has(found));
    suggested[column] = header ?? null;
    if (header) taken.add(header);
  }
  return suggested;
}

/** The saved mapping over the suggestion, kept only where the file has the header. */
export function columnsFor(headers: readonly string[], saved: TTicketFileColumns) {
  const suggested = suggestColumns(headers);
  const columns: TTicketFileColumns = {};
  for (const column of TICKET_FILE_COLUMNS) {
    const wanted = saved[column];
    // A column saved as 'not in the file' stays out; a saved header this file lacks is suggested anew.
    columns[column] =
      wanted && headers.includes(wanted)
        ? wanted
        : wanted === null && column in saved
          ? null
          : (suggested[column] ?? null);
  }
  const missing = REQUIRED_TICKET_FILE_COLUMNS.filter((column) => !columns[column]);
  return { columns, suggested, missing };
}

/** A number as an ERP writes it: 2.5, 2,5 or 1,250.5. */
function numberOf(text: string) {
  const trimmed = text.trim().replace(/\s/g, '');
  const normalised = /^-?\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed.replace(/,/g, '');
  const value = Number(normalised);
  return normalised !== '' && Number.isFinite(value) ? value : null;
}

function dateOf(text: string) {
  const trimmed = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : trimmed;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

class LineError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number>,
  ) {
    super(key);
  }
}

const TICKET_COLUMNS = [
  'growerCode',
  'growerName',
  'farmCode',
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
] as const satisfies readonly TTicketFileColumn[];

/**
 * Groups the lines into tickets (one line per ticket, field and product). A bad line is reported
 * with its line number and leaves its ticket out (an order without one of its products would be
 * wrong); every other ticket is kept.
 */
export function ticketsOf(table: TTicketTable, columns: TTicketFileColumns) {
  const index = new Map(
    TICKET_FILE_COLUMNS.flatMap((column) => {
      const header = columns[column];
      const at = header ? table.headers.indexOf(header) : -1;
      return at < 0 ? [] : [[column, at] as const];
    }),
  );
  const rejected: TRejected[] = [];
  const drafts = new Map<string, { ticket: Record<string, unknown>; lines: number[]; bad: boolean }>();

  for (const { line, cells } of table.lines) {
    const cell = (column: TTicketFileColumn) => {
      const at = index.get(column);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    const ticketNumber = cell('ticketNumber');
    try {
      for (const column of REQUIRED_TICKET_FILE_COLUMNS)
        if (!cell(column)) throw new LineError('ticketLineEmpty', { column: columns[column] ?? column });
      const rate = numberOf(cell('rate'));
      if (rate === null || rate <= 0)
        throw new LineError('ticketLineNotNumber', { column: columns.rate!, value: cell('rate') });
      const values = lineValues(cell, columns);
      let draft = drafts.get(ticketNumber);
      if (draft?.bad) {
        draft.lines.push(line);
        continue;
      }
      if (!draft) {
        draft = { ticket: { ticketNumber, ...values, fields: [], products: [] }, lines: [], bad: false };
        drafts.set(ticketNumber, draft);
      }
      draft.lines.push(line);
      for (const column of TICKET_COLUMNS)
        if (JSON.stringify(draft.ticket[column]) !== JSON.stringify(values[column]))
          throw new LineError('ticketLineDisagrees', {
            column: columns[column] ?? column,
            ticket: ticketNumber,
          });
      addLine(draft.ticket, cell, rate);
    } catch (error) {
      if (!(error instanceof LineError)) throw error;
      rejected.push({ line, key: error.key, params: error.params });
      const draft = drafts.get(ticketNumber);
      if (draft) draft.bad = true;
      else if (ticketNumber) drafts.set(ticketNumber, { ticket: {}, lines: [], bad: true });
    }
  }

  const tickets: TErpTicket[] = [];
  for (const [number, draft] of drafts) {
    if (draft.bad) {
      const reported = new Set(rejected.map((item) => item.line));
      for (const line of draft.lines.filter((item) => !reported.has(item)))
        rejected.push({ line, key: 'ticketLineLeftOut', params: { ticket: number } });
      continue;
    }
    const parsed = ZErpTicket.safeParse(draft.ticket);
    if (parsed.success) tickets.push(parsed.data);
    else {
      const detail = parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ');
      for (const line of draft.lines)
        rejected.push({
          line,
          key: 'ticketLineInvalid',
          params: { ticket: number, detail: detail.slice(0, 300) },
        });
    }
  }
  rejected.sort((a, b) => a.line - b.line);
  return { tickets, rejected };
}

/** The ticket-wide values of a line, checked; absent ones are left out. */
function lineValues(cell: (column: TTicketFileColumn) => string, columns: TTicketFileColumns) {
  const values: Record<string, unknown> = {};
  const text = (column: (typeof TICKET_COLUMNS)[number]) => {
    const value = cell(column);
    if (value) values[column] = value;
    return value;
  };
  const notAllowed = (column: TTicketFileColumn, value: string) =>
    new LineError('ticketLineNotAllowed', { column: columns[column] ?? column, value });
  for (const column of [
    'growerCode',
    'growerName',
    'farmCode',
    'carrierUnit',
    'crop',
    'equipmentGroupCode',
    'locationCode',
    'notes',
  ] as const)
    text(column);
  const areaUnit = cell('areaUnit')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (areaUnit) {
    const unit = ['ac', 'acre', 'acres', 'a'].includes(areaUnit)
      ? 'ac'
      : ['ha', 'hectare', 'hectares'].includes(areaUnit)
        ? 'ha'
        : null;
    if (!unit) throw notAllowed('areaUnit', cell('areaUnit'));
    values.areaUnit = unit;
  }
  const timing = cell('timing')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  if (timing) {
    const known = {
      PREPLANT: 'PREPLANT',
      PRE: 'PRE',
      PREEMERGENCE: 'PRE',
      POST: 'POST',
      POSTEMERGENCE: 'POST',
      BURNDOWN: 'BURNDOWN',
    }[timing];
    if (!known) throw notAllowed('timing', cell('timing'));
    values.timing = known;
  }
  const status = cell('status').toUpperCase();
  if (status) {
    if (['CANCELLED', 'CANCELED', 'C', 'VOID'].includes(status)) values.status = 'CANCELLED';
    else if (['OPEN', 'A', 'ACTIVE'].includes(status)) values.status = 'OPEN';
    else throw notAllowed('status', cell('status'));
  }
  if (cell('carrierRate')) {
    const carrier = numberOf(cell('carrierRate'));
    if (carrier === null || carrier < 0)
      throw new LineError('ticketLineNotNumber', {
        column: columns.carrierRate!,
        value: cell('carrierRate'),
      });
    values.carrierRate = carrier;
  }
  for (const column of ['applyAfter', 'applyBefore'] as const) {
    if (!cell(column)) continue;
    const date = dateOf(cell(column));
    if (!date) throw notAllowed(column, cell(column));
    values[column] = date;
  }
  return values;
}

/** Adds the line's field and product to its ticket, each once. */
function addLine(ticket: Record<string, unknown>, cell: (column: TTicketFileColumn) => string, rate: number) {
  const fields = ticket.fields as { code: string; name?: string; area?: number }[];
  const products = ticket.products as { code: string; name?: string; rate: number; unit: string }[];
  const fieldCode = cell('fieldCode');
  if (!fields.some((field) => field.code === fieldCode)) {
    const area = numberOf(cell('fieldArea'));
    fields.push({
      code: fieldCode,
      ...(cell('fieldName') ? { name: cell('fieldName') } : {}),
      ...(area !== null && area >= 0 ? { area } : {}),
    });
  }
  const productCode = cell('productCode');
  const known = products.find((product) => product.code === productCode);
  const line = {
    code: productCode,
    ...(cell('productName') ? { name: cell('productName') } : {}),
    rate,
    unit: cell('unit'),
  };
  if (!known) products.push(line);
  else if (known.rate !== rate || known.unit !== line.unit)
    throw new LineError('ticketLineDisagrees', { column: 'rate', ticket: String(ticket.ticketNumber) });
}
