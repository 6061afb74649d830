import type { Instance } from '../model/instance';
import type { StopCriterion } from '../stop/stop-criterion';
import { regretInsertion } from '../construct/regret-insertion';
import { randomInsertion } from '../construct/random-insertion';
import { selectiveRouteExchange } from './crossover';
import { costDifference, Individual } from './individual';
import { insertOrder } from './insert-order';
import type { LocalSearch } from './local-search';
import { PenaltyManager } from './penalties';
import { DEFAULT_POPULATION, Population } from './population';
import type { Random } from './random';

/** What the search reports while it runs. */
export interface SearchProgress {
  /** Objective of the best feasible solution so far (prizes lost + cost), Infinity if none. */
  readonly bestObjective: number;
  /** Share of the stop criterion's budget used, 0..100. */
  readonly percent: number;
  readonly iterations: number;
}

export interface SearchSettings {
  readonly stop: StopCriterion;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: SearchProgress) => void;
  /** Iterations without improvement before the population restarts. */
  readonly restartAfter?: number;
  /** Warm start: order indices per machine, allowed on their machine, each order at most once. */
  readonly initial?: readonly (readonly number[])[];
}

export interface SearchOutcome {
  readonly best: Individual;
  readonly iterations: number;
  readonly aborted: boolean;
}

/**
 * Cuts each route that breaks a window, the day or a load back from its end until it keeps them
 * (an empty route always does), so a warm start is a feasible solution.
 */
function trimToFeasible(ls: LocalSearch): void {
  for (let r = 0; r < ls.routes.routeCount; r++) {
    while (ls.routes.length[r]! > 0 && (ls.ev.timeWarp(r) > 1e-6 || ls.ev.excess(r) > 1e-9)) {
      ls.unassign(ls.routes.nodes[r]![ls.routes.length[r]!]!);
    }
  }
}

/**
 * Hybrid genetic search (Vidal et al. 2012, 2013, 2022): a population of locally optimal
 * solutions, feasible and infeasible, bred by selective route exchange, each child educated by
 * the granular local search under adaptive penalties, infeasible children repaired half the time
 * under boosted penalties, survivors chosen on cost and diversity, restart on stagnation.
 * A generator: each `yield` is a point where an asynchronous caller may let other work run.
 */
