import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { TFigureColumn } from './FigureTable';
import { figuresXlsx } from './figures-xlsx';

interface TRow {
  machine: string;
  acres: number | null;
}

const columns: TFigureColumn<TRow>[] = [
  { key: 'machine', header: 'Machine', value: (row) => row.machine },
  {
    key: 'area',
    header: 'Applied area',
    value: (row) => (row.acres === null ? '—' : `${row.acres} ac`),
    number: (row) => row.acres,
    unit: 'ac',
  },
];

async function read(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook.worksheets[0]!;
}

describe('figures as XLSX', () => {
  it('writes a bold header naming the unit, numbers as numbers and text as text', async () => {
    const sheet = await read(
      await figuresXlsx(
        columns,
        [
          { machine: '=cmd()', acres: 1234.5 },
          { machine: 'Hagie STS12 #31', acres: null },
        ],
        'operational-2026-11-01-2026-11-07',
      ),
    );
    expect(sheet.getRow(1).values).toEqual([undefined, 'Machine', 'Applied area (ac)']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('=cmd()');
    expect(sheet.getCell('A2').formula).toBeUndefined();
    expect(sheet.getCell('B2').value).toBe(1234.5);
    expect(sheet.getCell('B3').value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });

  it('keeps a sheet name a spreadsheet accepts: at most 31 characters and none of : \\ / ? * [ ]', async () => {
    const sheet = await read(await figuresXlsx(columns, [], 'Area by day [planned/applied]: a long name'));
    expect(sheet.name).toBe('Area by day  planned applied');
    expect((await read(await figuresXlsx(columns, [], 'x'.repeat(40)))).name).toHaveLength(31);
  });
});
