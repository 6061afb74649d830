import { LOAD_EPSILON } from '../model/instance';
import type { Instance } from '../model/instance';

/** Below this share of a tank left, a machine refills before starting an order. */
const NEARLY_EMPTY = 0.02;

/** Receives the timeline while a route is simulated (times in ms, distances in mm). */
export interface TimelineRecorder {
  travel(start: number, end: number, from: number, to: number, distance: number, order: number): void;
  /** `meeting`: the index of the day's refill when it is a meeting with a tender at the field. */
  refill(start: number, end: number, place: number, order: number, batch: number, meeting?: number): void;
  cleaning(start: number, end: number, order: number): void;
  /** `meeting`: the refill index when the machine waits for a tender. */
  waiting(start: number, end: number, order: number, meeting?: number): void;
  application(start: number, end: number, order: number, batch: number, share: number): void;
}

/** Size of a saved simulation state (see `save`). */
export const STATE_SIZE = 16;

/**
 * Simulates one machine's day over a sequence of orders: cleaning when product families are
 * incompatible (the tank is emptied), refills at the best refill place when the tank cannot hold
 * what the order needs (before the order, or between batches with a trip out and back), work only
 * inside the order's windows (waiting for one to open, pausing when one closes), and the return
 * to the end place. Lateness is measured as time warp; the departure is delayed as much as the
 * waits allow without moving any work out of its window (Savelsbergh's forward slack).
 */
export class RouteSimulator {
  private readonly inst: Instance;
  private readonly n: number;
  private readonly size: number;
  private readonly shortest: boolean;
  recorder: TimelineRecorder | null = null;
  /**
   * Per machine with tenders, per refill of its day (in order): the earliest start of that refill
   * when it is a meeting (when the tender can be there), or -1 when it falls back to a refill
   * place. Refills past the array's end are meetings without a wait. Null: no constraint.
   */
  meetingReady: (Float64Array | null)[] | null = null;

  // Machine being simulated.
  private m = 0;
  private c = 0;
  private dur!: Float64Array;
  private dist!: Float64Array;
  private refillFrom = 0;
  private refillTo = 0;
  private meets = false;
  private ready: Float64Array | null = null;

  // State.
  t = 0;
  loc = 0;
  tank = 0;
  family = -1;
  travelTime = 0;
  distance = 0;
  waitTime = 0;
  cleanTime = 0;
  refillTime = 0;
  appliedTime = 0;
  warp = 0;
  excess = 0;
  waitSoFar = 0;
  slack = Infinity;
  refills = 0;
  count = 0;

  // Results of finish().
  departureDelay = 0;
  endTime = 0;
  overtime = 0;
  base = 0;
  /** Batches used by the last visited order. */
  lastBatches = 0;

  /**
   * Per machine, from x to locations: the refill place with the smallest detour (-2 until
   * computed), shared by machines with the same travel profile and refill places.
   */
  private readonly detours: Int32Array[];
  private detourPlaces!: Int32Array;

  constructor(inst: Instance) {
    this.inst = inst;
    this.n = inst.orderCount;
    this.size = inst.locationCount;
    this.shortest = inst.weighting === 'shortest';
    const shared = new Map<string, Int32Array>();
    this.detours = Array.from({ length: inst.machineCount }, (_, m) => {
      const places = inst.refillPlaces.subarray(inst.refillOffset[m]!, inst.refillOffset[m + 1]!);
      if (places.length === 0) return new Int32Array(0);
      const key = `${inst.machineProfile[m]!}:${places.join(',')}`;
      let table = shared.get(key);
      if (!table) {
        table = new Int32Array(inst.locationCount * inst.locationCount).fill(-2);
        shared.set(key, table);
      }
      return table;
    });
  }

  /** Starts machine m's day at its shift start (plus an optional delay). */
  reset(m: number, delay = 0): void {
    const inst = this.inst;
    this.setMachine(m);
    this.t = inst.shiftStart[m]! + delay;
    this.loc = inst.machineStart[m]!;
    this.tank = inst.startLoad[m]!;
    this.family = inst.initialFamily[m]!;
    this.travelTime = 0;
    this.distance = 0;
    this.waitTime = 0;
    this.cleanTime = 0;
    this.refillTime = 0;
    this.appliedTime = 0;
    this.warp = 0;
    this.excess = 0;
    this.waitSoFar = 0;
    this.slack = Infinity;
    this.refills = 0;
    this.count = 0;
  }

