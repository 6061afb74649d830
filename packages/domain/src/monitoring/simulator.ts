import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { messageRef } from '../validation';

/**
 * The simulator (`/solinftec/simulator`): replays machines' sent days through the machine API as
 * terminals would report them. Runs live in the server process's memory.
 */

export const SIMULATOR_MIN_SPEED = 1;
export const SIMULATOR_MAX_SPEED = 60;
/** Longest breakdown a run may stage, minutes. */
export const SIMULATOR_MAX_BREAKDOWN_MINUTES = 240;
/** Most machines one run replays. */
export const SIMULATOR_MAX_MACHINES = 50;

export const ZSimulatorDisturbances = z.object({
  /** A breakdown in the middle of the first order: paused with a stop reason for this many minutes. */
  breakdownMinutes: z.number().int().min(1).max(SIMULATOR_MAX_BREAKDOWN_MINUTES).nullish(),
  /** Before its first order each machine drives one pass over a field that is not on the order. */
  wrongField: z.boolean().optional(),
  /** Each machine skips its last order of the day (skip event with a reason) instead of working it. */
  skipOrder: z.boolean().optional(),
});
export type TSimulatorDisturbances = z.infer<typeof ZSimulatorDisturbances>;

export const SIMULATOR_TIMINGS = ['planned', 'startNow', 'endNow'] as const;
export const ZSimulatorTiming = z.enum(SIMULATOR_TIMINGS);
export type TSimulatorTiming = z.infer<typeof ZSimulatorTiming>;

/** `POST /simulator/runs`: the machines (or a group) and the day to replay. */
export const ZSimulatorStart = z
  .object({
    /** Branch-local date of the sent days to replay. */
    date: z.iso.date(),
    equipmentIds: z.array(ZId).max(SIMULATOR_MAX_MACHINES).optional(),
    /** An equipment group: its members are replayed. */
    groupId: ZId.optional(),
    speedFactor: z.number().min(SIMULATOR_MIN_SPEED).max(SIMULATOR_MAX_SPEED),
    /**
     * `planned`: the times as sent (a day in the past plays at the speed factor, the present at the
     * clock's pace, since no machine reports from the future). `startNow`: the day moved so that its
     * first field work began ten minutes ago: the run catches up, then follows the clock, so machines
     * show as working now. `endNow`: the day moved so that it ends now: the whole day replays at the speed factor.
     */
    timing: ZSimulatorTiming.default('planned'),
    disturbances: ZSimulatorDisturbances.optional(),
  })
  .refine((value) => (value.equipmentIds?.length ?? 0) > 0 || value.groupId !== undefined, {
    path: ['equipmentIds'],
    message: messageRef('simulatorNoMachines'),
  });
export type TSimulatorStart = z.infer<typeof ZSimulatorStart>;
export type TSimulatorStartInput = z.input<typeof ZSimulatorStart>;

export const SIMULATOR_RUN_STATES = ['running', 'completed', 'stopped', 'failed'] as const;
export const ZSimulatorRunState = z.enum(SIMULATOR_RUN_STATES);

export const ZSimulatedMachine = z.object({
  equipmentId: z.number().int(),
  name: z.string(),
  state: ZSimulatorRunState,
  /** Share of the machine's day replayed, 0 to 1. */
  progress: z.number(),
  /** Where the machine is in its day (replayed time, UTC), or null before it started. */
  clock: z.string().nullable(),
  /** travel, work, refill, cleanout, breakdown, wait or done. */
  activity: z.string(),
  pointsSent: z.number().int(),
  eventsSent: z.number().int(),
  /** The last error the machine API answered, if any. */
  error: z.string().nullable(),
});
export type TSimulatedMachine = z.infer<typeof ZSimulatedMachine>;

export const ZSimulatorRun = z.object({
  id: z.number().int(),
  date: z.string(),
  speedFactor: z.number(),
  timing: ZSimulatorTiming,
  disturbances: ZSimulatorDisturbances,
  state: ZSimulatorRunState,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Share of all machines' days replayed, 0 to 1. */
  progress: z.number(),
  machines: z.array(ZSimulatedMachine),
});
export type TSimulatorRun = z.infer<typeof ZSimulatorRun>;

export const ZSimulatorRunParams = z.object({ runId: ZIdText });
