import type { LocalSearch } from './local-search';
import { MIN_GAIN } from './local-search';

/** Moves order u and its successor x to just after position pv of route rv, optionally as (x, u). */
export function relocatePair(ls: LocalSearch, u: number, rv: number, pv: number, reversed: boolean): boolean {
  const routes = ls.routes;
  const ru = routes.routeOf[u]!;
  const pu = routes.positionOf[u]!;
  if (pu >= routes.length[ru]!) return false;
  const x = routes.nodes[ru]![pu + 1]!;
  const first = reversed ? x : u;
  const second = reversed ? u : x;
  if (ru === rv) {
    if (pv >= pu - 1 && pv <= pu + 1) {
      if (!reversed || pv !== pu - 1) return false;
    }
    const p = ls.p1.start(ru);
    if (pv === pu - 1)
      p.prefix(ru, pu - 1)
        .node(first)
        .node(second)
        .suffix(ru, pu + 2);
    else if (pv < pu)
      p.prefix(ru, pv)
        .node(first)
        .node(second)
        .range(ru, pv + 1, pu - 1)
        .suffix(ru, pu + 2);
    else
      p.prefix(ru, pu - 1)
        .range(ru, pu + 2, pv)
        .node(first)
        .node(second)
        .suffix(ru, pv + 1);
    const delta = ls.delta1(p);
    if (delta > -MIN_GAIN) return false;
    ls.apply(p);
    return true;
  }
  if (!ls.isAllowed(u, rv) || !ls.isAllowed(x, rv)) return false;
  const lu = ls.inst.orderLocation[u]!;
  const lx = ls.inst.orderLocation[x]!;
  const f = reversed ? lx : lu;
  const g = reversed ? lu : lx;
  const before = ls.location(ru, pu - 1);
  const after = ls.location(ru, pu + 2);
  const arcsU =
    routes.length[ru] === 2
      ? 0
      : ls.routeArcs(ru) +
        ls.arc(ru, before, after) -
        ls.arc(ru, before, lu) -
        ls.arc(ru, lu, lx) -
        ls.arc(ru, lx, after);
  const c = ls.location(rv, pv);
  const d = ls.location(rv, pv + 1);
  const arcsV = ls.routeArcs(rv) + ls.arc(rv, c, f) + ls.arc(rv, f, g) + ls.arc(rv, g, d) - ls.arc(rv, c, d);
  if (!ls.mayGain(ru, rv, arcsU, arcsV)) return false;
  const b = ls.p2
    .start(rv)
    .prefix(rv, pv)
    .node(first)
    .node(second)
    .suffix(rv, pv + 1);
  const delta = ls.delta2Known(ru, ls.removal(u, 2), b, arcsU, arcsV);
  if (delta > -MIN_GAIN) return false;
  ls.apply2(
    ls.p1
      .start(ru)
      .prefix(ru, pu - 1)
      .suffix(ru, pu + 2),
    b,
  );
  return true;
}
