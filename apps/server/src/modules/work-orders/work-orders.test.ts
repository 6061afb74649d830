import { describe, expect, it, beforeAll } from 'vitest';
import type {
  TEquipmentGroupSummary,
  TFieldSummary,
  TProductRecord,
  TWorkOrderRecord,
} from '@tramline/domain';
import { createTestApp } from '../../test/test-app';

const { app, call, login } = await createTestApp({ secondOwner: true });
let token: string;
let fieldsOfFarm: TFieldSummary[];
let liquids: TProductRecord[];
let dry: TProductRecord;
let liquidGroup: TEquipmentGroupSummary;

beforeAll(async () => {
  token = await login('demo');
  const fields = (await call(token, 'GET', '/api/talhoes?size=500')).json<{ content: TFieldSummary[] }>()
    .content;
  const byFarm = new Map<number, TFieldSummary[]>();
  for (const field of fields.filter((candidate) => !candidate.geometryMissing && candidate.areaHectares)) {
    byFarm.set(field.farmId, [...(byFarm.get(field.farmId) ?? []), field]);
  }
  fieldsOfFarm = [...byFarm.values()].find((list) => list.length >= 2)!;
  const products = (await call(token, 'GET', '/api/produtos/all-dto')).json<TProductRecord[]>();
  liquids = products.filter(
    (product) => product.typeProduct === 'LIQUID' && product.missingWeather.length === 0 && !product.isBlend,
  );
  dry = products.find((product) => product.typeProduct === 'DRY')!;
  const groups = (await call(token, 'GET', '/api/config-proc-ordem-servico/all')).json<
    TEquipmentGroupSummary[]
  >();
  liquidGroup = groups.find((group) => group.mixtureType === 'LIQUID')!;
});

function orderInput(overrides: Record<string, unknown> = {}) {
  const [first, second] = fieldsOfFarm;
  return {
    description: 'Post-emerge pass',
    vlOrdemServico: '418223',
    growerId: first!.growerId,
    farmId: first!.farmId,
    fieldIds: [first!.id, second!.id],
    products: [{ productId: liquids[0]!.id, rate: 2.34, rateUnit: 'fl oz' }],
    carrierRate: 140,
    equipmentGroupId: liquidGroup.id,
    timing: 'POST',
    applicationType: 'MIX',
    ...overrides,
  };
}

