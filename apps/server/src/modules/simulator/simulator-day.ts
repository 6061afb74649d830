import { workingWidthOf, type TAreaGeometry, type TSimulatorDisturbances } from '@tramline/domain';
import type { TAuth } from '../../http/auth-context';
import type { TEquipmentGroupsService } from '../records/equipment-groups/equipment-groups.service';
import type { TEquipmentService } from '../records/equipment/equipment.service';
import type { TFieldsService } from '../records/growers/fields.service';
import type { TImplementsService } from '../records/implements/implements.service';
import type { TPlacesService } from '../records/places/places.service';
import type { TPlanSendsService } from '../planning/sends/plan-sends.service';
import type { TRoutingProvider } from '../routing/routing.provider';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import { metresBetween, type TLonLat } from './geometry';
import { passesOf, withDetour, workPathOf, type TWorkPath } from './passes';
import {
  buildTimeline,
  eventsOf,
  withBreakdown,
  type TLeg,
  type TPlannedEvent,
  type TSegment,
  type TStopInput,
} from './timeline';

export interface TSimulatorDayDependencies {
  planSends: TPlanSendsService;
  equipmentGroups: TEquipmentGroupsService;
  equipment: TEquipmentService;
  implements: TImplementsService;
  places: TPlacesService;
  workOrders: TWorkOrdersService;
  fields: TFieldsService;
  routing: TRoutingProvider;
}

/** A machine's sent day made ready to replay: where it is when, and what it reports of its orders. */
export interface TMachineDay {
  equipmentId: number;
  name: string;
  segments: TSegment[];
  events: TPlannedEvent[];
  first: number;
  last: number;
}

const SKIP_REASON = 'Field too wet to enter';
const key = (point: TLonLat) => `${point[0].toFixed(6)},${point[1].toFixed(6)}`;

/**
 * Reads a machine's latest trip of a date (what was sent to it) with the records around it (its
 * group membership, warehouse, boom width, the orders' fields) and lays its timeline. Null when
 * nothing was sent to the machine that day.
 */
