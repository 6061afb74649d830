import type { LocalSearch } from './local-search';
import { MIN_GAIN } from './local-search';

/**
 * Exchanges a run of `lengthU` orders starting at u with a run of `lengthV` orders starting at v,
 * between two routes.
 */
export function swapPairs(ls: LocalSearch, u: number, v: number, lengthU: number, lengthV: number): boolean {
  const routes = ls.routes;
  const ru = routes.routeOf[u]!;
  const rv = routes.routeOf[v]!;
  if (ru === rv) return false;
  const pu = routes.positionOf[u]!;
  const pv = routes.positionOf[v]!;
  const endU = pu + lengthU - 1;
  const endV = pv + lengthV - 1;
  if (endU > routes.length[ru]! || endV > routes.length[rv]!) return false;
  if (!ls.rangeAllowed(ru, pu, endU, rv) || !ls.rangeAllowed(rv, pv, endV, ru)) return false;
  const pa = ls.p1;
  const pb = ls.p2;
  if (!ls.sameProfile(ru, rv)) {
    pa.start(ru)
      .prefix(ru, pu - 1)
      .range(rv, pv, endV)
      .suffix(ru, endU + 1);
    pb.start(rv)
      .prefix(rv, pv - 1)
      .range(ru, pu, endU)
      .suffix(rv, endV + 1);
    const delta = ls.delta2(pa, pb);
    if (delta > -MIN_GAIN) return false;
    ls.apply2(pa, pb);
    return true;
  }
  const a0 = ls.location(ru, pu - 1);
  const a1 = ls.location(ru, endU + 1);
  const b0 = ls.location(rv, pv - 1);
  const b1 = ls.location(rv, endV + 1);
  const uFirst = ls.location(ru, pu);
  const uLast = ls.location(ru, endU);
  const vFirst = ls.location(rv, pv);
  const vLast = ls.location(rv, endV);
  const innerU = ls.between(ru, pu, endU);
  const innerV = ls.between(rv, pv, endV);
  const arcsU =
    ls.routeArcs(ru) -
    ls.arc(ru, a0, uFirst) -
    innerU -
    ls.arc(ru, uLast, a1) +
    ls.arc(ru, a0, vFirst) +
    innerV +
    ls.arc(ru, vLast, a1);
  const arcsV =
    ls.routeArcs(rv) -
    ls.arc(rv, b0, vFirst) -
    innerV -
    ls.arc(rv, vLast, b1) +
    ls.arc(rv, b0, uFirst) +
    innerU +
    ls.arc(rv, uLast, b1);
  if (!ls.mayGain(ru, rv, arcsU, arcsV)) return false;
  ls.p1
    .start(ru)
    .prefix(ru, pu - 1)
    .range(rv, pv, endV)
    .suffix(ru, endU + 1);
  ls.p2
    .start(rv)
    .prefix(rv, pv - 1)
    .range(ru, pu, endU)
    .suffix(rv, endV + 1);
  const delta = ls.delta2Bounded(pa, pb, arcsU, arcsV);
  if (delta > -MIN_GAIN) return false;
  ls.apply2(pa, pb);
  return true;
}