export function* geneticSearch(
  inst: Instance,
  ls: LocalSearch,
  rng: Random,
  settings: SearchSettings,
  identicalMachines: boolean,
): Generator<void, SearchOutcome> {
  const ev = ls.ev;
  const candidates = ls.candidates;
  const params = DEFAULT_POPULATION;
  const restartAfter = settings.restartAfter ?? 20000;

  // Initial penalties: a unit of time warp costs about a unit of time; a full extra tank costs
  // about the longest arc. When the orders clearly exceed the fleet's time, time warp is priced
  // near the prize per unit of work, so orders are left out rather than planned late.
  let maxArc = 1;
  const matrix = inst.weighting === 'shortest' ? inst.distances[0]! : inst.durations[0]!;
  for (let i = 0; i < matrix.length; i++) if (matrix[i]! > maxArc) maxArc = matrix[i]!;
  let work = 0;
  let prizes = 0;
  for (let i = 0; i < candidates.length; i++) {
    work += inst.service[candidates[i]!]!;
    prizes += inst.prize[candidates[i]!]!;
  }
  let capacity = 0;
  for (let m = 0; m < inst.machineCount; m++) capacity += inst.hardEnd[m]! - inst.shiftStart[m]!;
  let warpPenalty = 6 * inst.costPerMs;
  if (work > 0.5 * capacity && work > 0) warpPenalty = Math.max(warpPenalty, prizes / work);
  // Where overtime is allowed, being late starts dearer than overtime, so the search does not trade
  // one for the other.
  let overtimeAllowed = false;
  for (let m = 0; m < inst.machineCount; m++)
    if (inst.hardEnd[m]! > inst.shiftEnd[m]!) overtimeAllowed = true;
  if (overtimeAllowed) warpPenalty = Math.max(warpPenalty, 1.5 * inst.overtimeWeight);
  const penalties = new PenaltyManager(warpPenalty, maxArc);
  ev.setPenalties(penalties.timeWarp, penalties.load);

  const population = new Population(params, candidates);
  population.setPenalties(penalties.timeWarp, penalties.load);
  let best: Individual | null = null;
  let iterations = 0;
  let lastImprovement = 0;
  let lastPercent = -1;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < candidates.length; i++) {
    const loc = inst.orderLocation[candidates[i]!]!;
    cx += inst.positionX[loc]! / candidates.length;
    cy += inst.positionY[loc]! / candidates.length;
  }

  const report = (force: boolean): void => {
    if (!settings.onProgress) return;
    const percent = Math.floor(settings.stop.progress() * 100);
    if (!force && percent === lastPercent) return;
    lastPercent = percent;
    settings.onProgress({ bestObjective: best ? best.cost : Infinity, percent, iterations });
  };

  const consider = (ind: Individual): void => {
    if (ind.isFeasible && (!best || costDifference(ind, best) < -1e-6)) {
      best = ind;
      lastImprovement = iterations;
    }
  };

  /**
   * Whether the search must end now, even inside an education (a time budget ran out, a cancel):
   * only once a feasible solution is in hand, so the answer is never an empty plan for lack of time.
   */
  const stopped = (): boolean =>
    best !== null && ((settings.signal?.aborted ?? false) || (settings.stop.expired?.() ?? false));

  /** Educates the routes loaded in the local search and files the result. */
  const educate = (): void => {
    ls.run(stopped);
    const child = Individual.fromSearch(ls);
    if (penalties.register(child.timeWarp, child.excess)) {
      ev.setPenalties(penalties.timeWarp, penalties.load);
      population.setPenalties(penalties.timeWarp, penalties.load);
    }
    population.add(child);
    consider(child);
    if (!child.isFeasible && rng.next() < 0.5) {
      ev.setPenalties(penalties.timeWarp * 10, penalties.load * 10);
      ls.run(stopped);
      ev.setPenalties(penalties.timeWarp, penalties.load);
      const repaired = Individual.fromSearch(ls);
      if (repaired.isFeasible) {
        population.add(repaired);
        consider(repaired);
      }
    }
  };

  const stopNow = (): boolean => {
    if (settings.signal?.aborted) return true;
    return settings.stop.shouldStop(best ? best.cost : Infinity);
  };

  /** A feasible start: regret insertion, then education. */
  const regretStart = (): void => {
    ls.load([]);
    regretInsertion(ls);
    consider(Individual.fromSearch(ls));
    educate();
  };

  /** The given routes, cut back to what they may hold, the rest inserted, then education. */
  const warmStart = (initial: readonly (readonly number[])[]): void => {
    ls.load(initial);
    trimToFeasible(ls);
    // Feasible as trimmed: the answer if time runs out before anything better.
    consider(Individual.fromSearch(ls));
    for (let i = 0; i < candidates.length; i++) {
      const o = candidates[i]!;
      if (ls.routes.routeOf[o]! < 0) insertOrder(ls, o);
    }
    const start = Individual.fromSearch(ls);
    population.add(start);
    consider(start);
    educate();
  };

  // A warm start comes first, so a short budget (re-planning a running day) answers from it; the
  // regret start follows only while time remains.
  if (settings.initial) {
    warmStart(settings.initial);
    yield;
    if (!stopNow()) {
      regretStart();
      yield;
    }
  } else {
    regretStart();
    yield;
  }

  const seed = (): Generator<void, boolean> =>
    (function* () {
      const target = params.minimumSize;
      for (let i = 0; i < target; i++) {
        if (stopNow() || settings.stop.progress() > 0.15) return false;
        ls.load([]);
        randomInsertion(ls, rng);
        educate();
        iterations++;
        report(false);
        yield;
      }
      return true;
    })();

  yield* seed();

  while (!stopNow()) {
    iterations++;
    const a = population.select(rng);
    const b = population.select(rng);
    const offspring = selectiveRouteExchange(inst, a, b, rng, identicalMachines, cx, cy);
    let chosen: number[][] = offspring.first;
    let chosenCost = Infinity;
    for (const routes of [offspring.first, offspring.second]) {
      ls.load(routes);
      for (const o of offspring.unplanned) if (ls.routes.routeOf[o]! < 0) insertOrder(ls, o);
      const cost = ls.totalCost();
      if (cost < chosenCost) {
        chosenCost = cost;
        chosen = ls.export().map((r) => Array.from(r));
      }
    }
    ls.load(chosen);
    educate();
    if (iterations - lastImprovement > restartAfter) {
      population.clear();
      if (best) population.add(best);
      lastImprovement = iterations;
      yield* seed();
    }
    report(false);
    yield;
  }
  report(true);
  if (!best) {
    // No feasible solution came up: fall back to an empty plan (always feasible).
    ls.load([]);
    best = Individual.fromSearch(ls);
  }
  return { best, iterations, aborted: settings.signal?.aborted ?? false };
}
