import { describe, expect, it } from 'vitest';
import { buildField, buildProduct } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { importTicketCsv } from './integration-test-files';

const { app, call, login } = await createTestApp();
const services = app.services;
const token = await login('demo');
const auth = (await services.auth.authenticate(token))!;

const CSV = [
  'Ticket,Grower,Field,Product,Rate,Unit',
  'EC-1,G1,F-1,P-GOOD,1,QT',
  'EC-2,G1,F-1,P-BARE,1,QT',
  'EC-3,G2,F-1,P-GOOD,2,QT',
].join('\n');

async function setUp() {
  const imported = await importTicketCsv(app, call, token, CSV);
  expect(imported.json()).toMatchObject({ created: 3 });
  const field = await buildField(services, auth);
  const good = await buildProduct(services, auth);
  // A product without weather limits makes its orders inconsistent (SEM_VENTO and the others).
  const bare = await buildProduct(services, auth, {
    vlHumidityMin: null,
    vlHumidityMax: null,
    vlTemperatureMin: null,
    vlTemperatureMax: null,
    vlVelocWindMin: null,
    vlVelocWindMax: null,
  } as never);
  await services.integration.setMapping(auth, {
    kind: 'field',
    erpCode: 'F-1',
    targetId: field.id,
    targetCode: null,
  });
  await services.integration.setMapping(auth, {
    kind: 'product',
    erpCode: 'P-GOOD',
    targetId: good.id,
    targetCode: null,
  });
  await services.integration.setMapping(auth, {
    kind: 'product',
    erpCode: 'P-BARE',
    targetId: bare.id,
    targetCode: null,
  });
  const saved = await call(token, 'POST', '/api/blendtickets/integrate', { ticketnumber: 'EC-1' });
  await call(token, 'POST', '/api/blendtickets/integrate', { ticketnumber: 'EC-2' });
  return { good, orderId: saved.json<{ saved: { workOrderId: number }[] }>().saved[0]!.workOrderId };
}
const ready = setUp();

describe('ERP products by code', () => {
  it('answers an ERP product and its mapping, and its stored record', async () => {
    const { good } = await ready;
    const product = await call(token, 'GET', '/api/products/P-GOOD');
    expect(product.statusCode).toBe(200);
    expect(product.json()).toMatchObject({ kind: 'product', erpCode: 'P-GOOD', targetId: good.id });
    const record = await call(token, 'GET', '/api/products/get-sem-dto/P-GOOD');
    expect(record.json()).toMatchObject({ id: expect.any(Number), erpCode: 'P-GOOD', targetId: good.id });
  });

  it('unmaps an ERP product on DELETE, and the ticket waits for mapping again', async () => {
    await ready;
    const response = await call(token, 'DELETE', '/api/products/P-GOOD');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ erpCode: 'P-GOOD', targetId: null, ignored: false });
    const rows = (await call(token, 'GET', '/api/pendencias?size=50')).json<{
      content: { ticketNumber: string; status: string }[];
    }>();
    expect(rows.content.find((row) => row.ticketNumber === 'EC-3')!.status).toBe('NOT_ATTACHED');
  });

  it('answers 404 for a code the branch has not seen, 400 for a code too long, 403 without the permission', async () => {
    await ready;
    expect((await call(token, 'GET', '/api/products/NOPE')).statusCode).toBe(404);
    expect((await call(token, 'GET', '/api/products/get-sem-dto/NOPE')).statusCode).toBe(404);
    expect((await call(token, 'DELETE', '/api/products/NOPE')).statusCode).toBe(404);
    expect((await call(token, 'GET', `/api/products/${'X'.repeat(61)}`)).statusCode).toBe(400);
    const dispatcher = await login('dispatcher');
    expect((await call(dispatcher, 'GET', '/api/products/P-GOOD')).statusCode).toBe(403);
    expect((await call(dispatcher, 'DELETE', '/api/products/P-GOOD')).statusCode).toBe(403);
  });
});

describe('orders made from tickets', () => {
  it('lists the open ones with inconsistency causes, not the consistent ones', async () => {
    await ready;
    const response = await call(token, 'GET', '/api/work-orders/inconsistents');
    expect(response.statusCode).toBe(200);
    const listed = response.json<{ ticketNumber: string; inconsistencies: string[] }[]>();
    expect(listed.map((item) => item.ticketNumber)).toEqual(['EC-2']);
    expect(listed[0]!.inconsistencies).toEqual(expect.arrayContaining(['SEM_VENTO']));
  });

  it('counts them by status in the days given, with the tickets still without an order', async () => {
    const { orderId } = await ready;
    await services.workOrders.close(auth, orderId, {
      termino: new Date().toISOString(),
      cleanEquipment: false,
      appliedVolume: 100,
      appliedArea: 5,
    });
    const today = new Date().toISOString().slice(0, 10);
    const response = await call(
      token,
      'GET',
      `/api/report/count-wo-status-erp?startDate=${today}&endDate=${today}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cdUnidade: auth.unitId,
      startDate: today,
      endDate: today,
      total: 2,
      byStatus: { COMPLETED: 1, READY: 1 },
      // The file's EC-3, and whatever tickets the demo branch already waits on.
      withoutOrder: expect.any(Number),
    });
    const pending = (await call(token, 'GET', '/api/pendencias?size=100')).json<{
      content: { ticketNumber: string; workOrderId: number | null }[];
    }>().content;
    const waiting = pending.filter((row) => row.workOrderId === null);
    expect(waiting.map((row) => row.ticketNumber)).toContain('EC-3');
    expect(response.json().withoutOrder).toBe(waiting.length);
    const earlier = await call(
      token,
      'GET',
      '/api/report/count-wo-status-erp?startDate=2020-01-01&endDate=2020-01-31',
    );
    expect(earlier.json()).toMatchObject({ total: 0, byStatus: {} });
  });

  it('answers 400 for bad dates, 404 for another branch, 403 without the permission', async () => {
    await ready;
    const backwards = await call(
      token,
      'GET',
      '/api/report/count-wo-status-erp?startDate=2026-05-02&endDate=2026-05-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(
      (await call(token, 'GET', '/api/report/count-wo-status-erp?startDate=May&endDate=2026-05-01'))
        .statusCode,
    ).toBe(400);
    expect((await call(token, 'GET', '/api/work-orders/inconsistents?cdUnidade=abc')).statusCode).toBe(400);
    const other = auth.unitId + 1000;
    expect((await call(token, 'GET', `/api/work-orders/inconsistents?cdUnidade=${other}`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(
          token,
          'GET',
          `/api/report/count-wo-status-erp?startDate=2026-01-01&endDate=2026-01-02&cdUnidade=${other}`,
        )
      ).statusCode,
    ).toBe(404);
    const dispatcher = await login('dispatcher');
    expect((await call(dispatcher, 'GET', '/api/work-orders/inconsistents')).statusCode).toBe(403);
    expect(
      (
        await call(
          dispatcher,
          'GET',
          '/api/report/count-wo-status-erp?startDate=2026-01-01&endDate=2026-01-02',
        )
      ).statusCode,
    ).toBe(403);
  });
});
