import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZEquipmentGroupInput, ZWorkOrderInput, type TAvailableOrder, type TPage } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { fields, zones } from '../../records/growers/growers.tables';
import { workOrders } from '../../work-orders/work-orders.tables';
import { planItems } from '../plans/plans.tables';
import { PLANNING_BASE } from '../planning.paths';
import { localDateOf } from '../../../calendar/calendar';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const services = app.services;
const token = await login('dispatcher');
const auth = (await services.auth.authenticate(token))!;
const otherToken = await login('demo', { owner: 'other' });
const base = `/api${PLANNING_BASE}`;

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && !group.robot)!.id,
);
const dryGroup = groups.find((group) => group.mixtureType === 'DRY')!;
const today = localDateOf(new Date(), spray.timeZone);
const addDays = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};
const tomorrow = addDays(today, 1);
const products = await services.products.allRecords(auth);
const goodLiquid = products.find(
  (product) => product.typeProduct === 'LIQUID' && product.missingWeather.length === 0,
)!.id;
const dryProduct = products.find((product) => product.typeProduct === 'DRY')!.id;
const weatherless = products.find(
  (product) => product.typeProduct === 'LIQUID' && product.missingWeather.length > 0,
);
const template = (await services.workOrders.list(auth, { page: 0, size: 1, status: [1] } as never))
  .content[0]!;
const templateRecord = await services.workOrders.get(auth, template.cdOrdemServico);

async function makeOrder(productIds: number[], equipmentGroupId: number | null = spray.id, timing = 'POST') {
  const [record] = await services.workOrders.create(
    auth,
    ZWorkOrderInput.parse({
      description: 'Available test',
      growerId: templateRecord.growerId,
      farmId: templateRecord.farmId,
      fieldIds: [templateRecord.fieldIds[0]],
      cdLocation: templateRecord.cdLocation,
      equipmentGroupId,
      products: productIds.map((productId) => ({ productId, rate: 2, rateUnit: 'l' })),
      timing,
      applicationType: 'MIX',
    }),
    { breakFields: false },
  );
  return record!.cdOrdemServico;
}

async function available(body: Record<string, unknown> = {}, path = '', as = token) {
  const response = await call(as, 'POST', `${base}/ordens-disponiveis${path}`, {
    data: tomorrow,
    configuracaoId: spray.id,
    size: 500,
    ...body,
  });
  expect(response.statusCode).toBe(200);
  return response.json<TPage<TAvailableOrder>>();
}
const idsOf = (page: TPage<TAvailableOrder>) => page.content.map((order) => order.cdOrdemServico);

