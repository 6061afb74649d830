import { describe, expect, it, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TFieldSummary, TProductRecord, TWorkOrderRecord, TWorkOrderSummary } from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import { localDateOf } from '../../calendar/calendar';
import { squareRing } from '../records/growers/boundary-fixtures';

const { call, login, demo, database } = await createTestApp();
let token: string;
let fieldsOfFarm: TFieldSummary[];
let liquids: TProductRecord[];
let drys: TProductRecord[];
let liquidGroupId: number;

const groupsBase = '/api/config-proc-ordem-servico';
const weather = {
  vlVelocWindMin: 4.8,
  vlVelocWindMax: 16.1,
  vlTemperatureMin: 10,
  vlTemperatureMax: 32,
  vlHumidityMin: 40,
  vlHumidityMax: 100,
  rainFreeHours: 4,
};

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
  const complete = products.filter((product) => product.missingWeather.length === 0 && !product.isBlend);
  liquids = complete.filter((product) => product.typeProduct === 'LIQUID' && product.sprayVolumeMin === null);
  drys = products.filter(
    (product) => product.typeProduct === 'DRY' && !product.isBlend && product.status === 'ACTIVE',
  );
  const groups = (await call(token, 'GET', `${groupsBase}/all`)).json<
    { id: number; mixtureType: string }[]
  >();
  liquidGroupId = groups.find((group) => group.mixtureType === 'LIQUID')!.id;
});

