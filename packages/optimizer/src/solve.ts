import { Instance } from './model/instance';
import type { Plan } from './model/plan';
import type { Problem } from './model/problem';
import { diagnoseOrders } from './evaluate/diagnose';
import type { RouteEvaluator } from './evaluate/evaluator';
import { buildPlan } from './evaluate/plan-builder';
import { RouteSet } from './evaluate/routes';
import { SimulationEvaluator } from './evaluate/simulation-evaluator';
import { TimeWarpEvaluator } from './evaluate/time-warp';
import { geneticSearch } from './search/genetic-search';
import type { SearchOutcome, SearchProgress } from './search/genetic-search';
import { LocalSearch } from './search/local-search';
import { buildNeighbours } from './search/neighbours';
import { Random } from './search/random';
import { maxRuntime } from './stop/stop-criterion';
import { synchroniseTenders } from './tenders/synchronise';
import type { StopCriterion } from './stop/stop-criterion';

/** Progress of a running optimisation. */
export type SolveProgress = SearchProgress;

/** Run control for `solve`. */
export interface SolveOptions {
  /** When to stop (default: 10 seconds). Combine with `firstOf(maxRuntime(s), maxIterations(n))`. */
  readonly stop?: StopCriterion;
  /** Seed of the random numbers; a run with an iteration limit is reproducible for a seed. */
  readonly seed?: number;
  /** Cancels the search; the best plan found so far is returned. */
  readonly signal?: AbortSignal;
  /** Called when the share of the budget used moves by a percent, with the best objective. */
  readonly onProgress?: (progress: SolveProgress) => void;
}

/** Number of correlated neighbours tried per order. */
const GRANULARITY = 15;

interface Prepared {
  readonly inst: Instance;
  readonly causes: ReturnType<typeof diagnoseOrders>;
  readonly run: Generator<void, SearchOutcome>;
}

function prepare(problem: Problem, options: SolveOptions): Prepared {
  const inst = new Instance(problem);
  const causes = diagnoseOrders(inst);
  const n = inst.orderCount;
  const candidateList: number[] = [];
  for (let o = 0; o < n; o++) {
    for (let m = 0; m < inst.machineCount; m++) {
      if (inst.allowed[m * n + o]) {
        candidateList.push(o);
        break;
      }
    }
  }
  const candidates = Int32Array.from(candidateList);
  const routes = new RouteSet(inst.machineCount, n);
  const evaluator: RouteEvaluator = inst.isSingleTripSingleWindow(candidates)
    ? new TimeWarpEvaluator(inst, routes)
    : new SimulationEvaluator(inst, routes);
  const groups = machineGroups(inst);
  const rng = new Random(options.seed ?? 1);
  const ls = new LocalSearch(
    inst,
    evaluator,
    buildNeighbours(inst, candidates, GRANULARITY),
    candidates,
    rng,
    groups,
  );
  const identical = groups.every((g) => g === 0);
  const run = geneticSearch(
    inst,
    ls,
    rng,
    { stop: options.stop ?? maxRuntime(10), signal: options.signal, onProgress: options.onProgress },
    identical,
  );
  return { inst, causes, run };
}

/** Machines that are interchangeable (same data, places, day and allowed orders) share a group. */
function machineGroups(inst: Instance): Int32Array {
  const keys = new Map<string, number>();
  const groups = new Int32Array(inst.machineCount);
  const n = inst.orderCount;
  for (let m = 0; m < inst.machineCount; m++) {
    const key = [
      inst.machineClass[m],
      inst.machineStart[m],
      inst.machineEnd[m],
      inst.shiftStart[m],
      inst.shiftEnd[m],
      inst.hardEnd[m],
      inst.refillDuration[m],
      inst.cleaningDuration[m],
      inst.startsLoaded[m],
      inst.initialFamily[m],
      Array.from(inst.refillPlaces.subarray(inst.refillOffset[m], inst.refillOffset[m + 1])).join(','),
      Array.from(inst.allowed.subarray(m * n, (m + 1) * n)).join(''),
      (inst.problem.machines[m]!.tenders ?? []).join(','),
    ].join('|');
    let g = keys.get(key);
    if (g === undefined) {
      g = keys.size;
      keys.set(key, g);
    }
    groups[m] = g;
  }
  return groups;
}

function finish(prepared: Prepared, outcome: SearchOutcome): Plan {
  const inst = prepared.inst;
  if (!(inst.problem.tenders?.length && inst.meetingAllowed.some((v) => v === 1)))
    return buildPlan(inst, outcome.best.routes, prepared.causes, outcome.iterations, outcome.aborted);
  const routes = outcome.best.routes.map((route) => Array.from(route));
  const tenders = synchroniseTenders(inst, routes);
  return buildPlan(inst, routes, prepared.causes, outcome.iterations, outcome.aborted, tenders);
}

/**
 * Plans one day for one equipment group: assigns as much priority-weighted area as possible,
 * then minimises overtime, then total time (`fastest`) or distance (`shortest`). Synchronous:
 * run it in a worker thread (see `./worker`) to keep a server responsive.
 */
export function solve(problem: Problem, options: SolveOptions = {}): Plan {
  const prepared = prepare(problem, options);
  for (;;) {
    const step = prepared.run.next();
    if (step.done) return finish(prepared, step.value);
  }
}

/**
 * Same as `solve`, but lets the event loop run between iterations so that an AbortSignal fired
 * from elsewhere (a message, a timer) is seen while the search runs.
 */
export async function solveAsync(problem: Problem, options: SolveOptions = {}): Promise<Plan> {
  const prepared = prepare(problem, options);
  for (;;) {
    const step = prepared.run.next();
    if (step.done) return finish(prepared, step.value);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
