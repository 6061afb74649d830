import type { Instance } from '../model/instance';
import type { RouteEvaluator } from '../evaluate/evaluator';
import { PIECE_NODE, PIECE_PREFIX, PIECE_REVERSED, PIECE_SUFFIX, Proposal } from '../evaluate/routes';
import type { RouteSet } from '../evaluate/routes';
import type { Random } from './random';
import { relocate } from './relocate';
import { relocatePair } from './relocate-pair';
import { swap } from './swap';
import { swapPairs } from './swap-pairs';
import { twoOpt } from './two-opt';
import { twoOptStar } from './two-opt-star';
import { insertOrder } from './insert-order';
import { removeOrder } from './remove-order';

/** A move must gain at least this much (cost units) to be applied. */
export const MIN_GAIN = 1e-3;

/**
 * Granular first-improvement local search over all operators (Vidal et al. 2013 / 2022): each
 * order is tried against its correlated neighbours with relocate, pair relocate, swap, pair swap,
 * 2-opt and 2-opt*, plus moves to empty machines, insertion of left-out orders and removal when
 * an order is not worth its cost.
 */
export class LocalSearch {
  readonly inst: Instance;
  readonly ev: RouteEvaluator;
  readonly routes: RouteSet;
  readonly neighbours: Int32Array[];
  readonly candidates: Int32Array;
  readonly rng: Random;
  readonly p0 = new Proposal();
  readonly p1 = new Proposal();
  readonly p2 = new Proposal();
  /** Whether every machine may take every candidate order (skips per-order checks). */
  readonly allAllowed: boolean;
  /** Machines with identical data: one empty machine per group is tried for new routes. */
  readonly machineGroup: Int32Array;
  readonly groupCount: number;
  moveCount = 1;
  readonly lastModified: Int32Array;
  private readonly lastTested: Int32Array;
  /**
   * Per left-out order: the move count when inserting it last found no gain (0: not since it was
   * left out). A route unchanged since then cannot take it now, so its positions are not priced.
   * Cleared when a search starts (the penalties may have changed); loading routes makes every
   * route count as changed.
   */
  readonly insertTested: Int32Array;
  private readonly bufferA: Int32Array;
  private readonly bufferB: Int32Array;
  private readonly order: Int32Array;
  /** Per removal size (one order, two): see `removal`. */
  private readonly removalCost: Float64Array[];
  private readonly removalStamp: Int32Array[];
  /** Cumulative arc cost (distance or travel time) from the start place to each position. */
  private readonly prefixArc: Float64Array[];
  private readonly arcMatrix: Float64Array[];
  /** Arc cost of each whole route (0 when empty). */
  private readonly arcTotal: Float64Array;

  constructor(
    inst: Instance,
    ev: RouteEvaluator,
    neighbours: Int32Array[],
    candidates: Int32Array,
    rng: Random,
    machineGroup: Int32Array,
  ) {
    this.inst = inst;
    this.ev = ev;
    this.routes = ev.routes;
    this.neighbours = neighbours;
    this.candidates = candidates;
    this.rng = rng;
    this.machineGroup = machineGroup;
    this.groupCount = machineGroup.length === 0 ? 0 : Math.max(...machineGroup) + 1;
    const k = inst.machineCount;
    const n = inst.orderCount;
    this.lastModified = new Int32Array(k);
    this.lastTested = new Int32Array(n);
    this.insertTested = new Int32Array(n);
    this.bufferA = new Int32Array(n + 2);
    this.bufferB = new Int32Array(n + 2);
    this.order = Int32Array.from(candidates);
    this.removalCost = [new Float64Array(n), new Float64Array(n)];
    this.removalStamp = [new Int32Array(n).fill(-1), new Int32Array(n).fill(-1)];
    this.prefixArc = Array.from({ length: k }, () => new Float64Array(n + 2));
    this.arcMatrix = inst.weighting === 'shortest' ? inst.distances : inst.durations;
    this.arcTotal = new Float64Array(k);
    let all = true;
    for (let m = 0; m < k && all; m++) {
      for (let i = 0; i < candidates.length; i++) {
        if (!inst.allowed[m * n + candidates[i]!]) {
          all = false;
          break;
        }
      }
    }
    this.allAllowed = all;
  }

