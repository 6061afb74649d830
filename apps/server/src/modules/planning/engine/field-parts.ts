import type { Machine, Order, TravelMatrix } from '@tramline/optimizer';

/**
 * Fields bigger than a machine's day (docs/planning.md §Fields bigger than a day). A crew works such
 * a field with several machines at once and carries what is left to the next day; the engine plans
 * whole orders, so the builder hands it the field in equal parts of the same place, windows and
 * products. Parts one machine takes one after the other become one plan item; parts no machine
 * takes are the area carried to a later day.
 */

/** A field is planned in parts when its work takes more than the best machine's day. */
export const SPLIT_ABOVE_DAY_SHARE = 1;
/** Each part is about this share of that day: a machine takes several, or shares the field. */
export const PART_DAY_SHARE = 0.25;
/**
 * A part's hectares weigh this much against a whole order's when the day cannot hold both: the big
 * field goes on over days whatever this day does, while a small order left out waits whole and its
 * grower with it. A whole order loses to parts only when they are over a tenth bigger.
 */
export const PART_PRIORITY = 0.9;

/**
 * Hectares a machine applies of an order in a day at best: its working period and overtime spent
 * applying, and going to its nearest refill place and back for every tank the work empties (a tender
 * truck may save some of those trips; the estimate does not count on one).
 */
export function dayCapacityHectares(
  machine: Machine,
  order: Order,
  matrices: readonly TravelMatrix[],
): number {
  const hectaresPerHour = (machine.workingWidthM * machine.operatingSpeedKmh * machine.fieldEfficiency) / 10;
  if (!(hectaresPerHour > 0) || !(order.area > 0)) return 0;
  const shiftSeconds = machine.shift.end - machine.shift.start + machine.shift.overtimeLimit;
  // Tanks a hectare empties: the fullest compartment kind decides.
  let tanksPerHectare = 0;
  for (const load of order.loads) {
    const capacity = machine.compartments
      .filter((compartment) => compartment.mixtureType === load.mixtureType)
      .reduce((sum, compartment) => sum + compartment.capacity, 0);
    if (capacity > 0) tanksPerHectare = Math.max(tanksPerHectare, load.amount / order.area / capacity);
  }
  const matrix = matrices[machine.travelProfile ?? 0]!;
  const size = Math.round(Math.sqrt(matrix.durations.length));
  const places = machine.refillPlaces?.length ? machine.refillPlaces : [machine.end];
  const roundTrip = Math.min(
    ...places.map(
      (place) =>
        (matrix.durations[order.location * size + place] ?? 0) +
        (matrix.durations[place * size + order.location] ?? 0),
    ),
  );
  const secondsPerHectare =
    3600 / hectaresPerHour + tanksPerHectare * ((machine.refillSeconds ?? 0) + roundTrip);
  return shiftSeconds / secondsPerHectare;
}

/** The areas a field's work is planned in: whole when the best machine's day (`capacity`) holds it. */
export function fieldPartAreas(area: number, capacity: number): number[] {
  if (!(capacity > 0) || area <= capacity * SPLIT_ABOVE_DAY_SHARE) return [area];
  const count = Math.ceil(area / (capacity * PART_DAY_SHARE));
  return Array.from({ length: count }, () => area / count);
}

/** One engine order of a split field: the field's order it is a part of, and which part. */
export interface TFieldPart {
  of: string;
  index: number;
  count: number;
}

/**
 * The problem's orders with every field bigger than the day of the best machine allowed on it
 * in equal parts (ids `<id>:<part>`, loads in proportion, weighed at `PART_PRIORITY`); other
 * orders as they are.
 */
export function splitBigFields(
  orders: readonly Order[],
  machines: readonly Machine[],
  matrices: readonly TravelMatrix[],
): { orders: Order[]; parts: Map<string, TFieldPart> } {
  const parts = new Map<string, TFieldPart>();
  const result: Order[] = [];
  for (const order of orders) {
    const allowed = machines.filter(
      (machine) => !order.allowedMachines || order.allowedMachines.includes(machine.id),
    );
    const capacity = Math.max(0, ...allowed.map((machine) => dayCapacityHectares(machine, order, matrices)));
    const areas = fieldPartAreas(order.area, capacity);
    if (areas.length === 1) {
      result.push(order);
      continue;
    }
    for (const [index, area] of areas.entries()) {
      const id = `${order.id}:${index + 1}`;
      const share = area / order.area;
      result.push({
        ...order,
        id,
        area,
        priority: (order.priority ?? 1) * PART_PRIORITY,
        loads: order.loads.map((load) => ({ ...load, amount: load.amount * share })),
      });
      parts.set(id, { of: order.id, index: index + 1, count: areas.length });
    }
  }
  return { orders: result, parts };
}

/**
 * The hectares of an order still to plan on a date, from the area earlier dates' active plans
 * hold: an order split over days carries what they left (0 < planned < selected). Null for an
 * order planned whole before, or never: it is planned whole (the date takes it over).
 */
export function carriedAreaOf(selectedArea: number, plannedBefore: number): number | null {
  if (!(plannedBefore > 0) || plannedBefore >= selectedArea * (1 - 1e-9)) return null;
  return selectedArea - plannedBefore;
}
