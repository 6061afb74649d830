/**
 * The optimiser's input: one day, one equipment group.
 *
 * Units (SI throughout): time in seconds from a day origin chosen by the caller (for example
 * local midnight), distances in metres, areas in hectares, speeds in km/h, widths in metres,
 * liquid quantities in litres and dry or ammonia quantities in kilograms.
 */

/** Seconds from the caller's day origin (an instant of the day, or a duration). */
export type Seconds = number;
/** Metres. */
export type Metres = number;
/** Hectares. */
export type Hectares = number;
/** Kilometres per hour. */
export type KilometresPerHour = number;
/** Litres for liquid mixtures, kilograms for dry and ammonia mixtures. */
export type Quantity = number;

/** How a product is carried: each needs a compartment of its own kind. */
export type MixtureType = 'liquid' | 'dry' | 'ammonia';

/** A half-open interval [start, end) of the day, in seconds from the day origin. */
export type TimeWindow = readonly [start: Seconds, end: Seconds];

/** `fastest`: minimise travel, cleaning, refilling and waiting time; `shortest`: total distance. */
export type Weighting = 'fastest' | 'shortest';

/**
 * Travel between locations, as supplied by the caller (great-circle estimate or a road router).
 * Both arrays are row-major over the problem's locations: `durations[from * locationCount + to]`.
 */
export interface TravelMatrix {
  /** Travel durations in seconds. */
  readonly durations: ArrayLike<number>;
  /** Travel distances in metres. */
  readonly distances: ArrayLike<number>;
}

/** One compartment (tank, bin) of a machine. */
export interface Compartment {
  readonly mixtureType: MixtureType;
  /** Litres (liquid) or kilograms (dry, ammonia). */
  readonly capacity: Quantity;
}

/** The working day of a machine. */
export interface Shift {
  /** Earliest departure from the start place. */
  readonly start: Seconds;
  /** End of the normal working day; returning later is overtime. */
  readonly end: Seconds;
  /** Overtime allowed after `end` (penalised in the objective); 0 for none. */
  readonly overtimeLimit: Seconds;
}

/** A sprayer, spreader or any machine that applies orders. */
export interface Machine {
  readonly id: string;
  /** Location index where the day starts (warehouse or current position). */
  readonly start: number;
  /** Location index where the day ends. */
  readonly end: number;
  /** Location index of the machine's warehouse for the 620-mile routing limit (default: `end`). */
  readonly warehouse?: number;
  readonly shift: Shift;
  /** Index into `Problem.matrices`; the matrix carries this machine's travel speed. Default 0. */
  readonly travelProfile?: number;
  /** Ground speed while applying. */
  readonly operatingSpeedKmh: KilometresPerHour;
  /** Working width (boom or spread width) in metres. */
  readonly workingWidthM: Metres;
  /** Share of the theoretical rate achieved in the field (turns, overlaps), in (0, 1]. */
  readonly fieldEfficiency: number;
  readonly compartments: readonly Compartment[];
  /** Location indices where the machine can be refilled. None means a single load for the day. */
  readonly refillPlaces?: readonly number[];
  /** Time to refill at a refill place. */
  readonly refillSeconds?: Seconds;
  /** Whether the machine starts the day loaded for its first trip (default true). */
  readonly startsLoaded?: boolean;
  /**
   * Share of a full tank the machine starts with, 0..1 (a day re-planned from its current state);
   * when given it wins over `startsLoaded`.
   */
  readonly startLoad?: number;
  /** Time to clean between orders of incompatible product families. */
  readonly cleaningSeconds?: Seconds;
  /** Application types the machine can do (matched against `Order.applicationType`). */
  readonly applicationTypes: readonly string[];
  /** Product family left in the tank from the previous day; absent when the tank is clean. */
  readonly initialFamily?: string;
  /**
   * Tender trucks (ids in `Problem.tenders`) that may bring this machine its next load at the field
   * instead of it driving to a refill place; absent or empty for none.
   */
  readonly tenders?: readonly string[];
}

