import { Instance } from '../model/instance';
import type { Plan } from '../model/plan';
import type { Problem } from '../model/problem';
import { diagnoseOrders } from '../evaluate/diagnose';
import { buildPlan } from '../evaluate/plan-builder';
import { RouteSimulator, STATE_SIZE } from '../evaluate/simulation';

/**
 * A dispatcher's greedy rule, as a baseline: the machine that is free first takes the nearest
 * order (by travel time from where it is) that it can still finish inside the order's windows and
 * its day, refills and cleaning included; a machine with no such order goes home.
 */
export function planNearestFeasible(problem: Problem): Plan {
  const inst = new Instance(problem);
  const causes = diagnoseOrders(inst);
  const n = inst.orderCount;
  const sim = new RouteSimulator(inst);
  const routes: number[][] = Array.from({ length: inst.machineCount }, () => []);
  const states = Array.from({ length: inst.machineCount }, () => new Float64Array(STATE_SIZE));
  const active = new Set<number>();
  for (let m = 0; m < inst.machineCount; m++) {
    if (!inst.machineUsable[m]) continue;
    sim.reset(m);
    sim.save(states[m]!, 0);
    active.add(m);
  }
  const planned = new Uint8Array(n);
  while (active.size > 0) {
    let m = -1;
    for (const candidate of active) if (m < 0 || states[candidate]![0]! < states[m]![0]!) m = candidate;
    const state = states[m]!;
    const here = state[1]!;
    const profile = inst.machineProfile[m]!;
    let best = -1;
    let bestTime = Infinity;
    for (let o = 0; o < n; o++) {
      if (planned[o] || !inst.allowed[m * n + o]) continue;
      const time = inst.duration(profile, here, inst.orderLocation[o]!);
      if (time >= bestTime) continue;
      sim.restore(m, state, 0);
      sim.visit(o);
      sim.finish();
      if (sim.warp > 1e-6 || sim.excess > 1e-9) continue;
      best = o;
      bestTime = time;
    }
    if (best < 0) {
      active.delete(m);
      continue;
    }
    sim.restore(m, state, 0);
    sim.visit(best);
    sim.save(state, 0);
    routes[m]!.push(best);
    planned[best] = 1;
  }
  return buildPlan(inst, routes, causes, 0, false);
}
