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
  const pa = ls.p1
    .start(ru)
    .prefix(ru, pu)
    .suffix(rv, pv + 1);
  const pb = ls.p2
    .start(rv)
    .prefix(rv, pv)
    .suffix(ru, pu + 1);
  let delta: number;
  if (!ls.sameProfile(ru, rv) || pu === 0 || pv === 0 || pu === lenU || pv === lenV)
    delta = ls.delta2(pa, pb);
  else {
    // Both routes keep a head and a tail: swap the tails with their end arcs.
    const endU = ls.location(ru, lenU + 1);
    const endV = ls.location(rv, lenV + 1);
    const tailU = ls.routeArcs(ru) - ls.between(ru, 0, pu + 1) - ls.arc(ru, ls.location(ru, lenU), endU);
    const tailV = ls.routeArcs(rv) - ls.between(rv, 0, pv + 1) - ls.arc(rv, ls.location(rv, lenV), endV);
    const u0 = ls.location(ru, pu);
    const u1 = ls.location(ru, pu + 1);
    const v0 = ls.location(rv, pv);
    const v1 = ls.location(rv, pv + 1);
    const arcsU =
      ls.between(ru, 0, pu) + ls.arc(ru, u0, v1) + tailV + ls.arc(ru, ls.location(rv, lenV), endU);
    const arcsV =
      ls.between(rv, 0, pv) + ls.arc(rv, v0, u1) + tailU + ls.arc(rv, ls.location(ru, lenU), endV);
    if (!ls.mayGain(ru, rv, arcsU, arcsV)) return false;
    delta = ls.delta2Bounded(pa, pb, arcsU, arcsV);
  }
  if (delta > -MIN_GAIN) return false;
  ls.apply2(pa, pb);
  return true;
}
