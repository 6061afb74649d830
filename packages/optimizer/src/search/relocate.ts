import type { LocalSearch } from './local-search';
import { MIN_GAIN } from './local-search';

/** Moves order u to just after position pv of route rv (pv = 0: first). */
export function relocate(ls: LocalSearch, u: number, rv: number, pv: number): boolean {
  const routes = ls.routes;
  const ru = routes.routeOf[u]!;
  const pu = routes.positionOf[u]!;
  const ev = ls.ev;
  if (ru === rv) {
    if (pv === pu || pv === pu - 1) return false;
    const p = ls.p1.start(ru);
    if (pv < pu) p.prefix(ru, pv).node(u).range(ru, pv + 1, pu - 1).suffix(ru, pu + 1);
    else p.prefix(ru, pu - 1).range(ru, pu + 1, pv).node(u).suffix(ru, pv + 1);
    const delta = ls.delta1(p);
    if (delta > -MIN_GAIN) return false;
    ls.apply(p);
    return true;
  }
  if (!ls.isAllowed(u, rv)) return false;
  const removed = ls.removal(u) - ev.cost(ru);
  const b = ls.p2.start(rv).prefix(rv, pv).node(u).suffix(rv, pv + 1);
  const delta = removed + ev.evaluate(b) - ev.cost(rv);
  if (delta > -MIN_GAIN) return false;
  const a = ls.p1.start(ru).prefix(ru, pu - 1).suffix(ru, pu + 1);
  ls.apply2(a, b);
  return true;
}
