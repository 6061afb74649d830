import { LOAD_EPSILON } from '../model/instance';
import type { Instance } from '../model/instance';
import { MAX_ROUTING_DISTANCE_M } from '../model/problem';
import type { UnassignedCause } from '../model/plan';
import { RouteSimulator } from './simulation';

/** Causes from the furthest from feasible to the closest. */
export const CAUSE_RANK: readonly UnassignedCause[] = [
  'no-compatible-machine',
  'too-far',
  'no-capacity',
  'outside-windows',
  'day-too-short',
  'fleet-full',
];

/**
 * Checks each order alone on each machine and fills `inst.allowed`. Returns, per order and
 * machine, the cause that rules the pair out, or null when the order alone fits the machine's day.
 */
export function diagnoseOrders(inst: Instance): (UnassignedCause | null)[][] {
  const n = inst.orderCount;
  const problem = inst.problem;
  const sim = new RouteSimulator(inst);
  const maxDistance = Math.round(MAX_ROUTING_DISTANCE_M * 1000);
  const result: (UnassignedCause | null)[][] = [];
  for (let o = 0; o < n; o++) {
    const order = problem.orders[o]!;
    const row: (UnassignedCause | null)[] = [];
    for (let m = 0; m < inst.machineCount; m++) {
      const machine = problem.machines[m]!;
      const c = inst.machineClass[m]!;
      const share = inst.tankShare[c * n + o]!;
      let cause: UnassignedCause | null = null;
      const warehouse = machine.warehouse ?? machine.end;
      const profile = inst.machineProfile[m]!;
      if (
        (order.allowedMachines && !order.allowedMachines.includes(machine.id)) ||
        !machine.applicationTypes.includes(order.applicationType) ||
        !Number.isFinite(share)
      ) {
        cause = 'no-compatible-machine';
      } else if (!inst.machineUsable[m] || inst.distance(profile, warehouse, order.location) > maxDistance) {
        cause = 'too-far';
      } else if (!inst.hasRefill(m) && share > inst.startLoad[m]! + LOAD_EPSILON) {
        cause = 'no-capacity';
      } else if (inst.windowOffset[o + 1] === inst.windowOffset[o]) {
        cause = 'outside-windows';
      } else {
        sim.reset(m);
        sim.visit(o);
        sim.finish();
        if (sim.warp > 1e-6 || sim.excess > LOAD_EPSILON) {
          const arrival =
            inst.shiftStart[m]! + inst.duration(profile, inst.machineStart[m]!, inst.orderLocation[o]!);
          const firstOpen = inst.windowOpen[inst.windowOffset[o]!]!;
          const lastClose = inst.windowClose[inst.windowOffset[o + 1]! - 1]!;
          cause = arrival >= lastClose || firstOpen >= inst.hardEnd[m]! ? 'outside-windows' : 'day-too-short';
        }
      }
      inst.allowed[m * n + o] = cause === null ? 1 : 0;
      row.push(cause);
    }
    result.push(row);
  }
  return result;
}