  private setMachine(m: number): void {
    const inst = this.inst;
    this.m = m;
    this.c = inst.machineClass[m]!;
    const profile = inst.machineProfile[m]!;
    this.dur = inst.durations[profile]!;
    this.dist = inst.distances[profile]!;
    this.refillFrom = inst.refillOffset[m]!;
    this.refillTo = inst.refillOffset[m + 1]!;
    this.detourPlaces = this.detours[m]!;
    this.meets = inst.meetingAllowed[m] === 1;
    this.ready = this.meetingReady?.[m] ?? null;
  }

  /** Whether the machine's next refill is a meeting with a tender at the field. */
  private meetsNext(): boolean {
    if (!this.meets) return false;
    const ready = this.ready;
    if (ready === null || this.refills >= ready.length) return true;
    return ready[this.refills]! >= 0 || this.refillTo === this.refillFrom;
  }

  /**
   * A refill from a tender where the machine is: it waits until the tender can be there, and its
   * time is fixed from then on (a later departure must not move the meeting).
   */
  private meet(order: number, batch: number): void {
    const k = this.refills;
    const ready = this.ready !== null && k < this.ready.length ? this.ready[k]! : 0;
    if (ready > this.t) {
      if (this.recorder) this.recorder.waiting(this.t, ready, order, k);
      this.waitTime += ready - this.t;
      this.waitSoFar += ready - this.t;
      this.t = ready;
    }
    this.slack = Math.min(this.slack, this.waitSoFar);
    const time = this.inst.refillDuration[this.m]!;
    if (this.recorder) this.recorder.refill(this.t, this.t + time, this.loc, order, batch, k);
    this.t += time;
    this.refillTime += time;
    this.tank = 1;
    this.refills++;
  }

  save(into: Float64Array, at: number): void {
    into[at] = this.t;
    into[at + 1] = this.loc;
    into[at + 2] = this.tank;
    into[at + 3] = this.family;
    into[at + 4] = this.travelTime;
    into[at + 5] = this.distance;
    into[at + 6] = this.waitTime;
    into[at + 7] = this.cleanTime;
    into[at + 8] = this.refillTime;
    into[at + 9] = this.appliedTime;
    into[at + 10] = this.warp;
    into[at + 11] = this.excess;
    into[at + 12] = this.waitSoFar;
    into[at + 13] = this.slack;
    into[at + 14] = this.refills;
    into[at + 15] = this.count;
  }

  restore(m: number, from: Float64Array, at: number): void {
    this.setMachine(m);
    this.t = from[at]!;
    this.loc = from[at + 1]!;
    this.tank = from[at + 2]!;
    this.family = from[at + 3]!;
    this.travelTime = from[at + 4]!;
    this.distance = from[at + 5]!;
    this.waitTime = from[at + 6]!;
    this.cleanTime = from[at + 7]!;
    this.refillTime = from[at + 8]!;
    this.appliedTime = from[at + 9]!;
    this.warp = from[at + 10]!;
    this.excess = from[at + 11]!;
    this.waitSoFar = from[at + 12]!;
    this.slack = from[at + 13]!;
    this.refills = from[at + 14]!;
    this.count = from[at + 15]!;
  }

  private cost(from: number, to: number): number {
    const arc = from * this.size + to;
    return this.shortest ? this.dist[arc]! : this.dur[arc]!;
  }

  /** Refill place minimising the cost of from -> place -> to; -1 when the machine has none. */
  private bestRefill(from: number, to: number): number {
    if (this.refillTo === this.refillFrom) return -1;
    const at = from * this.size + to;
    let place = this.detourPlaces[at]!;
    if (place === -2) {
      place = this.searchRefill(from, to);
      this.detourPlaces[at] = place;
    }
    return place;
  }

  private searchRefill(from: number, to: number): number {
    let best = -1;
    let bestCost = Infinity;
    for (let i = this.refillFrom; i < this.refillTo; i++) {
      const place = this.inst.refillPlaces[i]!;
      const c = this.cost(from, place) + this.cost(place, to);
      if (c < bestCost) {
        bestCost = c;
        best = place;
      }
    }
    return best;
  }

