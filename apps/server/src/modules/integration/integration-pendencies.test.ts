import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INTEGRATION_ROW_STATUSES, type TIntegrationRow } from '@tramline/domain';
import { buildField, buildProduct } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { importTicketCsv } from './integration-test-files';
import { integrationRows } from './integration.tables';

const { app, call, login, database } = await createTestApp();
const services = app.services;
const token = await login('demo');
const auth = (await services.auth.authenticate(token))!;

type TLine = [ticket: string, grower: string, field: string, product: string, unit: string, extra?: string];
const line = ([ticket, grower, field, product, unit, extra = ',,,']: TLine) =>
  `${ticket},${grower},${field},${product},1,${unit},${extra}`;

/** More tickets than a page, of every status a file can give. */
const LINES: TLine[] = [
  ...Array.from({ length: 9 }, (_, i): TLine => [`PQ-A-${i}`, `G${i % 3}`, 'F-OK', 'P-OK', 'QT']),
  ...Array.from({ length: 6 }, (_, i): TLine => [`PQ-N-${i}`, 'G9', 'F-NEW', 'P-OK', 'QT']),
  ['PQ-U-1', 'G1', 'F-OK', 'P-OK', 'BUCKET'],
  ['PQ-U-2', 'G1', 'F-OK', 'P-OK', 'ZZ'],
  ['PQ-U-3', 'G1', 'F-OK', 'P-OK', 'Fl. Oz'],
  ['PQ-C-1', 'G2', 'F-OK', 'P-OK', 'QT', '15,ZZ,,'],
  ['PQ-C-2', 'G2', 'F-OK', 'P-OK', 'QT', '15,GAL,,'],
  ['PQ-I-1', 'G2', 'F-OK', 'P-IGN', 'QT'],
  ['PQ-I-2', 'G2', 'F-OK', 'P-IGN', 'ZZ'],
  ['PQ-I-2', 'G2', 'F-OK', 'P-OK', 'QT'],
  ['PQ-P-1', 'G3', 'F-OK', 'P-NEW', 'QT'],
  ...Array.from({ length: 6 }, (_, i): TLine => [`PQ-M-${i}`, 'G4', 'F-OK', 'P-OK', 'QT', ',,LOC-1,G-1']),
  ['PQ-L-1', 'G5', 'F-NEW', 'P-OK', 'QT', ',,LOC-1,'],
];
const CSV = [
  'Ticket,Grower,Field,Product,Rate,Unit,Carrier rate,Carrier unit,Location,Equipment group',
  ...LINES.map(line),
].join('\n');

async function setUp() {
  const imported = await importTicketCsv(app, call, token, CSV);
  expect(imported.json()).toMatchObject({ rejected: [] });
  const field = await buildField(services, auth);
  const product = await buildProduct(services, auth);
  const group = (await services.equipmentGroups.all(auth)).find((item) => item.mixtureType === 'LIQUID')!;
  const locationId = auth.permittedLocationIds[0]!;
  const map = (kind: 'field' | 'product' | 'group' | 'location', erpCode: string, targetId: number) =>
    services.integration.setMapping(auth, { kind, erpCode, targetId, targetCode: null });
  await map('field', 'F-OK', field.id);
  await map('product', 'P-OK', product.id);
  await map('group', 'G-1', group.id);
  await map('location', 'LOC-1', locationId);
  await services.integration.setMapping(auth, {
    kind: 'unit',
    erpCode: 'BUCKET',
    targetId: null,
    targetCode: 'gal',
  });
  await services.integration.ignoreProduct(auth, 'P-IGN', true);
  const orders: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const saved = await call(token, 'POST', '/api/blendtickets/integrate', { ticketnumber: `PQ-M-${i}` });
    expect(saved.json()).toMatchObject({ failed: [] });
    orders.push(saved.json<{ saved: { workOrderId: number }[] }>().saved[0]!.workOrderId);
  }
  // Past ready (scheduled), held by a schedule (scheduled), changed while scheduled (update).
  await services.workOrders.close(auth, orders[0]!, {
    termino: new Date().toISOString(),
    cleanEquipment: false,
    appliedVolume: 100,
    appliedArea: 5,
  });
  services.workOrders.scheduleUsage.register('pendencies-test', ({ ids }) =>
    Promise.resolve(new Map(ids.filter((id) => id === orders[1]).map((id) => [id, 1]))),
  );
  await database.db
    .update(integrationRows)
    .set({ needsUpdate: true })
    .where(eq(integrationRows.ticketNumber, 'PQ-M-2'));
  // A ticket without fields (an ERP can send one; a file line cannot).
  const [source] = await database.db
    .select()
    .from(integrationRows)
    .where(eq(integrationRows.ticketNumber, 'PQ-A-0'));
  await database.db.insert(integrationRows).values({
    ownerId: source!.ownerId,
    unitId: source!.unitId,
    ticketNumber: 'PQ-F-1',
    ticket: { ...source!.ticket, ticketNumber: 'PQ-F-1', fields: [] },
    ticketHash: 'no-fields',
  });
  // Cancelled rows stay out of the active list.
  const all = await everything();
  for (const ticket of ['PQ-A-7', 'PQ-N-5'])
    await call(
      token,
      'POST',
      `/api/blendtickets/status/${all.find((row) => row.ticketNumber === ticket)!.id}/C`,
    );
  // The order moved to a group chosen for its ticket.
  await call(
    token,
    'POST',
    `/api/blendtickets/cfg/${all.find((row) => row.ticketNumber === 'PQ-A-1')!.id}/${group.id}`,
  );
  return { groupId: group.id, locationId, orders };
}

