import { MAX_ROUTING_DISTANCE_M, ProblemError } from './problem';
import type { Machine, MixtureType, Order, Problem, Weighting } from './problem';

/** Tolerance on tank fractions (loads are compared as shares of a full tank). */
export const LOAD_EPSILON = 1e-9;

const MS = 1000;

/**
 * The problem compiled into flat typed arrays for the search. Times are integer milliseconds and
 * distances integer millimetres (stored in doubles), so sums of matrix entries are exact.
 */
export class Instance {
  readonly problem: Problem;
  readonly orderCount: number;
  readonly machineCount: number;
  readonly locationCount: number;
  readonly weighting: Weighting;

  /** Per travel profile: durations (ms) and distances (mm), row-major. */
  readonly durations: Float64Array[];
  readonly distances: Float64Array[];

  readonly orderLocation: Int32Array;
  readonly orderFamily: Int32Array;
  /** Prize lost when the order is left out (priority x area x prizeScale). */
  readonly prize: Float64Array;
  readonly weightedArea: Float64Array;
  /** Windows of order o are windowOpen/windowClose[windowOffset[o] .. windowOffset[o+1]). */
  readonly windowOffset: Int32Array;
  readonly windowOpen: Float64Array;
  readonly windowClose: Float64Array;

  readonly machineProfile: Int32Array;
  /** Machines of one class share per-order data (applied time, tank share). */
  readonly machineClass: Int32Array;
  readonly classCount: number;
  readonly machineStart: Int32Array;
  readonly machineEnd: Int32Array;
  readonly shiftStart: Float64Array;
  readonly shiftEnd: Float64Array;
  readonly hardEnd: Float64Array;
  readonly refillDuration: Float64Array;
  readonly cleaningDuration: Float64Array;
  /** Share of a full tank each machine starts with (0..1). */
  readonly startLoad: Float64Array;
  readonly initialFamily: Int32Array;
  readonly refillOffset: Int32Array;
  readonly refillPlaces: Int32Array;
  /** Whether the machine can be routed at all (620-mile rule between start and warehouse). */
  readonly machineUsable: Uint8Array;
  /** Whether a tender truck may bring the machine its loads at the field. */
  readonly meetingAllowed: Uint8Array;

  /** Applied time (ms) of order o on class c at [c * orderCount + o]. */
  readonly service: Float64Array;
  /** Share of a full tank the whole order needs on class c; Infinity when it does not fit. */
  readonly tankShare: Float64Array;
  /** Whether machine m may take order o, at [m * orderCount + o] (filled by the diagnosis). */
  readonly allowed: Uint8Array;

  readonly familyCount: number;
  /** Whether going from family a to family b needs cleaning, at [a * familyCount + b]. */
  readonly needsCleaning: Uint8Array;

  /** A position per location: the caller's coordinates, or an embedding of the matrix. */
  readonly positionX: Float64Array;
  readonly positionY: Float64Array;

  /** Cost units (mm or ms) per ms of working time; used to weigh overtime and penalties. */
  readonly costPerMs: number;
  /** Cost of one ms of overtime. */
  readonly overtimeWeight: number;

