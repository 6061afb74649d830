import type { LocalSearch } from './local-search';
import { MIN_GAIN } from './local-search';

/** Between two routes, exchanges the tails after u and after position pv of route rv. */
export function twoOptStar(ls: LocalSearch, u: number, rv: number, pv: number): boolean {
  const routes = ls.routes;
  const ru = routes.routeOf[u]!;
  if (ru === rv) return false;
  const pu = routes.positionOf[u]!;
  const lenU = routes.length[ru]!;
  const lenV = routes.length[rv]!;
  if (!ls.rangeAllowed(rv, pv + 1, lenV, ru) || !ls.rangeAllowed(ru, pu + 1, lenU, rv)) return false;
  const pa = ls.p1.start(ru).prefix(ru, pu).suffix(rv, pv + 1);
  const pb = ls.p2.start(rv).prefix(rv, pv).suffix(ru, pu + 1);
  const delta = ls.delta2(pa, pb);
  if (delta > -MIN_GAIN) return false;
  ls.apply2(pa, pb);
  return true;
}
