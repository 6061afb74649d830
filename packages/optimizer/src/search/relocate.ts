import type { LocalSearch } from './local-search';
import { MIN_GAIN } from './local-search';

/** Moves order u to just after position pv of route rv (pv = 0: first). */
export function relocate(ls: LocalSearch, u: number, rv: number, pv: number): boolean {
  const routes = ls.routes;
  const ru = routes.routeOf[u]!;
  const pu = routes.positionOf[u]!;
  if (ru === rv) {
    if (pv === pu || pv === pu - 1) return false;
    const p = ls.p1.start(ru);
    if (pv < pu)
      p.prefix(ru, pv)
        .node(u)
        .range(ru, pv + 1, pu - 1)
        .suffix(ru, pu + 1);
    else
      p.prefix(ru, pu - 1)
        .range(ru, pu + 1, pv)
        .node(u)
        .suffix(ru, pv + 1);
    const delta = ls.delta1(p);
    if (delta > -MIN_GAIN) return false;
    ls.apply(p);
    return true;
  }
  if (!ls.isAllowed(u, rv)) return false;
  // Arc bounds: u leaves its place in ru and enters between positions pv and pv + 1 of rv.
  const x = ls.inst.orderLocation[u]!;
  const before = ls.location(ru, pu - 1);
  const after = ls.location(ru, pu + 1);
  const arcsU =
    routes.length[ru] === 1
      ? 0
      : ls.routeArcs(ru) + ls.arc(ru, before, after) - ls.arc(ru, before, x) - ls.arc(ru, x, after);
  const c = ls.location(rv, pv);
  const d = ls.location(rv, pv + 1);
  const arcsV = ls.routeArcs(rv) + ls.arc(rv, c, x) + ls.arc(rv, x, d) - ls.arc(rv, c, d);
  if (!ls.mayGain(ru, rv, arcsU, arcsV)) return false;
  const b = ls.p2
    .start(rv)
    .prefix(rv, pv)
    .node(u)
    .suffix(rv, pv + 1);
  const delta = ls.delta2Known(ru, ls.removal(u), b, arcsU, arcsV);
  if (delta > -MIN_GAIN) return false;
  ls.apply2(
    ls.p1
      .start(ru)
      .prefix(ru, pu - 1)
      .suffix(ru, pu + 1),
    b,
  );
  return true;
}