  /** Loads routes (one per machine) and refreshes every route's cached data. */
  load(routes: readonly ArrayLike<number>[]): void {
    this.routes.clear();
    // Every route counts as changed, so nothing cached against an earlier route set is reused.
    const stamp = ++this.moveCount;
    for (let r = 0; r < this.routes.routeCount; r++) {
      const route = routes[r];
      if (route) this.routes.setRoute(r, route);
      this.ev.refresh(r);
      this.refreshArcs(r);
      this.lastModified[r] = stamp;
    }
  }

  /** The current routes as plain arrays. */
  export(): Int32Array[] {
    const out: Int32Array[] = [];
    for (let r = 0; r < this.routes.routeCount; r++) {
      out.push(this.routes.nodes[r]!.slice(1, this.routes.length[r]! + 1));
    }
    return out;
  }

  isAllowed(order: number, route: number): boolean {
    return this.inst.allowed[route * this.inst.orderCount + order] === 1;
  }

  /** Whether every order at positions from..to of route r may move to route target. */
  rangeAllowed(r: number, from: number, to: number, target: number): boolean {
    if (this.allAllowed || r === target) return true;
    const nodes = this.routes.nodes[r]!;
    for (let p = from; p <= to; p++) if (!this.isAllowed(nodes[p]!, target)) return false;
    return true;
  }

  /**
   * Cost of route(u) without u, or without u and the order after it (`count` 2), cached while the
   * route is unchanged: a move of u to any other route leaves its route the same.
   */
  removal(u: number, count: 1 | 2 = 1): number {
    const r = this.routes.routeOf[u]!;
    const costs = this.removalCost[count - 1]!;
    const stamps = this.removalStamp[count - 1]!;
    if (stamps[u] === this.lastModified[r]) return costs[u]!;
    const p = this.routes.positionOf[u]!;
    const cost = this.ev.evaluate(
      this.p0
        .start(r)
        .prefix(r, p - 1)
        .suffix(r, p + count),
    );
    costs[u] = cost;
    stamps[u] = this.lastModified[r]!;
    return cost;
  }

  /** Applies one proposal (its route is rewritten). */
  apply(p: Proposal): void {
    const count = p.materialise(this.routes, this.bufferA);
    this.write(p.route, this.bufferA, count);
  }

  /** Applies two proposals on different routes at once. */
  apply2(a: Proposal, b: Proposal): void {
    const countA = a.materialise(this.routes, this.bufferA);
    const countB = b.materialise(this.routes, this.bufferB);
    this.write(a.route, this.bufferA, countA);
    this.write(b.route, this.bufferB, countB);
  }

  /** Takes order u out of its route. */
  unassign(u: number): void {
    const r = this.routes.routeOf[u]!;
    const p = this.routes.positionOf[u]!;
    this.p0
      .start(r)
      .prefix(r, p - 1)
      .suffix(r, p + 1);
    this.apply(this.p0);
    this.routes.routeOf[u] = -1;
    this.insertTested[u] = 0;
  }

  private write(r: number, orders: Int32Array, count: number): void {
    this.routes.setRoute(r, orders, count);
    this.ev.refresh(r);
    this.refreshArcs(r);
    this.lastModified[r] = ++this.moveCount;
  }

  private refreshArcs(r: number): void {
    const inst = this.inst;
    const matrix = this.arcMatrix[inst.machineProfile[r]!]!;
    const size = inst.locationCount;
    const nodes = this.routes.nodes[r]!;
    const len = this.routes.length[r]!;
    const arcs = this.prefixArc[r]!;
    let last = inst.machineStart[r]!;
    let sum = 0;
    arcs[0] = 0;
    for (let p = 1; p <= len; p++) {
      const loc = inst.orderLocation[nodes[p]!]!;
      sum += matrix[last * size + loc]!;
      arcs[p] = sum;
      last = loc;
    }
    this.arcTotal[r] = len === 0 ? 0 : sum + matrix[last * size + inst.machineEnd[r]!]!;
  }

  /** Location at position p of route r (0: start place, length + 1: end place). */
  location(r: number, p: number): number {
    if (p === 0) return this.inst.machineStart[r]!;
    if (p > this.routes.length[r]!) return this.inst.machineEnd[r]!;
    return this.inst.orderLocation[this.routes.nodes[r]![p]!]!;
  }