  constructor(problem: Problem) {
    validate(problem);
    this.problem = problem;
    const n = problem.orders.length;
    const k = problem.machines.length;
    const size = problem.locationCount;
    this.orderCount = n;
    this.machineCount = k;
    this.locationCount = size;
    this.weighting = problem.weighting ?? 'fastest';

    this.durations = problem.matrices.map((m) => toScaled(m.durations));
    this.distances = problem.matrices.map((m) => toScaled(m.distances));

    const familyIds = new Map<string, number>();
    const familyOf = (name: string): number => {
      let id = familyIds.get(name);
      if (id === undefined) {
        id = familyIds.size;
        familyIds.set(name, id);
      }
      return id;
    };

    this.orderLocation = new Int32Array(n);
    this.orderFamily = new Int32Array(n);
    this.weightedArea = new Float64Array(n);
    this.windowOffset = new Int32Array(n + 1);
    const opens: number[] = [];
    const closes: number[] = [];
    problem.orders.forEach((order, o) => {
      this.orderLocation[o] = order.location;
      this.orderFamily[o] = familyOf(order.productFamily);
      this.weightedArea[o] = (order.priority ?? 1) * order.area;
      for (const [open, close] of normaliseWindows(order.windows)) {
        opens.push(Math.round(open * MS));
        closes.push(Math.round(close * MS));
      }
      this.windowOffset[o + 1] = opens.length;
    });
    this.windowOpen = Float64Array.from(opens);
    this.windowClose = Float64Array.from(closes);

    this.machineProfile = new Int32Array(k);
    this.machineClass = new Int32Array(k);
    this.machineStart = new Int32Array(k);
    this.machineEnd = new Int32Array(k);
    this.shiftStart = new Float64Array(k);
    this.shiftEnd = new Float64Array(k);
    this.hardEnd = new Float64Array(k);
    this.refillDuration = new Float64Array(k);
    this.cleaningDuration = new Float64Array(k);
    this.startLoad = new Float64Array(k);
    this.initialFamily = new Int32Array(k);
    this.refillOffset = new Int32Array(k + 1);
    this.machineUsable = new Uint8Array(k);
    this.meetingAllowed = new Uint8Array(k);
    const tenderIds = new Set((problem.tenders ?? []).map((t) => t.id));
    const refills: number[] = [];
    const classKeys = new Map<string, number>();
    const classMachine: Machine[] = [];
    problem.machines.forEach((machine, m) => {
      const profile = machine.travelProfile ?? 0;
      this.machineProfile[m] = profile;
      this.machineStart[m] = machine.start;
      this.machineEnd[m] = machine.end;
      this.shiftStart[m] = Math.round(machine.shift.start * MS);
      this.shiftEnd[m] = Math.round(machine.shift.end * MS);
      this.hardEnd[m] = Math.round((machine.shift.end + machine.shift.overtimeLimit) * MS);
      this.refillDuration[m] = Math.round((machine.refillSeconds ?? 0) * MS);
      this.cleaningDuration[m] = Math.round((machine.cleaningSeconds ?? 0) * MS);
      this.startLoad[m] = startLoadOf(machine);
      this.initialFamily[m] = machine.initialFamily === undefined ? -1 : familyOf(machine.initialFamily);
      for (const place of machine.refillPlaces ?? []) refills.push(place);
      this.refillOffset[m + 1] = refills.length;
      this.meetingAllowed[m] = (machine.tenders ?? []).some((id) => tenderIds.has(id)) ? 1 : 0;
      const warehouse = machine.warehouse ?? machine.end;
      const far = problem.matrices[profile]!.distances[machine.start * size + warehouse]!;
      this.machineUsable[m] = far > MAX_ROUTING_DISTANCE_M ? 0 : 1;
      const key = JSON.stringify([
        profile,
        machine.workingWidthM * machine.operatingSpeedKmh * machine.fieldEfficiency,
        [...machine.compartments].map((c) => [c.mixtureType, c.capacity]).sort(),
      ]);
      let cls = classKeys.get(key);
      if (cls === undefined) {
        cls = classKeys.size;
        classKeys.set(key, cls);
        classMachine.push(machine);
      }
      this.machineClass[m] = cls;
    });
    this.refillPlaces = Int32Array.from(refills);
    this.classCount = classKeys.size;

    this.service = new Float64Array(this.classCount * n);
    this.tankShare = new Float64Array(this.classCount * n);
    classMachine.forEach((machine, c) => {
      // width (m) x speed (m/s) x efficiency = m²/s; 1 ha = 10 000 m².
      const squareMetresPerSecond =
        machine.workingWidthM * (machine.operatingSpeedKmh / 3.6) * machine.fieldEfficiency;
      problem.orders.forEach((order, o) => {
        this.service[c * n + o] =
          order.area === 0 ? 0 : Math.round(((order.area * 10000) / squareMetresPerSecond) * MS);
        this.tankShare[c * n + o] = tankShareOf(order, machine);
      });
    });
    this.allowed = new Uint8Array(k * n);

    this.familyCount = familyIds.size;
    this.needsCleaning = new Uint8Array(this.familyCount * this.familyCount).fill(1);
    for (let f = 0; f < this.familyCount; f++) this.needsCleaning[f * this.familyCount + f] = 0;
    for (const { from, to } of problem.compatibleFamilies ?? []) {
      const a = familyIds.get(from);
      const b = familyIds.get(to);
      if (a !== undefined && b !== undefined) this.needsCleaning[a * this.familyCount + b] = 0;
    }

    const position =
      problem.coordinates && problem.coordinates.length === size
        ? problem.coordinates
        : embed(this.distances[0]!, size);
    this.positionX = Float64Array.from(position, (p) => p[0]);
    this.positionY = Float64Array.from(position, (p) => p[1]);

    // Cost scale: how many cost units one ms of working time is worth.
    if (this.weighting === 'fastest') this.costPerMs = 1;
    else {
      let distanceSum = 0;
      let durationSum = 0;
      const d0 = this.distances[0]!;
      const t0 = this.durations[0]!;
      for (let i = 0; i < d0.length; i++) {
        distanceSum += d0[i]!;
        durationSum += t0[i]!;
      }
      this.costPerMs = durationSum > 0 && distanceSum > 0 ? distanceSum / durationSum : 1;
    }
    // Lexicographic objective through weights: area, then overtime, then time or distance.
    // The costliest working day a machine can have: its whole day, overtime included, spent on the
    // third criterion (time, or distance at the fastest speed of any arc of the matrices).
    let costRate = 1;
    if (this.weighting === 'shortest') {
      costRate = this.costPerMs;
      for (let p = 0; p < this.durations.length; p++) {
        const d = this.distances[p]!;
        const t = this.durations[p]!;
        for (let i = 0; i < d.length; i++)
          if (t[i]! > 0 && d[i]! / t[i]! > costRate) costRate = d[i]! / t[i]!;
      }
    }
    let fleetDayCost = 0;
    let longestDay = 1;
    for (let m = 0; m < k; m++) {
      const day = (this.hardEnd[m]! - this.shiftStart[m]!) * costRate;
      fleetDayCost += day;
      if (day > longestDay) longestDay = day;
    }
    // One second of overtime costs more than the fleet's whole day of travel, waiting and cleaning
    // (or distance), so no saving on the third criterion ever pays for overtime.
    this.overtimeWeight = Math.max(10 * this.costPerMs, (2 * fleetDayCost) / MS);
    let fleetOvertimeCost = 0;
    for (let m = 0; m < k; m++)
      fleetOvertimeCost += (this.hardEnd[m]! - this.shiftEnd[m]!) * this.overtimeWeight;

    // Prizes: the smallest planned order is worth more than the fleet's costliest possible day,
    // overtime included (and at least twenty machine-days), so the search plans as much weighted area
    // as it can before it looks at overtime or cost.
    let smallest = Infinity;
    for (let o = 0; o < n; o++)
      if (this.weightedArea[o]! > 0 && this.weightedArea[o]! < smallest) smallest = this.weightedArea[o]!;
    // Orders without area (or priority 0) still carry a token prize, so they are planned when they fit.
    const unit = Number.isFinite(smallest) ? smallest : 1;
    const prizeScale = Math.max(20 * longestDay, 2 * (fleetDayCost + fleetOvertimeCost)) / unit;
    this.prize = new Float64Array(n);
    for (let o = 0; o < n; o++) this.prize[o] = Math.max(this.weightedArea[o]!, 0.01 * unit) * prizeScale;
  }

