import type { Instance } from '../model/instance';
import type { RouteEvaluator } from './evaluator';
import { PIECE_NODE, PIECE_PREFIX, PIECE_REVERSED, PIECE_SUFFIX } from './routes';
import type { Proposal, RouteSet } from './routes';
import { RouteSimulator, STATE_SIZE } from './simulation';

/**
 * Route evaluation for the general problem (several windows, refills and batches, cleaning) by
 * simulation. Each route caches the simulation state after each of its orders, so a proposal that
 * keeps a route's beginning resumes from there: linear in the part that changes.
 */
export class SimulationEvaluator implements RouteEvaluator {
  readonly routes: RouteSet;
  timeWarpPenalty = 1;
  loadPenalty = 1;
  readonly simulator: RouteSimulator;
  private readonly inst: Instance;
  private readonly states: Float64Array[];
  private readonly baseCost: Float64Array;
  private readonly warpOf: Float64Array;
  private readonly excessOf: Float64Array;
  private readonly costOf: Float64Array;
  lastBase = 0;
  lastWarp = 0;
  lastExcess = 0;

  constructor(inst: Instance, routes: RouteSet) {
    this.inst = inst;
    this.routes = routes;
    this.simulator = new RouteSimulator(inst);
    const k = routes.routeCount;
    this.states = Array.from({ length: k }, () => new Float64Array((inst.orderCount + 2) * STATE_SIZE));
    this.baseCost = new Float64Array(k);
    this.warpOf = new Float64Array(k);
    this.excessOf = new Float64Array(k);
    this.costOf = new Float64Array(k);
  }

  setPenalties(timeWarp: number, load: number): void {
    this.timeWarpPenalty = timeWarp;
    this.loadPenalty = load;
    for (let r = 0; r < this.costOf.length; r++) {
      this.costOf[r] = this.baseCost[r]! + timeWarp * this.warpOf[r]! + load * this.excessOf[r]!;
    }
  }

  cost(r: number): number {
    return this.costOf[r]!;
  }
  base(r: number): number {
    return this.baseCost[r]!;
  }
  timeWarp(r: number): number {
    return this.warpOf[r]!;
  }
  excess(r: number): number {
    return this.excessOf[r]!;
  }

  refresh(r: number): void {
    const sim = this.simulator;
    const nodes = this.routes.nodes[r]!;
    const len = this.routes.length[r]!;
    const states = this.states[r]!;
    sim.reset(r);
    sim.save(states, 0);
    for (let p = 1; p <= len; p++) {
      sim.visit(nodes[p]!);
      sim.save(states, p * STATE_SIZE);
    }
    sim.finish();
    this.baseCost[r] = sim.base;
    this.warpOf[r] = len === 0 ? 0 : sim.warp;
    this.excessOf[r] = len === 0 ? 0 : sim.excess;
    this.costOf[r] =
      this.baseCost[r]! + this.timeWarpPenalty * this.warpOf[r]! + this.loadPenalty * this.excessOf[r]!;
  }

  evaluate(p: Proposal): number {
    const sim = this.simulator;
    const route = p.route;
    let i = 0;
    if (p.count > 0 && p.kind[0] === PIECE_PREFIX && p.r[0] === route && p.to[0]! >= 1) {
      sim.restore(route, this.states[route]!, p.to[0]! * STATE_SIZE);
      i = 1;
    } else sim.reset(route);
    for (; i < p.count; i++) {
      const kind = p.kind[i]!;
      if (kind === PIECE_NODE) {
        sim.visit(p.r[i]!);
        continue;
      }
      const r = p.r[i]!;
      const nodes = this.routes.nodes[r]!;
      const from = p.from[i]!;
      const to = kind === PIECE_SUFFIX ? this.routes.length[r]! : p.to[i]!;
      if (kind === PIECE_REVERSED) for (let q = to; q >= from; q--) sim.visit(nodes[q]!);
      else for (let q = from; q <= to; q++) sim.visit(nodes[q]!);
    }
    sim.finish();
    if (sim.count === 0) {
      this.lastBase = 0;
      this.lastWarp = 0;
      this.lastExcess = 0;
      return 0;
    }
    this.lastBase = sim.base;
    this.lastWarp = sim.warp;
    this.lastExcess = sim.excess;
    return sim.base + this.timeWarpPenalty * sim.warp + this.loadPenalty * sim.excess;
  }
}
