import { LOAD_EPSILON } from '../model/instance';
import type { Instance } from '../model/instance';
import type { RouteEvaluator } from './evaluator';
import { PIECE_NODE, PIECE_PREFIX, PIECE_RANGE, PIECE_REVERSED, PIECE_SUFFIX } from './routes';
import type { Proposal, RouteSet } from './routes';

// Segment layout: duration, time warp, earliest start, latest start, distance, load, service.
const D = 0;
const TW = 1;
const E = 2;
const L = 3;
const DIST = 4;
const LOAD = 5;
const SERV = 6;
const STRIDE = 8;

/**
 * Constant-time route evaluation for single-window, single-load problems (the classic VRPTW and
 * its product equivalents) by concatenation of time-warp segments (Vidal et al. 2013): each route
 * caches its prefix and suffix segments, so any move that reconnects a few pieces is evaluated in
 * O(1) plus the length of the pieces it rebuilds node by node.
 */
export class TimeWarpEvaluator implements RouteEvaluator {
  readonly routes: RouteSet;
  timeWarpPenalty = 1;
  loadPenalty = 1;
  private readonly inst: Instance;
  private readonly n: number;
  private readonly size: number;
  private readonly shortest: boolean;
  private readonly nodeE: Float64Array;
  private readonly nodeL: Float64Array;
  private readonly nodeTW: Float64Array;
  private readonly prefix: Float64Array[];
  private readonly suffix: Float64Array[];
  private readonly baseCost: Float64Array;
  private readonly warpOf: Float64Array;
  private readonly excessOf: Float64Array;
  private readonly costOf: Float64Array;
  private readonly scratch = new Float64Array(STRIDE);

  // Accumulator of the segment being evaluated.
  private dur!: Float64Array;
  private dist!: Float64Array;
  private aLast = 0;
  private aD = 0;
  private aTW = 0;
  private aE = 0;
  private aL = 0;
  private aDist = 0;
  private aLoad = 0;
  private aServ = 0;
  private aCount = 0;

  constructor(inst: Instance, routes: RouteSet) {
    this.inst = inst;
    this.routes = routes;
    this.n = inst.orderCount;
    this.size = inst.locationCount;
    this.shortest = inst.weighting === 'shortest';
    const cells = inst.classCount * this.n;
    this.nodeE = new Float64Array(cells);
    this.nodeL = new Float64Array(cells);
    this.nodeTW = new Float64Array(cells);
    for (let c = 0; c < inst.classCount; c++) {
      for (let o = 0; o < this.n; o++) {
        const i = c * this.n + o;
        const w = inst.windowOffset[o]!;
        const hasWindow = inst.windowOffset[o + 1]! > w;
        const open = hasWindow ? inst.windowOpen[w]! : 0;
        const close = hasWindow ? inst.windowClose[w]! : 0;
        const latest = close - inst.service[i]!;
        this.nodeE[i] = open;
        this.nodeL[i] = Math.max(open, latest);
        this.nodeTW[i] = Math.max(0, open - latest);
      }
    }
    const k = routes.routeCount;
    const cap = (this.n + 2) * STRIDE;
    this.prefix = Array.from({ length: k }, () => new Float64Array(cap));
    this.suffix = Array.from({ length: k }, () => new Float64Array(cap));
    this.baseCost = new Float64Array(k);
    this.warpOf = new Float64Array(k);
    this.excessOf = new Float64Array(k);
    this.costOf = new Float64Array(k);
  }

  setPenalties(timeWarp: number, load: number): void {
    this.timeWarpPenalty = timeWarp;
    this.loadPenalty = load;
    for (let r = 0; r < this.costOf.length; r++) {
      this.costOf[r] = this.baseCost[r]! + timeWarp * this.warpOf[r]! + load * this.excessOf[r]!;
    }
  }

  cost(r: number): number {
    return this.costOf[r]!;
  }
  base(r: number): number {
    return this.baseCost[r]!;
  }
  timeWarp(r: number): number {
    return this.warpOf[r]!;
  }
  excess(r: number): number {
    return this.excessOf[r]!;
  }