  duration(profile: number, from: number, to: number): number {
    return this.durations[profile]![from * this.locationCount + to]!;
  }

  distance(profile: number, from: number, to: number): number {
    return this.distances[profile]![from * this.locationCount + to]!;
  }

  /** Whether machine m has a refill place or a tender (otherwise it does one load for the day). */
  hasRefill(m: number): boolean {
    return this.refillOffset[m + 1]! > this.refillOffset[m]! || this.meetingAllowed[m] === 1;
  }

  /** Whether the orders and machines fit the classic single-window, single-load route model. */
  isSingleTripSingleWindow(candidates: ArrayLike<number>): boolean {
    for (let m = 0; m < this.machineCount; m++) {
      if (this.hasRefill(m) || this.startLoad[m]! < 1) return false;
    }
    const families = new Set<number>();
    for (let i = 0; i < candidates.length; i++) {
      const o = candidates[i]!;
      if (this.windowOffset[o + 1]! - this.windowOffset[o]! !== 1) return false;
      families.add(this.orderFamily[o]!);
    }
    for (let m = 0; m < this.machineCount; m++)
      if (this.initialFamily[m]! >= 0) families.add(this.initialFamily[m]!);
    for (const a of families) {
      for (const b of families) if (this.needsCleaning[a * this.familyCount + b]) return false;
    }
    return true;
  }
}

