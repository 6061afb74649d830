import type { Instance } from '../model/instance';
import type { Activity, TenderLoadItem, TenderSchedule } from '../model/plan';
import type { Tender } from '../model/problem';

const S = 1000;

/** What one order load needs from a tender at a meeting (real units: litres or kilograms). */
export interface MeetingItem {
  readonly order: number;
  readonly load: number;
  readonly amount: number;
}

/** A sprayer's refill at its field, to be served by a tender (times in ms). */
export interface MeetingRequest {
  readonly machine: number;
  /** Index of the refill in the machine's day. */
  readonly refill: number;
  /** When the sprayer is at the field, ready for the transfer. */
  readonly time: number;
  readonly site: number;
  /** Transfer time (the group's refill time). */
  readonly transfer: number;
  /** Everything the sprayer applies from this load until its next refill. */
  readonly items: readonly MeetingItem[];
  /**
   * Longest wait (ms) worth making the sprayer do: past it the sprayer refills at a place, so no
   * tender is committed to the request (it stays free for later ones). None: any wait.
   */
  readonly maxWait?: number;
}

/** The tender chosen for a request and when the transfer starts (ms), or null when none can. */
export interface MeetingAnswer {
  readonly tender: number;
  readonly start: number;
}

interface Held {
  order: number;
  load: number;
  amount: number;
  compartments: number[];
}

interface Trip {
  readonly loadActivity: number;
  readonly held: Map<string, Held>;
  readonly used: Uint8Array;
  readonly growers: Set<string | undefined>;
  readonly orders: Set<number>;
}

interface Day {
  t: number;
  loc: number;
  trip: Trip | null;
  trips: number;
  meetings: number;
  distance: number;
  readonly activities: Activity[];
}

/**
 * Plans the tenders' days for the sprayers' meeting requests, greedily in the order of the
 * requests' times: each request goes to the allowed tender that can be at the field first, either
 * on its current trip (when the group's consolidation rule and its free compartments allow) or on
 * a new trip (back to its place, load, drive). A tender that is early waits before leaving, so it
 * arrives as the sprayer is ready; one that is late makes the sprayer wait (the answer's start).
 */
export class TenderDispatcher {
  private readonly inst: Instance;
  private readonly tenders: readonly Tender[];
  private readonly days: Day[];
  private readonly servedBy: Set<string>[];

  constructor(inst: Instance) {
    this.inst = inst;
    this.tenders = inst.problem.tenders ?? [];
    this.days = this.tenders.map((tender) => ({
      t: Math.round(tender.shift.start * S),
      loc: tender.start,
      trip: null,
      trips: 0,
      meetings: 0,
      distance: 0,
      activities: [],
    }));
    this.servedBy = inst.problem.machines.map((machine) => new Set(machine.tenders ?? []));
  }

  /** Serves requests in time order; answers in the requests' order. */
  dispatch(requests: readonly MeetingRequest[]): (MeetingAnswer | null)[] {
    const answers: (MeetingAnswer | null)[] = requests.map(() => null);
    const order = requests.map((_, i) => i).sort((a, b) => requests[a]!.time - requests[b]!.time || a - b);
    for (const i of order) answers[i] = this.serve(requests[i]!);
    return answers;
  }

  private serve(request: MeetingRequest): MeetingAnswer | null {
    let best: { tender: number; start: number; extend: boolean } | null = null;
    this.tenders.forEach((tender, j) => {
      if (!this.servedBy[request.machine]!.has(tender.id)) return;
      for (const extend of [true, false]) {
        const start = this.earliest(j, request, extend);
        if (start === null) continue;
        const meeting = Math.max(start, request.time);
        if (best === null || meeting < best.start) best = { tender: j, start: meeting, extend };
      }
    });
    if (best === null) return null;
    const chosen: { tender: number; start: number; extend: boolean } = best;
    if (chosen.start - request.time > (request.maxWait ?? Infinity)) return null;
    this.commit(chosen.tender, request, chosen.start, chosen.extend);
    return { tender: chosen.tender, start: chosen.start };
  }

