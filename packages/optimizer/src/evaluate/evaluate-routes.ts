import { Instance } from '../model/instance';
import type { Plan } from '../model/plan';
import { ProblemError } from '../model/problem';
import type { Problem, Seconds } from '../model/problem';
import { diagnoseOrders } from './diagnose';
import { buildPlan, CLEANOUT } from './plan-builder';
import { RouteSimulator } from './simulation';
import { synchroniseKeepingOrders } from '../tenders/synchronise';

/** One stop of a fixed sequence: an order id, or a cleanout the planner placed there. */
export type RouteStop = string | { readonly cleanout: true };

/** A machine's fixed sequence for `evaluateRoutes`. */
export interface FixedRoute {
  readonly machineId: string;
  readonly stops: readonly RouteStop[];
}

/** How far a fixed sequence is from feasible on its machine (0 and 0 when it is feasible). */
export interface RouteViolation {
  readonly machineId: string;
  /**
   * Work that falls outside its order's windows or after the overtime limit, summed (time warp);
   * 0 when every order fits its windows and the day.
   */
  readonly lateSeconds: Seconds;
  /** Share of a tank the machine lacks (no refill place for an order bigger than what is left). */
  readonly missingLoad: number;
  /**
   * Orders in the sequence this machine cannot take at all: application type, compartments,
   * allowed list, a tank too small without a refill place, or the 620-mile limit.
   */
  readonly notAllowed: readonly string[];
}

/** How `evaluateRoutes` times the refills. */
export interface EvaluateOptions {
  /**
   * Refills as meetings with the problem's tenders, the tenders' days planned for them (as a
   * solved plan's are); a machine the tenders cannot serve without losing an order refills at
   * its places. Without it every refill is at a refill place.
   */
  readonly tenders?: boolean;
}

/** The timed plan of fixed sequences, with each machine's distance from feasible. */
export interface EvaluatedRoutes {
  readonly plan: Plan;
  readonly violations: readonly RouteViolation[];
}

/**
 * Times fixed sequences without searching: each machine does its stops in the given order with
 * the engine's rules (windows, refills, cleaning between incompatible families, plus cleanouts
 * placed by the planner), so a planner's manual day is timed exactly as an optimised one.
 * Machines without a route stay home; orders in no route are reported unassigned with their
 * causes. Throws `ProblemError` for an unknown machine or order id, or an order used twice.
 */
export function evaluateRoutes(
  problem: Problem,
  routes: readonly FixedRoute[],
  options: EvaluateOptions = {},
): EvaluatedRoutes {
  const withTenders = options.tenders === true && (problem.tenders ?? []).length > 0;
  // Without tenders every machine refills at its places.
  const timed = withTenders
    ? problem
    : { ...problem, machines: problem.machines.map((machine) => ({ ...machine, tenders: undefined })) };
  const machineIndex = new Map(problem.machines.map((machine, m) => [machine.id, m]));
  const orderIndex = new Map(problem.orders.map((order, o) => [order.id, o]));
  const indexed: number[][] = problem.machines.map(() => []);
  const used = new Set<number>();
  for (const route of routes) {
    const m = machineIndex.get(route.machineId);
    if (m === undefined) throw new ProblemError(`unknown machine ${route.machineId}`);
    for (const stop of route.stops) {
      if (typeof stop !== 'string') {
        indexed[m]!.push(CLEANOUT);
        continue;
      }
      const o = orderIndex.get(stop);
      if (o === undefined) throw new ProblemError(`unknown order ${stop}`);
      if (used.has(o)) throw new ProblemError(`order ${stop} appears twice`);
      used.add(o);
      indexed[m]!.push(o);
    }
  }
  const kept = withTenders ? synchroniseKeepingOrders(timed, indexed) : null;
  const inst = kept?.inst ?? new Instance(timed);
  const causes = diagnoseOrders(inst);
  const sim = new RouteSimulator(inst);
  if (kept) sim.meetingReady = kept.tenders.ready;
  const cannotCarry = (o: number, m: number): boolean => {
    const cause = causes[o]![m];
    return cause === 'no-compatible-machine' || cause === 'too-far' || cause === 'no-capacity';
  };
  const violations: RouteViolation[] = problem.machines.map((machine, m) => {
    const stops = indexed[m]!;
    sim.recorder = null;
    sim.reset(m);
    for (const o of stops) {
      if (o === CLEANOUT) sim.cleanOut();
      else sim.visit(o);
    }
    sim.finish();
    return {
      machineId: machine.id,
      lateSeconds: sim.warp / 1000,
      missingLoad: sim.excess,
      notAllowed: stops.filter((o) => o >= 0 && cannotCarry(o, m)).map((o) => problem.orders[o]!.id),
    };
  });
  const plan = buildPlan(inst, indexed, causes, 0, false, kept?.tenders ?? null);
  return { plan, violations };
}
