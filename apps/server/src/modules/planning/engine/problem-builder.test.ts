import { describe, expect, it } from 'vitest';
import {
  RESPECT_ALL_WEATHER,
  type TPlaceRecord,
  type TWorkOrderListQuery,
  type TWorkOrderSummary,
} from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { WeatherUnavailableError, type TWeatherProvider } from '../../weather/weather.provider';
import { createProblemBuilder } from './problem-builder';
import { TENDER_TRAVEL_KMH, tendersOfMember } from './problem-tenders';
import type { TProblemBuilderDependencies } from './problem-types';
import { localDateOf, localMidnight, weekdayOf } from '../../../calendar/calendar';
import { computeSprayWindows } from '../spray-windows/spray-windows';

const { app, login } = await createTestApp();
const token = await login('dispatcher');
const auth = (await app.services.auth.authenticate(token))!;
const services = app.services;
const groups = await services.equipmentGroups.all(auth);
const sprayGroup = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID')!.id,
);
const TIME_ZONE = sprayGroup.timeZone;

/** The next working day (the demo works Monday to Saturday) inside the demo forecast. */
function nextWorkingDate(): string {
  for (let days = 1; days <= 3; days += 1) {
    const date = localDateOf(new Date(Date.now() + days * 86_400_000), TIME_ZONE);
    if (weekdayOf(date) !== 'SUN') return date;
  }
  throw new Error('no working day in the forecast');
}
const DATE = nextWorkingDate();
const SUNDAY = [0, 1, 2, 3, 4, 5, 6]
  .map((days) => localDateOf(new Date(Date.now() + days * 86_400_000), TIME_ZONE))
  .find((date) => weekdayOf(date) === 'SUN')!;

const orders = (
  await services.workOrders.list(auth, {
    page: 0,
    size: 500,
    status: [1, 2, 3, 4, 5, 6, 7],
  } as unknown as TWorkOrderListQuery)
).content;
const byGroup = (summary: TWorkOrderSummary) =>
  summary.equipmentGroupId === sprayGroup.id && summary.skipedDate === null;
const ready = orders.filter((order) => byGroup(order) && order.status === 1).slice(0, 4);
const inProgress = orders.find((order) => byGroup(order) && order.status === 2)!;
const deleted = orders.find((order) => order.status === 6)!;
const machineIds = sprayGroup.equipments.slice(0, 2).map((member) => member.cdEquipamento);
const request = {
  date: DATE,
  groupId: sprayGroup.id,
  equipmentIds: machineIds,
  orderIds: ready.map((order) => order.cdOrdemServico),
};

const builderWith = (overrides: Partial<TProblemBuilderDependencies> = {}) =>
  createProblemBuilder({ ...services, ...overrides });

