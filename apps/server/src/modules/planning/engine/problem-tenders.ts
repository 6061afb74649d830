/** The group's tender trucks as the engine takes them (docs/planning.md §Tender trucks). */
import { VEHICLE_PROFILES, type TEquipmentGroupRecord, type TPlaceRecord } from '@tramline/domain';
import type { Consolidation, Machine, MixtureType, Tender } from '@tramline/optimizer';
import type { TAuth } from '../../../http/auth-context';
import type { TProblemBuilderDependencies } from './problem-types';
import { compartmentsOf } from './problem-loads';

/** A tender truck of the group with what planning reads of it. */
export interface TLoadedTender {
  equipmentId: number;
  name: string;
  warehouse: TPlaceRecord;
  compartments: { mixtureType: MixtureType; capacity: number }[];
  loadLastToFirst: boolean;
}

/** Road speed of a tender truck (the routing profile's), km/h. */
export const TENDER_TRAVEL_KMH = VEHICLE_PROFILES.tender.travelKmh;

/** Time to load a tender at its place, per trip, seconds. */
export const TENDER_LOAD_SECONDS = 15 * 60;

const CONSOLIDATION: Record<TEquipmentGroupRecord['consolidation'], Consolidation> = {
  none: 'none',
  'one-order-per-truck': 'one-order',
  'multiple-orders-same-grower': 'same-grower',
  'multiple-growers': 'several-growers',
};

export function consolidationOf(group: Pick<TEquipmentGroupRecord, 'consolidation'>): Consolidation {
  return CONSOLIDATION[group.consolidation];
}

/**
 * The group's tender trucks that can work: with a warehouse to load at and compartments, in the
 * group's order (the loading order when two can serve a refill as soon).
 */
export async function loadTenders(
  services: Pick<TProblemBuilderDependencies, 'equipment' | 'places'>,
  auth: TAuth,
  group: TEquipmentGroupRecord,
): Promise<TLoadedTender[]> {
  const entries = group.tenderTrucks.filter((tender) => tender.warehouseId !== null);
  if (entries.length === 0) return [];
  const records = new Map(
    (
      await services.equipment.findMany(
        auth,
        entries.map((tender) => tender.cdEquipamento),
      )
    ).map((record) => [record.cdEquipamento, record]),
  );
  const places = new Map(
    (await services.places.getMany(auth, [...new Set(entries.map((tender) => tender.warehouseId!))])).map(
      (place) => [place.id, place],
    ),
  );
  return entries.flatMap((entry): TLoadedTender[] => {
    const record = records.get(entry.cdEquipamento);
    const warehouse = places.get(entry.warehouseId!);
    if (!record || !warehouse) return [];
    const compartments = compartmentsOf(record, null, group.mixtureType);
    if (compartments.length === 0) return [];
    return [
      {
        equipmentId: record.cdEquipamento,
        name: record.name,
        warehouse,
        compartments,
        loadLastToFirst: entry.loadLastToFirst,
      },
    ];
  });
}

/**
 * The tenders a member takes loads from: those loading at its own warehouse, or every tender of
 * the group when it allows loads from other tenders.
 */
export function tendersOfMember(
  member: { warehouseId: number | null; allowLoadsFromOtherTenders: boolean },
  tenders: readonly TLoadedTender[],
): string[] {
  return tenders
    .filter((tender) => member.allowLoadsFromOtherTenders || tender.warehouse.id === member.warehouseId)
    .map((tender) => String(tender.equipmentId));
}

/** The engine's tender: its day is the group's working period, it starts and ends at its place. */
export function engineTender(
  tender: TLoadedTender,
  place: number,
  travelProfile: number,
  shift: Machine['shift'],
): Tender {
  return {
    id: String(tender.equipmentId),
    start: place,
    end: place,
    loadPlace: place,
    shift,
    travelProfile,
    compartments: tender.compartments,
    loadSeconds: TENDER_LOAD_SECONDS,
    loadLastToFirst: tender.loadLastToFirst,
  };
}
