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
import { TenderDispatcher } from './tenders/dispatch';
import { synchroniseKeepingOrders, synchroniseTenders } from './tenders/synchronise';
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
  /**
   * Warm start: order ids per machine id (a current plan) the search starts from. Unknown ids,
   * orders a machine may not take and repeats are skipped; a route that breaks the rules is cut
   * back from its end until it keeps them, and left-out orders are inserted where they fit.
   */
  readonly initialRoutes?: Readonly<Record<string, readonly string[]>>;
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
    {
      stop: options.stop ?? maxRuntime(10),
      signal: options.signal,
      onProgress: options.onProgress,
      initial: options.initialRoutes ? initialRoutesOf(inst, options.initialRoutes) : undefined,
    },
    identical,
  );
  return { inst, causes, run };
}

/** The warm start's routes as order indices per machine, keeping only what the problem allows. */
function initialRoutesOf(inst: Instance, byMachine: Readonly<Record<string, readonly string[]>>): number[][] {
  const orderIndex = new Map(inst.problem.orders.map((order, o) => [order.id, o]));
  const used = new Set<number>();
  return inst.problem.machines.map((machine, m) => {
    const route: number[] = [];
    for (const id of byMachine[machine.id] ?? []) {
      const o = orderIndex.get(id);
      if (o === undefined || used.has(o) || !inst.allowed[m * inst.orderCount + o]) continue;
      used.add(o);
      route.push(o);
    }
    return route;
  });
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
      inst.startLoad[m],
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

/** Share of the budget for the warehouse-refill search when the tender search runs too. */
const WAREHOUSE_SHARE = 0.5;

/** The tender ids each machine takes loads from that the problem has. */
function tendersOf(problem: Problem, machine: Problem['machines'][number]): string[] {
  const ids = new Set((problem.tenders ?? []).map((t) => t.id));
  return (machine.tenders ?? []).filter((id) => ids.has(id));
}

/** Whether some machine of the problem takes loads from a tender of the problem. */
function usesTenders(problem: Problem): boolean {
  return problem.machines.some((m) => tendersOf(problem, m).length > 0);
}

/**
 * Whether some sprayer takes loads from a tender and has no refill place: without tenders it does
 * one tank a day, so only the search with meetings can plan its larger orders.
 */
function needsTenderSearch(problem: Problem): boolean {
  return problem.machines.some(
    (m) => tendersOf(problem, m).length > 0 && (m.refillPlaces ?? []).length === 0,
  );
}

/** A stop criterion for the part [from, to] of an outer criterion's budget. */
function phase(outer: StopCriterion, from: number, to: number): StopCriterion {
  return {
    shouldStop: (objective) => outer.shouldStop(objective) || outer.progress() >= to,
    progress: () => Math.min(1, Math.max(0, (outer.progress() - from) / (to - from))),
  };
}

function phaseOptions(options: SolveOptions, outer: StopCriterion, from: number, to: number): SolveOptions {
  const report = options.onProgress;
  return {
    ...options,
    stop: phase(outer, from, to),
    onProgress: report
      ? (progress) =>
          report({ ...progress, percent: Math.floor(from * 100 + progress.percent * (to - from)) })
      : undefined,
  };
}

function plainPlan(prepared: Prepared, outcome: SearchOutcome): Plan {
  return buildPlan(prepared.inst, outcome.best.routes, prepared.causes, outcome.iterations, outcome.aborted);
}

/** The tender search's routes, with the tenders' days synchronised to them. */
function tenderPlan(
  prepared: Prepared,
  routes: readonly ArrayLike<number>[],
  iterations: number,
  aborted: boolean,
): Plan {
  const copy = routes.map((route) => Array.from(route));
  const tenders = synchroniseTenders(prepared.inst, copy);
  return buildPlan(prepared.inst, copy, prepared.causes, iterations, aborted, tenders);
}

/** The warehouse-refill routes with the tenders brought in where they cost no order. */
function meetingsWhereTheyFit(
  problem: Problem,
  routes: readonly ArrayLike<number>[],
  iterations: number,
  aborted: boolean,
): Plan {
  const kept = synchroniseKeepingOrders(problem, routes);
  return buildPlan(kept.inst, kept.routes, diagnoseOrders(kept.inst), iterations, aborted, kept.tenders);
}

/** Whether plan a plans at least plan b's area and priority-weighted area. */
function coversAtLeast(a: Plan, b: Plan): boolean {
  return (
    a.summary.assignedArea >= b.summary.assignedArea - 1e-6 &&
    a.objective.assignedWeightedArea >= b.objective.assignedWeightedArea - 1e-6
  );
}

/** The better of two plans: weighted area, then area, then less sprayer road time. */
function better(a: Plan, b: Plan): Plan {
  const dw = a.objective.assignedWeightedArea - b.objective.assignedWeightedArea;
  if (Math.abs(dw) > 1e-6) return dw > 0 ? a : b;
  const da = a.summary.assignedArea - b.summary.assignedArea;
  if (Math.abs(da) > 1e-6) return da > 0 ? a : b;
  return a.summary.displacementTime <= b.summary.displacementTime ? a : b;
}

/**
 * Plans a day. With tenders, the search first plans the day with every refill at a refill place
 * (the sprayers' tenders left out), with the whole budget, or half of it when some sprayer with
 * tenders has no refill place; then, in that case only, the search with meetings at the field gets
 * the other half. The warehouse routes get the tenders brought in where they cost no order, the
 * tender search's routes get the tenders' days synchronised to them (meetings the tenders cannot
 * serve in time fall back to refill places), and the better tender plan is kept only when it
 * plans at least the area (plain and priority-weighted) of the warehouse-refill plan; otherwise
 * that plan is the answer, with the tenders idle.
 */
function* planDay(problem: Problem, options: SolveOptions): Generator<void, Plan> {
  if (!usesTenders(problem)) {
    const prepared = prepare(problem, options);
    return plainPlan(prepared, yield* prepared.run);
  }
  const outer = options.stop ?? maxRuntime(10);
  const split = needsTenderSearch(problem) ? WAREHOUSE_SHARE : 1;
  const warehouse = prepare(
    withoutTenders(problem),
    split < 1 ? phaseOptions(options, outer, 0, split) : { ...options, stop: outer },
  );
  const first = yield* warehouse.run;
  let second: { prepared: Prepared; outcome: SearchOutcome } | null = null;
  if (split < 1 && !options.signal?.aborted) {
    const prepared = prepare(problem, phaseOptions(options, outer, split, 1));
    second = { prepared, outcome: yield* prepared.run };
  }
  const iterations = first.iterations + (second?.outcome.iterations ?? 0);
  const aborted = first.aborted || (second?.outcome.aborted ?? false);
  const idle = new TenderDispatcher(new Instance(problem)).schedules();
  const base = { ...plainPlan(warehouse, first), tenders: idle, search: { iterations, aborted } };
  let best = meetingsWhereTheyFit(problem, first.best.routes, iterations, aborted);
  if (second)
    best = better(tenderPlan(second.prepared, second.outcome.best.routes, iterations, aborted), best);
  return coversAtLeast(best, base) ? best : base;
}

/** The problem with the sprayers refilling only at their refill places. */
function withoutTenders(problem: Problem): Problem {
  return { ...problem, machines: problem.machines.map((m) => ({ ...m, tenders: undefined })) };
}

/**
 * Plans one day for one equipment group: assigns as much priority-weighted area as possible,
 * then minimises overtime, then total time (`fastest`) or distance (`shortest`). Synchronous:
 * run it in a worker thread (see `./worker`) to keep a server responsive.
 */
export function solve(problem: Problem, options: SolveOptions = {}): Plan {
  const run = planDay(problem, options);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}

/**
 * Same as `solve`, but lets the event loop run between iterations so that an AbortSignal fired
 * from elsewhere (a message, a timer) is seen while the search runs.
 */
export async function solveAsync(problem: Problem, options: SolveOptions = {}): Promise<Plan> {
  const run = planDay(problem, options);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