async function createOrder(overrides: Record<string, unknown>) {
  const [first] = fieldsOfFarm;
  const response = await call(token, 'POST', '/api/ordemservicos', {
    description: 'Recheck pass',
    growerId: first!.growerId,
    farmId: first!.farmId,
    fieldIds: [first!.id],
    carrierRate: 140,
    equipmentGroupId: liquidGroupId,
    timing: 'POST',
    applicationType: 'MIX',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TWorkOrderRecord[]>()[0]!;
}

async function createProduct(overrides: Record<string, unknown>) {
  const response = await call(token, 'POST', '/api/produtos', {
    typeProduct: 'LIQUID',
    rateUnit: 'fl oz',
    density: 1.1,
    ...weather,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TProductRecord>();
}

const getOrder = async (id: number) =>
  (await call(token, 'GET', `/api/ordemservicos/${id}`)).json<TWorkOrderRecord>();
const listed = async (id: number) =>
  (await call(token, 'GET', '/api/ordemservicos?size=500&sort=id,desc'))
    .json<{ content: TWorkOrderSummary[] }>()
    .content.find((row) => row.cdOrdemServico === id)!;

describe('work orders: flags recomputed when what they depend on changes', () => {
  it('flags the compartment on the next get and list when a product of the order changes mixture type (rank 10)', async () => {
    const product = await createProduct({ descProduct: 'Recheck liquid A' });
    const order = await createOrder({ products: [{ productId: product.id, rate: 1.5, rateUnit: 'fl oz' }] });
    expect(order.compartimentoInconsistente).toBe(false);
    const edited = await call(token, 'PUT', `/api/produtos/${product.id}`, {
      descProduct: 'Recheck liquid A',
      typeProduct: 'DRY',
      rateUnit: 'lb',
      ...weather,
      version: product.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await getOrder(order.cdOrdemServico);
    expect(after.compartimentoInconsistente).toBe(true);
    expect(after.inconsistencies).toContain('COMPARTMENT');
    expect(after.rank).toBe(10);
    expect(after.selectable).toBe(false);
    const row = await listed(order.cdOrdemServico);
    expect(row.compartimentoInconsistente).toBe(true);
    expect(row.rank).toBe(10);
  });

  it("flags the flow rate on the next get and list when a product's spray range no longer holds the carrier rate", async () => {
    const product = await createProduct({
      descProduct: 'Recheck liquid B',
      sprayVolumeMin: 100,
      sprayVolumeMax: 200,
    });
    const order = await createOrder({ products: [{ productId: product.id, rate: 1.5, rateUnit: 'fl oz' }] });
    expect(order.flowRateInconsistente).toBe(false);
    const edited = await call(token, 'PUT', `/api/produtos/${product.id}`, {
      descProduct: 'Recheck liquid B',
      typeProduct: 'LIQUID',
      rateUnit: 'fl oz',
      density: 1.1,
      ...weather,
      sprayVolumeMin: 150,
      sprayVolumeMax: 200,
      version: product.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await getOrder(order.cdOrdemServico)).flowRateInconsistente).toBe(true);
    const row = await listed(order.cdOrdemServico);
    expect(row.flowRateInconsistente).toBe(true);
    expect(row.inconsistencies).toContain('FLOW_RATE');
    expect(row.rank).toBe(10);
  });

  it("flags the compartment on the next list when a dry group's member loses a bin, and clears it when the bin is back", async () => {
    const [first, second] = drys;
    const created = await call(token, 'POST', '/api/equipamentos', {
      name: 'Recheck spreader',
      equipmentId: 'RC-1',
      type: 'spreader',
      tankCapacity: 8000,
      fixedTanks: true,
      compartments: [
        { name: 'Front bin', capacity: 4000, mixtureType: 'DRY' },
        { name: 'Rear bin', capacity: 4000, mixtureType: 'DRY' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const member = {
      cdEquipamento: created.json<{ cdEquipamento: number }>().cdEquipamento,
      operationSpeed: 18,
      travelSpeed: 40,
      compartmentCount: 2,
    };
    const group = await call(token, 'POST', `${groupsBase}/manage/create`, {
      name: 'Recheck dry crew',
      mixtureType: 'DRY',
      workingPeriods: [
        {
          dayOfWeek: 'MON',
          start: { hour: 6, minute: 0 },
          end: { hour: 18, minute: 0 },
          overtimeLimit: { hour: 2, minute: 0 },
        },
      ],
      equipments: [member],
    });
    expect(group.statusCode, group.body).toBe(201);
    const { id: groupId, equipments } = group.json<{ id: number; equipments: { id: number }[] }>();
    const order = await createOrder({
      equipmentGroupId: groupId,
      carrierRate: null,
      products: [
        { productId: first!.id, rate: 100, rateUnit: 'lb' },
        { productId: second!.id, rate: 80, rateUnit: 'lb' },
      ],
    });
    expect(order.compartimentoInconsistente).toBe(false);
    const oneBin = await call(token, 'PUT', `${groupsBase}/equipments`, {
      ...member,
      id: equipments[0]!.id,
      compartmentCount: 1,
    });
    expect(oneBin.statusCode, oneBin.body).toBe(200);
    const row = await listed(order.cdOrdemServico);
    expect(row.compartimentoInconsistente).toBe(true);
    expect(row.inconsistencies).toContain('COMPARTMENT');
    expect(row.rank).toBe(10);
    const twoBins = await call(token, 'PUT', `${groupsBase}/equipments`, {
      ...member,
      id: equipments[0]!.id,
    });
    expect(twoBins.statusCode, twoBins.body).toBe(200);
    expect((await getOrder(order.cdOrdemServico)).compartimentoInconsistente).toBe(false);
  });
});

describe('work orders: product-not-found and field-area flags', () => {
  it('flags SEM_ID on the next get and list when a product of the order is deleted, and clears it on restore', async () => {
    const product = await createProduct({ descProduct: 'Recheck liquid C' });
    const order = await createOrder({
      carrierRate: null,
      products: [{ productId: product.id, rate: 1.5, rateUnit: 'fl oz' }],
    });
    expect(order.inconsistencies).toEqual([]);
    const id = order.cdOrdemServico;
    // A product an order uses cannot be deleted: the order leaves the way first, and comes back.
    expect((await call(token, 'DELETE', `/api/ordemservicos/status-deleted/${id}`)).statusCode).toBe(200);
    const removed = await call(token, 'DELETE', `/api/produtos/${product.id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await call(token, 'PUT', `/api/ordemservicos/${id}/restore`)).statusCode).toBe(200);
    const after = await getOrder(id);
    expect(after.inconsistencies).toContain('SEM_ID');
    expect(after).toMatchObject({ ordemPendente: true, rank: 10, selectable: false });
    expect(after.products[0]!.descProduct).toBe('Recheck liquid C');
    const row = await listed(id);
    expect(row.inconsistencies).toContain('SEM_ID');
    expect(row.rank).toBe(10);
    expect((await call(token, 'POST', `/api/produtos/${product.id}/restore`)).statusCode).toBe(200);
    expect((await getOrder(id)).inconsistencies).toEqual([]);
    expect((await listed(id)).rank).not.toBe(10);
  });

  it("flags a field without boundary or area (FIELD_AREA, 'check the productive area') and clears it once the field is mapped", async () => {
    const [first] = fieldsOfFarm;
    const created = await call(token, 'POST', '/api/talhoes', {
      farmId: first!.farmId,
      name: 'Recheck unmapped',
      areaHectares: 12.5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const field = created.json<{ id: number; version: number }>();
    const order = await createOrder({
      carrierRate: null,
      fieldIds: [field.id],
      products: [{ productId: liquids[0]!.id, rate: 1, rateUnit: 'fl oz' }],
    });
    expect(order.inconsistencies).toEqual(['FIELD_AREA']);
    expect(order).toMatchObject({ talhaoInconsistente: true, rank: 10, selectable: false });
    expect(order.fields[0]).toMatchObject({ geometryMissing: true });
    const row = await listed(order.cdOrdemServico);
    expect(row).toMatchObject({ talhaoInconsistente: true, rank: 10, inconsistencies: ['FIELD_AREA'] });
    const analysis = (
      await call(token, 'GET', `/api/ordemservicos/analyse/by-order/dto/${order.cdOrdemServico}`, undefined, {
        locale: '3',
      })
    ).json<{ causes: string[]; hours: unknown[]; hoursProblem: { code: string } | null }>();
    expect(analysis.causes).toEqual(['FIELD_AREA']);
    expect(analysis.hours).toEqual([]);
    expect(analysis.hoursProblem!.code).toBe('geometryMissing');
    const mapped = await call(token, 'PUT', `/api/talhoes/${field.id}`, {
      farmId: first!.farmId,
      name: 'Recheck unmapped',
      geometry: { type: 'Polygon', coordinates: [squareRing(-93.5, 42.15, 400)] },
      version: field.version,
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const after = await getOrder(order.cdOrdemServico);
    expect(after.inconsistencies).toEqual([]);
    expect(after.talhaoInconsistente).toBe(false);
    expect((await listed(order.cdOrdemServico)).talhaoInconsistente).toBe(false);
  });
});

describe('work orders: equipment bins', () => {
  it("refuses saving an order with more products than the dry group's bins, with the spec's message (400)", async () => {
    const [first, second, third] = drys;
    expect(third).toBeDefined();
    const created = await call(token, 'POST', '/api/equipamentos', {
      name: 'Bins spreader',
      equipmentId: 'BN-1',
      type: 'spreader',
      tankCapacity: 8000,
      fixedTanks: true,
      compartments: [
        { name: 'Front bin', capacity: 4000, mixtureType: 'DRY' },
        { name: 'Rear bin', capacity: 4000, mixtureType: 'DRY' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = await call(token, 'POST', `${groupsBase}/manage/create`, {
      name: 'Bins dry crew',
      mixtureType: 'DRY',
      workingPeriods: [
        {
          dayOfWeek: 'TUE',
          start: { hour: 6, minute: 0 },
          end: { hour: 18, minute: 0 },
          overtimeLimit: { hour: 2, minute: 0 },
        },
      ],
      equipments: [
        {
          cdEquipamento: created.json<{ cdEquipamento: number }>().cdEquipamento,
          operationSpeed: 18,
          travelSpeed: 40,
          compartmentCount: 2,
        },
      ],
    });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = group.json<{ id: number }>().id;
    const lines = [first!, second!, third!].map((product) => ({
      productId: product.id,
      rate: 50,
      rateUnit: 'lb',
    }));
    const [field] = fieldsOfFarm;
    const input = {
      description: 'Three blends',
      growerId: field!.growerId,
      farmId: field!.farmId,
      fieldIds: [field!.id],
      carrierRate: null,
      equipmentGroupId: groupId,
      timing: 'PREPLANT',
      applicationType: 'MIX',
    };
    const refused = await call(
      token,
      'POST',
      '/api/ordemservicos',
      { ...input, products: lines },
      { locale: '3' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'workOrderTooManyProducts',
      message:
        'Too many products for the equipment bins: the order needs 3 compartments, the equipment has 2',
      details: [{ path: 'products' }],
    });
    const spanish = await call(
      token,
      'POST',
      '/api/ordemservicos',
      { ...input, products: lines },
      { locale: '2' },
    );
    expect(spanish.json<{ message: string }>().message).toContain('Demasiados productos');
    const fits = await call(token, 'POST', '/api/ordemservicos', { ...input, products: lines.slice(0, 2) });
    expect(fits.statusCode, fits.body).toBe(201);
    const order = fits.json<TWorkOrderRecord[]>()[0]!;
    const edited = await call(
      token,
      'PUT',
      `/api/ordemservicos/${order.cdOrdemServico}`,
      { ...input, products: lines, version: order.version },
      { locale: '3' },
    );
    expect(edited.statusCode).toBe(400);
    expect(edited.json<{ code: string }>().code).toBe('workOrderTooManyProducts');
    expect((await getOrder(order.cdOrdemServico)).products).toHaveLength(2);
  });
});

describe('work orders: list search', () => {
  it('finds orders by the start of the ticket and by the start of a description word, not by the middle of a ticket', async () => {
    const product = liquids[0]!;
    const order = await createOrder({
      vlOrdemServico: 'TX-77120',
      description: 'Burndown ahead of soybeans',
      products: [{ productId: product.id, rate: 1, rateUnit: 'fl oz' }],
    });
    const ids = async (search: string) =>
      (await call(token, 'GET', `/api/ordemservicos?size=500&search=${encodeURIComponent(search)}`))
        .json<{ content: TWorkOrderSummary[] }>()
        .content.map((row) => row.cdOrdemServico);
    expect(await ids('tx-771')).toContain(order.cdOrdemServico);
    expect(await ids('soyb')).toContain(order.cdOrdemServico);
    expect(await ids('burndown soy')).toContain(order.cdOrdemServico);
    expect(await ids('77120')).not.toContain(order.cdOrdemServico);
  });
});

describe('work orders: ranked list over many orders', () => {
  it('reads the ranked order tier by tier with the same ranks, order and total as the full sort', async () => {
    const { ownerId } = demo;
    const unitId = demo.units.iowa;
    const fieldIds = demo.ids.fieldsIowa!;
    const productIds = demo.ids.productsIowa!;
    // The branch's today, not the database's (they differ in the UTC hours past Iowa's midnight).
    const today = sql`${localDateOf(new Date(), 'America/Chicago')}::date`;
    // 3,200 orders: skipped today, alerts, scheduled and plain ones, some closed, some inconsistent.
    await database.db.execute(sql`
      insert into work_orders (owner_id, unit_id, description, ticket, status, grower_id, farm_id, timing, application_type, created_at, closed_at, skipped_on, scheduled_on, alert_count)
      select ${ownerId}, ${unitId}, 'Tier test', (900000 + g)::text, (array[1,2,5,4])[1 + g % 4], fa.grower_id, f.farm_id, 'POST', 'MIX',
        now() - g * interval '1 minute',
        case when g % 4 = 3 or g % 11 = 0 then now() - (g % 50) * interval '1 hour' end,
        case when g % 37 = 0 then ${today} end,
        case when g % 7 = 0 then ${today} + (g % 3) when g % 19 = 0 then ${today} - 1 end,
        case when g % 23 = 0 then 1 else 0 end
      from generate_series(1, 3200) as g
      join fields f on f.id = (${sql.raw(`ARRAY[${fieldIds.join(',')}]`)})[1 + g % ${fieldIds.length}]
      join farms fa on fa.id = f.farm_id`);
    await database.db.execute(sql`
      insert into work_order_products (work_order_id, product_id, position, rate_per_hectare, rate_unit)
      select wo.id, (${sql.raw(`ARRAY[${productIds.join(',')}]`)})[1 + wo.id % ${productIds.length}], 0, 1, 'fl oz' from work_orders wo where wo.description = 'Tier test'`);
    const readAll = async (sort: string) => {
      const rows: TWorkOrderSummary[] = [];
      let total = 0;
      for (let page = 0; page < 20; page += 1) {
        const body = (
          await call(token, 'GET', `/api/ordemservicos?category=active&size=137&page=${page}&sort=${sort}`)
        ).json<{ content: TWorkOrderSummary[]; totalElements: number }>();
        total = body.totalElements;
        rows.push(...body.content);
        if (body.content.length < 137) break;
      }
      return { rows, total };
    };
    const tiered = await readAll('rank,asc');
    const full = await readAll('rank,desc');
    expect(tiered.total).toBeGreaterThan(2000);
    expect(tiered.rows).toHaveLength(tiered.total);
    expect(new Set(tiered.rows.map((row) => row.cdOrdemServico)).size).toBe(tiered.total);
    // Same rank per order as the one-query sort, and the spec's order: rank, closing time (none last), id.
    const rankOf = new Map(full.rows.map((row) => [row.cdOrdemServico, row.rank]));
    expect(tiered.rows.every((row) => rankOf.get(row.cdOrdemServico) === row.rank)).toBe(true);
    const key = (row: TWorkOrderSummary) =>
      [row.rank, row.dtEncerramento ?? '9999', row.cdOrdemServico] as const;
    for (let index = 1; index < tiered.rows.length; index += 1) {
      const [a, b] = [key(tiered.rows[index - 1]!), key(tiered.rows[index]!)];
      const ordered = a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])));
      expect(ordered, `${a.join('/')} before ${b.join('/')}`).toBe(true);
    }
    expect(
      tiered.rows.some((row) => row.rank === 10) &&
        tiered.rows.some((row) => row.rank === 9) &&
        tiered.rows.some((row) => row.rank <= 5),
    ).toBe(true);
    // Flags and rank agree: inconsistent orders rank 1 (skipped today) or 10.
    expect(
      tiered.rows.every((row) => row.inconsistencies.length > 0 === (row.rank === 1 || row.rank === 10)),
    ).toBe(true);
  });

  it('answers totals over date ranges equal to the orders listed (whole days from the day counts, partial days counted)', async () => {
    const day = 86_400_000;
    const date = (offset: number) => new Date(Date.now() + offset * day).toISOString().slice(0, 10);
    for (const range of [
      `dateInit=${date(-1)}`,
      `dateInit=${date(-3)}&dateEnd=${date(-1)}`,
      `dateEnd=${date(-2)}`,
      `dateInit=${date(0)}&dateEnd=${date(0)}`,
    ]) {
      const ids: number[] = [];
      let total = -1;
      for (let page = 0; page < 20; page += 1) {
        const body = (
          await call(
            token,
            'GET',
            `/api/ordemservicos?category=active&${range}&size=500&page=${page}&sort=id,asc`,
          )
        ).json<{ content: TWorkOrderSummary[]; totalElements: number }>();
        total = body.totalElements;
        ids.push(...body.content.map((row) => row.cdOrdemServico));
        if (body.content.length < 500) break;
      }
      expect(total, range).toBe(ids.length);
    }
  });

  it('keeps the order counts and line ids in step with inserts, status changes and line edits', async () => {
    const product = liquids[0]!;
    const before = (await call(token, 'GET', '/api/ordemservicos?category=active&size=1')).json<{
      totalElements: number;
    }>().totalElements;
    const order = await createOrder({ products: [{ productId: product.id, rate: 1, rateUnit: 'fl oz' }] });
    expect(
      (await call(token, 'GET', '/api/ordemservicos?category=active&size=1')).json<{
        totalElements: number;
      }>().totalElements,
    ).toBe(before + 1);
    expect(
      (await call(token, 'PUT', `/api/ordemservicos/${order.cdOrdemServico}/cancel`, {})).statusCode,
    ).toBe(200);
    expect(
      (await call(token, 'GET', '/api/ordemservicos?category=active&size=1')).json<{
        totalElements: number;
      }>().totalElements,
    ).toBe(before);
    const result = (await database.db.execute(
      sql`select product_ids from work_orders where id = ${order.cdOrdemServico}`,
    )) as unknown as { rows: { product_ids: number[] }[] };
    expect(result.rows[0]!.product_ids).toEqual([product.id]);
  });
});