/**
 * Two-dimensional positions from a distance matrix (FastMap, Faloutsos and Lin 1995), for when the
 * caller gives no coordinates: enough to order routes by direction.
 */
function embed(distances: Float64Array, size: number): [number, number][] {
  const d = (i: number, j: number): number => (distances[i * size + j]! + distances[j * size + i]!) / 2;
  const out: [number, number][] = Array.from({ length: size }, () => [0, 0]);
  const residual = (i: number, j: number, axis: number): number => {
    let value = d(i, j) ** 2;
    for (let k = 0; k < axis; k++) value -= (out[i]![k]! - out[j]![k]!) ** 2;
    return Math.max(0, value);
  };
  for (let axis = 0; axis < 2; axis++) {
    let a = 0;
    let b = 0;
    for (let pass = 0; pass < 2; pass++) {
      let far = -1;
      for (let i = 0; i < size; i++) {
        const value = residual(a, i, axis);
        if (value > far) {
          far = value;
          b = i;
        }
      }
      if (pass === 0) [a, b] = [b, a];
    }
    const ab = residual(a, b, axis);
    if (ab <= 0) break;
    const length = Math.sqrt(ab);
    for (let i = 0; i < size; i++)
      out[i]![axis] = (residual(a, i, axis) + ab - residual(b, i, axis)) / (2 * length);
  }
  return out;
}

function toScaled(values: ArrayLike<number>): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = Math.round(values[i]! * MS);
  return out;
}

/** Sorts windows, drops empty ones and merges overlaps. */
function normaliseWindows(windows: Order['windows']): [number, number][] {
  const sorted = windows.filter(([a, b]) => b > a).map(([a, b]): [number, number] => [a, b]);
  sorted.sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const w of sorted) {
    const last = out[out.length - 1];
    if (last && w[0] <= last[1]) last[1] = Math.max(last[1], w[1]);
    else out.push(w);
  }
  return out;
}

/**
 * Share of a full load the whole order needs on this machine: each of the order's loads gets
 * at least one compartment of its mixture type (largest to largest), spare compartments of a type
 * go to the load that is tightest; the binding load decides. Infinity when compartments are missing.
 */
export function tankShareOf(order: Order, machine: Machine): number {
  let share = 0;
  const types = new Set<MixtureType>(order.loads.map((l) => l.mixtureType));
  for (const type of types) {
    const amounts = order.loads
      .filter((l) => l.mixtureType === type)
      .map((l) => l.amount)
      .sort((a, b) => b - a);
    const capacities = machine.compartments
      .filter((c) => c.mixtureType === type)
      .map((c) => c.capacity)
      .sort((a, b) => b - a);
    if (capacities.length < amounts.length) return Infinity;
    const held = amounts.map((_, i) => capacities[i]!);
    for (let i = amounts.length; i < capacities.length; i++) {
      let tightest = 0;
      for (let j = 1; j < amounts.length; j++) {
        if (amounts[j]! / held[j]! > amounts[tightest]! / held[tightest]!) tightest = j;
      }
      held[tightest]! += capacities[i]!;
    }
    for (let j = 0; j < amounts.length; j++) {
      if (amounts[j]! <= 0) continue;
      if (held[j]! <= 0) return Infinity;
      share = Math.max(share, amounts[j]! / held[j]!);
    }
  }
  return share;
}

