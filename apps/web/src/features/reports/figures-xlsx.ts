import type { TFigureColumn } from './FigureTable';

/**
 * The rows as an XLSX workbook of one sheet, as the table shows them: a bold header row, numbers
 * as numbers (in the locale's units, named in the header) where a column gives them, text
 * otherwise. The spreadsheet writer is loaded only when a user exports.
 */
export async function figuresXlsx<Row>(
  columns: TFigureColumn<Row>[],
  rows: Row[],
  sheetName: string,
): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // Sheet names hold at most 31 characters and none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(
    sheetName
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet1',
  );
  sheet.columns = columns.map((column) => ({
    header: column.unit ? `${column.header} (${column.unit})` : column.header,
    key: column.key,
    width: Math.min(40, Math.max(10, column.header.length + 4)),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows)
    sheet.addRow(
      Object.fromEntries(
        columns.map((column) => [column.key, column.number ? column.number(row) : column.value(row)]),
      ),
    );
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
