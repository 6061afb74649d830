import type { Proposal, RouteSet } from './routes';

/**
 * Penalised cost of routes: base cost (time or distance) + overtime weight x overtime
 * + time-warp penalty x time warp + load penalty x load excess. Empty routes cost nothing.
 */
export interface RouteEvaluator {
  readonly routes: RouteSet;
  setPenalties(timeWarp: number, load: number): void;
  readonly timeWarpPenalty: number;
  readonly loadPenalty: number;
  /** Recomputes the cached data of route r after it changed. */
  refresh(r: number): void;
  /** Penalised cost of route r as cached. */
  cost(r: number): number;
  /** Base cost plus overtime cost of route r. */
  base(r: number): number;
  timeWarp(r: number): number;
  excess(r: number): number;
  /** Time warp and load excess of the last evaluated proposal. */
  readonly lastWarp: number;
  readonly lastExcess: number;
  /** Penalised cost of a proposal (the route it describes, on the machine of `proposal.route`). */
  evaluate(proposal: Proposal): number;
}