/** A tender (nurse) truck: loads at its place, meets sprayers at their fields, transfers. */
export interface Tender {
  readonly id: string;
  /** Location index where the day starts and ends. */
  readonly start: number;
  readonly end: number;
  /** Location index where the tender loads (its warehouse). */
  readonly loadPlace: number;
  readonly shift: Shift;
  /** Index into `Problem.matrices` (default 0). */
  readonly travelProfile?: number;
  /** Compartments in their physical order (first to last). */
  readonly compartments: readonly Compartment[];
  /** Time to load at the place, per trip. */
  readonly loadSeconds?: Seconds;
  /** Fill the compartments from the last to the first (the first meeting takes the last one). */
  readonly loadLastToFirst?: boolean;
}

/**
 * How loads are consolidated on a tender trip: `none` and `one-order` carry one order per trip,
 * `same-grower` several orders of one grower, `several-growers` any orders.
 */
export type Consolidation = 'none' | 'one-order' | 'same-grower' | 'several-growers';

/**
 * What an order needs carried: one entry per compartment's worth of mixture. A tank mix of several
 * products is one liquid entry (its total spray volume); products kept in separate bins are
 * separate entries.
 */
export interface OrderLoad {
  readonly mixtureType: MixtureType;
  /** Total for the whole order: litres (liquid) or kilograms (dry, ammonia). */
  readonly amount: Quantity;
  /** The products in this mixture, for reference. */
  readonly productIds?: readonly string[];
}

/** A work order: one field (entry point) to apply. */
export interface Order {
  readonly id: string;
  /** Location index of the field entry point. */
  readonly location: number;
  /** Area to apply; applied time = area / (width x operating speed x efficiency). */
  readonly area: Hectares;
  readonly loads: readonly OrderLoad[];
  /**
   * When application is allowed (weather, sun, customer), sorted and disjoint. Work happens only
   * inside these windows; a machine may wait for one to open and pauses when one closes.
   */
  readonly windows: readonly TimeWindow[];
  /** Matched against `Machine.applicationTypes`. */
  readonly applicationType: string;
  /** Family of the order's products, for cleaning rules. */
  readonly productFamily: string;
  /** Weight of the order's area in the objective (default 1). */
  readonly priority?: number;
  /** Machine ids allowed to apply this order; absent means any machine. */
  readonly allowedMachines?: readonly string[];
  /** Grower (customer) of the order, for the tenders' consolidation rule. */
  readonly grower?: string;
}

/** A transition between product families that needs no cleaning. */
export interface FamilyTransition {
  readonly from: string;
  readonly to: string;
}

/** One day's planning problem for one equipment group. */
export interface Problem {
  /** Number of locations indexed by the matrices (fields, warehouses, machine positions). */
  readonly locationCount: number;
  /** Travel profiles; machines refer to one by `travelProfile`. */
  readonly matrices: readonly TravelMatrix[];
  readonly machines: readonly Machine[];
  readonly orders: readonly Order[];
  /** Third objective after assigned area and overtime (default `fastest`). */
  readonly weighting?: Weighting;
  /**
   * Family transitions that need no cleaning. Any other change of family needs the machine's
   * cleaning time and a fresh load (the tank is emptied).
   */
  readonly compatibleFamilies?: readonly FamilyTransition[];
  /**
   * Optional position of each location, planar (x, y) or (longitude, latitude). Only guides the
   * search (grouping routes by direction); travel always comes from the matrices.
   */
  readonly coordinates?: readonly (readonly [number, number])[];
  /** Tender trucks of the group, in the group's loading order. */
  readonly tenders?: readonly Tender[];
  /** Consolidation of loads on a tender trip (default `several-growers`). */
  readonly consolidation?: Consolidation;
}

/** 620 miles in metres: a machine further than this from its warehouse cannot be routed (706). */
export const MAX_ROUTING_DISTANCE_M: Metres = 620 * 1609.344;

/** Raised for a malformed problem (bad indices, wrong matrix sizes, negative quantities). */
export class ProblemError extends Error {
  override readonly name = 'ProblemError';
}
