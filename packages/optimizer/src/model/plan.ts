import type { Hectares, Metres, MixtureType, Quantity, Seconds } from './problem';

/** Planning codes of the spec's catalogue that the engine can answer with. */
export const PlanningCode = {
  /** Logistic processed successfully. */
  Success: 900,
  /** Equipment over 620 miles from the warehouse cannot be routed. */
  TooFar: 706,
  /** The algorithm cannot allocate any work order. */
  NothingAllocated: 718,
  /** Same meaning as 718, as the spec's catalogue lists both. */
  NothingAllocatedAlternative: 998,
} as const;
export type PlanningCode = (typeof PlanningCode)[keyof typeof PlanningCode];

/** What a machine does during one interval of its day. */
export type ActivityKind = 'travel' | 'refill' | 'cleaning' | 'application' | 'waiting' | 'load' | 'meeting';

/** What a tender carries for one order load (one mixture of one order), and in which compartments. */
export interface TenderLoadItem {
  readonly orderId: string;
  /** Index into the order's `loads`. */
  readonly load: number;
  readonly mixtureType: MixtureType;
  /** Litres or kilograms. */
  readonly amount: Quantity;
  readonly productIds?: readonly string[];
  /** 0-based compartments of the tender holding this mixture. */
  readonly compartments: readonly number[];
}

/** One interval of a machine's timeline. */
export interface Activity {
  readonly kind: ActivityKind;
  readonly start: Seconds;
  readonly end: Seconds;
  /** The order concerned (application, cleaning before it, waiting at its field, travel to it). */
  readonly orderId?: string;
  /** For travel: location indices and distance. */
  readonly from?: number;
  readonly to?: number;
  readonly distance?: Metres;
  /** For application and refill: 1-based batch (load) number within the order. */
  readonly batch?: number;
  /** For application: area applied in this interval. */
  readonly area?: Hectares;
  /**
   * On a sprayer: the tender met for a refill at the field, or waited for. On a tender's `meeting`:
   * the sprayer (machine id) it serves.
   */
  readonly tenderId?: string;
  readonly machineId?: string;
  /** For a tender's `load` (what it loads for the trip) and `meeting` (what it transfers). */
  readonly items?: readonly TenderLoadItem[];
}

/** A tender truck's timed day: trips of load, travel, wait, meeting (transfer), return. */
export interface TenderSchedule {
  readonly tenderId: string;
  readonly activities: readonly Activity[];
  readonly departure: Seconds;
  readonly arrival: Seconds;
  readonly trips: number;
  readonly meetings: number;
  readonly distance: Metres;
}

/** The spec's planning summary metrics, per machine or in total. */
export interface ScheduleSummary {
  /** Application time. */
  readonly workedTime: Seconds;
  /** Travel time, refill trips included. */
  readonly displacementTime: Seconds;
  readonly cleaningTime: Seconds;
  readonly refillTime: Seconds;
  readonly waitingTime: Seconds;
  readonly workedArea: Hectares;
  readonly distance: Metres;
  readonly overtime: Seconds;
  readonly orderCount: number;
  readonly refillCount: number;
}

/** One order's place in a machine's day. */
export interface ScheduledOrder {
  readonly orderId: string;
  /** Start of its first application interval. */
  readonly start: Seconds;
  /** End of its last application interval. */
  readonly end: Seconds;
  /** Number of loads (batches) used to apply it. */
  readonly batches: number;
}

/** A machine's timed day. Machines without orders have empty lists and stay home. */
export interface MachineSchedule {
  readonly machineId: string;
  readonly orders: readonly ScheduledOrder[];
  readonly activities: readonly Activity[];
  /** Departure from the start place and return to the end place (equal when unused). */
  readonly departure: Seconds;
  readonly arrival: Seconds;
  readonly summary: ScheduleSummary;
}

/** Why an order could not be planned on a machine, from the closest to feasible down. */
export type UnassignedCause =
  /** No allowed machine has the application type and compartments the order needs. */
  | 'no-compatible-machine'
  /** The machine is further than 620 miles from its warehouse, or the field is (code 706). */
  | 'too-far'
  /** The order needs more than a tank and the machine has no refill place. */
  | 'no-capacity'
  /** No window of the order is open while the machine can be there. */
  | 'outside-windows'
  /** The work does not fit in the windows and the working day (overtime included). */
  | 'day-too-short'
  /** Feasible on its own, but the machines' days are full of more valuable work. */
  | 'fleet-full';

/** An order left out of the plan, with the reason. */
export interface UnassignedOrder {
  readonly orderId: string;
  /** The cause on the machine that came closest to taking it. */
  readonly cause: UnassignedCause;
  /** 706 when the cause is distance, 718 otherwise. */
  readonly code: PlanningCode;
  /** The cause on each machine (allowed or not). */
  readonly byMachine: readonly { readonly machineId: string; readonly cause: UnassignedCause }[];
}

/** The engine's answer. */
export interface Plan {
  /** 900 when at least one order is planned, 718 when none can be. */
  readonly code: PlanningCode;
  readonly schedules: readonly MachineSchedule[];
  readonly unassigned: readonly UnassignedOrder[];
  /** Machines that cannot be routed at all (code 706). */
  readonly unusableMachines: readonly { readonly machineId: string; readonly code: PlanningCode }[];
  /** Tender trucks' days (present when the problem has tenders). */
  readonly tenders?: readonly TenderSchedule[];
  readonly summary: ScheduleSummary & {
    readonly machineCount: number;
    readonly usedMachineCount: number;
    readonly assignedArea: Hectares;
    readonly unassignedArea: Hectares;
  };
  readonly objective: {
    /** Sum of priority x area over planned orders (maximised first). */
    readonly assignedWeightedArea: number;
    /** Minimised second. */
    readonly overtime: Seconds;
    /** Minimised third: seconds (`fastest`) or metres (`shortest`). */
    readonly cost: number;
  };
  readonly search: {
    readonly iterations: number;
    /** Whether the search was cut short by the caller's AbortSignal. */
    readonly aborted: boolean;
  };
}
