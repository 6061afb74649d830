import type { LocalSearch } from '../search/local-search';

/**
 * Regret-2 insertion (Potvin and Rousseau 1993) restricted to feasible insertions: repeatedly
 * plans the order whose best feasible position beats its second best (on another machine) by
 * the most, larger prizes first when regrets tie. Only the changed route is re-priced each step.
 */
export function regretInsertion(ls: LocalSearch): void {
  const inst = ls.inst;
  const routes = ls.routes;
  const ev = ls.ev;
  const k = routes.routeCount;
  const candidates = ls.candidates;
  const bestCost = new Float64Array(inst.orderCount * k).fill(Infinity);
  const bestPosition = new Int32Array(inst.orderCount * k);
  const price = (o: number, r: number): void => {
    const at = o * k + r;
    bestCost[at] = Infinity;
    if (!ls.isAllowed(o, r)) return;
    const len = routes.length[r]!;
    const current = ev.cost(r);
    for (let p = 0; p <= len; p++) {
      const cost = ev.evaluate(
        ls.p1
          .start(r)
          .prefix(r, p)
          .node(o)
          .suffix(r, p + 1),
      );
      if (ev.lastWarp > 1e-6 || ev.lastExcess > 1e-9) continue;
      if (cost - current < bestCost[at]!) {
        bestCost[at] = cost - current;
        bestPosition[at] = p;
      }
    }
  };
  const open = new Set<number>();
  for (let i = 0; i < candidates.length; i++) {
    const o = candidates[i]!;
    if (routes.routeOf[o]! >= 0) continue;
    open.add(o);
    for (let r = 0; r < k; r++) price(o, r);
  }
  while (open.size > 0) {
    let chosen = -1;
    let chosenRoute = -1;
    let chosenScore = -Infinity;
    for (const o of open) {
      let best = Infinity;
      let second = Infinity;
      let route = -1;
      for (let r = 0; r < k; r++) {
        const c = bestCost[o * k + r]!;
        if (c < best) {
          second = best;
          best = c;
          route = r;
        } else if (c < second) second = c;
      }
      if (route < 0 || best >= inst.prize[o]!) continue;
      const regret = (Number.isFinite(second) ? Math.min(second, inst.prize[o]!) : inst.prize[o]!) - best;
      const score = regret + 1e-6 * inst.prize[o]!;
      if (score > chosenScore) {
        chosenScore = score;
        chosen = o;
        chosenRoute = route;
      }
    }
    if (chosen < 0) break;
    const p = bestPosition[chosen * k + chosenRoute]!;
    ls.apply(
      ls.p1
        .start(chosenRoute)
        .prefix(chosenRoute, p)
        .node(chosen)
        .suffix(chosenRoute, p + 1),
    );
    open.delete(chosen);
    for (const o of open) price(o, chosenRoute);
  }
}
