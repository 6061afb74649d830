import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import type { TIntegrationRow, TTicketFileImportResult } from '@tramline/domain';
import { multipartOf } from '../records/growers/boundary-fixtures';
import { buildField, buildProduct } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const { app, call, login } = await createTestApp();
const services = app.services;
const token = await login('demo');
const auth = (await services.auth.authenticate(token))!;

const upload = (url: string, fileName: string, data: Buffer) => {
  const { body, headers } = multipartOf(fileName, data);
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: body,
    headers: { ...headers, 'x-auth-token': token },
  });
};
const importFile = (fileName: string, data: Buffer, dryRun = false) =>
  upload(`/integration/files/tickets?dryRun=${dryRun}`, fileName, data);

async function rows() {
  const response = await call(token, 'GET', '/api/pendencias?size=100');
  return response.json<{ content: TIntegrationRow[] }>().content;
}
const rowOf = async (ticketNumber: string) => (await rows()).find((row) => row.ticketNumber === ticketNumber);

// An export as an agronomy ERP writes it: one line per ticket, field and product.
const HEADER =
  'Ticket #,Customer ID,Customer Name,Field ID,Field Name,Acres,Item Code,Item Name,Rate,UOM,Timing,Apply After';
const CSV_LINES = [
  'FT-501,G1001,Hansen Farms,F-3001,North 80,78.5,P-ACUR,Acuron,2.5,QT,PRE,2026-04-20',
  'FT-501,G1001,Hansen Farms,F-3001,North 80,78.5,P-ATRZ,Atrazine 4L,1,QT,PRE,2026-04-20',
  'FT-502,G1002,Lindqvist Ag,F-3002,River Bottom,120,P-ENL,Enlist One,32,FLOZ,POST,2026-06-10',
];
const csvOf = (lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n') + '\r\n');

async function xlsxOf(rowsOf: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tickets');
  sheet.addRow(HEADER.split(','));
  for (const row of rowsOf) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('ticket files', () => {
  it('refuses an upload while the branch is not on files with 400', async () => {
    const response = await importFile('tickets.csv', csvOf(CSV_LINES));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('choose files in Settings > Integration');
  });

  it('refuses callers without integration.manage with 403', async () => {
    const dispatcher = await login('dispatcher');
    expect((await call(dispatcher, 'GET', '/api/integration/files/columns')).statusCode).toBe(403);
    expect((await call(dispatcher, 'GET', '/api/integration/files/applied.csv')).statusCode).toBe(403);
  });

  it('suggests the column mapping from the headers of an uploaded file', async () => {
    const settings = await call(token, 'PUT', '/api/integration/settings', {
      adapter: 'FILES',
      pollingMinutes: 60,
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ adapter: 'FILES', baseUrl: null });
    const response = await upload('/integration/files/columns/inspect', 'tickets.csv', csvOf(CSV_LINES));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      headers: HEADER.split(','),
      suggested: {
        ticketNumber: 'Ticket #',
        growerCode: 'Customer ID',
        growerName: 'Customer Name',
        fieldCode: 'Field ID',
        fieldArea: 'Acres',
        productCode: 'Item Code',
        productName: 'Item Name',
        rate: 'Rate',
        unit: 'UOM',
        applyAfter: 'Apply After',
      },
      missing: [],
    });
  });

  it('imports a CSV into the same rows a pull makes, and the same file twice makes no duplicates', async () => {
    const first = await importFile('tickets.csv', csvOf(CSV_LINES));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ lines: 3, tickets: 2, created: 2, changed: 0, rejected: [] });
    const row = (await rowOf('FT-501'))!;
    expect(row).toMatchObject({
      status: 'NOT_ATTACHED',
      growerCode: 'G1001',
      fieldCodes: ['F-3001'],
      productCodes: ['P-ACUR', 'P-ATRZ'],
    });
    const again = await importFile('tickets.csv', csvOf(CSV_LINES));
    expect(again.json()).toMatchObject({ tickets: 2, created: 0, changed: 0 });
    expect((await rows()).filter((item) => item.ticketNumber === 'FT-501')).toHaveLength(1);
  });

  it('reads an XLSX the same way, and a changed ticket updates its order', async () => {
    const field = await buildField(services, auth);
    const product = await buildProduct(services, auth, { descProduct: 'Acuron' });
    await services.integration.setMapping(auth, {
      kind: 'field',
      erpCode: 'F-3001',
      targetId: field.id,
      targetCode: null,
    });
    for (const code of ['P-ACUR', 'P-ATRZ'])
      await services.integration.setMapping(auth, {
        kind: 'product',
        erpCode: code,
        targetId: product.id,
        targetCode: null,
      });
    const saved = await call(token, 'POST', '/api/blendtickets/integrate', { ticketnumber: 'FT-501' });
    const orderId = saved.json<{ saved: { workOrderId: number }[] }>().saved[0]!.workOrderId;

    const cells = CSV_LINES.map((line) => line.split(','));
    cells[1]![8] = '1.5';
    const response = await importFile('tickets.xlsx', await xlsxOf(cells));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tickets: 2, created: 0, changed: 1, updatedOrders: 1 });
    const order = await services.workOrders.get(auth, orderId);
    // 1.5 qt/ac of the second line is 3.51 l/ha.
    expect(order.products[1]!.rate).toBeCloseTo((1.5 * 0.946352946) / 0.40468564224, 4);
  });

  it('reports every bad line with its line number, leaves its ticket out and keeps the others', async () => {
    const lines = [
      'FT-601,G1001,Hansen Farms,F-3001,North 80,78.5,P-ACUR,Acuron,2.5,QT,PRE,2026-04-20',
      'FT-601,G1001,Hansen Farms,F-3001,North 80,78.5,P-ATRZ,Atrazine 4L,lots,QT,PRE,2026-04-20',
      ',G1001,Hansen Farms,F-3001,North 80,78.5,P-ATRZ,Atrazine 4L,1,QT,PRE,2026-04-20',
      'FT-602,G1002,Lindqvist Ag,F-3002,River Bottom,120,P-ENL,Enlist One,32,FLOZ,AFTER,2026-06-10',
      'FT-603,G1002,Lindqvist Ag,F-3002,River Bottom,120,P-ENL,Enlist One,32,FLOZ,POST,2026-06-10',
    ];
    const response = await importFile('tickets.csv', csvOf(lines));
    const result = response.json<TTicketFileImportResult>();
    expect(result).toMatchObject({ lines: 5, tickets: 1, created: 1 });
    expect(result.rejected).toEqual([
      { line: 2, key: 'ticketLineLeftOut', params: { ticket: 'FT-601' } },
      { line: 3, key: 'ticketLineNotNumber', params: { column: 'Rate', value: 'lots' } },
      { line: 4, key: 'ticketLineEmpty', params: { column: 'Ticket #' } },
      { line: 5, key: 'ticketLineNotAllowed', params: { column: 'Timing', value: 'AFTER' } },
    ]);
    expect(await rowOf('FT-601')).toBeUndefined();
    expect(await rowOf('FT-603')).toBeDefined();
  });

  it('stores nothing on a dry run', async () => {
    const response = await importFile(
      'tickets.csv',
      csvOf(['FT-701,G1001,Hansen Farms,F-3001,North 80,78.5,P-ACUR,Acuron,2.5,QT,PRE,2026-04-20']),
      true,
    );
    expect(response.json()).toMatchObject({ tickets: 1, created: 0 });
    expect(await rowOf('FT-701')).toBeUndefined();
  });

  it('uses the saved column mapping, and asks for the required columns it cannot find with 400', async () => {
    const odd = Buffer.from('Doc;Cust;Plot;Sku;Qty;Per\nFT-801;G1001;F-3001;P-ACUR;2,5;QT\n');
    const missing = await importFile('odd.csv', odd);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'Choose the file columns of: ticketNumber, growerCode, fieldCode, rate, unit',
    );
    const columns = {
      ticketNumber: 'Doc',
      growerCode: 'Cust',
      fieldCode: 'Plot',
      productCode: 'Sku',
      rate: 'Qty',
      unit: 'Per',
    };
    const saved = await call(token, 'PUT', '/api/integration/files/columns', { columns });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().saved).toMatchObject(columns);
    const imported = await importFile('odd.csv', odd);
    expect(imported.json()).toMatchObject({ tickets: 1, created: 1, rejected: [] });
    expect((await rowOf('FT-801'))!.productCodes).toEqual(['P-ACUR']);
    const refused = await call(token, 'PUT', '/api/integration/files/columns', { columns: { wrong: 'x' } });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a file that is not CSV or XLSX, a missing file and an archive that inflates too far with 400', async () => {
    const noFile = await call(token, 'POST', '/api/integration/files/tickets');
    expect(noFile.statusCode).toBe(400);
    const bad = await importFile('tickets.xlsx', zipSync({ 'readme.txt': Buffer.from('hello') }) as Buffer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The file could not be read as CSV or XLSX');
    // 60 MB of zeros compress to a few kilobytes: refused before the spreadsheet library reads it.
    const bomb = Buffer.from(zipSync({ 'xl/workbook.xml': new Uint8Array(60 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(200_000);
    const refused = await importFile('bomb.xlsx', bomb);
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a file over the line limit with 400', async () => {
    const many = Array.from({ length: 20_001 }, (_, index) => `T${index},G,F,P,1,QT,,,,,,`);
    const response = await importFile('many.csv', Buffer.from([HEADER, ...many].join('\n')));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file has more than 20000 lines; split it');
  });

  it('gives completed orders’ applied amounts back as a CSV for the ERP', async () => {
    const row = (await rowOf('FT-501'))!;
    await services.workOrders.close(auth, row.workOrderId!, {
      termino: new Date().toISOString(),
      cleanEquipment: false,
      appliedVolume: 600,
      appliedArea: 20,
    });
    const response = await call(token, 'GET', '/api/integration/files/applied.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = response.body.trim().split('\n');
    expect(header).toBe(
      'ticketNumber,workOrder,status,appliedAreaHectares,appliedVolumeLitres,productCode,appliedAmount,unit',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(`^FT-501,${row.workOrderId},COMPLETED,20,600,P-ACUR,\\d+(\\.\\d+)?,l$`),
    );
  });
});
