import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIntegrationRow, TMapping } from '@tramline/domain';
import { startErpStandIn, type TErpStandIn } from '../../../../../tools/erp-stand-in/erp-stand-in';
import { buildField, buildProduct } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const { app, call, login } = await createTestApp({ secondOwner: true });
const services = app.services;
const token = await login('demo');
const auth = (await services.auth.authenticate(token))!;

let erp: TErpStandIn;
beforeAll(async () => {
  erp = await startErpStandIn({ apiKey: 'secret-key' });
});
afterAll(() => erp.close());

async function configure(baseUrl = erp.baseUrl) {
  const response = await call(token, 'PUT', '/api/integration/settings', {
    adapter: 'HTTP',
    baseUrl,
    apiKey: 'secret-key',
    pollingMinutes: 15,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function rows(status: 'A' | 'C' = 'A') {
  const response = await call(token, 'GET', `/api/pendencias?status=${status}&size=100`);
  expect(response.statusCode).toBe(200);
  return response.json<{ content: TIntegrationRow[] }>().content;
}
const rowOf = async (ticketNumber: string) => (await rows()).find((row) => row.ticketNumber === ticketNumber);

async function map(kind: string, erpCode: string, target: { targetId?: number; targetCode?: string }) {
  const response = await call(token, 'POST', '/api/integration/mappings', { kind, erpCode, ...target });
  expect(response.statusCode).toBe(200);
  return response.json<TMapping>();
}

const sync = () => call(token, 'POST', '/api/integration/sync');
const save = (ticketnumber?: string, force = false) =>
  call(token, 'POST', '/api/blendtickets/integrate', { ticketnumber, force_updates: force });

describe('integration settings', () => {
  it('never answers the API key, only that one is stored', async () => {
    const settings = await configure();
    expect(settings).toMatchObject({ adapter: 'HTTP', baseUrl: erp.baseUrl, hasCredentials: true });
    expect(JSON.stringify(settings)).not.toContain('secret-key');
    const test = await call(token, 'POST', '/api/integration/settings/test');
    expect(test.json()).toEqual({ ok: true, message: null });
  });

  it('refuses an HTTP connection without a URL with the required message', async () => {
    const response = await call(token, 'PUT', '/api/integration/settings', {
      adapter: 'HTTP',
      pollingMinutes: 15,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This is a required field!');
  });

  it('refuses callers without integration.manage with 403', async () => {
    const dispatcher = await login('dispatcher');
    expect((await call(dispatcher, 'GET', '/api/pendencias')).statusCode).toBe(403);
    expect((await call(dispatcher, 'POST', '/api/integration/sync')).statusCode).toBe(403);
    const permission = await call(dispatcher, 'GET', '/api/permission');
    expect(permission.json()).toMatchObject({ integrationManage: false });
  });
});

describe('blend tickets to work orders', () => {
  it('shows a new ticket as pending, then attached once its product, field and unit are mapped', async () => {
    await configure();
    const first = await sync();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ received: 3, created: 3 });
    const row = (await rowOf('BT-10421'))!;
    expect(row.status).toBe('NOT_ATTACHED');
    expect(row.issues).toEqual(
      expect.arrayContaining([
        { kind: 'field', erpCode: 'F-2001' },
        { kind: 'product', erpCode: 'P-ACUR' },
      ]),
    );
    const products = (await call(token, 'GET', '/api/integration/mappings?kind=product')).json<TMapping[]>();
    expect(products.find((mapping) => mapping.erpCode === 'P-ACUR')).toMatchObject({
      erpName: 'Acuron',
      pendingTickets: 1,
    });

    const field = await buildField(services, auth);
    await map('field', 'F-2001', { targetId: field.id });
    await map('product', 'P-ACUR', {
      targetId: (await buildProduct(services, auth, { descProduct: 'Acuron' })).id,
    });
    await map('product', 'P-ATRZ', { targetId: (await buildProduct(services, auth)).id });
    expect((await rowOf('BT-10421'))!.status).toBe('ATTACHED');

    const saved = await save('BT-10421');
    expect(saved.statusCode).toBe(200);
    const [created] = saved.json<{ saved: { workOrderId: number }[] }>().saved;
    const order = await services.workOrders.get(auth, created!.workOrderId);
    expect(order).toMatchObject({ vlOrdemServico: 'BT-10421', fieldIds: [field.id], timing: 'PRE' });
    // 2.5 qt/ac of Acuron is 5.78 l/ha.
    expect(order.products[0]!.rate).toBeCloseTo((2.5 * 0.946352946) / 0.40468564224, 4);
    expect((await rowOf('BT-10421'))!).toMatchObject({ status: 'MAPPED', workOrderId: created!.workOrderId });
  });

  it('makes one order of a ticket delivered twice', async () => {
    const again = await sync();
    expect(again.json()).toMatchObject({ created: 0, changed: 0 });
    expect((await save()).json().saved).toEqual([]);
    const list = await services.workOrders.list(auth, { page: 0, size: 100, search: 'BT-10421' } as never);
    expect(
      list.content.filter((order: { vlOrdemServico: string | null }) => order.vlOrdemServico === 'BT-10421'),
    ).toHaveLength(1);
  });

  it('updates the order of a changed ticket, and waits as update once the order is scheduled', async () => {
    const row = (await rowOf('BT-10421'))!;
    const ticket = {
      ticketNumber: 'BT-10421',
      revision: 2,
      growerCode: 'G1001',
      growerName: 'Hansen Farms',
      fields: [{ code: 'F-2001' }],
      products: [
        { code: 'P-ACUR', rate: 3, unit: 'QT' },
        { code: 'P-ATRZ', rate: 1, unit: 'QT' },
      ],
      timing: 'PRE',
    };
    erp.putTicket(ticket);
    expect((await sync()).json()).toMatchObject({ changed: 1, updatedOrders: 1 });
    const order = await services.workOrders.get(auth, row.workOrderId!);
    expect(order.products[0]!.rate).toBeCloseTo((3 * 0.946352946) / 0.40468564224, 4);

    // A schedule holds the order from here on.
    services.workOrders.scheduleUsage.register(
      'testSchedule',
      async ({ ids }) => new Map(ids.map((id) => [id, id === row.workOrderId ? 1 : 0])),
    );
    expect((await rowOf('BT-10421'))!.status).toBe('SCHEDULED');
    erp.putTicket({ ...ticket, revision: 3, products: [{ code: 'P-ACUR', rate: 2, unit: 'QT' }] });
    expect((await sync()).json()).toMatchObject({ changed: 1, updatedOrders: 0 });
    expect((await rowOf('BT-10421'))!.status).toBe('UPDATE');
    expect((await save()).json().saved).toEqual([]);
    expect((await save(undefined, true)).json().saved).toHaveLength(1);
    expect((await services.workOrders.get(auth, row.workOrderId!)).products).toHaveLength(1);
    expect((await rowOf('BT-10421'))!.status).toBe('SCHEDULED');
    services.workOrders.scheduleUsage.unregister('testSchedule');
  });

  it('shows tickets without fields or products, and ignoring every product leaves none', async () => {
    erp.putTicket({
      ticketNumber: 'BT-20001',
      growerCode: 'G1001',
      fields: [],
      products: [{ code: 'P-COC', rate: 1, unit: 'PT' }],
    });
    erp.putTicket({
      ticketNumber: 'BT-20002',
      growerCode: 'G1001',
      fields: [{ code: 'F-2002' }],
      products: [],
    });
    erp.putTicket({
      ticketNumber: 'BT-20003',
      growerCode: 'G1001',
      fields: [{ code: 'F-2002' }],
      products: [{ code: 'P-COC', rate: 1, unit: 'PT' }],
    });
    await sync();
    expect((await rowOf('BT-20001'))!.status).toBe('NO_FIELDS');
    expect((await rowOf('BT-20002'))!.status).toBe('NO_PRODUCTS');
    expect((await rowOf('BT-20003'))!.status).toBe('NOT_ATTACHED');
    const ignored = await call(token, 'POST', '/api/integration/ignored-products', {
      erpCode: 'P-COC',
      ignored: true,
    });
    expect(ignored.json()).toMatchObject({ ignored: true });
    expect((await rowOf('BT-20003'))!.status).toBe('NO_PRODUCTS');
    const failed = await save('BT-20001');
    expect(failed.json().failed).toEqual([{ ticketNumber: 'BT-20001', message: 'ticketWithoutFields' }]);
    expect((await rowOf('BT-20001'))!.error).toBe('Ticket without fields');
  });

  it('keeps a ticket whose field has no boundary pending with Geometry missing to sync', async () => {
    erp.putTicket({
      ticketNumber: 'BT-20004',
      growerCode: 'G1003',
      fields: [{ code: 'F-2004' }],
      products: [{ code: 'P-ATRZ', rate: 1, unit: 'QT' }],
    });
    await sync();
    const bare = await buildField(services, auth, { geometry: null });
    await map('field', 'F-2004', { targetId: bare.id });
    expect((await save('BT-20004')).json().failed).toEqual([
      { ticketNumber: 'BT-20004', message: 'geometryMissing' },
    ]);
    expect((await rowOf('BT-20004'))!).toMatchObject({
      status: 'ATTACHED',
      workOrderId: null,
      error: 'Geometry missing to sync',
    });
    const check = await call(token, 'GET', `/api/integrar-dados/field/${bare.id}`);
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toBe('Geometry missing to sync');
  });

  it('maps ERP units through the de-para and refuses an unknown unit with 400', async () => {
    erp.putTicket({
      ticketNumber: 'BT-20005',
      growerCode: 'G1001',
      fields: [{ code: 'F-2001' }],
      products: [{ code: 'P-ATRZ', rate: 1, unit: 'LTR' }],
    });
    await sync();
    expect((await rowOf('BT-20005'))!.issues).toEqual([{ kind: 'unit', erpCode: 'LTR' }]);
    const bad = await call(token, 'POST', '/api/unidade-medida-depara/createDePara', {
      codigoErp: 'LTR',
      unidadeMedida: 'litre',
    });
    expect(bad.statusCode).toBe(400);
    const good = await call(token, 'POST', '/api/unidade-medida-depara/createDePara', {
      codigoErp: 'LTR',
      unidadeMedida: 'l',
    });
    expect(good.statusCode).toBe(200);
    expect((await rowOf('BT-20005'))!.status).toBe('ATTACHED');
  });

  it('cancels and reactivates a pendency', async () => {
    const row = (await rowOf('BT-20002'))!;
    const cancelled = await call(token, 'POST', `/api/blendtickets/status/${row.id}/C`);
    expect(cancelled.json()).toMatchObject({ pendency: 'C' });
    expect((await rows('C')).map((item) => item.ticketNumber)).toContain('BT-20002');
    expect((await call(token, 'POST', `/api/blendtickets/status/${row.id}/A`)).json()).toMatchObject({
      pendency: 'A',
    });
  });

  it('answers 404 for another owner’s rows and records', async () => {
    const other = await login('demo', { owner: 'other' });
    const row = (await rowOf('BT-20002'))!;
    expect((await call(other, 'POST', `/api/blendtickets/status/${row.id}/C`)).statusCode).toBe(404);
    const otherAuth = (await services.auth.authenticate(other))!;
    const foreign = await buildProduct(services, otherAuth);
    const response = await call(token, 'POST', '/api/integration/mappings', {
      kind: 'product',
      erpCode: 'P-X',
      targetId: foreign.id,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the ERP both ways', () => {
  it('keeps the rows and logs the error when the ERP is down', async () => {
    const before = await rows();
    erp.setDown(true);
    const response = await sync();
    erp.setDown(false);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Error downloading from the farm system');
    expect(await rows()).toEqual(before);
    const log = (await call(token, 'GET', '/api/integration-status?size=5')).json();
    expect(log.content[0]).toMatchObject({
      operation: 'blend-tickets',
      ok: false,
      message: expect.stringContaining('503'),
    });
    expect((await call(token, 'GET', '/api/integration/settings')).json().lastError).toContain('503');
  });

  it('sends a completed order’s status and applied amounts to the ERP', async () => {
    const row = (await rowOf('BT-10421'))!;
    const order = await services.workOrders.get(auth, row.workOrderId!);
    await services.workOrders.close(auth, order.cdOrdemServico, {
      termino: new Date().toISOString(),
      cleanEquipment: false,
      appliedVolume: 800,
      appliedArea: 30,
    });
    await services.integration.settled();
    const received = erp.received().filter((status) => status.ticketNumber === 'BT-10421');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      status: 'COMPLETED',
      appliedAreaHectares: 30,
      appliedVolumeLitres: 800,
    });
    const products = received[0]!.products as { code: string; appliedAmount: number; unit: string }[];
    expect(products[0]).toMatchObject({ code: 'P-ACUR', unit: 'l' });
    expect(products[0]!.appliedAmount).toBeCloseTo(order.products[0]!.rate * 30, 4);
    expect((await call(token, 'GET', '/api/enviar-dados')).json()).toEqual({ sent: 0 });
  });
});

describe('growers the ERP forgets', () => {
  it('cancels the tickets of a grower without orders, and answers 404 for another branch', async () => {
    erp.putTicket({
      ticketNumber: 'BT-30001',
      growerCode: 'G9999',
      fields: [{ code: 'F-2001' }],
      products: [{ code: 'P-ATRZ', rate: 1, unit: 'QT' }],
    });
    await sync();
    const response = await call(token, 'DELETE', `/api/produtor/${auth.unitId}/G9999`);
    expect(response.json()).toEqual({ cancelled: 1 });
    expect((await rows('C')).map((row) => row.ticketNumber)).toContain('BT-30001');
    expect((await call(token, 'DELETE', `/api/produtor/${auth.unitId + 1000}/G9999`)).statusCode).toBe(404);
  });
});

describe('saving a ticket twice at once', () => {
  it('makes one order: the order and the row’s link to it commit together', async () => {
    erp.putTicket({
      ticketNumber: 'BT-60001',
      growerCode: 'G1001',
      fields: [{ code: 'F-2001' }],
      products: [{ code: 'P-ATRZ', rate: 1, unit: 'QT' }],
    });
    await sync();
    expect((await rowOf('BT-60001'))!.status).toBe('ATTACHED');
    const answers = await Promise.all([save('BT-60001'), save('BT-60001'), save('BT-60001')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const made = answers.flatMap((answer) => answer.json<{ saved: { workOrderId: number }[] }>().saved);
    expect(new Set(made.map((item) => item.workOrderId)).size).toBe(1);
    const list = await services.workOrders.list(auth, { page: 0, size: 100, search: 'BT-60001' } as never);
    expect(
      list.content.filter((order: { vlOrdemServico: string | null }) => order.vlOrdemServico === 'BT-60001'),
    ).toHaveLength(1);
    expect((await rowOf('BT-60001'))!.workOrderId).toBe(made[0]!.workOrderId);
  });
});