  refresh(r: number): void {
    const inst = this.inst;
    const nodes = this.routes.nodes[r]!;
    const len = this.routes.length[r]!;
    const pre = this.prefix[r]!;
    const suf = this.suffix[r]!;
    const c = inst.machineClass[r]!;
    this.begin(r);
    this.store(pre, 0);
    for (let p = 1; p <= len; p++) {
      this.addNode(nodes[p]!, c);
      this.store(pre, p);
    }
    // Suffixes: node p followed by suffix p + 1.
    const dur = this.dur;
    const dist = this.dist;
    const s = this.scratch;
    for (let p = len; p >= 1; p--) {
      const o = nodes[p]!;
      const i = c * this.n + o;
      const at = p * STRIDE;
      if (p === len) {
        suf[at + D] = inst.service[i]!;
        suf[at + TW] = this.nodeTW[i]!;
        suf[at + E] = this.nodeE[i]!;
        suf[at + L] = this.nodeL[i]!;
        suf[at + DIST] = 0;
        suf[at + LOAD] = inst.tankShare[i]!;
        suf[at + SERV] = inst.service[i]!;
        continue;
      }
      s[D] = inst.service[i]!;
      s[TW] = this.nodeTW[i]!;
      s[E] = this.nodeE[i]!;
      s[L] = this.nodeL[i]!;
      s[DIST] = 0;
      s[LOAD] = inst.tankShare[i]!;
      s[SERV] = inst.service[i]!;
      const arc = inst.orderLocation[o]! * this.size + inst.orderLocation[nodes[p + 1]!]!;
      mergeInto(suf, at, s, 0, suf, at + STRIDE, dur[arc]!, dist[arc]!);
    }
    if (len === 0) {
      this.baseCost[r] = 0;
      this.warpOf[r] = 0;
      this.excessOf[r] = 0;
    } else {
      this.finish(r);
      this.baseCost[r] = this.lastBase;
      this.warpOf[r] = this.lastWarp;
      this.excessOf[r] = this.lastExcess;
    }
    this.costOf[r] =
      this.baseCost[r]! + this.timeWarpPenalty * this.warpOf[r]! + this.loadPenalty * this.excessOf[r]!;
  }

  lastBase = 0;
  lastWarp = 0;
  lastExcess = 0;

  evaluate(p: Proposal): number {
    const inst = this.inst;
    const route = p.route;
    const c = inst.machineClass[route]!;
    const profile = inst.machineProfile[route]!;
    this.begin(route);
    for (let i = 0; i < p.count; i++) {
      const kind = p.kind[i]!;
      if (kind === PIECE_NODE) {
        this.addNode(p.r[i]!, c);
        continue;
      }
      const r = p.r[i]!;
      const nodes = this.routes.nodes[r]!;
      const from = p.from[i]!;
      if (kind === PIECE_PREFIX && r === route && i === 0) {
        if (from <= p.to[i]!) this.load(r, p.to[i]!);
        continue;
      }
      if (kind === PIECE_SUFFIX) {
        const len = this.routes.length[r]!;
        if (from > len) continue;
        if (inst.machineClass[r] === c && inst.machineProfile[r] === profile) {
          this.mergeSuffix(r, from, len);
          continue;
        }
        for (let q = from; q <= len; q++) this.addNode(nodes[q]!, c);
        continue;
      }
      const to = p.to[i]!;
      if (kind === PIECE_REVERSED) for (let q = to; q >= from; q--) this.addNode(nodes[q]!, c);
      else if (kind === PIECE_RANGE || kind === PIECE_PREFIX)
        for (let q = from; q <= to; q++) this.addNode(nodes[q]!, c);
    }
    if (this.aCount === 0) {
      this.lastBase = 0;
      this.lastWarp = 0;
      this.lastExcess = 0;
      return 0;
    }
    this.finish(route);
    return this.lastBase + this.timeWarpPenalty * this.lastWarp + this.loadPenalty * this.lastExcess;
  }

  private begin(m: number): void {
    const inst = this.inst;
    const profile = inst.machineProfile[m]!;
    this.dur = inst.durations[profile]!;
    this.dist = inst.distances[profile]!;
    this.aLast = inst.machineStart[m]!;
    this.aD = 0;
    this.aTW = 0;
    this.aE = inst.shiftStart[m]!;
    this.aL = inst.hardEnd[m]!;
    this.aDist = 0;
    this.aLoad = 0;
    this.aServ = 0;
    this.aCount = 0;
  }

  private store(seg: Float64Array, p: number): void {
    const at = p * STRIDE;
    seg[at + D] = this.aD;
    seg[at + TW] = this.aTW;
    seg[at + E] = this.aE;
    seg[at + L] = this.aL;
    seg[at + DIST] = this.aDist;
    seg[at + LOAD] = this.aLoad;
    seg[at + SERV] = this.aServ;
  }

  private load(r: number, p: number): void {
    const seg = this.prefix[r]!;
    const at = p * STRIDE;
    this.aD = seg[at + D]!;
    this.aTW = seg[at + TW]!;
    this.aE = seg[at + E]!;
    this.aL = seg[at + L]!;
    this.aDist = seg[at + DIST]!;
    this.aLoad = seg[at + LOAD]!;
    this.aServ = seg[at + SERV]!;
    this.aLast = this.inst.orderLocation[this.routes.nodes[r]![p]!]!;
    this.aCount = p;
  }

