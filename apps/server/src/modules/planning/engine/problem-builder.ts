import { RESPECT_ALL_WEATHER, VEHICLE_PROFILES } from '@tramline/domain';
import type { Machine, Order, Problem, TravelMatrix } from '@tramline/optimizer';
import type { TAuth } from '../../../http/auth-context';
import { AppError } from '../../../http/errors';
import { planningError } from '../planning.errors';
import { RoutingUnavailableError } from '../../routing/routing.provider';
import { WeatherUnavailableError, type TGeoPoint } from '../../weather/weather.provider';
import { localMidnight } from '../../../calendar/calendar';
import { computeSprayWindows, respectedLimits } from '../spray-windows/spray-windows';
import {
  MAX_WAREHOUSE_DISTANCE_M,
  type TProblemBuilderDependencies,
  type TProblemRequest,
  type TBuiltMachine,
  type TBuiltOrder,
  type TBuiltProblem,
  type TLoadedMachine,
  type TPreparedProblem,
} from './problem-types';
import { haversineMetres, loadsOf, canCarry, familyOf } from './problem-loads';
import { createProblemChecks } from './problem-checks';
import { carriedAreaOf, splitBigFields, type TFieldPart } from './field-parts';
import {
  consolidationOf,
  engineTender,
  loadTenders,
  tendersOfMember,
  TENDER_TRAVEL_KMH,
} from './problem-tenders';

/** What every machine and order share as application type: compatibility is decided by `allowedMachines`. */
const APPLY = 'apply';

/**
 * Lets other requests run between the builder's many small reads: the embedded database answers on
 * the main thread without giving the event loop a turn, so a long build would hold every response.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A machine's field efficiency, 0.7 when its record has none. */
const efficiencyOf = (machine: TLoadedMachine) =>
  machine.record.fieldEfficiency > 0 ? Math.min(1, machine.record.fieldEfficiency) : 0.7;

/**
 * A machine's shift when its day goes on at `at`: it starts then (never before the working period),
 * and what is left of the day and its overtime stays the same (none once the overtime is over).
 */
function shiftFrom(at: number, start: number, end: number, overtime: number) {
  const from = Math.min(Math.max(at, start), end + overtime);
  return {
    start: from,
    end: Math.max(end, from),
    overtimeLimit: Math.max(0, end + overtime - Math.max(end, from)),
  };
}

/**
 * Builds the engine's `Problem` for a date, an equipment group and the chosen machines and orders
 * from the records (docs/planning.md §Problem builder), answering the spec's planning codes for
 * every precondition before any work starts.
 */
