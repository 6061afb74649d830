import type { LocalSearch } from './local-search';
import { MIN_GAIN } from './local-search';

/** Exchanges orders u and v. */
export function swap(ls: LocalSearch, u: number, v: number): boolean {
  const routes = ls.routes;
  const ru = routes.routeOf[u]!;
  const rv = routes.routeOf[v]!;
  const pu = routes.positionOf[u]!;
  const pv = routes.positionOf[v]!;
  if (ru === rv) {
    if (pu === pv) return false;
    const a = Math.min(pu, pv);
    const b = Math.max(pu, pv);
    const nodes = routes.nodes[ru]!;
    const p = ls.p1
      .start(ru)
      .prefix(ru, a - 1)
      .node(nodes[b]!);
    if (b > a + 1) p.range(ru, a + 1, b - 1);
    p.node(nodes[a]!).suffix(ru, b + 1);
    const delta = ls.delta1(p);
    if (delta > -MIN_GAIN) return false;
    ls.apply(p);
    return true;
  }
  if (!ls.isAllowed(u, rv) || !ls.isAllowed(v, ru)) return false;
  const x = ls.inst.orderLocation[u]!;
  const y = ls.inst.orderLocation[v]!;
  const a0 = ls.location(ru, pu - 1);
  const a1 = ls.location(ru, pu + 1);
  const b0 = ls.location(rv, pv - 1);
  const b1 = ls.location(rv, pv + 1);
  const arcsU =
    ls.routeArcs(ru) - ls.arc(ru, a0, x) - ls.arc(ru, x, a1) + ls.arc(ru, a0, y) + ls.arc(ru, y, a1);
  const arcsV =
    ls.routeArcs(rv) - ls.arc(rv, b0, y) - ls.arc(rv, y, b1) + ls.arc(rv, b0, x) + ls.arc(rv, x, b1);
  if (!ls.mayGain(ru, rv, arcsU, arcsV)) return false;
  const pa = ls.p1
    .start(ru)
    .prefix(ru, pu - 1)
    .node(v)
    .suffix(ru, pu + 1);
  const pb = ls.p2
    .start(rv)
    .prefix(rv, pv - 1)
    .node(u)
    .suffix(rv, pv + 1);
  const delta = ls.delta2Bounded(pa, pb, arcsU, arcsV);
  if (delta > -MIN_GAIN) return false;
  ls.apply2(pa, pb);
  return true;
}
