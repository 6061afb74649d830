import type { Instance } from '../model/instance';

/**
 * Granular neighbourhoods: for each order, the orders most worth trying next to it, by a
 * correlation of travel cost, waiting and lateness between their windows (Vidal et al. 2013):
 * cost(i, j) + 0.2 x wait + 1 x time warp, symmetrised by taking the smaller direction.
 */
export function buildNeighbours(inst: Instance, candidates: Int32Array, size: number): Int32Array[] {
  const n = inst.orderCount;
  const c = 0;
  const profile = inst.machineProfile[0] ?? 0;
  const dur = inst.durations[profile]!;
  const cost = inst.weighting === 'shortest' ? inst.distances[profile]! : dur;
  const scale = inst.weighting === 'shortest' ? inst.costPerMs : 1;
  const L = inst.locationCount;
  const first = (o: number): number =>
    inst.windowOffset[o + 1]! > inst.windowOffset[o]! ? inst.windowOpen[inst.windowOffset[o]!]! : 0;
  const last = (o: number): number =>
    inst.windowOffset[o + 1]! > inst.windowOffset[o]! ? inst.windowClose[inst.windowOffset[o + 1]! - 1]! : 0;
  const proximity = (i: number, j: number): number => {
    const a = inst.orderLocation[i]! * L + inst.orderLocation[j]!;
    const si = inst.service[c * n + i]!;
    const sj = inst.service[c * n + j]!;
    const lateStartI = last(i) - si;
    const lateStartJ = last(j) - sj;
    const wait = Math.max(first(j) - si - dur[a]! - lateStartI, 0);
    const warp = Math.max(first(i) + si + dur[a]! - lateStartJ, 0);
    return cost[a]! + scale * (0.2 * wait + warp);
  };
  const result: Int32Array[] = Array.from({ length: n }, () => new Int32Array(0));
  const k = Math.min(size, candidates.length - 1);
  const scores = new Float64Array(candidates.length);
  const index = Array.from({ length: candidates.length }, (_, i) => i);
  for (let a = 0; a < candidates.length; a++) {
    const i = candidates[a]!;
    for (let b = 0; b < candidates.length; b++) {
      const j = candidates[b]!;
      scores[b] = i === j ? Infinity : Math.min(proximity(i, j), proximity(j, i));
    }
    index.sort((x, y) => scores[x]! - scores[y]!);
    const list = new Int32Array(k);
    for (let t = 0; t < k; t++) list[t] = candidates[index[t]!]!;
    result[i] = list;
  }
  return result;
}