export function createProblemBuilder(services: TProblemBuilderDependencies) {
  const { checkOrders, loadOrders, loadMachines, periodOf, checkTenders } = createProblemChecks(services);

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
      // A planner's fixed day is timed without tenders unless its date's tenders were planned (then
      // they are planned again for the sprayers' days); a day re-planned from now keeps its
      // tenders' days as they are.
      const withoutTenders =
        (request.mode === 'retime' && !request.withTenders) || request.startStates !== undefined;
      if (!withoutTenders && request.mode !== 'retime') checkTenders(group);
      const { machines, leftOut } = await loadMachines(auth, group, request);
      const orderIds = await checkOrders(auth, request, group);
      const tenders = withoutTenders ? [] : await loadTenders(services, auth, group);
      return { request, group, period, machines, leftOut, orderIds, tenders };
    },

    async build(auth: TAuth, request: TProblemRequest): Promise<TBuiltProblem> {
      return this.complete(auth, await this.prepare(auth, request));
    },

    /** Spray windows, travel and the engine's problem for prepared records (706, 707, 708 answered here). */
    async complete(auth: TAuth, prepared: TPreparedProblem): Promise<TBuiltProblem> {
      const { request, group, period, machines } = prepared;
      const tenders = prepared.tenders ?? [];
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
      for (const tender of tenders) {
        if (warehouseIndex.has(tender.warehouse.id)) continue;
        warehouseIndex.set(tender.warehouse.id, points.length);
        points.push({ latitude: tender.warehouse.latitude, longitude: tender.warehouse.longitude });
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

      // Re-planning from now: each machine's current place.
      const startIndex = new Map<number, number>();
      for (const [equipmentId, state] of request.startStates ?? []) {
        if (!state.point) continue;
        startIndex.set(equipmentId, points.length);
        points.push(state.point);
      }

      const fieldPoints = [...fieldIndex.values()].map((index) => points[index]!);
      for (const machine of machines) {
        const near = fieldPoints.some(
          (point) => haversineMetres(machine.warehouse, point) <= MAX_WAREHOUSE_DISTANCE_M,
        );
        if (!near) throw planningError(706, { details: { equipamentosId: [machine.record.cdEquipamento] } });
      }

      const dayStart = localMidnight(request.date, timeZone);
      // A planner's fixed day times the area its items hold; an optimisation plans what is left.
      const splitting = request.mode !== 'retime';
      const plannedBefore = splitting
        ? ((await services.plannedAreasBefore?.(auth, prepared.orderIds, request.date)) ?? new Map())
        : new Map<number, number>();
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
        const carried = carriedAreaOf(order.selectedArea, plannedBefore.get(order.cdOrdemServico) ?? 0);
        const left = carried === null ? 1 : carried / order.selectedArea;
        for (const [position, fieldId] of order.fieldIds.entries()) {
          const field = fieldRecords.get(fieldId)!;
          const share = known > 0 ? (fieldAreas[position] ?? 0) / known : 1 / order.fieldIds.length;
          const area = order.selectedArea * share * left;
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
            grower: String(order.growerId),
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
      if (tenders.length && !speeds.includes(TENDER_TRAVEL_KMH)) speeds.push(TENDER_TRAVEL_KMH);
      const matrices: TravelMatrix[] = [];
      try {
        for (const speed of speeds) matrices.push(await services.routing.matrix(points, speed));
      } catch (error) {
        if (error instanceof RoutingUnavailableError)
          throw planningError(400, { status: 503, message: 'routingUnavailable' });
        throw error;
      }

      const seconds = (instant: Date) => Math.round((instant.getTime() - dayStart.getTime()) / 1000);
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
        const state = request.startStates?.get(machine.record.cdEquipamento);
        return {
          id: String(machine.record.cdEquipamento),
          start: startIndex.get(machine.record.cdEquipamento) ?? warehouse,
          end: warehouse,
          warehouse,
          shift: state
            ? shiftFrom(seconds(state.at), seconds(workingStart), seconds(workingEnd), overtime)
            : { start: seconds(workingStart), end: seconds(workingEnd), overtimeLimit: overtime },
          ...(state ? { startLoad: Math.min(1, Math.max(0, state.load)) } : {}),
          ...(state?.family ? { initialFamily: state.family } : {}),
          travelProfile: speeds.indexOf(roadSpeedOf(machine)),
          operatingSpeedKmh: machine.member.operationSpeed,
          workingWidthM: machine.width,
          fieldEfficiency: efficiencyOf(machine),
          compartments: machine.compartments,
          refillPlaces: [warehouse],
          refillSeconds: machine.member.refillDuration,
          cleaningSeconds: machine.member.cleaningTime ?? 0,
          applicationTypes: [APPLY],
          ...(tenders.length ? { tenders: tendersOfMember(machine.member, tenders) } : {}),
        };
      });
      const tenderShift = {
        start: seconds(period.workingStart),
        end: seconds(period.workingEnd),
        overtimeLimit: period.overtimeSeconds,
      };
      const builtTenders: TBuiltMachine[] = tenders.map((tender) => ({
        equipmentId: tender.equipmentId,
        name: tender.name,
        workingStart: period.workingStart,
        workingEnd: period.workingEnd,
        overtimeEnd: period.overtimeEnd,
        warehouse: warehouseIndex.get(tender.warehouse.id)!,
      }));

      // Fields bigger than a machine's day go to the engine in parts (a planner's day times its own).
      const split = splitting
        ? splitBigFields(orders, engineMachines, matrices)
        : { orders, parts: new Map<string, TFieldPart>() };
      for (const [id, part] of split.parts) {
        const whole = built.get(part.of)!;
        const share = 1 / part.count;
        built.set(id, {
          ...whole,
          area: whole.area * share,
          volume: whole.volume * share,
          part: { index: part.index, count: part.count },
        });
      }
      for (const part of new Set([...split.parts.values()].map((entry) => entry.of))) built.delete(part);

      const problem: Problem = {
        locationCount: points.length,
        matrices,
        machines: engineMachines,
        orders: split.orders,
        weighting: request.weighting ?? 'fastest',
        coordinates: points.map((point) => [point.longitude, point.latitude] as const),
        ...(tenders.length
          ? {
              tenders: tenders.map((tender) =>
                engineTender(
                  tender,
                  warehouseIndex.get(tender.warehouse.id)!,
                  speeds.indexOf(TENDER_TRAVEL_KMH),
                  tenderShift,
                ),
              ),
              consolidation: consolidationOf(group),
            }
          : {}),
      };
      return {
        problem,
        dayStart,
        timeZone,
        group,
        machines: builtMachines,
        ...(builtTenders.length ? { tenders: builtTenders } : {}),
        orders: built,
        workOrders,
        points,
        withoutWeather: [...withoutWeather],
      };
    },
  };
}

export type TProblemBuilder = ReturnType<typeof createProblemBuilder>;