export async function loadMachineDay(
  services: TSimulatorDayDependencies,
  auth: TAuth,
  request: { equipmentId: number; date: string; disturbances: TSimulatorDisturbances },
): Promise<TMachineDay | null> {
  const trip = (await services.planSends.trips(auth, request.equipmentId, request.date)).at(-1);
  if (!trip) return null;
  const group = await services.equipmentGroups.get(auth, trip.configuracaoId);
  const member = group.equipments.find((entry) => entry.cdEquipamento === request.equipmentId);
  const [record] = await services.equipment.findMany(auth, [request.equipmentId]);
  const implement = member?.implementId
    ? (await services.implements.findMany(auth, [member.implementId]))[0]
    : undefined;
  const width = (member && record && workingWidthOf(member, implement, record)) || 24;
  const roadKmh = member?.travelSpeed || 40;

  const orderIds = [
    ...new Set(trip.stops.flatMap((stop) => (stop.cdOrdemServico === null ? [] : [stop.cdOrdemServico]))),
  ];
  const orders = new Map(
    (orderIds.length ? await services.workOrders.findRecords(auth, orderIds) : []).map((order) => [
      order.cdOrdemServico,
      order,
    ]),
  );
  const fieldIds = [...new Set([...orders.values()].flatMap((order) => order.fieldIds))];
  const fields = new Map(
    (fieldIds.length ? await services.fields.records(auth, { ids: fieldIds }) : []).map((field) => [
      field.id,
      field,
    ]),
  );
  const workOf = (orderId: number): TWorkPath => {
    const joined: TWorkPath = { path: [], boomOn: [] };
    for (const fieldId of orders.get(orderId)?.fieldIds ?? []) {
      const field = fields.get(fieldId);
      const part = field?.geometry
        ? workPathOf(passesOf(field.geometry as TAreaGeometry, width))
        : field?.centroid
          ? { path: [[field.centroid.longitude, field.centroid.latitude] as TLonLat], boomOn: [] }
          : null;
      if (!part || part.path.length === 0) continue;
      if (joined.path.length) joined.boomOn.push(false);
      joined.path.push(...part.path);
      joined.boomOn.push(...part.boomOn.slice(0, Math.max(0, part.path.length - 1)));
    }
    return joined;
  };

  const warehouseRecord = member?.warehouseId
    ? (await services.places.getMany(auth, [member.warehouseId]))[0]
    : undefined;
  const stops: TStopInput[] = [];
  for (const stop of trip.stops) {
    const start = stop.plannedStart ? Date.parse(stop.plannedStart) : NaN;
    const end = stop.plannedEnd ? Date.parse(stop.plannedEnd) : NaN;
    if (!Number.isFinite(start) || !Number.isFinite(end)) continue;
    if (stop.kind === 'order' && stop.cdOrdemServico !== null) {
      const work = workOf(stop.cdOrdemServico);
      if (work.path.length === 0) continue;
      stops.push({
        kind: 'order',
        workOrderId: stop.cdOrdemServico,
        start,
        end,
        place: work.path[0]!,
        work,
        area: stop.area,
        volume: stop.volume,
      });
    } else
      stops.push({
        // A tender's load and meeting play as stops of the refill kind.
        kind: stop.kind === 'cleanout' ? 'cleanout' : 'refill',
        workOrderId: stop.cdOrdemServico,
        start,
        end,
        place: [0, 0],
        area: 0,
        volume: 0,
      });
  }
  const firstOrder = stops.find((stop) => stop.kind === 'order');
  if (!firstOrder) return null;
  const warehouse: TLonLat = warehouseRecord
    ? [warehouseRecord.longitude, warehouseRecord.latitude]
    : firstOrder.place;
  for (const stop of stops) if (stop.kind !== 'order') stop.place = warehouse;

  const skipped: { workOrderId: number; time: number }[] = [];
  if (request.disturbances.skipOrder) {
    const orderStops = stops.filter((stop) => stop.kind === 'order');
    const last = orderStops[orderStops.length - 1];
    if (last && orderStops.length > 1) {
      stops.splice(stops.indexOf(last), 1);
      skipped.push({ workOrderId: last.workOrderId!, time: last.start });
    }
  }
  if (request.disturbances.wrongField) {
    const order = orders.get(firstOrder.workOrderId!);
    const [lon, lat] = firstOrder.place;
    const near = await services.fields.records(
      auth,
      { bbox: [lon - 0.2, lat - 0.2, lon + 0.2, lat + 0.2] },
      50,
    );
    const stranger = near
      .filter((field) => field.geometry && !order?.fieldIds.includes(field.id) && field.centroid)
      .sort(
        (a, b) =>
          metresBetween(firstOrder.place, [a.centroid!.longitude, a.centroid!.latitude]) -
          metresBetween(firstOrder.place, [b.centroid!.longitude, b.centroid!.latitude]),
      )[0];
    const pass = stranger ? passesOf(stranger.geometry as TAreaGeometry, width)[0] : undefined;
    if (pass && firstOrder.work) {
      firstOrder.work = withDetour(firstOrder.work, pass);
      firstOrder.place = pass.from;
    }
  }

  // Lay the day once to learn which roads it takes, ask the routing provider for them, lay it again.
  const wanted = new Map<string, [TLonLat, TLonLat]>();
  const straight = (from: TLonLat, to: TLonLat): TLeg => {
    wanted.set(`${key(from)}>${key(to)}`, [from, to]);
    return { path: [from, to], seconds: (metresBetween(from, to) / 1000 / roadKmh) * 3600 };
  };
  buildTimeline({ warehouse, stops, legOf: straight });
  const legs = new Map<string, TLeg>();
  for (const [name, [from, to]] of wanted) {
    try {
      const route = await services.routing.route(
        [
          { latitude: from[1], longitude: from[0] },
          { latitude: to[1], longitude: to[0] },
        ],
        roadKmh,
      );
      const path = route.geometry.length >= 2 ? route.geometry : [from, to];
      legs.set(name, { path, seconds: route.durationS });
    } catch {
      legs.set(name, straight(from, to));
    }
  }
  let segments = buildTimeline({
    warehouse,
    stops,
    legOf: (from, to) => legs.get(`${key(from)}>${key(to)}`) ?? straight(from, to),
  });
  if (request.disturbances.breakdownMinutes)
    segments = withBreakdown(segments, request.disturbances.breakdownMinutes);
  if (segments.length === 0) return null;
  return {
    equipmentId: request.equipmentId,
    name: trip.equipmentName,
    segments,
    events: eventsOf(segments, stops, skipped),
    first: Math.min(segments[0]!.start, ...skipped.map((skip) => skip.time)),
    last: segments[segments.length - 1]!.end,
  };
}

export { SKIP_REASON };
