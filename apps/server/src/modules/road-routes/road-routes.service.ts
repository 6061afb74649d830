import type { TRoadLeg, TRoadMachineRoute, TRoadRoutes, TRoadRoutesQuery, TRoadStop } from '@tramline/domain';
import { VEHICLE_PROFILES } from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { localDateOf } from '../../calendar/calendar';
import type { TEquipmentGroupsService } from '../records/equipment-groups/equipment-groups.service';
import type { TPlacesService } from '../records/places/places.service';
import { RoutingUnavailableError, type TRoutingProvider } from '../routing/routing.provider';
import { createRoadRoutesRepository, type TDayItemRow } from './road-routes.repository';

/** Plans whose legs stay in memory; a plan row never changes its stops without a new version. */
export const ROAD_LEG_CACHE_PLANS = 500;

type TPlace = { name: string; latitude: number; longitude: number };
type TStopDraft = Omit<TRoadStop, 'number'>;

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A machine's stops in plan order: from its warehouse, each field of each order, back to the
 * warehouse for each refill, and home at the end. Cleanouts happen where the machine is. A stop at
 * the same point as the one before is not a new stop; fields without a centroid cannot be drawn.
 */
export function stopsOf(items: readonly TDayItemRow[], warehouse: TPlace | null): TRoadStop[] {
  const drafts: TStopDraft[] = [];
  const home = (kind: 'warehouse' | 'refill') =>
    warehouse && drafts.push({ kind, name: warehouse.name, cdOrdemServico: null, ...at(warehouse) });
  home('warehouse');
  for (const item of items) {
    if (item.kind === 'refill') home('refill');
    if (item.kind !== 'order' || item.latitude === null || item.longitude === null) continue;
    drafts.push({
      kind: 'field',
      name: item.fieldName ?? '',
      cdOrdemServico: item.workOrderId,
      latitude: item.latitude,
      longitude: item.longitude,
    });
  }
  home('warehouse');
  const stops: TRoadStop[] = [];
  for (const draft of drafts) {
    const last = stops[stops.length - 1];
    if (last && last.latitude === draft.latitude && last.longitude === draft.longitude) continue;
    stops.push({ number: stops.length + 1, ...draft });
  }
  return stops.length === 1 ? [] : stops;
}

function at(place: TPlace) {
  return { latitude: place.latitude, longitude: place.longitude };
}

/** The day's road routes of a group's machines, their legs asked of the routing provider once per plan. */
export function createRoadRoutesService(
  db: TDatabase,
  deps: { equipmentGroups: TEquipmentGroupsService; places: TPlacesService; routing: TRoutingProvider },
) {
  const repository = createRoadRoutesRepository(db);
  const cache = new Map<string, TRoadLeg[]>();

  async function legsOf(key: string, stops: readonly TRoadStop[], speedKmh: number) {
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const legs: TRoadLeg[] = [];
    for (let index = 0; index + 1 < stops.length; index += 1) {
      const [from, to] = [stops[index]!, stops[index + 1]!];
      const leg = await deps.routing.route([at(from), at(to)], speedKmh);
      legs.push({
        from: from.number,
        to: to.number,
        distanceMetres: round(leg.distanceM),
        durationSeconds: round(leg.durationS),
        geometry: leg.geometry,
      });
    }
    cache.set(key, legs);
    if (cache.size > ROAD_LEG_CACHE_PLANS) cache.delete(cache.keys().next().value!);
    return legs;
  }

  return {
    /** 404 for a group outside the caller's owner and branch; 502 when the provider cannot answer. */
    async day(auth: TAuth, query: TRoadRoutesQuery, now = new Date()): Promise<TRoadRoutes> {
      const group = await deps.equipmentGroups.get(auth, query.groupId);
      const date = query.date ?? localDateOf(now, group.timeZone);
      const plans = await repository.dayPlans({ ownerId: auth.ownerId, unitId: auth.unitId }, group.id, date);
      const items = await repository.dayItems(plans.map((plan) => plan.planId));
      const members = new Map(
        group.equipments.map((member, index) => [member.cdEquipamento, { member, index }]),
      );
      const warehouseIds = [...new Set(group.equipments.flatMap((member) => member.warehouseId ?? []))];
      const warehouses = new Map(
        (await deps.places.getMany(auth, warehouseIds)).map((place) => [place.id, place]),
      );
      const ordered = [...plans].sort(
        (a, b) => (members.get(a.machineId)?.index ?? 1e9) - (members.get(b.machineId)?.index ?? 1e9),
      );
      try {
        const machines = await Promise.all(
          ordered.map(async (plan): Promise<TRoadMachineRoute> => {
            const member = members.get(plan.machineId)?.member;
            const warehouse = member?.warehouseId ? (warehouses.get(member.warehouseId) ?? null) : null;
            const stops = stopsOf(
              items.filter((item) => item.planId === plan.planId),
              warehouse,
            );
            const speedKmh = member?.travelSpeed || VEHICLE_PROFILES.sprayer.travelKmh;
            const key = `${plan.planId}:${plan.version}:${speedKmh}:${stops.map((stop) => `${stop.longitude},${stop.latitude}`).join(';')}`;
            const legs = await legsOf(key, stops, speedKmh);
            return {
              machineId: plan.machineId,
              name: plan.name,
              planId: plan.planId,
              stops,
              legs,
              totalDistanceMetres: round(legs.reduce((sum, leg) => sum + leg.distanceMetres, 0)),
              totalDurationSeconds: round(legs.reduce((sum, leg) => sum + leg.durationSeconds, 0)),
            };
          }),
        );
        return { date, timeZone: group.timeZone, groupId: group.id, provider: deps.routing.name, machines };
      } catch (error) {
        if (error instanceof RoutingUnavailableError) throw new AppError(502, 'routingUnavailable');
        throw error;
      }
    },
  };
}

export type TRoadRoutesService = ReturnType<typeof createRoadRoutesService>;
