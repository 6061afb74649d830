import type { Order, Problem } from '../model/problem';

/** A node of a Solomon-format file (the depot is CUST NO. 0, or the first row). */
export interface SolomonCustomer {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly demand: number;
  readonly ready: number;
  readonly due: number;
  readonly service: number;
}

/** A VRPTW instance in Solomon's text format (also the Gehring-Homberger instances). */
export interface SolomonInstance {
  readonly name: string;
  readonly vehicles: number;
  readonly capacity: number;
  readonly depot: SolomonCustomer;
  readonly customers: readonly SolomonCustomer[];
}

/** Parses Solomon's format: name line, VEHICLE NUMBER CAPACITY, CUSTOMER table. */
export function parseSolomon(text: string): SolomonInstance {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const name = lines.find((l) => l.length > 0) ?? 'instance';
  const numbers = (l: string): number[] => l.split(/\s+/).filter(Boolean).map(Number);
  const vehicleHeader = lines.findIndex((l) => /^NUMBER\s+CAPACITY/i.test(l));
  if (vehicleHeader < 0) throw new Error('missing VEHICLE section');
  const fleetLine = lines.slice(vehicleHeader + 1).find((l) => l.length > 0)!;
  const [vehicles, capacity] = numbers(fleetLine);
  const customerHeader = lines.findIndex((l) => /^CUST\s+NO/i.test(l));
  if (customerHeader < 0) throw new Error('missing CUSTOMER section');
  const rows: SolomonCustomer[] = [];
  for (const line of lines.slice(customerHeader + 1)) {
    const v = numbers(line);
    if (v.length < 7 || v.some((x) => !Number.isFinite(x))) continue;
    rows.push({ id: v[0]!, x: v[1]!, y: v[2]!, demand: v[3]!, ready: v[4]!, due: v[5]!, service: v[6]! });
  }
  if (rows.length === 0 || vehicles === undefined || capacity === undefined)
    throw new Error('empty instance');
  return { name, vehicles, capacity, depot: rows[0]!, customers: rows.slice(1) };
}

/** Arc length under the DIMACS 2021 convention: Euclidean distance truncated to one decimal. */
export function truncatedDistance(a: SolomonCustomer, b: SolomonCustomer): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.floor(Math.sqrt(100 * (dx * dx + dy * dy))) / 10;
}

/**
 * The VRPTW as a product problem: location 0 is the depot; every customer is an order with one
 * window [ready, due + service] (application must fit inside, so service starts by the due date),
 * a liquid load equal to its demand and an applied time equal to its service time (area in
 * hectares = service seconds on machines covering 1 ha/s); every vehicle is a machine with one
 * compartment of the vehicle capacity, no refill place and a day equal to the depot's window.
 * Travel time and distance are the truncated distances; the objective is distance.
 */
export function solomonToProblem(instance: SolomonInstance): Problem {
  const nodes = [instance.depot, ...instance.customers];
  const size = nodes.length;
  const matrix = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++)
      matrix[i * size + j] = i === j ? 0 : truncatedDistance(nodes[i]!, nodes[j]!);
  const orders: Order[] = instance.customers.map((c, i) => ({
    id: String(c.id),
    location: i + 1,
    area: c.service,
    loads: [{ mixtureType: 'liquid', amount: c.demand }],
    windows: [[c.ready, c.due + c.service]],
    applicationType: 'delivery',
    productFamily: 'any',
  }));
  const machines = Array.from({ length: instance.vehicles }, (_, v) => ({
    id: `vehicle-${v + 1}`,
    start: 0,
    end: 0,
    shift: { start: instance.depot.ready, end: instance.depot.due, overtimeLimit: 0 },
    // 1000 m x 36 km/h x 1 = 10 000 m²/s = 1 ha/s: applied time in seconds equals the area.
    operatingSpeedKmh: 36,
    workingWidthM: 1000,
    fieldEfficiency: 1,
    compartments: [{ mixtureType: 'liquid' as const, capacity: instance.capacity }],
    applicationTypes: ['delivery'],
  }));
  return {
    locationCount: size,
    matrices: [{ durations: matrix, distances: matrix }],
    machines,
    orders,
    weighting: 'shortest',
    coordinates: nodes.map((c) => [c.x, c.y] as const),
  };
}