describe('problem builder', () => {
  it('builds the day from the records: origin, shifts, machines, one order per field with windows, loads and travel', async () => {
    const built = await builderWith().build(auth, request);
    const { problem } = built;
    expect(built.dayStart).toEqual(localMidnight(DATE, TIME_ZONE));

    // Machines: the demo journey 06:00-19:00 with two hours of overtime; 120 ft booms; 1200 gal tanks.
    expect(problem.machines.map((machine) => machine.id)).toEqual(machineIds.map(String));
    const machine = problem.machines[0]!;
    const member = sprayGroup.equipments[0]!;
    expect(machine.shift.end - machine.shift.start).toBe(13 * 3600);
    expect(machine.shift.overtimeLimit).toBe(2 * 3600);
    expect(new Date(built.dayStart.getTime() + machine.shift.start * 1000)).toEqual(
      built.machines[0]!.workingStart,
    );
    expect(machine.workingWidthM).toBeCloseTo(36.576, 3);
    expect(machine.compartments).toEqual([{ mixtureType: 'liquid', capacity: expect.closeTo(4542.49, 1) }]);
    expect(machine.operatingSpeedKmh).toBe(member.operationSpeed);
    expect(machine.refillSeconds).toBe(member.refillDuration);
    expect(machine.cleaningSeconds).toBe(member.cleaningTime);
    expect(machine.refillPlaces).toEqual([machine.warehouse]);
    expect(machine.start).toBe(machine.warehouse);
    const warehouse = (await services.places.get(auth, member.warehouseId!))!;
    expect(built.points[machine.warehouse!]).toEqual({
      latitude: warehouse.latitude,
      longitude: warehouse.longitude,
    });

    // Orders: one per field, areas adding up to the order's selected area.
    const fieldCount = ready.reduce((sum, order) => sum + order.fieldNames.length, 0);
    expect(problem.orders).toHaveLength(fieldCount);
    for (const order of ready) {
      const parts = [...built.orders.values()].filter((entry) => entry.workOrderId === order.cdOrdemServico);
      expect(parts.reduce((sum, part) => sum + part.area, 0)).toBeCloseTo(order.selectedArea, 6);
    }
    const first = problem.orders[0]!;
    const record = await services.workOrders.get(auth, Number(first.id.split(':')[0]));
    const carrier = record.carrierRate ?? 0;
    const liquidRate = record.products
      .filter((line) => line.typeProduct === 'LIQUID')
      .reduce((sum, line) => sum + line.rate, 0);
    expect(first.loads[0]).toMatchObject({
      mixtureType: 'liquid',
      amount: expect.closeTo(Math.max(carrier, liquidRate) * first.area, 6),
    });
    expect(first.allowedMachines).toEqual(machineIds.map(String));
    const productRecords = await services.products.getMany(
      auth,
      record.products.map((line) => line.productId),
    );
    const windows = await computeSprayWindows(services.weather, {
      ownerId: auth.ownerId,
      point: built.orders.get(first.id)!.point,
      date: DATE,
      timeZone: TIME_ZONE,
      products: productRecords.map((product) => ({
        productId: product.id,
        windSpeedMinKmh: product.vlVelocWindMin,
        windSpeedMaxKmh: product.vlVelocWindMax,
        temperatureMinCelsius: product.vlTemperatureMin,
        temperatureMaxCelsius: product.vlTemperatureMax,
        humidityMinPercent: product.vlHumidityMin,
        humidityMaxPercent: product.vlHumidityMax,
        rainFreeHours: product.rainFreeHours,
        sunRule: product.sunRule,
      })),
    });
    expect(first.windows).toEqual(windows.windowSeconds);
    expect(first.productFamily).toBe(
      [...new Set(productRecords.map((product) => product.cleaningFamily ?? 'NONE'))].sort().join('+'),
    );

    // Travel: one matrix per road speed over warehouses and fields.
    const speeds = new Set(
      sprayGroup.equipments.slice(0, 2).map((entry) => Math.round(entry.travelSpeed * 10) / 10),
    );
    // The group's tender trucks travel at the tender profile's speed.
    expect(problem.tenders?.length).toBeGreaterThan(0);
    speeds.add(TENDER_TRAVEL_KMH);
    expect(problem.matrices).toHaveLength(speeds.size);
    expect(problem.matrices[0]!.durations).toHaveLength(problem.locationCount ** 2);
  });

  it('ignores the weather limits the group settings switch off', async () => {
    // A forecast of its own: the demo's may leave a whole day sprayable, which proves nothing.
    // Calm hours, with a gale and rain over four hours of each working day.
    const stormyMidday: TWeatherProvider = {
      name: 'stormy midday',
      hourly: async (_owner, _point, from, to) => {
        const hours = [];
        for (let hour = from.getTime(); hour < to.getTime(); hour += 3_600_000) {
          const utcHour = new Date(hour).getUTCHours();
          const stormy = utcHour >= 14 && utcHour < 18; // late morning in the Americas
          hours.push({
            hour: new Date(hour),
            windKmh: stormy ? 70 : 8,
            windGustKmh: stormy ? 90 : 12,
            temperatureC: 22,
            humidityPct: 60,
            rainMm: stormy ? 6 : 0,
          });
        }
        return hours;
      },
    };
    const none = { wind: false, temperature: false, humidity: false, rain: false, sun: false };
    const buildRespecting = (respect: typeof none) =>
      builderWith({ weather: stormyMidday, weatherRespectOf: async () => respect }).build(auth, request);
    const all = await buildRespecting(RESPECT_ALL_WEATHER);
    const relaxed = await buildRespecting(none);
    const open = (windows: readonly (readonly [number, number])[]) =>
      windows.reduce((sum, [start, end]) => sum + end - start, 0);
    const total = (built: typeof all) =>
      built.problem.orders.reduce((sum, order) => sum + open(order.windows), 0);
    expect(total(relaxed)).toBeGreaterThan(total(all));
  });

  it('refuses a weekday without working hours (400, the settings message with the weekday)', async () => {
    await expect(builderWith().build(auth, { ...request, date: SUNDAY })).rejects.toMatchObject({
      statusCode: 400,
      key: 'planningNoWorkingHours',
      params: { weekday: 'Sunday' },
    });
  });

  it('refuses an order in progress (409, blocked)', async () => {
    await expect(
      builderWith().build(auth, { ...request, orderIds: [...request.orderIds, inProgress.cdOrdemServico] }),
    ).rejects.toMatchObject({
      statusCode: 409,
      key: 'planningOrderBlocked',
      params: { status: 'IN PROGRESS' },
    });
  });

  it.each([
    [3, 'VOID'],
    [4, 'COMPLETED'],
    [7, 'CANCELED BY APP'],
  ] as const)(
    'refuses an order with status %s (%s: canceled, completed, canceled by the app) (409, blocked)',
    async (status, label) => {
      const blocked = ready[1]!.cdOrdemServico;
      const workOrders = {
        ...services.workOrders,
        forPlanning: async (...args: Parameters<typeof services.workOrders.forPlanning>) =>
          (await services.workOrders.forPlanning(...args)).map((summary) =>
            summary.cdOrdemServico === blocked ? { ...summary, status } : summary,
          ),
      };
      await expect(builderWith({ workOrders }).build(auth, request)).rejects.toMatchObject({
        statusCode: 409,
        code: 500,
        key: 'planningOrderBlocked',
        params: { status: label },
        details: { ordensId: [blocked] },
      });
    },
  );

  it('answers 709 for a machine without a warehouse', async () => {
    const groupWith = (change: (member: (typeof sprayGroup.equipments)[number]) => object) => ({
      ...services.equipmentGroups,
      get: async () => ({
        ...sprayGroup,
        equipments: sprayGroup.equipments.map((member, index) =>
          index === 0 ? { ...member, ...change(member) } : member,
        ),
      }),
    });
    await expect(
      builderWith({ equipmentGroups: groupWith(() => ({ warehouseId: null })) }).build(auth, request),
    ).rejects.toMatchObject({
      code: 709,
      key: 'planningEquipmentWithoutWarehouse',
      details: { equipamentosId: [machineIds[0]] },
    });
  });

  it('leaves out a machine that cannot apply and plans with the others; with none left it answers 709', async () => {
    // Machines without any working width: their own and their implement's.
    const withoutWidth = (ids: readonly number[]) => ({
      equipment: {
        ...services.equipment,
        findMany: async (...args: Parameters<typeof services.equipment.findMany>) =>
          (await services.equipment.findMany(...args)).map((record) =>
            ids.includes(record.cdEquipamento)
              ? { ...record, boomWidth: null, spreaderWidth: null, spinnerRangeMax: null }
              : record,
          ),
      },
      equipmentGroups: {
        ...services.equipmentGroups,
        get: async () => ({
          ...sprayGroup,
          equipments: sprayGroup.equipments.map((member) =>
            ids.includes(member.cdEquipamento)
              ? { ...member, implementId: null, implementWidth: null }
              : member,
          ),
        }),
      },
    });
    const [first, second] = machineIds as [number, number];
    const builder = builderWith(withoutWidth([first]) as Partial<TProblemBuilderDependencies>);
    const prepared = await builder.prepare(auth, request);
    expect(prepared.leftOut).toEqual([
      { equipmentId: first, name: expect.any(String), reason: 'noWorkingWidth' },
    ]);
    const built = await builder.complete(auth, prepared);
    expect(built.problem.machines.map((machine) => machine.id)).toEqual([String(second)]);

    await expect(
      builderWith(withoutWidth([first, second]) as Partial<TProblemBuilderDependencies>).build(auth, request),
    ).rejects.toMatchObject({
      code: 709,
      key: 'planningEquipmentWithoutWidth',
      details: { equipamentosId: [first, second] },
    });
  });

  it('answers 711 for a working period that ends before it starts that weekday', async () => {
    const weekday = weekdayOf(DATE);
    const equipmentGroups = {
      ...services.equipmentGroups,
      get: async () => ({
        ...sprayGroup,
        workingPeriods: sprayGroup.workingPeriods.map((period) =>
          period.dayOfWeek === weekday
            ? { ...period, start: { hour: 18, minute: 0 }, end: { hour: 6, minute: 0 } }
            : period,
        ),
      }),
    };
    await expect(builderWith({ equipmentGroups }).build(auth, request)).rejects.toMatchObject({
      statusCode: 400,
      code: 711,
      key: 'planningInvalidWorkingPeriod',
      details: { weekday },
    });
  });

  it('answers 712 for a group adding chemical at the field without tender trucks, 713 when none can load', async () => {
    const atField = (tenderTrucks: typeof sprayGroup.tenderTrucks) => ({
      ...services.equipmentGroups,
      get: async () => ({ ...sprayGroup, chemicalAddition: 'at-field' as const, tenderTrucks }),
    });
    await expect(builderWith({ equipmentGroups: atField([]) }).build(auth, request)).rejects.toMatchObject({
      code: 712,
      key: 'planningNoTenderTruck',
    });
    const homeless = sprayGroup.tenderTrucks.map((tender) => ({ ...tender, warehouseId: null }));
    expect(homeless.length).toBeGreaterThan(0);
    await expect(
      builderWith({ equipmentGroups: atField(homeless) }).build(auth, request),
    ).rejects.toMatchObject({ code: 713, key: 'planningNoTenderWarehouse' });
    // Adding chemical at the shed needs no tender truck to plan.
    const atShed = {
      ...services.equipmentGroups,
      get: async () => ({ ...sprayGroup, chemicalAddition: 'at-shed' as const, tenderTrucks: [] }),
    };
    await expect(builderWith({ equipmentGroups: atShed }).build(auth, request)).resolves.toBeDefined();
  });

  it("passes the group's tender trucks: loading at their warehouse, serving the members of it, or all that allow other tenders", async () => {
    const [first] = sprayGroup.tenderTrucks;
    expect(first).toBeDefined();
    const withGroup = (patch: Partial<typeof sprayGroup>) =>
      builderWith({
        equipmentGroups: { ...services.equipmentGroups, get: async () => ({ ...sprayGroup, ...patch }) },
      });
    const own = await withGroup({ consolidation: 'multiple-orders-same-grower' }).build(auth, request);
    const tenderIds = own.problem.tenders!.map((tender) => tender.id);
    expect(tenderIds).toContain(String(first!.cdEquipamento));
    expect(own.problem.consolidation).toBe('same-grower');
    expect(own.tenders!.map((tender) => String(tender.equipmentId))).toEqual(tenderIds);
    for (const tender of own.problem.tenders!) {
      expect(tender.loadPlace).toBe(tender.start);
      expect(tender.compartments.length).toBeGreaterThan(0);
    }
    expect(own.problem.orders.every((order) => order.grower !== undefined)).toBe(true);
    // A member takes loads from the tenders of its warehouse, from all when it allows other tenders.
    const open = await withGroup({
      equipments: sprayGroup.equipments.map((member) => ({ ...member, allowLoadsFromOtherTenders: true })),
    }).build(auth, request);
    expect(open.problem.machines.every((machine) => machine.tenders?.join() === tenderIds.join())).toBe(true);
    const loaded = own.tenders!.map((tender, index) => ({
      equipmentId: tender.equipmentId,
      name: tender.name,
      warehouse: { id: index === 0 ? 1 : 2 } as TPlaceRecord,
      compartments: [],
      loadLastToFirst: false,
    }));
    const ids = loaded.map((tender) => String(tender.equipmentId));
    expect(tendersOfMember({ warehouseId: 1, allowLoadsFromOtherTenders: false }, loaded)).toEqual(
      ids.slice(0, 1),
    );
    expect(tendersOfMember({ warehouseId: 3, allowLoadsFromOtherTenders: false }, loaded)).toEqual([]);
    expect(tendersOfMember({ warehouseId: 3, allowLoadsFromOtherTenders: true }, loaded)).toEqual(ids);
    // A group without tender trucks plans as before: no tenders in the problem.
    const none = await withGroup({ tenderTrucks: [] }).build(auth, request);
    expect(none.problem.tenders).toBeUndefined();
    expect(none.problem.machines.every((machine) => machine.tenders === undefined)).toBe(true);
  });

  it("caps each machine's road speed at the vehicle profile's", async () => {
    const own = await builderWith().build(auth, request);
    const robot = await builderWith().build(auth, { ...request, vehicle: 'robot' });
    const sprayer = await builderWith().build(auth, { ...request, vehicle: 'sprayer' });
    const slowest = (built: typeof own) => {
      const matrix = built.problem.matrices[built.problem.machines[0]!.travelProfile ?? 0]!;
      return matrix.durations[1]! / Math.max(1, matrix.distances[1]!);
    };
    // Seconds per metre: 6 km/h is 0.6 s/m.
    expect(slowest(robot)).toBeCloseTo(0.6, 2);
    expect(slowest(own)).toBeLessThan(slowest(robot));
    expect(slowest(sprayer)).toBeGreaterThanOrEqual(3.6 / 40 - 1e-6);
  });

  it('refuses a skipped order (409, blocked)', async () => {
    await services.workOrders.setScheduleFacts(auth.ownerId, ready[3]!.cdOrdemServico, { skippedOn: DATE });
    try {
      await expect(builderWith().build(auth, request)).rejects.toMatchObject({
        statusCode: 409,
        key: 'planningOrderBlocked',
        params: { status: 'SKIPPED' },
      });
    } finally {
      await services.workOrders.setScheduleFacts(auth.ownerId, ready[3]!.cdOrdemServico, { skippedOn: null });
    }
  });

  it('refuses a machine that already has a plan that day (409, clear or deselect it)', async () => {
    const builder = builderWith({ machinesWithPlan: async (_auth, query) => query.equipmentIds.slice(0, 1) });
    await expect(builder.build(auth, request)).rejects.toMatchObject({
      statusCode: 409,
      key: 'planningEquipmentHasOrders',
      details: { equipamentosId: [machineIds[0]] },
    });
  });

  it('refuses a single order: select more or plan by hand (400, code 500)', async () => {
    await expect(
      builderWith().build(auth, { ...request, orderIds: request.orderIds.slice(0, 1) }),
    ).rejects.toMatchObject({ statusCode: 400, code: 500, key: 'planningSelectMoreOrders' });
  });

  it('answers 704 without orders and 705 for an unknown or deleted order', async () => {
    await expect(builderWith().build(auth, { ...request, orderIds: [] })).rejects.toMatchObject({
      code: 704,
    });
    await expect(
      builderWith().build(auth, { ...request, orderIds: [...request.orderIds, 99_999_999] }),
    ).rejects.toMatchObject({ code: 705, details: { ordensId: [99_999_999] } });
    await expect(
      builderWith().build(auth, { ...request, orderIds: [...request.orderIds, deleted.cdOrdemServico] }),
    ).rejects.toMatchObject({ code: 705 });
  });

  it('answers 706 for a machine whose warehouse is over 620 miles from every field', async () => {
    const places = {
      ...services.places,
      getMany: async () => [
        {
          ...(await services.places.get(auth, sprayGroup.equipments[0]!.warehouseId!)),
          latitude: 0,
          longitude: 0,
        },
      ],
    };
    await expect(
      builderWith({ places } as Partial<TProblemBuilderDependencies>).build(auth, request),
    ).rejects.toMatchObject({ code: 706, key: 'planningTooFar' });
  });

  it('answers 707 when the weather does not cover the day and 708 when the weather service fails', async () => {
    await expect(
      builderWith({ weather: { name: 'empty', hourly: async () => [] } }).build(auth, request),
    ).rejects.toMatchObject({ statusCode: 422, code: 707 });
    const failing = {
      name: 'down',
      hourly: async () => {
        throw new WeatherUnavailableError('down');
      },
    };
    await expect(builderWith({ weather: failing }).build(auth, request)).rejects.toMatchObject({
      statusCode: 503,
      code: 708,
    });
  });

  it('answers 714 for an order without products', async () => {
    const workOrders = {
      ...services.workOrders,
      findRecords: async (...args: Parameters<typeof services.workOrders.findRecords>) =>
        (await services.workOrders.findRecords(...args)).map((record) => ({ ...record, products: [] })),
    };
    await expect(builderWith({ workOrders }).build(auth, request)).rejects.toMatchObject({ code: 714 });
  });

  it('answers 715 for a machine that is not a member of the group (a tender)', async () => {
    const tender = sprayGroup.tenderTrucks[0]!.cdEquipamento;
    await expect(builderWith().build(auth, { ...request, equipmentIds: [tender] })).rejects.toMatchObject({
      code: 715,
      details: { equipamentosId: [tender] },
    });
  });

  it('answers 716 for a machine without tank capacity', async () => {
    const equipment = {
      ...services.equipment,
      findMany: async (...args: Parameters<typeof services.equipment.findMany>) =>
        (await services.equipment.findMany(...args)).map((record) => ({
          ...record,
          compartments: [],
          tankCapacity: null,
        })),
    };
    await expect(builderWith({ equipment }).build(auth, request)).rejects.toMatchObject({
      code: 716,
      key: 'planningTankUndefined',
    });
  });
});
