import {
  BLOCKS_OPTIMISATION,
  RESPECT_ALL_WEATHER,
  SCHEDULE_STATUS_LABELS,
  VEHICLE_PROFILES,
  WORK_ORDER_STATUS,
  workingWidthOf,
  type TEquipmentGroupRecord,
  type TEquipmentRecord,
  type TGroupMember,
  type TPlaceRecord,
  type TImplementRecord,
  type TProductRecord,
  type TVehicle,
  type TWeatherRespect,
  type TWorkOrderRecord,
  type TWorkOrderStatus,
} from '@tramline/domain';
import type {
  Machine,
  MixtureType,
  Order,
  OrderLoad,
  Problem,
  TravelMatrix,
  Weighting,
} from '@tramline/optimizer';
import type { TAuth } from '../../../http/auth-context';
import { AppError, notFound } from '../../../http/errors';
import { planningError } from '../planning.errors';
import type { TEquipmentGroupsService } from '../../records/equipment-groups/equipment-groups.service';
import type { TEquipmentService } from '../../records/equipment/equipment.service';
import type { TImplementsService } from '../../records/implements/implements.service';
import type { TPlacesService } from '../../records/places/places.service';
import type { TProductsService } from '../../records/products/products.service';
import type { TFieldsService } from '../../records/growers/fields.service';
import type { TWorkOrdersService } from '../../work-orders/work-orders.service';
import type { TRoutingProvider } from '../../routing/routing.provider';
import type { TWeatherProvider } from '../../weather/weather.provider';
import { RoutingUnavailableError } from '../../routing/routing.provider';
import { WeatherUnavailableError, type TGeoPoint } from '../../weather/weather.provider';
import { instantOfClock, localMidnight, weekdayName, weekdayOf } from '../../../calendar/calendar';
import { computeSprayWindows, respectedLimits } from '../spray-windows/spray-windows';

/** Fewer selected work orders than this cannot be optimised: plan them by hand (spec §5, 500 text). */
export const MIN_ORDERS_TO_OPTIMISE = 2;
/** 620 miles: a machine whose warehouse is further than this from every field cannot be routed (706). */
export const MAX_WAREHOUSE_DISTANCE_M = 620 * 1609.344;
/** What every machine and order share as application type: compatibility is decided by `allowedMachines`. */
const APPLY = 'apply';

/** Services the builder reads records through, and planning's own hooks. */
export interface TProblemBuilderDependencies {
  equipmentGroups: TEquipmentGroupsService;
  equipment: TEquipmentService;
  implements: TImplementsService;
  places: TPlacesService;
  workOrders: TWorkOrdersService;
  products: TProductsService;
  fields: TFieldsService;
  weather: TWeatherProvider;
  routing: TRoutingProvider;
  /** The group's weather settings (planning settings), or null when it has none. */
  weatherRespectOf?: (auth: TAuth, groupId: number) => Promise<TWeatherRespect | null>;
  /** Machines among `equipmentIds` that already have a current plan on the date in the group. */
  machinesWithPlan?: (
    auth: TAuth,
    query: { groupId: number; localDate: string; equipmentIds: number[] },
  ) => Promise<number[]>;
}

export interface TProblemRequest {
  /** Branch-local date, YYYY-MM-DD. */
  date: string;
  groupId: number;
  equipmentIds: number[];
  orderIds: number[];
  weighting?: Weighting;
  /**
   * The routing vehicle profile: a machine travels between places at the lower of its own road
   * speed and the profile's. Absent (retiming a planner's day): each machine's own road speed.
   */
  vehicle?: TVehicle;
  /**
   * `optimise` (default) checks everything; `reoptimise` (one machine's own day) skips the
   * existing-plan and order-count checks; `retime` (timing a planner's fixed day) also lets
   * blocked orders through and opens the whole day to orders whose weather is missing.
   */
  mode?: 'optimise' | 'reoptimise' | 'retime';
}

/** A machine of the built problem with its working period as instants. */
export interface TBuiltMachine {
  equipmentId: number;
  name: string;
  workingStart: Date;
  workingEnd: Date;
  overtimeEnd: Date;
  /** Location index of its warehouse. */
  warehouse: number;
}

/** An engine order: one field of a work order. */
export interface TBuiltOrder {
  workOrderId: number;
  fieldId: number;
  fieldName: string;
  /** Hectares: the field's share of the order's selected area. */
  area: number;
  /** Litres of liquid plus kilograms of dry and ammonia, for the plan items. */
  volume: number;
  point: TGeoPoint;
}

