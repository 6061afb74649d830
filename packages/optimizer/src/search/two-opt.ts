import type { LocalSearch } from './local-search';
import { MIN_GAIN } from './local-search';

/** Within u's route, reverses the orders between u's successor and position pv. */
export function twoOpt(ls: LocalSearch, u: number, pv: number): boolean {
  const routes = ls.routes;
  const r = routes.routeOf[u]!;
  const pu = routes.positionOf[u]!;
  if (pv <= pu + 1) return false;
  const p = ls.p1
    .start(r)
    .prefix(r, pu)
    .reversed(r, pu + 1, pv)
    .suffix(r, pv + 1);
  const delta = ls.delta1(p);
  if (delta > -MIN_GAIN) return false;
  ls.apply(p);
  return true;
}