  private travel(to: number, order: number): void {
    const arc = this.loc * this.size + to;
    const time = this.dur[arc]!;
    const length = this.dist[arc]!;
    if (this.recorder && (time > 0 || length > 0 || this.loc !== to)) {
      this.recorder.travel(this.t, this.t + time, this.loc, to, length, order);
    }
    this.t += time;
    this.travelTime += time;
    this.distance += length;
    this.loc = to;
  }

  private refill(place: number, order: number, batch: number): void {
    const time = this.inst.refillDuration[this.m]!;
    if (this.recorder) this.recorder.refill(this.t, this.t + time, place, order, batch);
    this.t += time;
    this.refillTime += time;
    this.tank = 1;
    this.refills++;
  }

  /** Visits order o after the current state. */
  visit(o: number): void {
    const inst = this.inst;
    const i = this.c * this.n + o;
    const need = inst.tankShare[i]!;
    const service = inst.service[i]!;
    const site = inst.orderLocation[o]!;
    const family = inst.orderFamily[o]!;
    const hasRefill = this.refillTo > this.refillFrom || this.meets;
    this.count++;

    if (
      this.family >= 0 &&
      family !== this.family &&
      inst.needsCleaning[this.family * inst.familyCount + family]
    ) {
      const time = inst.cleaningDuration[this.m]!;
      if (this.recorder) this.recorder.cleaning(this.t, this.t + time, o);
      this.t += time;
      this.cleanTime += time;
      this.tank = 0;
      this.family = -1;
    }

    let refillFirst = false;
    let before = -1;
    if (hasRefill && need > 0 && this.tank + LOAD_EPSILON < need) {
      if (this.tank < NEARLY_EMPTY) refillFirst = true;
      else if (need <= 1 + LOAD_EPSILON && this.meets) {
        // A tender brings the load to the field: no detour, so refill before the order (also when
        // this refill falls back to a place, so the day keeps the same refills).
        refillFirst = true;
      } else if (need <= 1 + LOAD_EPSILON) {
        before = this.bestRefill(this.loc, site);
        const between = this.bestRefill(site, site);
        const detourBefore =
          this.cost(this.loc, before) + this.cost(before, site) - this.cost(this.loc, site);
        const detourBetween = this.cost(site, between) + this.cost(between, site);
        refillFirst = detourBefore <= detourBetween;
      }
    }
    if (refillFirst && this.meetsNext()) {
      this.travel(site, o);
      this.meet(o, 1);
    } else if (refillFirst) {
      const place = before >= 0 ? before : this.bestRefill(this.loc, site);
      this.travel(place, o);
      this.refill(place, o, 1);
    }
    this.travel(site, o);

    let remaining = need;
    let remainingTime = service;
    let batch = 1;
    let w = inst.windowOffset[o]!;
    const wEnd = inst.windowOffset[o + 1]!;
    for (;;) {
      let piece: number;
      let pieceTime: number;
      if (need <= 0) {
        piece = 0;
        pieceTime = remainingTime;
      } else {
        const usable = Math.min(remaining, this.tank);
        if (remaining - usable <= LOAD_EPSILON) {
          piece = remaining;
          pieceTime = remainingTime;
        } else if (!hasRefill) {
          this.excess += remaining - usable;
          piece = remaining;
          pieceTime = remainingTime;
        } else {
          piece = usable;
          pieceTime = Math.round((service * usable) / need);
        }
      }
      if (pieceTime === 0) {
        // Nothing to apply (no area): the visit still has to fall inside a window.
        while (w < wEnd && inst.windowClose[w]! < this.t) w++;
        if (w === wEnd) {
          const lastClose = wEnd > inst.windowOffset[o]! ? inst.windowClose[wEnd - 1]! : this.t;
          this.warp += this.t - lastClose;
          // A recorded day keeps the real clock (see the work below).
          if (!this.recorder) this.t = lastClose;
          this.slack = Math.min(this.slack, this.waitSoFar);
        } else {
          const open = inst.windowOpen[w]!;
          if (this.t < open) {
            if (this.recorder) this.recorder.waiting(this.t, open, o);
            this.waitTime += open - this.t;
            this.waitSoFar += open - this.t;
            this.t = open;
          }
          this.slack = Math.min(this.slack, this.waitSoFar + inst.windowClose[w]! - this.t);
        }
        if (this.recorder) this.recorder.application(this.t, this.t, o, batch, piece);
      }
      // Work pieceTime inside the windows.
      let work = pieceTime;
      while (work > 0) {
        while (w < wEnd && inst.windowClose[w]! <= this.t) w++;
        if (w === wEnd) {
          const lastClose = wEnd > inst.windowOffset[o]! ? inst.windowClose[wEnd - 1]! : this.t;
          const late = Math.max(0, this.t - lastClose);
          this.warp += late + work;
          this.slack = Math.min(this.slack, this.waitSoFar);
          if (this.recorder)
            this.recorder.application(
              this.t,
              this.t + work,
              o,
              batch,
              (piece * work) / Math.max(pieceTime, 1),
            );
          // Time warp sets the clock back to the window's close, so the search prices later stops
          // as if this work were done in time. A recorded day (a planner's infeasible sequence
          // timed for the screen) keeps the real clock instead: the late work takes its time and
          // what follows comes after it, never overlapping it (its warp still says it is late;
          // the violations `evaluateRoutes` answers are measured without a recorder).
          if (this.recorder) this.t += work;
          else this.t -= late;
          work = 0;
          break;
        }
        const open = inst.windowOpen[w]!;
        const close = inst.windowClose[w]!;
        if (this.t < open) {
          if (this.recorder) this.recorder.waiting(this.t, open, o);
          this.waitTime += open - this.t;
          this.waitSoFar += open - this.t;
          this.t = open;
        }
        const available = close - this.t;
        if (available >= work) {
          if (this.recorder)
            this.recorder.application(
              this.t,
              this.t + work,
              o,
              batch,
              pieceTime > 0 ? (piece * work) / pieceTime : piece,
            );
          this.t += work;
          this.slack = Math.min(this.slack, this.waitSoFar + close - this.t);
          work = 0;
        } else {
          if (this.recorder)
            this.recorder.application(this.t, close, o, batch, (piece * available) / pieceTime);
          work -= available;
          this.t = close;
          this.slack = Math.min(this.slack, this.waitSoFar);
        }
      }
      this.appliedTime += pieceTime;
      this.tank = Math.max(0, this.tank - piece);
      remaining -= piece;
      remainingTime -= pieceTime;
      if (need <= 0 || remaining <= LOAD_EPSILON) break;
      batch++;
      if (this.meetsNext()) this.meet(o, batch);
      else {
        const place = this.bestRefill(site, site);
        this.travel(place, o);
        this.refill(place, o, batch);
        this.travel(site, o);
      }
    }
    this.lastBatches = batch;
    this.family = family;
  }