  /** Arc cost between two locations on route r's travel profile. */
  arc(r: number, from: number, to: number): number {
    return this.arcMatrix[this.inst.machineProfile[r]!]![from * this.inst.locationCount + to]!;
  }

  /** Arc cost of route r as it stands. */
  routeArcs(r: number): number {
    return this.arcTotal[r]!;
  }

  /** Arc cost from position a to position b of route r (a <= b, same route). */
  between(r: number, a: number, b: number): number {
    return this.prefixArc[r]![b]! - this.prefixArc[r]![a]!;
  }

  sameProfile(a: number, b: number): boolean {
    return this.inst.machineProfile[a] === this.inst.machineProfile[b];
  }

  /** Whether new arc costs (lower bounds of the new routes' costs) leave room for a gain. */
  mayGain(ra: number, rb: number, arcsA: number, arcsB: number): boolean {
    return arcsA + arcsB - this.ev.cost(ra) - this.ev.cost(rb) < -MIN_GAIN;
  }

  /**
   * Cost change of rewriting two routes, given lower bounds of the new routes' arc costs (from the
   * operator's own arithmetic); Infinity when the bound or the first route shows no gain.
   */
  delta2Bounded(a: Proposal, b: Proposal, arcsA: number, arcsB: number): number {
    if (arcsA + arcsB - this.ev.cost(a.route) - this.ev.cost(b.route) >= -MIN_GAIN) return Infinity;
    return this.delta2Known(a.route, this.ev.evaluate(a), b, arcsA, arcsB);
  }

  /**
   * `delta2Bounded` when the first route's new cost is known (`removal`): route ra becomes a route
   * costing `costA2`, and b rewrites its route.
   */
  delta2Known(ra: number, costA2: number, b: Proposal, arcsA: number, arcsB: number): number {
    const rb = b.route;
    const costA = this.ev.cost(ra);
    const costB = this.ev.cost(rb);
    if (arcsA + arcsB - costA - costB >= -MIN_GAIN) return Infinity;
    const first = costA2 - costA;
    if (first + arcsB - costB >= -MIN_GAIN) return Infinity;
    return first + this.ev.evaluate(b) - costB;
  }

  /**
   * Sum of the arc costs (distance, or travel time) of a proposal: a lower bound of its cost, as
   * waiting, overtime, refill detours (under the triangle inequality) and penalties only add.
   */
  arcCost(p: Proposal): number {
    const inst = this.inst;
    const route = p.route;
    const profile = inst.machineProfile[route]!;
    const matrix = this.arcMatrix[profile]!;
    const size = inst.locationCount;
    const loc = inst.orderLocation;
    let last = inst.machineStart[route]!;
    let total = 0;
    let count = 0;
    for (let i = 0; i < p.count; i++) {
      const kind = p.kind[i]!;
      if (kind === PIECE_NODE) {
        const at = loc[p.r[i]!]!;
        total += matrix[last * size + at]!;
        last = at;
        count++;
        continue;
      }
      const r = p.r[i]!;
      const nodes = this.routes.nodes[r]!;
      const from = p.from[i]!;
      const to = kind === PIECE_SUFFIX ? this.routes.length[r]! : p.to[i]!;
      if (from > to) continue;
      if (kind === PIECE_REVERSED) {
        for (let q = to; q >= from; q--) {
          const at = loc[nodes[q]!]!;
          total += matrix[last * size + at]!;
          last = at;
        }
      } else if (inst.machineProfile[r] === profile) {
        if (kind === PIECE_PREFIX && i === 0 && r === route) total = this.prefixArc[r]![to]!;
        else {
          const arcs = this.prefixArc[r]!;
          total += matrix[last * size + loc[nodes[from]!]!]! + arcs[to]! - arcs[from]!;
        }
        last = loc[nodes[to]!]!;
      } else {
        for (let q = from; q <= to; q++) {
          const at = loc[nodes[q]!]!;
          total += matrix[last * size + at]!;
          last = at;
        }
      }
      count += to - from + 1;
    }
    if (count === 0) return 0;
    return total + matrix[last * size + inst.machineEnd[route]!]!;
  }

  /** Cost change of rewriting one route, or Infinity when a bound shows it cannot gain. */
  delta1(p: Proposal): number {
    const r = p.route;
    if (this.arcCost(p) - this.ev.cost(r) >= -MIN_GAIN) return Infinity;
    return this.ev.evaluate(p) - this.ev.cost(r);
  }

