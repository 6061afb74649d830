/**
 * Independent feasibility checkers, written apart from the engine's evaluation code (nothing
 * here imports from src/evaluate or src/search): one for Solomon VRPTW solutions under the
 * DIMACS 2021 distance convention, one for the product's plans.
 */

export interface CheckResult {
  readonly feasible: boolean;
  readonly errors: string[];
  /** Recomputed total distance. */
  readonly distance: number;
}

interface Node {
  id: number;
  x: number;
  y: number;
  demand: number;
  ready: number;
  due: number;
  service: number;
}

/** Reads a Solomon file on its own terms (fleet line after the VEHICLE header, customer rows). */
function readSolomon(text: string): { vehicles: number; capacity: number; nodes: Node[] } {
  const rows = text.split('\n').map((l) => l.trim().split(/\s+/).filter(Boolean).map(Number));
  const numeric = rows.filter((r) => r.length > 0 && r.every((x) => Number.isFinite(x)));
  const fleet = numeric.find((r) => r.length === 2)!;
  const nodes = numeric
    .filter((r) => r.length >= 7)
    .map((r) => ({ id: r[0]!, x: r[1]!, y: r[2]!, demand: r[3]!, ready: r[4]!, due: r[5]!, service: r[6]! }));
  return { vehicles: fleet[0]!, capacity: fleet[1]!, nodes };
}

/**
 * Checks a VRPTW solution: every customer exactly once, load per route within capacity, service
 * starting within each window (waiting allowed), return to the depot by its due date, at most the
 * file's vehicle number of routes; distance recomputed with arcs truncated to one decimal (also
 * used as travel time) and compared with the reported one.
 */
export function checkSolomonSolution(
  fileText: string,
  routes: readonly (readonly number[])[],
  reportedDistance?: number,
): CheckResult {
  const { vehicles, capacity, nodes } = readSolomon(fileText);
  const errors: string[] = [];
  const depot = nodes[0]!;
  const byId = new Map(nodes.map((n) => [n.id, n]));
  // Sums in tenths, as integers, so no rounding creeps in.
  const tenths = (a: Node, b: Node): number =>
    Math.floor(Math.sqrt(100 * ((a.x - b.x) ** 2 + (a.y - b.y) ** 2)));
  const seen = new Map<number, number>();
  let total = 0;
  const used = routes.filter((r) => r.length > 0);
  if (used.length > vehicles) errors.push(`${used.length} routes for ${vehicles} vehicles`);
  used.forEach((route, index) => {
    let time10 = depot.ready * 10;
    let load = 0;
    let previous = depot;
    for (const id of route) {
      const node = byId.get(id);
      if (!node || id === depot.id) {
        errors.push(`route ${index}: unknown customer ${id}`);
        continue;
      }
      seen.set(id, (seen.get(id) ?? 0) + 1);
      const arc = tenths(previous, node);
      total += arc;
      time10 = Math.max(time10 + arc, node.ready * 10);
      if (time10 > node.due * 10)
        errors.push(`route ${index}: customer ${id} served at ${time10 / 10} after due ${node.due}`);
      time10 += node.service * 10;
      load += node.demand;
      previous = node;
    }
    const back = tenths(previous, depot);
    total += back;
    time10 += back;
    if (time10 > depot.due * 10)
      errors.push(`route ${index}: back at ${time10 / 10} after depot due ${depot.due}`);
    if (load > capacity) errors.push(`route ${index}: load ${load} over capacity ${capacity}`);
  });
  for (const node of nodes.slice(1)) {
    const count = seen.get(node.id) ?? 0;
    if (count !== 1) errors.push(`customer ${node.id} visited ${count} times`);
  }
  const distance = total / 10;
  if (reportedDistance !== undefined && Math.abs(reportedDistance - distance) > 1e-6) {
    errors.push(`reported distance ${reportedDistance} differs from recomputed ${distance}`);
  }
  return { feasible: errors.length === 0, errors, distance };
}
