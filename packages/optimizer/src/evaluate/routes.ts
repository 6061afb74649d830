/**
 * Routes under search: one per machine, orders at positions 1..length (the start and end places
 * are implicit at positions 0 and length + 1).
 */
export class RouteSet {
  readonly nodes: Int32Array[];
  readonly length: Int32Array;
  /** Route of each order, -1 when unassigned. */
  readonly routeOf: Int32Array;
  readonly positionOf: Int32Array;

  constructor(routeCount: number, orderCount: number) {
    this.nodes = Array.from({ length: routeCount }, () => new Int32Array(orderCount + 2));
    this.length = new Int32Array(routeCount);
    this.routeOf = new Int32Array(orderCount).fill(-1);
    this.positionOf = new Int32Array(orderCount);
  }

  get routeCount(): number {
    return this.length.length;
  }

  /** Replaces route r by the given orders (does not unassign orders it previously held). */
  setRoute(r: number, orders: ArrayLike<number>, count = orders.length): void {
    const nodes = this.nodes[r]!;
    for (let i = 0; i < count; i++) {
      const o = orders[i]!;
      nodes[i + 1] = o;
      this.routeOf[o] = r;
      this.positionOf[o] = i + 1;
    }
    this.length[r] = count;
  }

  clear(): void {
    this.length.fill(0);
    this.routeOf.fill(-1);
  }

  /** The orders of route r, in visit order. */
  orders(r: number): number[] {
    return Array.from(this.nodes[r]!.subarray(1, this.length[r]! + 1));
  }
}

export const PIECE_PREFIX = 0;
export const PIECE_SUFFIX = 1;
export const PIECE_RANGE = 2;
export const PIECE_REVERSED = 3;
export const PIECE_NODE = 4;

/**
 * A candidate route described as pieces of current routes, for constant-time evaluation where the
 * evaluator caches prefix and suffix data. Driven by the machine of `route`.
 */
export class Proposal {
  route = 0;
  count = 0;
  readonly kind = new Int32Array(8);
  readonly r = new Int32Array(8);
  readonly from = new Int32Array(8);
  readonly to = new Int32Array(8);

  start(route: number): this {
    this.route = route;
    this.count = 0;
    return this;
  }

  /** Positions 1..position of route r (r must be `route` and this the first piece). */
  prefix(r: number, position: number): this {
    return this.push(PIECE_PREFIX, r, 1, position);
  }

  /** Positions position..length of route r. */
  suffix(r: number, position: number): this {
    return this.push(PIECE_SUFFIX, r, position, -1);
  }

  /** Positions from..to of route r in order (empty when from > to). */
  range(r: number, from: number, to: number): this {
    return this.push(PIECE_RANGE, r, from, to);
  }

  /** Positions to down to from of route r (empty when from > to). */
  reversed(r: number, from: number, to: number): this {
    return this.push(PIECE_REVERSED, r, from, to);
  }

  node(order: number): this {
    return this.push(PIECE_NODE, order, 0, 0);
  }

  private push(kind: number, r: number, from: number, to: number): this {
    const i = this.count++;
    this.kind[i] = kind;
    this.r[i] = r;
    this.from[i] = from;
    this.to[i] = to;
    return this;
  }

  /** Writes the proposal's orders into out; returns how many. */
  materialise(routes: RouteSet, out: Int32Array): number {
    let k = 0;
    for (let i = 0; i < this.count; i++) {
      const kind = this.kind[i]!;
      if (kind === PIECE_NODE) {
        out[k++] = this.r[i]!;
        continue;
      }
      const nodes = routes.nodes[this.r[i]!]!;
      const from = this.from[i]!;
      const to = kind === PIECE_SUFFIX ? routes.length[this.r[i]!]! : this.to[i]!;
      if (kind === PIECE_REVERSED) for (let p = to; p >= from; p--) out[k++] = nodes[p]!;
      else for (let p = from; p <= to; p++) out[k++] = nodes[p]!;
    }
    return k;
  }
}