export interface TBuiltProblem {
  problem: Problem;
  /** Local midnight: every engine second counts from it. */
  dayStart: Date;
  timeZone: string;
  group: TEquipmentGroupRecord;
  machines: TBuiltMachine[];
  /** By engine order id (`<workOrderId>:<fieldId>`). */
  orders: Map<string, TBuiltOrder>;
  workOrders: TWorkOrderRecord[];
  /** Positions of the problem's locations (warehouses first, then fields). */
  points: TGeoPoint[];
  /** Retime only: orders timed without weather (the forecast was missing or failed). */
  withoutWeather: number[];
}

/** A chosen group member with what planning reads of it. */
export interface TLoadedMachine {
  member: TGroupMember;
  record: TEquipmentRecord;
  implement: TImplementRecord | null;
  warehouse: TPlaceRecord;
  /** Metres. */
  width: number;
  compartments: { mixtureType: MixtureType; capacity: number }[];
}

/** Records checked before a job starts (see `prepare`). */
export interface TPreparedProblem {
  request: TProblemRequest;
  group: TEquipmentGroupRecord;
  period: { workingStart: Date; workingEnd: Date; overtimeEnd: Date; overtimeSeconds: number };
  machines: TLoadedMachine[];
  orderIds: number[];
}

/**
 * Lets other requests run between the builder's many small reads: the embedded database answers on
 * the main thread without giving the event loop a turn, so a long build would hold every response.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Great-circle distance in metres. */
