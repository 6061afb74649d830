import type { Instance } from '../model/instance';
import type { Individual } from './individual';
import type { Random } from './random';

/** Offspring route sets (one array per machine) and the orders they lost. */
export interface Offspring {
  readonly first: number[][];
  readonly second: number[][];
  readonly unplanned: number[];
}

/** Direction of a route's centroid around the centroid of all orders (a pseudo-angle). */
function routeAngle(inst: Instance, route: Int32Array, cx: number, cy: number): number {
  let x = 0;
  let y = 0;
  for (let i = 0; i < route.length; i++) {
    const loc = inst.orderLocation[route[i]!]!;
    x += inst.positionX[loc]!;
    y += inst.positionY[loc]!;
  }
  const dx = x / route.length - cx;
  const dy = y / route.length - cy;
  if (dx === 0 && dy === 0) return 0;
  return Math.sign(dy || 1) * (1 - dx / (Math.abs(dx) + Math.abs(dy)));
}

/**
 * Selective route exchange (Nagata and Kobayashi 2010, as used in hybrid genetic search for
 * time windows): routes of both parents are ordered by direction, a run of adjacent routes of B
 * replaces a run of A (shifted to overlap best); the first child keeps B's run whole and drops
 * those orders from A's other routes, the second keeps A's other routes whole. Orders of A's run
 * missing from B's are left for repair. With identical machines routes move freely; otherwise a
 * machine keeps its own route from one parent or the other.
 */
export function selectiveRouteExchange(
  inst: Instance,
  a: Individual,
  b: Individual,
  rng: Random,
  identicalMachines: boolean,
  cx: number,
  cy: number,
): Offspring {
  const k = inst.machineCount;
  const used = (ind: Individual): number[] =>
    ind.routes.map((_, r) => r).filter((r) => ind.routes[r]!.length > 0);
  const byAngle = (ind: Individual, list: number[]): number[] => {
    const angle = new Map(list.map((r) => [r, routeAngle(inst, ind.routes[r]!, cx, cy)]));
    return list.sort((x, y) => angle.get(x)! - angle.get(y)!);
  };
  const routesA = byAngle(a, used(a));
  const routesB = identicalMachines ? byAngle(b, used(b)) : routesA;
  const nA = routesA.length;
  const nB = routesB.length;
  const empty = (): number[][] => Array.from({ length: k }, () => []);
  if (nA === 0 || nB === 0) {
    return {
      first: a.routes.map((r) => Array.from(r)),
      second: a.routes.map((r) => Array.from(r)),
      unplanned: [],
    };
  }
  const moved = 1 + rng.int(Math.min(nA, nB));
  let startA = rng.int(nA);
  let startB = identicalMachines ? rng.int(nB) : startA;
  const routeOfA = (i: number): Int32Array => a.routes[routesA[((i % nA) + nA) % nA]!]!;
  const routeOfB = (i: number): Int32Array => b.routes[routesB[((i % nB) + nB) % nB]!]!;

  const inA = new Uint8Array(inst.orderCount);
  const inB = new Uint8Array(inst.orderCount);
  const mark = (set: Uint8Array, route: Int32Array, value: number): void => {
    for (let i = 0; i < route.length; i++) set[route[i]!] = value;
  };
  for (let r = 0; r < moved; r++) {
    mark(inA, routeOfA(startA + r), 1);
    mark(inB, routeOfB(startB + r), 1);
  }
  if (identicalMachines) {
    // Shift the runs while that reduces the orders of A's run that B's run does not cover.
    for (let guard = 0; guard < 4 * (nA + nB); guard++) {
      const count = (route: Int32Array, set: Uint8Array, want: number): number => {
        let c = 0;
        for (let i = 0; i < route.length; i++) if (set[route[i]!] === want) c++;
        return c;
      };
      const aLeft = count(routeOfA(startA - 1), inB, 0) - count(routeOfA(startA + moved - 1), inB, 0);
      const aRight = count(routeOfA(startA + moved), inB, 0) - count(routeOfA(startA), inB, 0);
      const bLeft = count(routeOfB(startB + moved - 1), inA, 1) - count(routeOfB(startB - 1), inA, 1);
      const bRight = count(routeOfB(startB), inA, 1) - count(routeOfB(startB + moved), inA, 1);
      const best = Math.min(aLeft, aRight, bLeft, bRight);
      if (best >= 0) break;
      if (best === aLeft) {
        mark(inA, routeOfA(startA + moved - 1), 0);
        startA--;
        mark(inA, routeOfA(startA), 1);
      } else if (best === aRight) {
        mark(inA, routeOfA(startA), 0);
        startA++;
        mark(inA, routeOfA(startA + moved - 1), 1);
      } else if (best === bLeft) {
        mark(inB, routeOfB(startB + moved - 1), 0);
        startB--;
        mark(inB, routeOfB(startB), 1);
      } else {
        mark(inB, routeOfB(startB), 0);
        startB++;
        mark(inB, routeOfB(startB + moved - 1), 1);
      }
    }
  }

  const first = empty();
  const second = empty();
  const movedSlots = new Set<number>();
  for (let r = 0; r < moved; r++) {
    const slot = routesA[(((startA + r) % nA) + nA) % nA]!;
    movedSlots.add(slot);
    const routeB = routeOfB(startB + r);
    const target = identicalMachines ? slot : slot;
    for (let i = 0; i < routeB.length; i++) {
      const o = routeB[i]!;
      first[target]!.push(o);
      if (inA[o]) second[target]!.push(o);
    }
  }
  for (let m = 0; m < k; m++) {
    if (movedSlots.has(m)) continue;
    const route = a.routes[m]!;
    for (let i = 0; i < route.length; i++) {
      const o = route[i]!;
      if (!inB[o] || inA[o]) first[m]!.push(o);
      second[m]!.push(o);
    }
  }
  const unplanned: number[] = [];
  for (let o = 0; o < inst.orderCount; o++) if (inA[o] && !inB[o]) unplanned.push(o);
  return { first, second, unplanned };
}