  private addNode(o: number, c: number): void {
    const inst = this.inst;
    const i = c * this.n + o;
    const loc = inst.orderLocation[o]!;
    const arc = this.aLast * this.size + loc;
    const t = this.dur[arc]!;
    const svc = inst.service[i]!;
    const delta = this.aD - this.aTW + t;
    const bE = this.nodeE[i]!;
    const bL = this.nodeL[i]!;
    const waitTime = Math.max(bE - delta - this.aL, 0);
    const warp = Math.max(this.aE + delta - bL, 0);
    this.aD += svc + t + waitTime;
    this.aTW += this.nodeTW[i]! + warp;
    this.aE = Math.max(bE - delta, this.aE) - waitTime;
    this.aL = Math.min(bL - delta, this.aL) + warp;
    this.aDist += this.dist[arc]!;
    this.aLoad += inst.tankShare[i]!;
    this.aServ += svc;
    this.aLast = loc;
    this.aCount++;
  }

  private mergeSuffix(r: number, from: number, len: number): void {
    const seg = this.suffix[r]!;
    const at = from * STRIDE;
    const nodes = this.routes.nodes[r]!;
    const first = this.inst.orderLocation[nodes[from]!]!;
    const arc = this.aLast * this.size + first;
    const t = this.dur[arc]!;
    const delta = this.aD - this.aTW + t;
    const bE = seg[at + E]!;
    const bL = seg[at + L]!;
    const waitTime = Math.max(bE - delta - this.aL, 0);
    const warp = Math.max(this.aE + delta - bL, 0);
    this.aD += seg[at + D]! + t + waitTime;
    this.aTW += seg[at + TW]! + warp;
    this.aE = Math.max(bE - delta, this.aE) - waitTime;
    this.aL = Math.min(bL - delta, this.aL) + warp;
    this.aDist += this.dist[arc]! + seg[at + DIST]!;
    this.aLoad += seg[at + LOAD]!;
    this.aServ += seg[at + SERV]!;
    this.aLast = this.inst.orderLocation[nodes[len]!]!;
    this.aCount += len - from + 1;
  }

  /** Closes the accumulated segment at the machine's end place and sets last* figures. */
  private finish(m: number): void {
    const inst = this.inst;
    const end = inst.machineEnd[m]!;
    const arc = this.aLast * this.size + end;
    const t = this.dur[arc]!;
    const delta = this.aD - this.aTW + t;
    const hardEnd = inst.hardEnd[m]!;
    const warp = Math.max(this.aE + delta - hardEnd, 0);
    const duration = this.aD + t;
    const timeWarp = this.aTW + warp;
    const distance = this.aDist + this.dist[arc]!;
    const finishTime = this.aE + duration - timeWarp;
    const overtime = Math.max(0, Math.min(finishTime, hardEnd) - inst.shiftEnd[m]!);
    const base = this.shortest ? distance : duration - this.aServ;
    this.lastBase = base + inst.overtimeWeight * overtime;
    this.lastWarp = timeWarp;
    this.lastExcess = this.aLoad > 1 + LOAD_EPSILON ? this.aLoad - 1 : 0;
  }
}

/** dst[d] = a[ai] followed by b[bi], with travel time t and distance td between them. */
function mergeInto(
  dst: Float64Array,
  d: number,
  a: Float64Array,
  ai: number,
  b: Float64Array,
  bi: number,
  t: number,
  td: number,
): void {
  const delta = a[ai + D]! - a[ai + TW]! + t;
  const waitTime = Math.max(b[bi + E]! - delta - a[ai + L]!, 0);
  const warp = Math.max(a[ai + E]! + delta - b[bi + L]!, 0);
  const dur = a[ai + D]! + b[bi + D]! + t + waitTime;
  const tw = a[ai + TW]! + b[bi + TW]! + warp;
  const e = Math.max(b[bi + E]! - delta, a[ai + E]!) - waitTime;
  const l = Math.min(b[bi + L]! - delta, a[ai + L]!) + warp;
  const dist = a[ai + DIST]! + b[bi + DIST]! + td;
  const load = a[ai + LOAD]! + b[bi + LOAD]!;
  const serv = a[ai + SERV]! + b[bi + SERV]!;
  dst[d + D] = dur;
  dst[d + TW] = tw;
  dst[d + E] = e;
  dst[d + L] = l;
  dst[d + DIST] = dist;
  dst[d + LOAD] = load;
  dst[d + SERV] = serv;
}