export function haversineMetres(a: TGeoPoint, b: TGeoPoint): number {
  const radians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * radians;
  const dLon = (b.longitude - a.longitude) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const MIXTURE: Record<'LIQUID' | 'DRY' | 'AMMONIA', MixtureType> = {
  LIQUID: 'liquid',
  DRY: 'dry',
  AMMONIA: 'ammonia',
};

/** The compartments a member carries product in: the machine's own, else its implement's, else one tank. */
export function compartmentsOf(
  machine: Pick<TEquipmentRecord, 'compartments' | 'tankCapacity'>,
  implement: Pick<TImplementRecord, 'compartments' | 'capacity' | 'mixtureType'> | null,
  groupMixture: 'LIQUID' | 'DRY' | 'AMMONIA',
): { mixtureType: MixtureType; capacity: number }[] {
  const own = machine.compartments.filter((compartment) => compartment.capacity > 0);
  if (own.length)
    return own.map((compartment) => ({
      mixtureType: MIXTURE[compartment.mixtureType],
      capacity: compartment.capacity,
    }));
  if (implement) {
    const its = implement.compartments.filter((compartment) => compartment.capacity > 0);
    if (its.length)
      return its.map((compartment) => ({
        mixtureType: MIXTURE[compartment.mixtureType],
        capacity: compartment.capacity,
      }));
    if (implement.capacity)
      return [{ mixtureType: MIXTURE[implement.mixtureType], capacity: implement.capacity }];
  }
  if (machine.tankCapacity) return [{ mixtureType: MIXTURE[groupMixture], capacity: machine.tankCapacity }];
  return [];
}

/**
 * What an order's field carries, by compartment: one liquid tank mix (the carrier volume per
 * hectare when it is larger than the products'), one ammonia load, and each dry product in a bin
 * of its own. Seed is counted in no tank.
 */
export function loadsOf(
  order: Pick<TWorkOrderRecord, 'products' | 'carrierRate'>,
  area: number,
): OrderLoad[] {
  const byType = (types: string[]) =>
    order.products.filter((line) => line.typeProduct !== null && types.includes(line.typeProduct));
  const loads: OrderLoad[] = [];
  const liquid = byType(['LIQUID']);
  if (liquid.length) {
    const rate = liquid.reduce((sum, line) => sum + line.rate, 0);
    const perHectare = order.carrierRate && order.carrierRate > rate ? order.carrierRate : rate;
    loads.push({
      mixtureType: 'liquid',
      amount: perHectare * area,
      productIds: liquid.map((line) => String(line.productId)),
    });
  }
  const ammonia = byType(['AMMONIA']);
  if (ammonia.length)
    loads.push({
      mixtureType: 'ammonia',
      amount: ammonia.reduce((sum, line) => sum + line.rate, 0) * area,
      productIds: ammonia.map((line) => String(line.productId)),
    });
  for (const line of byType(['DRY']))
    loads.push({ mixtureType: 'dry', amount: line.rate * area, productIds: [String(line.productId)] });
  return loads;
}

/** Whether a machine's compartments and product classes can take an order's loads. */
export function canCarry(
  compartments: readonly { mixtureType: MixtureType }[],
  productClasses: readonly string[],
  loads: readonly OrderLoad[],
  productTypes: readonly string[],
): boolean {
  if (productClasses.length && productTypes.some((type) => type !== 'SEED' && !productClasses.includes(type)))
    return false;
  for (const mixture of ['liquid', 'dry', 'ammonia'] as const) {
    const needed = loads.filter((load) => load.mixtureType === mixture).length;
    if (needed > compartments.filter((compartment) => compartment.mixtureType === mixture).length)
      return false;
  }
  return true;
}

/** The product family of an order for cleaning rules: its products' cleaning families together. */
export function familyOf(products: readonly Pick<TProductRecord, 'cleaningFamily'>[]): string {
  const families = [...new Set(products.map((product) => product.cleaningFamily ?? 'NONE'))].sort();
  return families.length ? families.join('+') : 'NONE';
}

/**
 * Builds the engine's `Problem` for a date, an equipment group and the chosen machines and orders
 * from the records (docs/planning.md §Problem builder), answering the spec's planning codes for
 * every precondition before any work starts.
 */
export function createProblemBuilder(services: TProblemBuilderDependencies) {
  /** The order rules, on the list's short records (fast: answered before any job starts). */
  async function checkOrders(auth: TAuth, request: TProblemRequest) {
    const ids = [...new Set(request.orderIds)];
    if (ids.length === 0) throw planningError(704);
    const summaries = [];
    for (let index = 0; index < ids.length; index += 500)
      summaries.push(...(await services.workOrders.forPlanning(auth, ids.slice(index, index + 500))));
    const found = new Set(summaries.map((summary) => summary.cdOrdemServico));
    const invalid = ids.filter((id) => !found.has(id));
    if (invalid.length) throw planningError(705, { details: { ordensId: invalid } });
    for (const summary of summaries) {
      const status = summary.status as TWorkOrderStatus;
      if (status === WORK_ORDER_STATUS.DELETED)
        throw planningError(705, { details: { ordensId: [summary.cdOrdemServico] } });
      if (request.mode === 'retime') continue;
      const skipped = summary.skipedDate !== null;
      if (BLOCKS_OPTIMISATION.includes(status) || skipped)
        throw planningError(500, {
          status: 409,
          message: 'planningOrderBlocked',
          params: {
            order: summary.vlOrdemServico ? `#${summary.vlOrdemServico}` : String(summary.cdOrdemServico),
            status:
              skipped && !BLOCKS_OPTIMISATION.includes(status) ? 'SKIPPED' : SCHEDULE_STATUS_LABELS[status],
          },
          details: { ordensId: [summary.cdOrdemServico] },
        });
    }
    const withoutProducts = summaries
      .filter((summary) => summary.productNames.length === 0)
      .map((summary) => summary.cdOrdemServico);
    if (withoutProducts.length) throw planningError(714, { details: { ordensId: withoutProducts } });
    if ((request.mode ?? 'optimise') === 'optimise' && summaries.length < MIN_ORDERS_TO_OPTIMISE)
      throw planningError(500, { message: 'planningSelectMoreOrders' });
    return ids;
  }

  /** The full records of checked orders, in one batch read; one gone since the check is not found. */
  async function loadOrders(auth: TAuth, ids: readonly number[]) {
    const records = await services.workOrders.findRecords(auth, ids);
    if (records.length < new Set(ids).size) throw notFound();
    const withoutProducts = records
      .filter((record) => record.products.length === 0)
      .map((record) => record.cdOrdemServico);
    if (withoutProducts.length) throw planningError(714, { details: { ordensId: withoutProducts } });
    return records;
  }

  async function loadMachines(
    auth: TAuth,
    group: TEquipmentGroupRecord,
    request: TProblemRequest,
  ): Promise<TLoadedMachine[]> {
    const wanted = [...new Set(request.equipmentIds)];
    const members = wanted.map((id) => group.equipments.find((member) => member.cdEquipamento === id));
    const strangers = wanted.filter((_, index) => !members[index]);
    if (wanted.length === 0 || strangers.length)
      throw planningError(715, { details: { equipamentosId: strangers } });
    const chosen = members.filter((member) => member !== undefined);
    if ((request.mode ?? 'optimise') === 'optimise' && services.machinesWithPlan) {
      const planned = await services.machinesWithPlan(auth, {
        groupId: group.id,
        localDate: request.date,
        equipmentIds: wanted,
      });
      if (planned.length)
        throw planningError(500, {
          status: 409,
          message: 'planningEquipmentHasOrders',
          details: { equipamentosId: planned },
        });
    }
    const machineRecords = new Map(
      (await services.equipment.findMany(auth, wanted)).map((record) => [record.cdEquipamento, record]),
    );
    const implementIds = chosen.flatMap((member) =>
      member.implementId === null ? [] : [member.implementId],
    );
    const implementRecords = new Map(
      (implementIds.length ? await services.implements.findMany(auth, implementIds) : []).map((record) => [
        record.id,
        record,
      ]),
    );
    const warehouseIds = [
      ...new Set(chosen.flatMap((member) => (member.warehouseId === null ? [] : [member.warehouseId]))),
    ];
    const warehouses = new Map(
      (warehouseIds.length ? await services.places.getMany(auth, warehouseIds) : []).map((place) => [
        place.id,
        place,
      ]),
    );
    return chosen.map((member) => {
      const record = machineRecords.get(member.cdEquipamento);
      if (!record) throw planningError(715, { details: { equipamentosId: [member.cdEquipamento] } });
      const implement =
        member.implementId === null ? null : (implementRecords.get(member.implementId) ?? null);
      const warehouse = member.warehouseId === null ? undefined : warehouses.get(member.warehouseId);
      if (!warehouse)
        throw planningError(709, {
          message: 'planningEquipmentWithoutWarehouse',
          params: { equipment: record.name },
          details: { equipamentosId: [record.cdEquipamento] },
        });
      const width = workingWidthOf(member, implement, record);
      if (!width || width <= 0)
        throw planningError(709, {
          message: 'planningEquipmentWithoutWidth',
          params: { equipment: record.name },
          details: { equipamentosId: [record.cdEquipamento] },
        });
      const compartments = compartmentsOf(record, implement, group.mixtureType);
      if (compartments.length === 0)
        throw planningError(716, { details: { equipamentosId: [record.cdEquipamento] } });
      return { member, record, implement, warehouse, width, compartments };
    });
  }

  function periodOf(auth: TAuth, group: TEquipmentGroupRecord, date: string) {
    const weekday = weekdayOf(date);
    const period = group.workingPeriods.find((entry) => entry.dayOfWeek === weekday);
    if (!period)
      throw planningError(500, {
        message: 'planningNoWorkingHours',
        params: { weekday: weekdayName(date, auth.language) },
        details: { weekday },
      });
    const workingStart = instantOfClock(date, period.start, group.timeZone);
    const workingEnd = instantOfClock(date, period.end, group.timeZone);
    if (workingEnd.getTime() <= workingStart.getTime())
      throw planningError(711, {
        message: 'planningInvalidWorkingPeriod',
        params: { weekday: weekdayName(date, auth.language) },
        details: { weekday },
      });
    const overtimeSeconds = (period.overtimeLimit.hour * 60 + period.overtimeLimit.minute) * 60;
    return {
      workingStart,
      workingEnd,
      overtimeEnd: new Date(workingEnd.getTime() + overtimeSeconds * 1000),
      overtimeSeconds,
    };
  }

  /**
   * A group that adds chemical at the field (in-field injection) depends on its tender trucks to
   * bring it: without any tender truck there is no truck to plan (712); with tender trucks none of
   * which has a warehouse to load at, no truck to process (713).
   */
  function checkTenders(group: TEquipmentGroupRecord) {
    if (group.chemicalAddition !== 'at-field') return;
    if (group.tenderTrucks.length === 0) throw planningError(712, { message: 'planningNoTenderTruck' });
    if (group.tenderTrucks.every((tender) => tender.warehouseId === null))
      throw planningError(713, {
        message: 'planningNoTenderWarehouse',
        details: {
          equipamentosId: group.tenderTrucks.map((tender) => tender.cdEquipamento),
        },
      });
  }

  return {
    /** The group's working period on a date as instants (400 when the weekday has none). */
    async workingPeriod(auth: TAuth, groupId: number, date: string) {
      const { workingStart, workingEnd, overtimeEnd } = periodOf(
        auth,
        await services.equipmentGroups.get(auth, groupId),
        date,
      );
      return { workingStart, workingEnd, overtimeEnd };
    },

    /**
     * The checks on the records that answer at once (group, working period, machines, order
     * statuses and products); `complete` then reads the weather and the travel, which take longer.
     */
    async prepare(auth: TAuth, request: TProblemRequest): Promise<TPreparedProblem> {
      const group = await services.equipmentGroups.get(auth, request.groupId);
      const period = periodOf(auth, group, request.date);
      if (request.mode !== 'retime') checkTenders(group);
      const machines = await loadMachines(auth, group, request);
      const orderIds = await checkOrders(auth, request);
      return { request, group, period, machines, orderIds };
    },

    async build(auth: TAuth, request: TProblemRequest): Promise<TBuiltProblem> {
      return this.complete(auth, await this.prepare(auth, request));
    },

    /** Spray windows, travel and the engine's problem for prepared records (706, 707, 708 answered here). */
    async complete(auth: TAuth, prepared: TPreparedProblem): Promise<TBuiltProblem> {
      const { request, group, period, machines } = prepared;
      const timeZone = group.timeZone;
      const workOrders = await loadOrders(auth, prepared.orderIds);

      const fieldIds = [...new Set(workOrders.flatMap((order) => order.fieldIds))];
      const fieldRecords = new Map(
        (await services.fields.summaries(auth, { ids: fieldIds })).map((field) => [field.id, field]),
      );
      const productIds = [
        ...new Set(workOrders.flatMap((order) => order.products.map((line) => line.productId))),
      ];
      const productRecords = new Map(
        (await services.products.getMany(auth, productIds)).map((product) => [product.id, product]),
      );

      // Locations: warehouses first, then one per field.
      const points: TGeoPoint[] = [];
      const warehouseIndex = new Map<number, number>();
      for (const machine of machines) {
        if (warehouseIndex.has(machine.warehouse.id)) continue;
        warehouseIndex.set(machine.warehouse.id, points.length);
        points.push({ latitude: machine.warehouse.latitude, longitude: machine.warehouse.longitude });
      }
      const fieldIndex = new Map<number, number>();
      const invalidOrders: number[] = [];
      for (const order of workOrders) {
        for (const fieldId of order.fieldIds) {
          const centroid = fieldRecords.get(fieldId)?.centroid;
          if (!centroid) {
            invalidOrders.push(order.cdOrdemServico);
            continue;
          }
          if (!fieldIndex.has(fieldId)) {
            fieldIndex.set(fieldId, points.length);
            points.push({ latitude: centroid.latitude, longitude: centroid.longitude });
          }
        }
        if (order.selectedArea <= 0 || order.fieldIds.length === 0) invalidOrders.push(order.cdOrdemServico);
      }
      if (invalidOrders.length)
        throw planningError(705, { details: { ordensId: [...new Set(invalidOrders)] } });

      const fieldPoints = [...fieldIndex.values()].map((index) => points[index]!);
      for (const machine of machines) {
        const near = fieldPoints.some(
          (point) => haversineMetres(machine.warehouse, point) <= MAX_WAREHOUSE_DISTANCE_M,
        );
        if (!near) throw planningError(706, { details: { equipamentosId: [machine.record.cdEquipamento] } });
      }

      const dayStart = localMidnight(request.date, timeZone);
      const respect = (await services.weatherRespectOf?.(auth, group.id)) ?? RESPECT_ALL_WEATHER;
      const orders: Order[] = [];
      const built = new Map<string, TBuiltOrder>();
      const windowCache = new Map<string, [number, number][]>();
      const withoutWeather = new Set<number>();
      for (const order of workOrders) {
        const products = order.products
          .map((line) => productRecords.get(line.productId))
          .filter((product) => product !== undefined);
        if (products.length === 0)
          throw planningError(714, { details: { ordensId: [order.cdOrdemServico] } });
        const fieldAreas = order.fieldIds.map((id) => fieldRecords.get(id)?.areaHectares ?? null);
        const known = fieldAreas.reduce<number>((sum, area) => sum + (area ?? 0), 0);
        const productTypes = order.products.map((line) => line.typeProduct ?? 'LIQUID');
        const family = familyOf(products);
        const limits = products.map((product) => respectedLimits(product, respect));
        for (const [position, fieldId] of order.fieldIds.entries()) {
          const field = fieldRecords.get(fieldId)!;
          const share = known > 0 ? (fieldAreas[position] ?? 0) / known : 1 / order.fieldIds.length;
          const area = order.selectedArea * share;
          const point = points[fieldIndex.get(fieldId)!]!;
          const key = `${fieldId}|${order.products.map((line) => line.productId).join(',')}`;
          let windows = windowCache.get(key);
          if (!windows) {
            await yieldToEventLoop();
            try {
              const result = await computeSprayWindows(services.weather, {
                ownerId: auth.ownerId,
                point,
                date: request.date,
                timeZone,
                products: limits,
              });
              if (result.hours.length === 0)
                throw planningError(707, { status: 422, details: { ordensId: [order.cdOrdemServico] } });
              windows = result.windowSeconds;
            } catch (error) {
              const weatherCode =
                error instanceof WeatherUnavailableError
                  ? 708
                  : error instanceof AppError && error.code === 707
                    ? 707
                    : null;
              if (weatherCode !== null && request.mode === 'retime') {
                withoutWeather.add(order.cdOrdemServico);
                windows = [[0, 2 * 86_400]];
              } else if (weatherCode === 708) throw planningError(708, { status: 503 });
              else throw error;
            }
            windowCache.set(key, windows);
          }
          const loads = loadsOf(order, area);
          const id = `${order.cdOrdemServico}:${fieldId}`;
          const allowed = machines
            .filter((machine) =>
              canCarry(machine.compartments, machine.record.productClasses, loads, productTypes),
            )
            .map((machine) => String(machine.record.cdEquipamento));
          orders.push({
            id,
            location: fieldIndex.get(fieldId)!,
            area,
            loads,
            windows,
            applicationType: APPLY,
            productFamily: family,
            allowedMachines: allowed,
          });
          built.set(id, {
            workOrderId: order.cdOrdemServico,
            fieldId,
            fieldName: field.name,
            area,
            volume: loads.reduce((sum, load) => sum + load.amount, 0),
            point,
          });
        }
      }

      // One travel matrix per road speed (the vehicle profile's speed caps the machine's own).
      const profileKmh = request.vehicle ? VEHICLE_PROFILES[request.vehicle].travelKmh : Infinity;
      const roadSpeedOf = (machine: TLoadedMachine) =>
        Math.round(Math.min(machine.member.travelSpeed, profileKmh) * 10) / 10;
      const speeds = [...new Set(machines.map(roadSpeedOf))];
      const matrices: TravelMatrix[] = [];
      try {
        for (const speed of speeds) matrices.push(await services.routing.matrix(points, speed));
      } catch (error) {
        if (error instanceof RoutingUnavailableError)
          throw planningError(400, { status: 503, message: 'routingUnavailable' });
        throw error;
      }

      const builtMachines: TBuiltMachine[] = [];
      const engineMachines: Machine[] = machines.map((machine) => {
        const warehouse = warehouseIndex.get(machine.warehouse.id)!;
        const { workingStart, workingEnd, overtimeEnd, overtimeSeconds: overtime } = period;
        builtMachines.push({
          equipmentId: machine.record.cdEquipamento,
          name: machine.record.name,
          workingStart,
          workingEnd,
          overtimeEnd,
          warehouse,
        });
        const seconds = (instant: Date) => Math.round((instant.getTime() - dayStart.getTime()) / 1000);
        return {
          id: String(machine.record.cdEquipamento),
          start: warehouse,
          end: warehouse,
          warehouse,
          shift: { start: seconds(workingStart), end: seconds(workingEnd), overtimeLimit: overtime },
          travelProfile: speeds.indexOf(roadSpeedOf(machine)),
          operatingSpeedKmh: machine.member.operationSpeed,
          workingWidthM: machine.width,
          fieldEfficiency:
            machine.record.fieldEfficiency > 0 ? Math.min(1, machine.record.fieldEfficiency) : 0.7,
          compartments: machine.compartments,
          refillPlaces: [warehouse],
          refillSeconds: machine.member.refillDuration,
          cleaningSeconds: machine.member.cleaningTime ?? 0,
          applicationTypes: [APPLY],
        };
      });

      const problem: Problem = {
        locationCount: points.length,
        matrices,
        machines: engineMachines,
        orders,
        weighting: request.weighting ?? 'fastest',
        coordinates: points.map((point) => [point.longitude, point.latitude] as const),
      };
      return {
        problem,
        dayStart,
        timeZone,
        group,
        machines: builtMachines,
        orders: built,
        workOrders,
        points,
        withoutWeather: [...withoutWeather],
      };
    },
  };
}

export type TProblemBuilder = ReturnType<typeof createProblemBuilder>;