describe('available orders (POST /ordens-disponiveis)', () => {
  it("answers a ranked page of the group's orders with rank, selectability and count", async () => {
    const page = await available({ size: 5 });
    expect(page).toMatchObject({ number: 0, size: 5 });
    expect(page.content.length).toBeLessThanOrEqual(5);
    const all = await available();
    const ranks = all.content.map((order) => order.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(
      all.content.every(
        (order) =>
          order.selectable ===
          (!order.rankName.includes('schedule') && !order.rankName.includes('inconsistent')),
      ),
    ).toBe(true);
    const count = await call(token, 'POST', `${base}/ordens-disponiveis/count`, {
      data: tomorrow,
      configuracaoId: spray.id,
    });
    expect(count.json()).toEqual({ count: all.totalElements });
    const first = all.content[0]!;
    expect(first.fields[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
  });

  it("names the blocks (zones) of each order's fields", async () => {
    const fieldId = templateRecord.fieldIds[0]!;
    const [zone] = await database.db
      .insert(zones)
      .values({ ownerId: auth.ownerId, unitId: auth.unitId, farmId: templateRecord.farmId, name: 'Block 7' })
      .returning();
    await database.db.update(fields).set({ zoneId: zone!.id }).where(eq(fields.id, fieldId));
    try {
      const order = await makeOrder([goodLiquid]);
      const all = await available();
      expect(all.content.find((candidate) => candidate.cdOrdemServico === order)?.blockNames).toEqual([
        'Block 7',
      ]);
      const fieldIds = [
        ...new Set(all.content.flatMap((candidate) => candidate.fields.map((field) => field.id))),
      ];
      const zoneOf = new Map(
        (await services.fields.summaries(auth, { ids: fieldIds })).map((field) => [field.id, field.zoneName]),
      );
      for (const candidate of all.content)
        expect(candidate.blockNames).toEqual([
          ...new Set(candidate.fields.map((field) => zoneOf.get(field.id)).filter(Boolean)),
        ]);
    } finally {
      await database.db.update(fields).set({ zoneId: null }).where(eq(fields.id, fieldId));
    }
  });

  it("lists the group's and unassigned orders, not another group's", async () => {
    const [own, unassigned, other] = [
      await makeOrder([goodLiquid]),
      await makeOrder([goodLiquid], null),
      await makeOrder([dryProduct], dryGroup.id),
    ];
    const ids = idsOf(await available());
    expect(ids).toEqual(expect.arrayContaining([own, unassigned]));
    expect(ids).not.toContain(other);
  });

  it("leaves out the orders the day's active plans hold; another day shows where they are scheduled", async () => {
    const order = await makeOrder([goodLiquid]);
    const planned = await call(token, 'POST', `${base}/alocar-ordem`, {
      configuracaoId: spray.id,
      equipamentoId: spray.equipments[0]!.cdEquipamento,
      ordensId: [order],
      dataDesejada: tomorrow,
    });
    expect(planned.statusCode).toBe(200);
    expect(idsOf(await available())).not.toContain(order);
    const later = (await available({ data: addDays(today, 2) })).content.find(
      (entry) => entry.cdOrdemServico === order,
    )!;
    expect(later).toMatchObject({ scheduledOn: tomorrow, rankName: 'scheduled', selectable: false });
  });

  it("with incluirProgramadas also lists the group's scheduled orders of the day, first, with their machine, not selectable", async () => {
    const machine = spray.equipments[1]?.cdEquipamento ?? spray.equipments[0]!.cdEquipamento;
    const order = await makeOrder([goodLiquid]);
    const planned = await call(token, 'POST', `${base}/alocar-ordem`, {
      configuracaoId: spray.id,
      equipamentoId: machine,
      ordensId: [order],
      dataDesejada: tomorrow,
    });
    expect(planned.statusCode).toBe(200);
    // Started since: a scheduled order is drawn whatever its status.
    await database.db.update(workOrders).set({ status: 2 }).where(eq(workOrders.id, order));
    expect(idsOf(await available())).not.toContain(order);
    expect(idsOf(await available({ incluirProgramadas: false }))).not.toContain(order);

    const withScheduled = await available({ incluirProgramadas: true });
    const position = idsOf(withScheduled).indexOf(order);
    expect(position).toBeGreaterThanOrEqual(0);
    expect(withScheduled.content[position]).toMatchObject({
      equipamentoId: machine,
      selectable: false,
      scheduledOn: null,
      status: 2,
    });
    // The scheduled orders come before the available ones, which keep no machine.
    const firstAvailable = withScheduled.content.findIndex((entry) => entry.equipamentoId == null);
    expect(position).toBeLessThan(firstAvailable);
    expect(withScheduled.content.slice(firstAvailable).every((entry) => entry.equipamentoId == null)).toBe(
      true,
    );
    const count = await call(token, 'POST', `${base}/ordens-disponiveis/count`, {
      data: tomorrow,
      configuracaoId: spray.id,
      incluirProgramadas: true,
    });
    expect(count.json()).toEqual({ count: withScheduled.totalElements });
    // Another day, or another group, does not take them in.
    expect(idsOf(await available({ incluirProgramadas: true, data: addDays(today, 3) }))).not.toContain(
      order,
    );
    const dry = await available({ incluirProgramadas: true, configuracaoId: dryGroup.id });
    expect(idsOf(dry)).not.toContain(order);
  });

  it('leaves in-progress orders out of optimisation; the manual list has them', async () => {
    const order = await makeOrder([goodLiquid]);
    await database.db.update(workOrders).set({ status: 2 }).where(eq(workOrders.id, order));
    expect(idsOf(await available())).not.toContain(order);
    expect(idsOf(await available({}, '/manual'))).toContain(order);
    const manualCount = (
      await call(token, 'POST', `${base}/ordens-disponiveis/manual/count`, {
        data: tomorrow,
        configuracaoId: spray.id,
      })
    ).json();
    expect(manualCount).toEqual({ count: (await available({}, '/manual')).totalElements });
  });

  it('lists an order in progress that an earlier day holds in part, with the hectares left to plan', async () => {
    const order = await makeOrder([goodLiquid]);
    // A machine and dates no other test here plans.
    const machine = spray.equipments.at(-1)!.cdEquipamento;
    const earlier = addDays(today, 5);
    const later = addDays(today, 6);
    const planned = await call(token, 'POST', `${base}/alocar-ordem`, {
      configuracaoId: spray.id,
      equipamentoId: machine,
      ordensId: [order],
      dataDesejada: earlier,
    });
    expect(planned.statusCode, planned.body).toBe(200);
    await database.db.update(workOrders).set({ status: 2 }).where(eq(workOrders.id, order));
    // The earlier day holds all of it: not carried, and in progress it stays out of optimisation.
    expect(idsOf(await available({ data: later }))).not.toContain(order);

    // The earlier day holds 40% of it: the day after lists it for the rest.
    const selected = (await services.workOrders.get(auth, order)).selectedArea!;
    await database.db
      .update(planItems)
      .set({ areaHectares: selected * 0.4 })
      .where(and(eq(planItems.workOrderId, order), eq(planItems.kind, 'order')));
    const listed = (await available({ data: later })).content.find((entry) => entry.cdOrdemServico === order);
    expect(listed?.leftArea).toBeCloseTo(selected * 0.6, 6);
    // It ranks as scheduled (a day holds it), yet its rest can be chosen for the later day.
    expect(listed).toMatchObject({
      status: 2,
      scheduledOn: earlier,
      rankName: 'scheduled',
      selectable: true,
    });
    // The earlier day itself holds it already, and no day before it holds any.
    expect(idsOf(await available({ data: earlier }))).not.toContain(order);
    expect(
      (await available({ data: later }, '/manual')).content.find((entry) => entry.cdOrdemServico === order)
        ?.leftArea,
    ).toBeCloseTo(selected * 0.6, 6);
  });

  it('shows inconsistency causes, and hides inconsistent orders when showInconsistent is off', async () => {
    expect(weatherless).toBeDefined();
    const order = await makeOrder([weatherless!.id]);
    const found = (await available()).content.find((entry) => entry.cdOrdemServico === order)!;
    expect(found.inconsistencias).toEqual(expect.arrayContaining(weatherless!.missingWeather));
    expect(found).toMatchObject({ rankName: 'inconsistent', selectable: false });
    expect(idsOf(await available({ showInconsistent: false }))).not.toContain(order);
  });

  it("counts an order's compliance alerts as the work-order list does, naming the product its applicator is not licensed for", async () => {
    // Records are kept by managers; the dispatcher plans.
    const manager = await login('demo');
    const employee = await call(manager, 'POST', '/api/funcionario', {
      code: 'AVL-LIC-1',
      credential: 'BADGE-AVL-LIC-1',
      name: 'Sam Unlicensed',
      role: 'OPERATOR',
      licences: [],
    });
    expect(employee.statusCode, employee.body).toBe(201);
    const created = await call(manager, 'POST', '/api/produtos', {
      descProduct: 'Restricted 2EC',
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
    const restricted = created.json<{ id: number }>().id;
    const [record] = await services.workOrders.create(
      auth,
      ZWorkOrderInput.parse({
        description: 'Available licence test',
        growerId: templateRecord.growerId,
        farmId: templateRecord.farmId,
        fieldIds: [templateRecord.fieldIds[0]],
        cdLocation: templateRecord.cdLocation,
        equipmentGroupId: spray.id,
        applicatorId: employee.json<{ id: number }>().id,
        products: [{ productId: restricted, rate: 2, rateUnit: 'l' }],
        timing: 'POST',
        applicationType: 'MIX',
      }),
      { breakFields: false },
    );
    const flagged = record!.cdOrdemServico;
    const plain = await makeOrder([goodLiquid]);
    const listed = (
      await services.workOrders.list(auth, {
        page: 0,
        size: 10,
        ids: [flagged],
        status: [1],
      } as never)
    ).content[0]!;
    const page = await available();
    const found = page.content.find((entry) => entry.cdOrdemServico === flagged)!;
    expect(found.qtdAlertas).toBe(1);
    expect(found.qtdAlertas).toBe(listed.qtdAlertas);
    expect(found.licenceAlerts).toEqual([
      { productId: restricted, descProduct: 'Restricted 2EC', date: today, missing: ['APPLICATOR'] },
    ]);
    expect(found.inconsistencias).toEqual([]);
    expect(found).toMatchObject({ rankName: 'alerts', selectable: true });
    const other = page.content.find((entry) => entry.cdOrdemServico === plain)!;
    expect(other.qtdAlertas).toBe(0);
    expect(other.licenceAlerts).toEqual([]);
  });

  it('filters by the created-date presets: last 2 days and last 7 days', async () => {
    const two = await available({ preset: 'last2days' });
    const seven = await available({ preset: 'last7days' });
    const everything = await available();
    const yesterdayStart = Date.parse(`${addDays(today, -2)}T00:00:00Z`);
    expect(two.content.every((order) => Date.parse(order.createdAt) >= yesterdayStart)).toBe(true);
    expect(two.totalElements).toBeLessThanOrEqual(seven.totalElements);
    expect(seven.totalElements).toBeLessThan(everything.totalElements);
  });

  it("follows the group's timing and product-type filters", async () => {
    const preplant = await makeOrder([goodLiquid], spray.id, 'PREPLANT');
    const dryUnassigned = await makeOrder([dryProduct], null);
    const liquidUnassigned = await makeOrder([goodLiquid], null);
    const input = ZEquipmentGroupInput.parse({
      ...Object.fromEntries(
        Object.entries(spray).filter(([key]) => !['id', 'cdUnidade', 'timeZone'].includes(key)),
      ),
      equipments: spray.equipments.map((member) => ({
        id: member.id,
        cdEquipamento: member.cdEquipamento,
        description: member.description,
        implementId: member.implementId,
        implementWidth: member.implementWidth,
        compartmentCount: member.compartmentCount,
        operationSpeed: member.operationSpeed,
        travelSpeed: member.travelSpeed,
        warehouseId: member.warehouseId,
        cleaningTime: member.cleaningTime,
        refillDuration: member.refillDuration,
        allowLoadsFromOtherTenders: member.allowLoadsFromOtherTenders,
      })),
      tenderTrucks: spray.tenderTrucks.map((tender) => ({
        id: tender.id,
        cdEquipamento: tender.cdEquipamento,
        description: tender.description,
        warehouseId: tender.warehouseId,
        loadLastToFirst: tender.loadLastToFirst,
      })),
      timingFilter: ['post-emerge'],
      productTypeFilter: ['LIQUID'],
    });
    await services.equipmentGroups.update(auth, spray.id, input);
    const page = await available();
    expect(page.content.every((order) => order.timing === 'POST')).toBe(true);
    expect(idsOf(page)).not.toContain(preplant);
    expect(idsOf(page)).not.toContain(dryUnassigned);
    expect(idsOf(page)).toContain(liquidUnassigned);
  });

  it("another tenant's group answers 404; a bad body 400", async () => {
    expect(
      (
        await call(otherToken, 'POST', `${base}/ordens-disponiveis`, {
          data: tomorrow,
          configuracaoId: spray.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(token, 'POST', `${base}/ordens-disponiveis`, {
          data: 'tomorrow',
          configuracaoId: spray.id,
        })
      ).statusCode,
    ).toBe(400);
  });
});
