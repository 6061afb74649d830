/** The day's loads built from the active plans: pure rules, no database. */
import {
  loadContentOf,
  loadCountOfItem,
  mixingStepsOf,
  roundLoadAmount,
  type TEquipmentGroupRecord,
  type TLoadBatch,
  type TLoadCompartment,
  type TLoadProduct,
  type TMixingStep,
  type TPlaceRecord,
  type TProductRecord,
  type TWorkOrderRecord,
} from '@tramline/domain';
import type { TPlanWithItems } from '../planning/plans/plans.service';

/** What the loads of a day are built from; every map holds only rows of the caller's branch. */
export interface TLoadSources {
  localDate: string;
  groups: readonly { group: TEquipmentGroupRecord; plans: readonly TPlanWithItems[] }[];
  orders: ReadonlyMap<number, TWorkOrderRecord>;
  products: ReadonlyMap<number, TProductRecord>;
  places: ReadonlyMap<number, TPlaceRecord>;
}

/** The amounts a load was mixed with, to tell later whether the plan changed them. */
export interface TLoadSnapshot {
  products: { productId: number; name: string; amount: number }[];
  water: number;
}

/** A load as the plans make it, before the yard's marks. */
export interface TDerivedLoad {
  key: string;
  localDate: string;
  sequence: number;
  configuracaoId: number;
  configName: string;
  groupType: TEquipmentGroupRecord['mixtureType'];
  placeId: number | null;
  placeName: string | null;
  blenderCapacity: number | null;
  equipamentoId: number;
  equipmentName: string;
  tenderId: number | null;
  tenderName: string | null;
  cdOrdemServico: number;
  ticket: string | null;
  description: string;
  growerName: string;
  fieldNames: string[];
  loadNumber: number;
  loadCount: number;
  area: number;
  neededAt: string | null;
  compartments: TLoadCompartment[];
  mixingOrder: TMixingStep[];
  batches: TLoadBatch[];
  mass: number;
  snapshot: TLoadSnapshot;
}

/** The key naming a load while the plan keeps it: group, machine, order and load number. */
export const loadKeyOf = (groupId: number, equipmentId: number, orderId: number, loadNumber: number) =>
  `${groupId}-${equipmentId}-${orderId}-${loadNumber}`;

/**
 * The tender truck that carries a load to its machine: the tender of the machine's refill for that
 * load (the engine's refill activity with the order and load number names it), loading at its own
 * warehouse. Null when the machine loads at its place (or starts the day with the load).
 */
export function tenderOfLoad(
  group: TEquipmentGroupRecord,
  plan: TPlanWithItems,
  load: { cdOrdemServico: number; loadNumber: number },
): { tenderId: number; tenderName: string; placeId: number | null } | null {
  const refill = plan.plan.activities.find(
    (activity) =>
      activity.kind === 'refill' &&
      activity.cdOrdemServico === load.cdOrdemServico &&
      (activity.batch ?? 1) === load.loadNumber &&
      typeof activity.tenderEquipmentId === 'number',
  );
  const tenderId = refill?.tenderEquipmentId;
  if (typeof tenderId !== 'number') return null;
  const tender = group.tenderTrucks.find((entry) => entry.cdEquipamento === tenderId);
  return {
    tenderId,
    tenderName: tender?.equipmentName ?? String(tenderId),
    placeId: tender?.warehouseId ?? null,
  };
}

/** Kilograms of a product amount: liquids by their density (water's when unknown). */
function massOf(line: TLoadProduct): number {
  if (line.unit === 'l') return line.amount * (line.density ?? 1);
  if (line.unit === 'kg') return line.amount;
  return 0;
}

/** Splits a load into batches no heavier than the blender's capacity, each an equal share. */
export function batchesOf(
  products: readonly TLoadProduct[],
  water: number,
  capacity: number | null,
): TLoadBatch[] {
  const mass = products.reduce((sum, line) => sum + massOf(line), 0) + water;
  const count = capacity && capacity > 0 ? Math.max(1, Math.ceil(mass / capacity - 1e-9)) : 1;
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    mass: roundLoadAmount(mass / count),
    products: products.map((line) => ({
      productId: line.productId,
      amount: roundLoadAmount(line.amount / count),
    })),
    water: roundLoadAmount(water / count),
  }));
}

/** What one load of an order holds: its products (rate x area) by compartment and its water. */
export function contentOf(
  order: Pick<TWorkOrderRecord, 'products' | 'carrierRate'>,
  area: number,
  productOf: (id: number) => TProductRecord | undefined,
): { lines: TLoadProduct[]; water: number; compartments: TLoadCompartment[] } {
  const lines = order.products.map((line) => {
    const product = productOf(line.productId);
    return {
      productId: line.productId,
      name: line.descProduct,
      typeProduct: line.typeProduct ?? product?.typeProduct ?? null,
      rate: line.rate,
      density: product?.density ?? null,
    };
  });
  return loadContentOf(lines, order.carrierRate, area);
}

/** When the machine needs load `loadNumber` of an order: its refill, else the start of applying it. */
function neededAtOf(plan: TPlanWithItems, orderId: number, loadNumber: number, fallback: Date | null) {
  const of = (kind: string) =>
    plan.plan.activities.find(
      (activity) =>
        activity.kind === kind && activity.cdOrdemServico === orderId && (activity.batch ?? 1) === loadNumber,
    );
  return (of('refill') ?? of('application'))?.start ?? fallback?.toISOString() ?? null;
}

