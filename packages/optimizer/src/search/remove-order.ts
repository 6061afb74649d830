import type { LocalSearch } from './local-search';
import { MIN_GAIN } from './local-search';

/** Leaves order u out of the plan when its route's cost saving outweighs its prize. */
export function removeOrder(ls: LocalSearch, u: number): boolean {
  const r = ls.routes.routeOf[u]!;
  const delta = ls.removal(u) - ls.ev.cost(r) + ls.inst.prize[u]!;
  if (delta > -MIN_GAIN) return false;
  ls.unassign(u);
  return true;
}
