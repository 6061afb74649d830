/** Milliseconds from an arbitrary origin; injectable so the engine itself never reads a clock. */
export type Clock = () => number;

/** The default clock: `performance.now()`. */
export const performanceClock: Clock = () => performance.now();

/** Decides when the search ends and how much of its budget is used. */
export interface StopCriterion {
  /** Called once per iteration with the best objective so far; true ends the search. */
  shouldStop(bestObjective: number): boolean;
  /** Share of the budget used so far, in [0, 1]. */
  progress(): number;
  /**
   * Whether a time budget has run out (criteria of no time answer false or leave it out): checked
   * inside an iteration's local search, so a short budget is kept even when one education takes
   * longer than the budget. Reading it changes nothing.
   */
  expired?(): boolean;
}

/** Stops after the given wall-clock seconds, measured from creation. */
export function maxRuntime(seconds: number, clock: Clock = performanceClock): StopCriterion {
  const start = clock();
  const budget = seconds * 1000;
  return {
    shouldStop: () => clock() - start >= budget,
    progress: () => Math.min(1, (clock() - start) / budget),
    expired: () => clock() - start >= budget,
  };
}

/** Stops after the given number of iterations. */
export function maxIterations(iterations: number): StopCriterion {
  let done = 0;
  return {
    shouldStop: () => done++ >= iterations,
    progress: () => Math.min(1, done / iterations),
  };
}

/** Stops after the given number of iterations without a better objective. */
export function noImprovement(iterations: number): StopCriterion {
  let best = Infinity;
  let since = 0;
  return {
    shouldStop: (objective) => {
      if (objective < best) {
        best = objective;
        since = 0;
      } else since++;
      return since >= iterations;
    },
    progress: () => Math.min(1, since / iterations),
  };
}

/** Stops as soon as any of the criteria does; progress is the furthest along. */
export function firstOf(...criteria: StopCriterion[]): StopCriterion {
  return {
    shouldStop: (objective) => {
      let stop = false;
      for (const c of criteria) if (c.shouldStop(objective)) stop = true;
      return stop;
    },
    progress: () => Math.max(0, ...criteria.map((c) => c.progress())),
    expired: () => criteria.some((c) => c.expired?.() ?? false),
  };
}