/** The loads of one machine's day, in its sequence. */
function loadsOfPlan(
  sources: TLoadSources,
  group: TEquipmentGroupRecord,
  plan: TPlanWithItems,
): Omit<TDerivedLoad, 'sequence'>[] {
  const member = group.equipments.find((entry) => entry.cdEquipamento === plan.plan.equipmentId);
  const productOf = (id: number) => sources.products.get(id);
  const loadsSoFar = new Map<number, number>();
  const loads: Omit<TDerivedLoad, 'sequence'>[] = [];
  const items = [...plan.items].sort((a, b) => a.sequence - b.sequence);
  for (const item of items) {
    if (item.kind !== 'order' || item.workOrderId === null) continue;
    const order = sources.orders.get(item.workOrderId);
    if (!order) continue;
    const prior = loadsSoFar.get(order.cdOrdemServico) ?? 0;
    const count = loadCountOfItem(item.batches, prior);
    loadsSoFar.set(order.cdOrdemServico, prior + count);
    const area = item.areaHectares / count;
    for (let index = 1; index <= count; index += 1) {
      const loadNumber = prior + index;
      const tender = tenderOfLoad(group, plan, { cdOrdemServico: order.cdOrdemServico, loadNumber });
      const placeId = tender?.placeId ?? member?.warehouseId ?? null;
      const place = placeId === null ? undefined : sources.places.get(placeId);
      const blenderCapacity = place?.blenderCapacity ?? group.blenderCapacity ?? null;
      const { lines, water, compartments } = contentOf(order, area, productOf);
      const batches = batchesOf(lines, water, blenderCapacity);
      loads.push({
        key: loadKeyOf(group.id, plan.plan.equipmentId, order.cdOrdemServico, loadNumber),
        localDate: sources.localDate,
        configuracaoId: group.id,
        configName: group.name,
        groupType: group.mixtureType,
        placeId: place ? place.id : null,
        placeName: place?.name ?? null,
        blenderCapacity,
        equipamentoId: plan.plan.equipmentId,
        equipmentName: member?.equipmentName ?? String(plan.plan.equipmentId),
        tenderId: tender?.tenderId ?? null,
        tenderName: tender?.tenderName ?? null,
        cdOrdemServico: order.cdOrdemServico,
        ticket: order.vlOrdemServico,
        description: order.description,
        growerName: order.growerName,
        fieldNames: order.fieldNames,
        loadNumber,
        loadCount: 0,
        area: roundLoadAmount(area),
        neededAt: neededAtOf(plan, order.cdOrdemServico, loadNumber, item.plannedStart),
        compartments,
        mixingOrder: mixingStepsOf(lines, water, (id) => productOf(id)?.cleaningFamily ?? null),
        batches,
        mass: roundLoadAmount(batches.reduce((sum, batch) => sum + batch.mass, 0)),
        snapshot: {
          products: lines.map((line) => ({
            productId: line.productId,
            name: line.name,
            amount: line.amount,
          })),
          water,
        },
      });
    }
  }
  for (const load of loads) load.loadCount = loadsSoFar.get(load.cdOrdemServico) ?? 1;
  return loads;
}

/**
 * The day's loads of every group, in each group's loading order and numbered per place:
 * `by-arrival` as the machines come for them (refill time, nulls last), `by-schedule` machine by
 * machine in the group's member order, each machine's loads in its day's sequence.
 */
export function buildLoads(sources: TLoadSources): TDerivedLoad[] {
  const result: TDerivedLoad[] = [];
  for (const { group, plans } of sources.groups) {
    const memberOrder = new Map(group.equipments.map((member, index) => [member.cdEquipamento, index]));
    const byMachine = [...plans].sort(
      (a, b) =>
        (memberOrder.get(a.plan.equipmentId) ?? Infinity) -
          (memberOrder.get(b.plan.equipmentId) ?? Infinity) || a.plan.equipmentId - b.plan.equipmentId,
    );
    const loads = byMachine.flatMap((plan) => loadsOfPlan(sources, group, plan));
    if (group.tenderLoadingOrder === 'by-arrival') {
      const position = new Map(loads.map((load, index) => [load, index]));
      loads.sort(
        (a, b) =>
          (a.neededAt ?? '\uffff').localeCompare(b.neededAt ?? '\uffff') ||
          position.get(a)! - position.get(b)!,
      );
    }
    const counters = new Map<number | null, number>();
    for (const load of loads) {
      const sequence = (counters.get(load.placeId) ?? 0) + 1;
      counters.set(load.placeId, sequence);
      result.push({ ...load, sequence });
    }
  }
  return result;
}

/** What changed in a load's amounts since the snapshot it was mixed with (water as a null product). */
export function changesSince(before: TLoadSnapshot, now: TLoadSnapshot) {
  const changes: { productId: number | null; name: string | null; before: number; now: number }[] = [];
  const ids = new Set([...before.products, ...now.products].map((line) => line.productId));
  for (const id of ids) {
    const was = before.products.find((line) => line.productId === id);
    const is = now.products.find((line) => line.productId === id);
    const from = roundLoadAmount(was?.amount ?? 0);
    const to = roundLoadAmount(is?.amount ?? 0);
    if (from !== to)
      changes.push({ productId: id, name: is?.name ?? was?.name ?? null, before: from, now: to });
  }
  if (roundLoadAmount(before.water) !== roundLoadAmount(now.water))
    changes.push({
      productId: null,
      name: null,
      before: roundLoadAmount(before.water),
      now: roundLoadAmount(now.water),
    });
  return changes;
}
