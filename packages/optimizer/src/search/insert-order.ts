import type { LocalSearch } from './local-search';
import { MIN_GAIN } from './local-search';

/**
 * Plans a left-out order at its cheapest position next to one of its neighbours (or first on a
 * route) when its prize outweighs the added cost. Routes unchanged since the order's last try
 * found no gain are skipped: their prices are the same and none beat the prize then.
 */
export function insertOrder(ls: LocalSearch, u: number): boolean {
  const routes = ls.routes;
  const ev = ls.ev;
  let bestDelta = ls.inst.prize[u]! - MIN_GAIN;
  let bestRoute = -1;
  let bestPosition = -1;
  const list = ls.neighbours[u]!;
  const tested = ls.insertTested[u]!;
  const tryAt = (r: number, p: number): void => {
    if (ls.lastModified[r]! <= tested) return;
    const delta =
      ev.evaluate(
        ls.p1
          .start(r)
          .prefix(r, p)
          .node(u)
          .suffix(r, p + 1),
      ) - ev.cost(r);
    if (delta < bestDelta) {
      bestDelta = delta;
      bestRoute = r;
      bestPosition = p;
    }
  };
  for (let j = 0; j < list.length; j++) {
    const v = list[j]!;
    const r = routes.routeOf[v]!;
    if (r < 0 || !ls.isAllowed(u, r)) continue;
    const p = routes.positionOf[v]!;
    tryAt(r, p);
    if (p === 1) tryAt(r, 0);
  }
  let seen = 0;
  for (let r = 0; r < routes.routeCount; r++) {
    if (!ls.isAllowed(u, r)) continue;
    const group = ls.machineGroup[r]!;
    if (routes.length[r] === 0) {
      if (group < 30 && seen & (1 << group)) continue;
      if (group < 30) seen |= 1 << group;
    }
    if (bestRoute < 0 || routes.length[r] === 0) tryAt(r, routes.length[r]!);
  }
  if (bestRoute < 0) {
    ls.insertTested[u] = ls.moveCount;
    return false;
  }
  ls.apply(
    ls.p1
      .start(bestRoute)
      .prefix(bestRoute, bestPosition)
      .node(u)
      .suffix(bestRoute, bestPosition + 1),
  );
  return true;
}