type TPageAnswer = { content: TIntegrationRow[]; totalElements: number; totalPages: number };
async function page(query: string) {
  const response = await call(token, 'GET', `/api/pendencias?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<TPageAnswer>();
}
/** Every active row of the test's tickets, each status computed row by row. */
const everything = async () =>
  (await page('size=500')).content.filter((row) => row.ticketNumber.startsWith('PQ-'));

/** Walks every page of `query` at `size` rows a page and checks the totals on each. */
async function walk(query: string, size: number) {
  const rows: TIntegrationRow[] = [];
  for (let number = 0; ; number += 1) {
    const answer = await page(`${query}&size=${size}&page=${number}`);
    expect(answer.totalPages).toBe(Math.ceil(answer.totalElements / size));
    if (!answer.content.length) {
      expect(number).toBe(answer.totalPages);
      expect(rows).toHaveLength(answer.totalElements);
      return rows;
    }
    expect(answer.content.length).toBe(Math.min(size, answer.totalElements - number * size));
    rows.push(...answer.content);
  }
}

const ready = setUp();
const ids = (rows: TIntegrationRow[]) => rows.map((row) => row.ticketNumber);

describe('pending items filtered and paged in the database', () => {
  it('has rows of every status, more than a page of some', async () => {
    await ready;
    const statuses = new Set((await everything()).map((row) => row.status));
    expect([...statuses].sort()).toEqual([...INTEGRATION_ROW_STATUSES].sort());
    expect((await everything()).filter((row) => row.status === 'ATTACHED').length).toBeGreaterThan(5);
  });

  it('answers each status filter page by page as the rows’ own statuses say', async () => {
    await ready;
    const reference = await everything();
    for (const status of INTEGRATION_ROW_STATUSES) {
      const rows = (await walk(`statusFilter=${status}&search=PQ-`, 4)).filter((row) =>
        row.ticketNumber.startsWith('PQ-'),
      );
      expect(ids(rows), status).toEqual(ids(reference.filter((row) => row.status === status)));
      expect(rows.every((row) => row.status === status)).toBe(true);
    }
  });

  it('counts the status lists the way the status tab does', async () => {
    await ready;
    const counts = (await call(token, 'GET', '/api/blendtickets/status')).json<Record<string, number>>();
    for (const status of INTEGRATION_ROW_STATUSES)
      expect((await page(`statusFilter=${status}&size=1`)).totalElements, status).toBe(counts[status] ?? 0);
  });

  it('searches ticket and grower codes without regard to case, and lists cancelled rows apart', async () => {
    await ready;
    expect(ids(await walk('search=pq-n', 4))).toEqual(['PQ-N-0', 'PQ-N-1', 'PQ-N-2', 'PQ-N-3', 'PQ-N-4']);
    expect(ids((await walk('search=g4', 4)).filter((row) => row.ticketNumber.startsWith('PQ-')))).toEqual(
      (await everything()).filter((row) => row.growerCode === 'G4').map((row) => row.ticketNumber),
    );
    expect(ids(await walk('status=C&search=PQ-', 1))).toEqual(['PQ-A-7', 'PQ-N-5']);
    // `%` and `_` are letters to the search, not patterns.
    expect((await page(`search=${encodeURIComponent('PQ_%')}`)).totalElements).toBe(0);
  });

  it('sorts by ticket, grower or time seen, either way, with the id breaking ties', async () => {
    await ready;
    const reference = await everything();
    const byTicket = [...reference].sort((a, b) => (a.ticketNumber < b.ticketNumber ? -1 : 1));
    expect(ids(await walk('search=PQ-', 5))).toEqual(ids(byTicket));
    expect(ids(await walk('search=PQ-&sort=ticketNumber,desc', 5))).toEqual(ids(byTicket).reverse());
    const byGrower = [...reference].sort((a, b) =>
      a.growerCode === b.growerCode ? b.id - a.id : a.growerCode < b.growerCode ? 1 : -1,
    );
    expect(ids(await walk('search=PQ-&sort=growerCode,desc', 4))).toEqual(ids(byGrower));
    const bySeen = [...reference].sort((a, b) =>
      a.seenAt === b.seenAt ? a.id - b.id : a.seenAt < b.seenAt ? -1 : 1,
    );
    expect(ids(await walk('search=PQ-&sort=seenAt', 4))).toEqual(ids(bySeen));
    const refused = await call(token, 'GET', '/api/pendencias?sort=ticket;drop');
    expect(refused.statusCode).toBe(400);
    expect((await call(token, 'GET', '/api/pendencias?sort=password')).statusCode).toBe(400);
  });

  it('filters by location and by the group the order goes to', async () => {
    const { groupId, locationId } = await ready;
    const reference = await everything();
    expect(ids(await walk(`location=${locationId}&search=PQ-`, 4))).toEqual([
      'PQ-L-1',
      ...['PQ-M-0', 'PQ-M-1', 'PQ-M-2', 'PQ-M-3', 'PQ-M-4', 'PQ-M-5'],
    ]);
    const inGroup = await walk(`equipmentGroupFilter=${groupId}&search=PQ-`, 3);
    expect(ids(inGroup)).toEqual(ids(reference.filter((row) => row.equipmentGroupId === groupId)));
    expect(ids(inGroup)).toContain('PQ-A-1');
    expect(ids(await walk(`equipmentGroupFilter=${groupId}&statusFilter=MAPPED&search=PQ-`, 2))).toEqual([
      'PQ-M-3',
      'PQ-M-4',
      'PQ-M-5',
    ]);
    expect((await call(token, 'GET', '/api/pendencias?location=3000000000')).statusCode).toBe(400);
  });
});