/** Share of a full tank machine starts its day with: `startLoad`, else full unless `startsLoaded` is false. */
function startLoadOf(machine: Machine): number {
  if (machine.startLoad !== undefined) return machine.startLoad;
  return machine.startsLoaded === false ? 0 : 1;
}

function validate(problem: Problem): void {
  const size = problem.locationCount;
  if (!Number.isInteger(size) || size < 1) throw new ProblemError('locationCount must be a positive integer');
  if (problem.matrices.length === 0) throw new ProblemError('at least one travel matrix is needed');
  problem.matrices.forEach((m, i) => {
    if (m.durations.length !== size * size || m.distances.length !== size * size) {
      throw new ProblemError(`matrix ${i} must have locationCount² entries`);
    }
  });
  const location = (value: number, what: string): void => {
    if (!Number.isInteger(value) || value < 0 || value >= size)
      throw new ProblemError(`${what} is not a location index`);
  };
  const ids = new Set<string>();
  for (const machine of problem.machines) {
    if (ids.has(machine.id)) throw new ProblemError(`duplicate machine id ${machine.id}`);
    ids.add(machine.id);
    location(machine.start, `machine ${machine.id} start`);
    location(machine.end, `machine ${machine.id} end`);
    if (machine.warehouse !== undefined) location(machine.warehouse, `machine ${machine.id} warehouse`);
    for (const place of machine.refillPlaces ?? []) location(place, `machine ${machine.id} refill place`);
    const profile = machine.travelProfile ?? 0;
    if (!Number.isInteger(profile) || profile < 0 || profile >= problem.matrices.length) {
      throw new ProblemError(`machine ${machine.id} travel profile does not exist`);
    }
    if (!(machine.shift.end >= machine.shift.start) || !(machine.shift.overtimeLimit >= 0)) {
      throw new ProblemError(`machine ${machine.id} shift is invalid`);
    }
    if (!(machine.workingWidthM > 0 && machine.operatingSpeedKmh > 0 && machine.fieldEfficiency > 0)) {
      throw new ProblemError(`machine ${machine.id} needs a positive width, operating speed and efficiency`);
    }
    if (machine.compartments.some((c) => !(c.capacity >= 0)))
      throw new ProblemError(`machine ${machine.id} has a negative capacity`);
    if (machine.startLoad !== undefined && !(machine.startLoad >= 0 && machine.startLoad <= 1))
      throw new ProblemError(`machine ${machine.id} start load must be a share between 0 and 1`);
  }
  for (const tender of problem.tenders ?? []) {
    location(tender.start, `tender ${tender.id} start`);
    location(tender.end, `tender ${tender.id} end`);
    location(tender.loadPlace, `tender ${tender.id} load place`);
    if ((tender.travelProfile ?? 0) >= problem.matrices.length)
      throw new ProblemError(`tender ${tender.id} travel profile does not exist`);
    if (tender.compartments.some((c) => !(c.capacity >= 0)))
      throw new ProblemError(`tender ${tender.id} has a negative capacity`);
  }
  const orderIds = new Set<string>();
  for (const order of problem.orders) {
    if (orderIds.has(order.id)) throw new ProblemError(`duplicate order id ${order.id}`);
    orderIds.add(order.id);
    location(order.location, `order ${order.id} location`);
    if (!(order.area >= 0)) throw new ProblemError(`order ${order.id} area must not be negative`);
    if (order.loads.some((l) => !(l.amount >= 0)))
      throw new ProblemError(`order ${order.id} has a negative load`);
    if ((order.priority ?? 1) < 0) throw new ProblemError(`order ${order.id} priority must not be negative`);
  }
}