async function createOrder(overrides: Record<string, unknown> = {}, query = '') {
  const response = await call(token, 'POST', `/api/ordemservicos${query}`, orderInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TWorkOrderRecord[]>();
}

describe('work orders: records', () => {
  it('creates an order with two fields: areas summed, volume and batches computed (201)', async () => {
    const [order] = await createOrder();
    const area = fieldsOfFarm[0]!.areaHectares! + fieldsOfFarm[1]!.areaHectares!;
    expect(order!.status).toBe(1);
    expect(order!.totalArea).toBeCloseTo(area);
    expect(order!.selectedArea).toBeCloseTo(area);
    expect(order!.totalVolume).toBeCloseTo(140 * area);
    expect(order!.products[0]!.total).toBeCloseTo(2.34 * area);
    expect(order!.fieldNames).toHaveLength(2);
    expect(order!.vlOrdemServico).toBe('418223');
    const group = (await call(token, 'GET', `/api/config-proc-ordem-servico/${liquidGroup.id}`)).json<{
      tankCapacity: number | null;
    }>();
    if (group.tankCapacity)
      expect(order!.batchCount).toBe(Math.ceil((140 * area) / group.tankCapacity - 1e-9));
  });

  it('makes one order per field with breakFields', async () => {
    const orders = await createOrder({}, '?breakFields=true');
    expect(orders).toHaveLength(2);
    expect(orders.map((order) => order.fieldIds)).toEqual([[fieldsOfFarm[0]!.id], [fieldsOfFarm[1]!.id]]);
  });

  it('keeps an edited selected area', async () => {
    const [order] = await createOrder({ selectedArea: 12.5 });
    expect(order!.selectedArea).toBe(12.5);
  });

  it("refuses a maximum speed not above the minimum with 400 'Maximum speed must be greater than minimum'", async () => {
    const response = await call(
      token,
      'POST',
      '/api/ordemservicos',
      orderInput({ minSpeed: 20, maxSpeed: 10 }),
      { locale: '3' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Maximum speed must be greater than minimum');
  });

  it('refuses a product the group cannot carry (mixture type) with 400', async () => {
    const response = await call(
      token,
      'POST',
      '/api/ordemservicos',
      orderInput({ products: [{ productId: dry.id, rate: 100, rateUnit: 'lb' }] }),
      { locale: '3' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('workOrderProductMixture');
  });

  it('refuses a field of another farm with 400', async () => {
    const fields = (await call(token, 'GET', '/api/talhoes?size=500')).json<{ content: TFieldSummary[] }>()
      .content;
    const stranger = fields.find((field) => field.farmId !== fieldsOfFarm[0]!.farmId)!;
    const response = await call(
      token,
      'POST',
      '/api/ordemservicos',
      orderInput({ fieldIds: [fieldsOfFarm[0]!.id, stranger.id] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: { path: string }[] }>().details[0]!.path).toBe('fieldIds.1');
  });

  it('refuses writes to an applicator with 403 and hides orders from another tenant with 404', async () => {
    const [order] = await createOrder();
    const applicator = await login('applicator');
    expect((await call(applicator, 'POST', '/api/ordemservicos', orderInput())).statusCode).toBe(403);
    const other = await login('demo', { owner: 'other' });
    expect((await call(other, 'GET', `/api/ordemservicos/${order!.cdOrdemServico}`)).statusCode).toBe(404);
  });

  it('edits an order, refuses a stale version with 409, and records the history field by field', async () => {
    const [order] = await createOrder();
    const id = order!.cdOrdemServico;
    const edited = await call(token, 'PUT', '/api/ordemservicos', {
      ...orderInput({ description: 'Changed', carrierRate: 120 }),
      cdOrdemServico: id,
      version: order!.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<TWorkOrderRecord>().description).toBe('Changed');
    const stale = await call(token, 'PUT', `/api/ordemservicos/${id}`, {
      ...orderInput(),
      version: order!.version,
    });
    expect(stale.statusCode).toBe(409);
    const history = (await call(token, 'GET', `/api/ordemservicos/${id}/history`)).json<
      { action: string; userName: string; changes: { field: string; from: unknown; to: unknown }[] }[]
    >();
    expect(history.map((entry) => entry.action)).toEqual(['updated', 'created']);
    expect(history[0]!.userName).toBe('demo');
    expect(history[0]!.changes).toContainEqual({
      field: 'description',
      from: 'Post-emerge pass',
      to: 'Changed',
    });
    expect(history[0]!.changes).toContainEqual({ field: 'carrierRate', from: 140, to: 120 });
  });
});

describe('work orders: statuses', () => {
  it('closes with a finish time and the clean-equipment flag, then refuses to close again with 409', async () => {
    const [order] = await createOrder();
    const id = order!.cdOrdemServico;
    const termino = new Date(Date.now() + 60_000).toISOString();
    const closed = await call(token, 'PUT', `/api/ordemservicos/${id}/close`, {
      termino,
      cleanEquipment: true,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<TWorkOrderRecord>()).toMatchObject({
      status: 4,
      cleanEquipment: true,
      dtEncerramento: termino,
    });
    expect((await call(token, 'PUT', `/api/ordemservicos/${id}/close`, { termino })).statusCode).toBe(409);
    expect((await call(token, 'PUT', `/api/ordemservicos/${id}/cancel`, {})).statusCode).toBe(409);
    const reset = await call(token, 'PUT', `/api/ordemservicos/${id}/reset`, {});
    expect(reset.json<TWorkOrderRecord>()).toMatchObject({ status: 1, dtEncerramento: null });
  });

  it('lets an applicator close an order (200) but not delete it (403)', async () => {
    const [order] = await createOrder();
    const applicator = await login('applicator');
    const id = order!.cdOrdemServico;
    expect((await call(applicator, 'DELETE', `/api/ordemservicos/status-deleted/${id}`)).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(applicator, 'PUT', `/api/ordemservicos/${id}/close`, {
          termino: new Date(Date.now() + 1000).toISOString(),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('cancels, refuses reset of a deleted order, and restores the status held before the delete', async () => {
    const [order] = await createOrder();
    const id = order!.cdOrdemServico;
    expect(
      (await call(token, 'PUT', `/api/ordemservicos/${id}/cancel`, {})).json<TWorkOrderRecord>().status,
    ).toBe(3);
    const deleted = await call(token, 'DELETE', `/api/ordemservicos/status-deleted/${id}?force=false`);
    expect(deleted.json<TWorkOrderRecord>().status).toBe(6);
    expect((await call(token, 'PUT', `/api/ordemservicos/${id}/reset`, {})).statusCode).toBe(409);
    expect((await call(token, 'PUT', `/api/ordemservicos/${id}`, { ...orderInput() })).statusCode).toBe(409);
    expect((await call(token, 'DELETE', `/api/ordemservicos/status-deleted/${id}`)).statusCode).toBe(409);
    const restored = await call(token, 'PUT', `/api/ordemservicos/${id}/restore`);
    expect(restored.json<TWorkOrderRecord>().status).toBe(3);
    expect((await call(token, 'PUT', `/api/ordemservicos/${id}/restore`)).statusCode).toBe(409);
    const history = (await call(token, 'GET', `/api/ordemservicos/${id}/history`)).json<
      { action: string }[]
    >();
    expect(history.map((entry) => entry.action)).toEqual(['restored', 'deleted', 'status', 'created']);
  });

  it("refuses to edit an order whose trip was sent today with 409 and the spec's message", async () => {
    const [order] = await createOrder();
    const id = order!.cdOrdemServico;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    await app.services.workOrders.markTripSent((await authOf(token)).ownerId, id, today);
    const response = await call(token, 'PUT', `/api/ordemservicos/${id}`, orderInput(), { locale: '3' });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'A trip was already sent for this Work Order today. Because of this, the order cannot be edited.',
    );
    expect(
      (
        await call(token, 'PUT', `/api/ordemservicos/${id}/close`, {
          termino: new Date(Date.now() + 1000).toISOString(),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('asks confirmation (409) before deleting an order a schedule holds, and deletes with force', async () => {
    const [order] = await createOrder();
    const id = order!.cdOrdemServico;
    expect((await call(token, 'GET', `/api/ordemservicos/uso/${id}`)).json()).toEqual({
      inUse: false,
      uses: 0,
    });
    app.services.workOrders.scheduleUsage.register(
      'test-schedules',
      async ({ ids }) =>
        new Map(ids.filter((candidate) => candidate === id).map((candidate) => [candidate, 1])),
    );
    try {
      expect((await call(token, 'GET', `/api/ordemservicos/uso/${id}`)).json()).toEqual({
        inUse: true,
        uses: 1,
      });
      const refused = await call(
        token,
        'DELETE',
        `/api/ordemservicos/status-deleted/${id}?force=false`,
        undefined,
        { locale: '3' },
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ code: string }>().code).toBe('workOrderInUse');
      expect(
        (
          await call(token, 'DELETE', `/api/ordemservicos/status-deleted/${id}?force=true`)
        ).json<TWorkOrderRecord>().status,
      ).toBe(6);
    } finally {
      app.services.workOrders.scheduleUsage.unregister('test-schedules');
    }
  });

  it('refuses rescheduling a void order', async () => {
    const [order] = await createOrder();
    const auth = await authOf(token);
    await call(token, 'PUT', `/api/ordemservicos/${order!.cdOrdemServico}/cancel`, {});
    await expect(
      app.services.workOrders.assertReschedulable(auth, order!.cdOrdemServico),
    ).rejects.toMatchObject({ statusCode: 409, key: 'workOrderCannotReschedule' });
  });
});

describe('work orders: list and ranking', () => {
  it('lists by category with the page shape, ranked, and refuses an unknown sort with 400', async () => {
    const page = (await call(token, 'GET', '/api/ordemservicos/by-status?category=active&size=50')).json<{
      content: TWorkOrderRecord[];
      totalElements: number;
      number: number;
    }>();
    expect(page.number).toBe(0);
    expect(page.content.every((order) => [1, 2, 5].includes(order.status))).toBe(true);
    const ranks = page.content.map((order) => order.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect((await call(token, 'GET', '/api/ordemservicos?sort=password,asc')).statusCode).toBe(400);
    const deleted = (await call(token, 'GET', '/api/ordemservicos?category=deleted&size=50')).json<{
      content: TWorkOrderRecord[];
    }>();
    expect(deleted.content.every((order) => order.status === 6)).toBe(true);
  });

  it('flags an order on a product without weather limits as inconsistent: danger rank 10, not selectable', async () => {
    const products = (await call(token, 'GET', '/api/produtos/all-dto')).json<TProductRecord[]>();
    const lacking = products.find(
      (product) => product.typeProduct === 'LIQUID' && product.missingWeather.length > 0,
    );
    expect(lacking).toBeDefined();
    const [order] = await createOrder({
      products: [{ productId: lacking!.id, rate: 1, rateUnit: 'pt' }],
      vlOrdemServico: '990001',
    });
    expect(order!.inconsistencies).toEqual(expect.arrayContaining(lacking!.missingWeather));
    expect(order!).toMatchObject({
      ordemPendente: true,
      rank: 10,
      rankName: 'inconsistent',
      selectable: false,
    });
    const listed = (
      await call(token, 'GET', '/api/ordemservicos/all-order-by-status-products?search=990001')
    ).json<{ content: TWorkOrderRecord[] }>();
    expect(listed.content.map((row) => row.cdOrdemServico)).toEqual([order!.cdOrdemServico]);
    expect(listed.content[0]!.rank).toBe(10);
  });

  it('ranks an order skipped today first among its kind and scheduled ones as not selectable', async () => {
    const [order] = await createOrder({ vlOrdemServico: '990002', carrierRate: null });
    expect(order!.inconsistencies).toEqual([]);
    const auth = await authOf(token);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    await app.services.workOrders.setScheduleFacts(auth.ownerId, order!.cdOrdemServico, {
      scheduledOn: today,
    });
    let row = (await call(token, 'GET', '/api/ordemservicos?search=990002')).json<{
      content: TWorkOrderRecord[];
    }>().content[0]!;
    expect(row).toMatchObject({ rank: 8, hoje: true, selectable: false });
    await app.services.workOrders.setScheduleFacts(auth.ownerId, order!.cdOrdemServico, { skippedOn: today });
    row = (await call(token, 'GET', '/api/ordemservicos?search=990002')).json<{
      content: TWorkOrderRecord[];
    }>().content[0]!;
    expect(row).toMatchObject({ rank: 2, rankName: 'skipped-scheduled-today' });
  });

  it('filters by created date in the branch time zone', async () => {
    const future = (
      await call(
        token,
        'GET',
        '/api/ordemservicos/all-order-by-status-products?dateInit=2099-01-01&dateEnd=2099-01-31',
      )
    ).json<{ totalElements: number }>();
    expect(future.totalElements).toBe(0);
    expect((await call(token, 'GET', '/api/ordemservicos?dateInit=2026-13-01')).statusCode).toBe(400);
  });

  it('answers the status codes, the printable document and the closed-order report', async () => {
    const statuses = (await call(token, 'GET', '/api/ordemservicos/all-status-exec')).json<
      { code: number; label: string }[]
    >();
    expect(statuses.find((status) => status.code === 3)!.label).toBe('VOID');
    const [order] = await createOrder();
    const id = order!.cdOrdemServico;
    const document = (
      await call(token, 'GET', `/api/documento-ordemservico/find-by-ordemservico/${id}`)
    ).json<{ fields: unknown[]; products: unknown[] }>();
    expect(document.fields).toHaveLength(2);
    expect((await call(token, 'GET', `/api/ordemservicos/${id}/report`)).statusCode).toBe(409);
    await call(token, 'PUT', `/api/ordemservicos/${id}/close`, {
      termino: new Date(Date.now() + 3600_000).toISOString(),
      appliedVolume: 1000,
    });
    const report = await call(token, 'GET', `/api/ordemservicos/${id}/report`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      application: { appliedVolume: 1000 },
      mapSource: 'planned-fields',
    });
  });

  it('makes a product used by an order impossible to delete (409)', async () => {
    const [order] = await createOrder();
    const response = await call(token, 'DELETE', `/api/produtos/${order!.products[0]!.productId}`);
    expect(response.statusCode).toBe(409);
  });
});

async function authOf(sessionToken: string) {
  return (await app.services.auth.authenticate(sessionToken))!;
}
