import type { Instance } from '../model/instance';
import type { LocalSearch } from './local-search';

/** A complete solution: one order sequence per machine, with its cost parts. */
export class Individual {
  readonly routes: Int32Array[];
  /** Base cost (time or distance) plus overtime cost, over all routes. */
  readonly base: number;
  readonly timeWarp: number;
  readonly excess: number;
  /** Prizes of candidate orders left out. */
  readonly prizeLost: number;
  /** Successor and predecessor of each order (-1: start or end place, -2: not planned). */
  readonly successor: Int32Array;
  readonly predecessor: Int32Array;
  biasedFitness = 0;
  /** Broken-pairs distances to the other members of its sub-population. */
  readonly distances = new Map<Individual, number>();

  constructor(
    routes: Int32Array[],
    base: number,
    timeWarp: number,
    excess: number,
    prizeLost: number,
    orderCount: number,
  ) {
    this.routes = routes;
    this.base = base;
    this.timeWarp = timeWarp;
    this.excess = excess;
    this.prizeLost = prizeLost;
    this.successor = new Int32Array(orderCount).fill(-2);
    this.predecessor = new Int32Array(orderCount).fill(-2);
    for (const route of routes) {
      for (let i = 0; i < route.length; i++) {
        const o = route[i]!;
        this.predecessor[o] = i === 0 ? -1 : route[i - 1]!;
        this.successor[o] = i === route.length - 1 ? -1 : route[i + 1]!;
      }
    }
  }

  get isFeasible(): boolean {
    return this.timeWarp <= 1e-6 && this.excess <= 1e-9;
  }

  /** The objective as ranked: prizes lost plus base cost (feasible solutions only). */
  get cost(): number {
    return this.base + this.prizeLost;
  }

  /** Snapshot of the local search's current routes. */
  static fromSearch(ls: LocalSearch): Individual {
    const inst: Instance = ls.inst;
    let base = 0;
    let warp = 0;
    let excess = 0;
    for (let r = 0; r < ls.routes.routeCount; r++) {
      base += ls.ev.base(r);
      warp += ls.ev.timeWarp(r);
      excess += ls.ev.excess(r);
    }
    let prizeLost = 0;
    for (let i = 0; i < ls.candidates.length; i++) {
      const o = ls.candidates[i]!;
      if (ls.routes.routeOf[o]! < 0) prizeLost += inst.prize[o]!;
    }
    return new Individual(ls.export(), base, warp, excess, prizeLost, inst.orderCount);
  }
}

/**
 * a's objective minus b's, parts subtracted apart: prizes dwarf routing costs, so adding them first
 * would round away differences of time or distance.
 */
export function costDifference(a: Individual, b: Individual, timeWarpPenalty = 0, loadPenalty = 0): number {
  return (
    a.prizeLost -
    b.prizeLost +
    (a.base - b.base) +
    timeWarpPenalty * (a.timeWarp - b.timeWarp) +
    loadPenalty * (a.excess - b.excess)
  );
}

/** Share of orders whose neighbours differ between two solutions (Vidal et al. 2012). */
export function brokenPairsDistance(a: Individual, b: Individual, candidates: Int32Array): number {
  let differences = 0;
  for (let i = 0; i < candidates.length; i++) {
    const o = candidates[i]!;
    const sa = a.successor[o]!;
    const pa = a.predecessor[o]!;
    const sb = b.successor[o]!;
    const pb = b.predecessor[o]!;
    if ((sa === -2) !== (sb === -2)) {
      differences++;
      continue;
    }
    if (sa === -2) continue;
    if (sa !== sb && sa !== pb) differences++;
    if (pa === -1 && pb !== -1 && sb !== -1) differences++;
  }
  return differences / Math.max(1, candidates.length);
}
