import { describe, expect, it, beforeAll } from 'vitest';
import type {
  THourVerdict,
  TWorkOrderAnalysis,
  TWorkOrderSummary,
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

  it('refuses an order with an unknown field with 400, writing nothing', async () => {
    const before = (await call(token, 'GET', '/api/ordemservicos?size=1')).json<{ totalElements: number }>();
    const response = await call(token, 'POST', '/api/ordemservicos', orderInput({ priority: 'urgent' }), {
      locale: '3',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('at ');
    const after = (await call(token, 'GET', '/api/ordemservicos?size=1')).json<{ totalElements: number }>();
    expect(after.totalElements).toBe(before.totalElements);
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

  it('a close without amounts records the planned ones: litres for a liquid order, kilograms for a dry one', async () => {
    const termino = new Date(Date.now() + 60_000).toISOString();
    const [liquid] = await createOrder();
    const [dryOrder] = await createOrder({
      products: [{ productId: dry.id, rate: 100, rateUnit: 'lb' }],
      carrierRate: null,
      equipmentGroupId: null,
    });
    expect(dryOrder!.totalVolume).toBe(0);
    expect(dryOrder!.totalMass).toBeGreaterThan(0);
    for (const [order, planned] of [
      [liquid!, liquid!.totalVolume],
      [dryOrder!, dryOrder!.totalMass],
    ] as const) {
      const closed = await call(token, 'PUT', `/api/ordemservicos/${order.cdOrdemServico}/close`, {
        termino,
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json<TWorkOrderRecord>().appliedVolume).toBeCloseTo(planned);
    }
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

describe('work orders: applicator licence alerts', () => {
  let applicatorId: number;
  let restricted: TProductRecord;
  let dicamba: TProductRecord;

  beforeAll(async () => {
    const employee = await call(token, 'POST', '/api/funcionario', {
      code: 'LIC-1',
      credential: 'BADGE-LIC-1',
      name: 'Dana Licensed',
      role: 'OPERATOR',
      licences: [
        { type: 'APPLICATOR', number: 'IA-CA-1', effectiveDate: '2025-01-01', expirationDate: '2026-06-30' },
      ],
    });
    expect(employee.statusCode, employee.body).toBe(201);
    applicatorId = employee.json<{ id: number }>().id;
    const created = await call(token, 'POST', '/api/produtos', {
      descProduct: 'Restricted 4SL',
      typeProduct: 'LIQUID',
      rateUnit: 'fl oz',
      vlVelocWindMin: 3,
      vlVelocWindMax: 16,
      vlTemperatureMin: 5,
      vlTemperatureMax: 35,
      vlHumidityMin: 30,
      vlHumidityMax: 100,
      licenceRequired: 'APPLICATOR',
    });
    expect(created.statusCode, created.body).toBe(201);
    restricted = created.json<TProductRecord>();
    dicamba = liquids.find((product) => product.licenceRequired === 'DICAMBA')!;
  });

  const orderWith = async (product: TProductRecord, plannedStart: string, ticket: string) => {
    const [order] = await createOrder({
      vlOrdemServico: ticket,
      applicatorId,
      carrierRate: 150,
      plannedStart,
      products: [{ productId: product.id, rate: 1, rateUnit: 'fl oz' }],
    });
    return order!;
  };

  it('raises no alert while the applicator holds the licence on the planned start', async () => {
    const order = await orderWith(restricted, '2026-06-30T20:00:00Z', '770001');
    expect(order.licenceAlerts).toEqual([]);
    expect(order.qtdAlertas).toBe(0);
  });

  it('warns when the licence has expired on the planned start (branch day), in the record and the list', async () => {
    // 2026-07-01 03:00 UTC is still 30 June in Iowa: licensed; 15:00 UTC is 1 July: expired.
    expect((await orderWith(restricted, '2026-07-01T03:00:00Z', '770002')).qtdAlertas).toBe(0);
    const order = await orderWith(restricted, '2026-07-01T15:00:00Z', '770003');
    expect(order.licenceAlerts).toEqual([
      {
        productId: restricted.id,
        descProduct: 'Restricted 4SL',
        date: '2026-07-01',
        missing: ['APPLICATOR'],
      },
    ]);
    expect(order.qtdAlertas).toBe(1);
    expect(order.inconsistencies).toEqual([]);
    const row = (await call(token, 'GET', '/api/ordemservicos?search=770003')).json<{
      content: TWorkOrderSummary[];
    }>().content[0]!;
    expect(row.cdOrdemServico).toBe(order.cdOrdemServico);
    expect(row.qtdAlertas).toBe(1);
    expect(row.licenceAlerts.map((alert) => alert.missing)).toEqual([['APPLICATOR']]);
    // Ranked with the alerts (6) in the list and on its own, like the orders planning flags.
    expect([row.rank, row.rankName]).toEqual([6, 'alerts']);
    expect(order.rank).toBe(6);
    const licensed = (await call(token, 'GET', '/api/ordemservicos?search=770001')).json<{
      content: TWorkOrderSummary[];
    }>().content[0]!;
    expect(licensed.rank).toBe(9);
  });

  it('warns on a dicamba product when the applicator holds only an applicator licence', async () => {
    const order = await orderWith(dicamba, '2026-06-10T15:00:00Z', '770004');
    expect(order.licenceAlerts).toEqual([
      { productId: dicamba.id, descProduct: dicamba.descProduct, date: '2026-06-10', missing: ['DICAMBA'] },
    ]);
    expect(order.qtdAlertas).toBe(1);
  });

  it("checks each product's licence on the closing day in the closed-order report", async () => {
    const employee = await call(token, 'POST', '/api/funcionario', {
      code: 'LIC-2',
      credential: 'BADGE-LIC-2',
      name: 'Lee Certified',
      role: 'OPERATOR',
      licences: [
        { type: 'APPLICATOR', number: 'IA-CA-2', effectiveDate: '2025-01-01', expirationDate: '2035-12-31' },
      ],
    });
    expect(employee.statusCode, employee.body).toBe(201);
    const certified = employee.json<{ id: number }>().id;
    const closeAndReport = async (product: TProductRecord, applicator: number, ticket: string) => {
      const [order] = await createOrder({
        vlOrdemServico: ticket,
        applicatorId: applicator,
        carrierRate: 150,
        products: [{ productId: product.id, rate: 1, rateUnit: 'fl oz' }],
      });
      const id = order!.cdOrdemServico;
      const termino = new Date(Date.now() + 3600_000).toISOString();
      const closed = await call(token, 'PUT', `/api/ordemservicos/${id}/close`, { termino });
      expect(closed.statusCode, closed.body).toBe(200);
      const report = await call(token, 'GET', `/api/ordemservicos/${id}/report`);
      expect(report.statusCode, report.body).toBe(200);
      return report.json<{
        compliance: { licenceInForce: boolean; missingLicences: string[]; licenceAlerts: unknown[] };
      }>().compliance;
    };
    expect(await closeAndReport(restricted, certified, '770011')).toMatchObject({
      licenceInForce: true,
      missingLicences: [],
      licenceAlerts: [],
    });
    // The first applicator's licence expired on 30 June 2026, before the closing day.
    expect(await closeAndReport(restricted, applicatorId, '770012')).toMatchObject({
      licenceInForce: false,
      missingLicences: ['APPLICATOR'],
      licenceAlerts: [{ productId: restricted.id, missing: ['APPLICATOR'] }],
    });
    // A dicamba product with only an applicator licence in force.
    expect(await closeAndReport(dicamba, certified, '770013')).toMatchObject({
      licenceInForce: false,
      missingLicences: ['DICAMBA'],
      licenceAlerts: [{ productId: dicamba.id, missing: ['DICAMBA'] }],
    });
    // A product that asks for no licence needs none.
    const plain = liquids.find((product) => product.licenceRequired === 'NONE')!;
    expect((await closeAndReport(plain, applicatorId, '770014')).licenceInForce).toBe(true);
  });

  it('checks today when the order has no planned start, and nothing without an applicator', async () => {
    const [today] = await createOrder({
      vlOrdemServico: '770005',
      applicatorId,
      carrierRate: 150,
      products: [{ productId: dicamba.id, rate: 1, rateUnit: 'fl oz' }],
    });
    expect(today!.licenceAlerts.map((alert) => alert.missing)).toEqual([
      Date.now() > Date.parse('2026-07-01T06:00:00Z') ? ['APPLICATOR', 'DICAMBA'] : ['DICAMBA'],
    ]);
    const [none] = await createOrder({
      vlOrdemServico: '770006',
      carrierRate: 150,
      products: [{ productId: dicamba.id, rate: 1, rateUnit: 'fl oz' }],
    });
    expect(none!.licenceAlerts).toEqual([]);
  });
});

describe('work orders: batch, planning, application and filter calls', () => {
  it('sets the timing of several orders (PUT timing), audits it, and refuses unknown ids, bad timings and sent trips', async () => {
    const orders = await createOrder({ timing: 'POST' }, '?breakFields=true');
    const ids = orders.map((order) => order.cdOrdemServico);
    const response = await call(token, 'PUT', '/api/ordemservicos/timing', { ids, timing: 'BURNDOWN' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    for (const id of ids) {
      const order = (await call(token, 'GET', `/api/ordemservicos/${id}`)).json<TWorkOrderRecord>();
      expect(order.timing).toBe('BURNDOWN');
      expect(order.version).toBe(orders[0]!.version + 1);
      const history = (await call(token, 'GET', `/api/ordemservicos/${id}/history`)).json<
        { action: string; changes: { field: string; from: unknown; to: unknown }[] }[]
      >();
      expect(history[0]).toMatchObject({
        action: 'updated',
        changes: [{ field: 'timing', from: 'POST', to: 'BURNDOWN' }],
      });
    }
    expect(
      (await call(token, 'PUT', '/api/ordemservicos/timing', { ids: [ids[0], 99_999_999], timing: 'PRE' }))
        .statusCode,
    ).toBe(404);
    expect((await call(token, 'PUT', '/api/ordemservicos/timing', { ids, timing: 'LATE' })).statusCode).toBe(
      400,
    );
    expect(
      (await call(token, 'PUT', '/api/ordemservicos/timing', { ids: [], timing: 'PRE' })).statusCode,
    ).toBe(400);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    await app.services.workOrders.markTripSent((await authOf(token)).ownerId, ids[1]!, today);
    const locked = await call(
      token,
      'PUT',
      '/api/ordemservicos/timing',
      { ids, timing: 'PRE' },
      { locale: '3' },
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.json<{ message: string }>().message).toContain('A trip was already sent');
    expect((await call(token, 'GET', `/api/ordemservicos/${ids[0]}`)).json<TWorkOrderRecord>().timing).toBe(
      'BURNDOWN',
    );
  });

  it('answers orders as planning lists them (ordens-wo-mode-planejamento): any status, ranked, not another tenant’s', async () => {
    const [open] = await createOrder({ vlOrdemServico: '880001', carrierRate: null });
    const [voided] = await createOrder({ vlOrdemServico: '880002' });
    await call(token, 'PUT', `/api/ordemservicos/${voided!.cdOrdemServico}/cancel`, {});
    const other = await login('demo', { owner: 'other' });
    const foreign = (await call(other, 'GET', '/api/ordemservicos?size=1')).json<{
      content: TWorkOrderSummary[];
    }>().content[0];
    const ids = [open!.cdOrdemServico, voided!.cdOrdemServico, ...(foreign ? [foreign.cdOrdemServico] : [])];
    const response = await call(token, 'POST', '/api/ordemservicos/ordens-wo-mode-planejamento', { ids });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<TWorkOrderSummary[]>();
    expect(rows.map((row) => row.cdOrdemServico).sort()).toEqual(
      [open!.cdOrdemServico, voided!.cdOrdemServico].sort(),
    );
    const byId = new Map(rows.map((row) => [row.cdOrdemServico, row]));
    expect(byId.get(voided!.cdOrdemServico)!.status).toBe(3);
    expect(byId.get(open!.cdOrdemServico)).toMatchObject({
      status: 1,
      vlOrdemServico: '880001',
      rank: 9,
      selectable: true,
      fieldNames: open!.fieldNames,
    });
    expect(
      (await call(token, 'POST', '/api/ordemservicos/ordens-wo-mode-planejamento', { ids: ['x'] }))
        .statusCode,
    ).toBe(400);
  });

  it('answers orders with their application facts (ordens-wo-application): closing, applied volume and area', async () => {
    const [order] = await createOrder({ vlOrdemServico: '880003' });
    const id = order!.cdOrdemServico;
    const termino = new Date(Date.now() + 7_200_000).toISOString();
    await call(token, 'PUT', `/api/ordemservicos/${id}/close`, {
      termino,
      cleanEquipment: true,
      appliedVolume: 4321,
      appliedArea: 17.5,
    });
    const response = await call(token, 'POST', '/api/ordemservicos/ordens-wo-application', { ids: [id] });
    expect(response.statusCode, response.body).toBe(200);
    const [applied] = response.json<TWorkOrderRecord[]>();
    expect(applied).toMatchObject({
      cdOrdemServico: id,
      status: 4,
      dtEncerramento: termino,
      cleanEquipment: true,
      appliedVolume: 4321,
      appliedArea: 17.5,
    });
    expect(applied!.fields.map((field) => field.id)).toEqual(order!.fieldIds);
    expect(applied!.products[0]!.productId).toBe(order!.products[0]!.productId);
  });

  it('filters orders by body (bi/filter/ordemservico): search, category, status codes; a bad sort is 400', async () => {
    const [order] = await createOrder({ vlOrdemServico: '880004' });
    const id = order!.cdOrdemServico;
    const filter = async (body: Record<string, unknown>) => {
      const response = await call(token, 'POST', '/api/bi/filter/ordemservico', body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ content: TWorkOrderSummary[]; totalElements: number }>();
    };
    const found = await filter({ search: '880004', category: 'active' });
    expect(found.content.map((row) => row.cdOrdemServico)).toEqual([id]);
    expect(found.totalElements).toBe(1);
    expect((await filter({ search: '880004', category: 'closed' })).totalElements).toBe(0);
    expect((await filter({ search: '880004', status: [1] })).content[0]!.cdOrdemServico).toBe(id);
    expect((await filter({ search: '880004', status: [3] })).totalElements).toBe(0);
    expect(
      (await call(token, 'POST', '/api/bi/filter/ordemservico', { sort: 'secret,asc' })).statusCode,
    ).toBe(400);
  });

  it('lists by status with products (by-status-products): only the category asked, with product names', async () => {
    const [order] = await createOrder({ vlOrdemServico: '880005' });
    await call(token, 'PUT', `/api/ordemservicos/${order!.cdOrdemServico}/close`, {
      termino: new Date(Date.now() + 60_000).toISOString(),
    });
    const page = (
      await call(token, 'GET', '/api/ordemservicos/by-status-products?category=closed&size=200&sort=id,desc')
    ).json<{ content: TWorkOrderSummary[] }>();
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((row) => row.status === 4)).toBe(true);
    const row = page.content.find((candidate) => candidate.cdOrdemServico === order!.cdOrdemServico);
    expect(row!.productNames).toEqual([liquids[0]!.descProduct]);
    const active = (
      await call(token, 'GET', '/api/ordemservicos/by-status-products?category=active&search=880005')
    ).json<{ totalElements: number }>();
    expect(active.totalElements).toBe(0);
  });

  it('filters the list by location: orders of the locations asked, and branch-wide orders without one', async () => {
    const auth = await authOf(token);
    const [here, there] = auth.permittedLocationIds;
    expect(here).toBeDefined();
    const [atHere] = await createOrder({ vlOrdemServico: '880006', cdLocation: here });
    const [nowhere] = await createOrder({ vlOrdemServico: '880007', cdLocation: null });
    const idsOf = async (query: string) =>
      (await call(token, 'GET', `/api/ordemservicos?search=88000&size=100&${query}`))
        .json<{ content: TWorkOrderSummary[] }>()
        .content.map((row) => row.cdOrdemServico);
    const all = await idsOf('');
    expect(all).toEqual(expect.arrayContaining([atHere!.cdOrdemServico, nowhere!.cdOrdemServico]));
    const filtered = await idsOf(`locations=${here}`);
    expect(filtered).toContain(atHere!.cdOrdemServico);
    expect(filtered).toContain(nowhere!.cdOrdemServico);
    if (there !== undefined) {
      const elsewhere = await idsOf(`locations=${there}`);
      expect(elsewhere).not.toContain(atHere!.cdOrdemServico);
      expect(elsewhere).toContain(nowhere!.cdOrdemServico);
      expect(await idsOf(`locations=${here},${there}`)).toContain(atHere!.cdOrdemServico);
    }
    const byBody = (
      await call(token, 'POST', '/api/bi/filter/ordemservico', { search: '880006', locations: [here] })
    ).json<{ content: TWorkOrderSummary[] }>();
    expect(byBody.content.map((row) => row.cdOrdemServico)).toEqual([atHere!.cdOrdemServico]);
  });
});

describe('work orders: analysis', () => {
  const timeZone = 'America/Chicago';
  const dayOf = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);

  it('answers the causes, the products’ limits and the planned start day hour by hour, as planning’s order analysis', async () => {
    const plannedStart = new Date(Date.now() + 3_600_000);
    const [order] = await createOrder({
      carrierRate: null,
      plannedStart: plannedStart.toISOString(),
      plannedEnd: new Date(plannedStart.getTime() + 3_600_000).toISOString(),
    });
    const id = order!.cdOrdemServico;
    const response = await call(token, 'GET', `/api/ordemservicos/analyse/by-order/dto/${id}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const analysis = response.json<TWorkOrderAnalysis>();
    expect(analysis.order.cdOrdemServico).toBe(id);
    expect(analysis.causes).toEqual([]);
    expect(analysis.products.map((product) => product.id)).toEqual([liquids[0]!.id]);
    expect(analysis.products[0]!.vlVelocWindMax).toBe(liquids[0]!.vlVelocWindMax);
    expect(analysis.date).toBe(dayOf(plannedStart));
    expect(analysis.hoursProblem).toBeNull();
    expect(analysis.hours.length).toBeGreaterThanOrEqual(23);
    expect(dayOf(new Date(analysis.hours[0]!.hour))).toBe(analysis.date);
    const planning = (
      await call(token, 'GET', `/api/planejamento-ordem-servico/v2/analise/${id}?data=${analysis.date}`)
    ).json<THourVerdict[]>();
    expect(analysis.hours).toEqual(planning);
    const blocked = analysis.hours.flatMap((hour) => hour.blocked);
    expect(blocked.every((block) => block.productId === liquids[0]!.id)).toBe(true);
  });

  it('analyses the day asked (data=), names what blocks each hour, and says why a day has no hours', async () => {
    const products = (await call(token, 'GET', '/api/produtos/all-dto')).json<TProductRecord[]>();
    const touchy = products.find(
      (product) =>
        product.typeProduct === 'LIQUID' &&
        !product.isBlend &&
        product.missingWeather.length === 0 &&
        product.vlVelocWindMax !== null,
    )!;
    const [order] = await createOrder({ products: [{ productId: touchy.id, rate: 1, rateUnit: 'fl oz' }] });
    const id = order!.cdOrdemServico;
    const tomorrow = dayOf(new Date(Date.now() + 86_400_000));
    const analysis = (
      await call(token, 'GET', `/api/ordemservicos/analyse/by-order/dto/${id}?data=${tomorrow}`)
    ).json<TWorkOrderAnalysis>();
    expect(analysis.date).toBe(tomorrow);
    expect(analysis.hours.length).toBeGreaterThanOrEqual(23);
    for (const hour of analysis.hours) {
      for (const block of hour.blocked) {
        expect(block).toMatchObject({ productId: touchy.id, productName: touchy.descProduct });
        if (block.limit === 'wind' && block.value !== null && block.value! > block.threshold!)
          expect(hour.windSpeedKmh).toBe(block.value);
      }
      if (hour.blocked.length) expect(hour.open).toBe(false);
    }
    const far = await call(
      token,
      'GET',
      `/api/ordemservicos/analyse/by-order/dto/${id}?data=2099-06-01`,
      undefined,
      {
        locale: '3',
      },
    );
    expect(far.statusCode, far.body.slice(0, 300)).toBe(200);
    expect(far.json<TWorkOrderAnalysis>()).toMatchObject({
      date: '2099-06-01',
      hours: [],
      hoursProblem: { code: '707' },
    });
    expect(far.json<TWorkOrderAnalysis>().hoursProblem!.message).not.toBe('');
    expect(
      (await call(token, 'GET', `/api/ordemservicos/analyse/by-order/dto/${id}?data=2026-02-30`)).statusCode,
    ).toBe(400);
    expect((await call(token, 'GET', '/api/ordemservicos/analyse/by-order/dto/99999999')).statusCode).toBe(
      404,
    );
  });
});

async function authOf(sessionToken: string) {
  return (await app.services.auth.authenticate(sessionToken))!;
}