  private duration(j: number, from: number, to: number): number {
    return this.inst.duration(this.tenders[j]!.travelProfile ?? 0, from, to);
  }

  /** Earliest arrival of tender j at the request's field (ms), or null when it cannot serve it. */
  private earliest(j: number, request: MeetingRequest, extend: boolean): number | null {
    const tender = this.tenders[j]!;
    const day = this.days[j]!;
    let arrival: number;
    if (extend) {
      if (day.trip === null || !this.fits(j, day.trip, request)) return null;
      arrival = day.t + this.duration(j, day.loc, request.site);
    } else {
      if (!this.fits(j, null, request)) return null;
      const load = Math.round((tender.loadSeconds ?? 0) * S);
      arrival =
        day.t +
        this.duration(j, day.loc, tender.loadPlace) +
        load +
        this.duration(j, tender.loadPlace, request.site);
    }
    const hardEnd = Math.round((tender.shift.end + tender.shift.overtimeLimit) * S);
    const done =
      Math.max(arrival, request.time) + request.transfer + this.duration(j, request.site, tender.end);
    return done <= hardEnd ? arrival : null;
  }

  /** Whether the request's items fit the trip (or an empty tender) under consolidation. */
  private fits(j: number, trip: Trip | null, request: MeetingRequest): boolean {
    return this.consolidates(trip, request) && this.allocate(j, trip, request, false);
  }

  /** Whether the trip may carry the request's orders too (the group's consolidation rule). */
  private consolidates(trip: Trip | null, request: MeetingRequest): boolean {
    const rule = this.inst.problem.consolidation ?? 'several-growers';
    if (rule === 'several-growers') return true;
    const orders = new Set(trip?.orders ?? []);
    for (const item of request.items) orders.add(item.order);
    if (orders.size <= 1) return true;
    if (rule !== 'same-grower') return false;
    const growers = new Set([...orders].map((o) => this.inst.problem.orders[o]!.grower));
    return growers.size === 1 && !growers.has(undefined);
  }

  /**
   * Places the request's items in compartments: an order load keeps to its own compartments
   * (filling the spare room of those it has, then taking free ones of its mixture type, first to
   * last or last to first). With `apply` false only answers whether it fits.
   */
  private allocate(j: number, trip: Trip | null, request: MeetingRequest, apply: boolean): boolean {
    const tender = this.tenders[j]!;
    const used = trip ? Uint8Array.from(trip.used) : new Uint8Array(tender.compartments.length);
    const held = new Map<string, Held>();
    for (const [key, h] of trip?.held ?? []) held.set(key, { ...h, compartments: [...h.compartments] });
    const orders = this.inst.problem.orders;
    const sequence = tender.compartments.map((_, i) => i);
    if (tender.loadLastToFirst) sequence.reverse();
    for (const item of request.items) {
      const load = orders[item.order]!.loads[item.load]!;
      const key = `${item.order}:${item.load}`;
      const h = held.get(key) ?? { order: item.order, load: item.load, amount: 0, compartments: [] };
      h.amount += item.amount;
      let room = h.compartments.reduce((sum, c) => sum + tender.compartments[c]!.capacity, 0);
      for (const c of sequence) {
        if (room + 1e-6 >= h.amount) break;
        if (used[c] || tender.compartments[c]!.mixtureType !== load.mixtureType) continue;
        used[c] = 1;
        h.compartments.push(c);
        room += tender.compartments[c]!.capacity;
      }
      if (room + 1e-6 < h.amount) return false;
      held.set(key, h);
    }
    if (apply && trip) {
      trip.used.set(used);
      trip.held.clear();
      for (const [key, h] of held) trip.held.set(key, h);
    }
    return true;
  }