  /**
   * A cleanout the planner asked for at this point of the day: the machine spends its cleaning
   * time where it is and the tank is emptied, so the next order starts with a refill.
   */
  cleanOut(): void {
    const time = this.inst.cleaningDuration[this.m]!;
    if (this.recorder) this.recorder.cleaning(this.t, this.t + time, -1);
    this.t += time;
    this.cleanTime += time;
    this.tank = 0;
    this.family = -1;
  }

  /** Returns to the end place and computes the day's figures; returns the penalised parts' base. */
  finish(): void {
    const inst = this.inst;
    const m = this.m;
    if (this.count === 0) {
      this.departureDelay = 0;
      this.endTime = inst.shiftStart[m]!;
      this.overtime = 0;
      this.base = 0;
      return;
    }
    this.travel(inst.machineEnd[m]!, -1);
    const hardEnd = inst.hardEnd[m]!;
    // Time warp inside windows sets the clock back (work counted as done in time); measured as
    // Vidal's duration, the route lasts that much longer than its clock shows.
    const setBack = this.warp;
    if (this.t > hardEnd) {
      this.warp += this.t - hardEnd;
      this.slack = Math.min(this.slack, this.waitSoFar);
    } else this.slack = Math.min(this.slack, this.waitSoFar + hardEnd - this.t);
    this.departureDelay = Math.max(0, Math.min(this.slack, this.waitTime));
    this.endTime = this.t;
    this.overtime = Math.max(0, Math.min(this.t, hardEnd) - inst.shiftEnd[m]!);
    const duration = this.t - inst.shiftStart[m]! - this.departureDelay + setBack;
    const cost = this.shortest ? this.distance : duration - this.appliedTime;
    this.base = cost + inst.overtimeWeight * this.overtime;
  }
}