  /** Cost change of rewriting two routes, or Infinity when a bound shows it cannot gain. */
  delta2(a: Proposal, b: Proposal): number {
    return this.delta2Bounded(a, b, this.arcCost(a), this.arcCost(b));
  }

  /**
   * Runs the search to a local optimum, or until `stopped` answers true (checked every few orders;
   * the routes are whole at every check, only less improved).
   */
  run(stopped?: () => boolean): void {
    const routes = this.routes;
    const rng = this.rng;
    rng.shuffle(this.order);
    for (const list of this.neighbours) if (list.length > 1 && rng.next() < 0.1) rng.shuffle(list);
    this.lastTested.fill(0);
    this.insertTested.fill(0);
    // Cached costs are penalised costs, and the penalties may have changed since the last search.
    for (const stamps of this.removalStamp) stamps.fill(-1);
    let loop = 0;
    let improved = true;
    while (improved && loop < 1000) {
      improved = false;
      for (let i = 0; i < this.order.length; i++) {
        if (stopped && (i & 15) === 0 && stopped()) return;
        const u = this.order[i]!;
        if (routes.routeOf[u]! < 0) {
          if (insertOrder(this, u)) improved = true;
          continue;
        }
        const lastTest = this.lastTested[u]!;
        this.lastTested[u] = this.moveCount;
        const list = this.neighbours[u]!;
        for (let j = 0; j < list.length; j++) {
          const v = list[j]!;
          const ru = routes.routeOf[u]!;
          const rv = routes.routeOf[v]!;
          if (ru < 0) break;
          if (rv < 0) continue;
          if (loop > 0 && Math.max(this.lastModified[ru]!, this.lastModified[rv]!) <= lastTest) continue;
          if (this.tryMoves(u, v, rv, routes.positionOf[v]!)) {
            improved = true;
            continue;
          }
          if (routes.positionOf[v] === 1 && this.tryDepotMoves(u, rv)) improved = true;
        }
        if (routes.routeOf[u]! < 0) continue;
        if (loop > 0 && this.tryEmptyRoutes(u)) improved = true;
        if (removeOrder(this, u)) improved = true;
      }
      loop++;
    }
  }

  private tryMoves(u: number, v: number, rv: number, pv: number): boolean {
    if (relocate(this, u, rv, pv)) return true;
    if (relocatePair(this, u, rv, pv, false)) return true;
    if (relocatePair(this, u, rv, pv, true)) return true;
    if (swap(this, u, v)) return true;
    if (swapPairs(this, u, v, 2, 1)) return true;
    if (swapPairs(this, u, v, 1, 2)) return true;
    if (swapPairs(this, u, v, 2, 2)) return true;
    if (this.routes.routeOf[u] === rv) return pv - this.routes.positionOf[u]! <= 12 && twoOpt(this, u, pv);
    return twoOptStar(this, u, rv, pv);
  }

  /** Moves that place u at the start of route rv. */
  private tryDepotMoves(u: number, rv: number): boolean {
    if (relocate(this, u, rv, 0)) return true;
    if (relocatePair(this, u, rv, 0, false)) return true;
    if (relocatePair(this, u, rv, 0, true)) return true;
    if (this.routes.routeOf[u] !== rv) return twoOptStar(this, u, rv, 0);
    return false;
  }

  private tryEmptyRoutes(u: number): boolean {
    const routes = this.routes;
    let seen = 0;
    for (let r = 0; r < routes.routeCount; r++) {
      if (routes.length[r] !== 0) continue;
      const bit = this.machineGroup[r]!;
      if (bit < 30) {
        if (seen & (1 << bit)) continue;
        seen |= 1 << bit;
      }
      if (!this.isAllowed(u, r)) continue;
      if (relocate(this, u, r, 0)) return true;
      if (relocatePair(this, u, r, 0, false)) return true;
      if (twoOptStar(this, u, r, 0)) return true;
    }
    return false;
  }

  /** Penalised cost of the current routes plus prizes of left-out candidates. */
  totalCost(): number {
    let total = 0;
    for (let r = 0; r < this.routes.routeCount; r++) total += this.ev.cost(r);
    for (let i = 0; i < this.candidates.length; i++) {
      const o = this.candidates[i]!;
      if (this.routes.routeOf[o]! < 0) total += this.inst.prize[o]!;
    }
    return total;
  }
}