  private commit(j: number, request: MeetingRequest, start: number, extend: boolean): void {
    const tender = this.tenders[j]!;
    const day = this.days[j]!;
    const id = (o: number): string => this.inst.problem.orders[o]!.id;
    const travel = (to: number): void => {
      const time = this.duration(j, day.loc, to);
      const length = this.inst.distance(tender.travelProfile ?? 0, day.loc, to);
      if (time > 0 || length > 0 || day.loc !== to)
        day.activities.push({
          kind: 'travel',
          start: day.t / S,
          end: (day.t + time) / S,
          from: day.loc,
          to,
          distance: length / S,
        });
      day.t += time;
      day.distance += length;
      day.loc = to;
    };
    const wait = (until: number): void => {
      if (until > day.t) day.activities.push({ kind: 'waiting', start: day.t / S, end: until / S });
      day.t = Math.max(day.t, until);
    };
    if (!extend || day.trip === null) {
      const load = Math.round((tender.loadSeconds ?? 0) * S);
      const lead =
        this.duration(j, day.loc, tender.loadPlace) + load + this.duration(j, tender.loadPlace, request.site);
      wait(start - lead);
      travel(tender.loadPlace);
      day.trip = {
        loadActivity: day.activities.length,
        held: new Map(),
        used: new Uint8Array(tender.compartments.length),
        growers: new Set(),
        orders: new Set(),
      };
      day.activities.push({ kind: 'load', start: day.t / S, end: (day.t + load) / S, to: tender.loadPlace });
      day.t += load;
      day.trips++;
    }
    const trip = day.trip;
    this.allocate(j, trip, request, true);
    travel(request.site);
    wait(start);
    const items: TenderLoadItem[] = request.items.map((item) => {
      const h = trip.held.get(`${item.order}:${item.load}`)!;
      const load = this.inst.problem.orders[item.order]!.loads[item.load]!;
      trip.growers.add(this.inst.problem.orders[item.order]!.grower);
      trip.orders.add(item.order);
      return itemOf(
        id(item.order),
        item.load,
        load.mixtureType,
        item.amount,
        load.productIds,
        h.compartments,
      );
    });
    day.activities.push({
      kind: 'meeting',
      start: start / S,
      end: (start + request.transfer) / S,
      to: request.site,
      machineId: this.inst.problem.machines[request.machine]!.id,
      orderId: items[0]?.orderId,
      items,
    });
    day.t = start + request.transfer;
    day.meetings++;
    // The trip's load is what its meetings take, so far.
    const loaded = day.activities[trip.loadActivity]!;
    day.activities[trip.loadActivity] = {
      ...loaded,
      items: [...trip.held.values()].map((h) => {
        const load = this.inst.problem.orders[h.order]!.loads[h.load]!;
        return itemOf(id(h.order), h.load, load.mixtureType, h.amount, load.productIds, h.compartments);
      }),
    };
  }

  /** The tenders' days, each ending with the drive back to its end place. */
  schedules(): TenderSchedule[] {
    return this.tenders.map((tender, j) => {
      const day = this.days[j]!;
      if (day.meetings === 0) {
        const at = tender.shift.start;
        return {
          tenderId: tender.id,
          activities: [],
          departure: at,
          arrival: at,
          trips: 0,
          meetings: 0,
          distance: 0,
        };
      }
      const time = this.duration(j, day.loc, tender.end);
      const length = this.inst.distance(tender.travelProfile ?? 0, day.loc, tender.end);
      const activities = [...day.activities];
      if (time > 0 || length > 0 || day.loc !== tender.end)
        activities.push({
          kind: 'travel',
          start: day.t / S,
          end: (day.t + time) / S,
          from: day.loc,
          to: tender.end,
          distance: length / S,
        });
      // The day starts when the tender leaves: a leading wait is time at home.
      const first = activities[0]!;
      const rest = first.kind === 'waiting' ? activities.slice(1) : activities;
      return {
        tenderId: tender.id,
        activities: rest,
        departure: rest[0]!.start,
        arrival: (day.t + time) / S,
        trips: day.trips,
        meetings: day.meetings,
        distance: (day.distance + length) / S,
      };
    });
  }
}

function itemOf(
  orderId: string,
  load: number,
  mixtureType: TenderLoadItem['mixtureType'],
  amount: number,
  productIds: readonly string[] | undefined,
  compartments: readonly number[],
): TenderLoadItem {
  const item = { orderId, load, mixtureType, amount, compartments: [...compartments] };
  return productIds ? { ...item, productIds } : item;
}
