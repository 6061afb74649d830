import { Instance } from '../model/instance';
import type { TenderSchedule } from '../model/plan';
import type { Problem } from '../model/problem';
import { RouteSimulator } from '../evaluate/simulation';
import type { TimelineRecorder } from '../evaluate/simulation';
import { TenderDispatcher } from './dispatch';
import type { MeetingItem, MeetingRequest } from './dispatch';

/** In a route: a cleanout placed by the planner (not an order index). */
const CLEANOUT = -1;

/** Rounds after which a late tender sends the sprayer to a refill place instead of waiting. */
const WAIT_ROUNDS = 25;

/** The tenders' part of a plan: when each meeting may start, who serves it, the tenders' days. */
export interface TenderPlan {
  /** Per machine, per refill: earliest start of the meeting (ms), or -1 for a refill place. */
  readonly ready: (Float64Array | null)[];
  /** Tender id serving refill k of machine m, at key `${m}:${k}`. */
  readonly servedBy: ReadonlyMap<string, string>;
  readonly schedules: TenderSchedule[];
}

interface Simulated {
  readonly requests: MeetingRequest[];
  readonly feasible: boolean;
}

/**
 * Synchronises the sprayers' meetings with the tenders. The search plans a sprayer's refill as a
 * meeting at its field with no wait; here the tenders' days are planned for those meetings, a
 * sprayer waits where its tender is late (its day shifts), or drives to a refill place when the
 * wait would cost more than that detour, and the two are re-planned until the times agree. A
 * sprayer whose day no longer fits (windows, end of day) gives up its last order. Routes are
 * changed in place.
 */
export function synchroniseTenders(inst: Instance, routes: number[][]): TenderPlan {
  const sim = new RouteSimulator(inst);
  const ready: (Float64Array | null)[] = routes.map(() => null);
  sim.meetingReady = ready;
  const machines: number[] = [];
  for (let m = 0; m < inst.machineCount; m++) if (inst.meetingAllowed[m]) machines.push(m);

  for (let round = 0; ; round++) {
    const requests: MeetingRequest[] = [];
    const infeasible = new Set<number>();
    for (const m of machines) {
      const day = simulate(inst, sim, m, routes[m]!);
      const canFallBack = inst.refillOffset[m + 1]! > inst.refillOffset[m]!;
      // Past the detour to a refill place (or after WAIT_ROUNDS rounds) a late tender is not worth
      // waiting for: the request does not take a tender's time from the requests after it.
      for (const request of day.requests)
        requests.push(
          canFallBack
            ? { ...request, maxWait: round >= WAIT_ROUNDS ? 0 : fallbackDetour(inst, m, request) }
            : request,
        );
      if (!day.feasible) infeasible.add(m);
    }
    const dispatcher = new TenderDispatcher(inst);
    const answers = dispatcher.dispatch(requests);
    let changed = false;
    const giveUp = new Set<number>();
    const servedBy = new Map<string, string>();
    requests.forEach((request, i) => {
      const m = request.machine;
      const k = request.refill;
      const answer = answers[i] ?? null;
      const canFallBack = inst.refillOffset[m + 1]! > inst.refillOffset[m]!;
      const late = answer === null ? Infinity : answer.start - request.time;
      if (late <= 0) {
        servedBy.set(`${m}:${k}`, inst.problem.tenders![answer!.tender]!.id);
        return;
      }
      const slots = grow(ready, m, k);
      if (canFallBack && (answer === null || round >= WAIT_ROUNDS || late > fallbackDetour(inst, m, request)))
        slots[k] = -1;
      else if (answer === null || round >= 2 * WAIT_ROUNDS) {
        // No tender can come and there is no refill place: the day must shrink.
        giveUp.add(m);
        return;
      } else slots[k] = answer.start;
      changed = true;
    });
    for (const m of giveUp) {
      routes[m]!.pop();
      while (routes[m]!.length > 0 && routes[m]![routes[m]!.length - 1] === CLEANOUT) routes[m]!.pop();
      ready[m] = null;
      changed = true;
    }
    if (!changed) {
      for (const m of infeasible) {
        routes[m]!.pop();
        while (routes[m]!.length > 0 && routes[m]![routes[m]!.length - 1] === CLEANOUT) routes[m]!.pop();
        ready[m] = null;
        changed = true;
      }
    }
    if (!changed) return { ready, servedBy, schedules: dispatcher.schedules() };
  }
}

/** Fixed routes with the tenders brought in, and the instance they were timed on. */
export interface KeptRoutes {
  readonly inst: Instance;
  readonly routes: number[][];
  readonly tenders: TenderPlan;
}

/**
 * Brings the tenders to fixed routes without losing an order: a machine whose synchronised day
 * would give one up (a tender too late or too busy, the fallback detours) refills at its places
 * all day instead, and the others are synchronised again. The routes are copied, not changed.
 */
export function synchroniseKeepingOrders(problem: Problem, routes: readonly ArrayLike<number>[]): KeptRoutes {
  const placesOnly = new Set<number>();
  for (;;) {
    const inst = new Instance(
      placesOnly.size === 0
        ? problem
        : {
            ...problem,
            machines: problem.machines.map((m, i) => (placesOnly.has(i) ? { ...m, tenders: undefined } : m)),
          },
    );
    const copy = routes.map((route) => Array.from(route));
    const tenders = synchroniseTenders(inst, copy);
    let lost = false;
    copy.forEach((route, m) => {
      if (route.length < routes[m]!.length) {
        placesOnly.add(m);
        lost = true;
      }
    });
    if (!lost) return { inst, routes: copy, tenders };
  }
}

function grow(ready: (Float64Array | null)[], m: number, k: number): Float64Array {
  let slots = ready[m];
  if (!slots || slots.length <= k) {
    const next = new Float64Array(k + 1);
    if (slots) next.set(slots);
    slots = next;
    ready[m] = slots;
  }
  return slots;
}

/** Time a drive from the field to the machine's nearest refill place and back takes (ms). */
function fallbackDetour(inst: Instance, m: number, request: MeetingRequest): number {
  let best = Infinity;
  const profile = inst.machineProfile[m]!;
  for (let i = inst.refillOffset[m]!; i < inst.refillOffset[m + 1]!; i++) {
    const place = inst.refillPlaces[i]!;
    best = Math.min(
      best,
      inst.duration(profile, request.site, place) + inst.duration(profile, place, request.site),
    );
  }
  return best;
}

/** Simulates machine m's day and collects its meetings and what each load is used for. */
function simulate(inst: Instance, sim: RouteSimulator, m: number, route: readonly number[]): Simulated {
  const requests: MeetingRequest[] = [];
  let current: Map<string, MeetingItem> | null = null;
  const classOffset = inst.machineClass[m]! * inst.orderCount;
  const flush = (): void => {
    if (current === null) return;
    const request = requests[requests.length - 1]!;
    (request as { items: readonly MeetingItem[] }).items = [...current.values()];
    current = null;
  };
  const recorder: TimelineRecorder = {
    travel: () => {},
    // Cleaning empties the tank: what follows comes from the next refill.
    cleaning: () => flush(),
    waiting: () => {},
    refill: (start, _end, place, _order, _batch, meeting) => {
      flush();
      if (meeting === undefined) return;
      requests.push({
        machine: m,
        refill: meeting,
        time: start,
        site: place,
        transfer: inst.refillDuration[m]!,
        items: [],
      });
      current = new Map();
    },
    application: (_start, _end, o, _batch, share) => {
      if (current === null) return;
      const need = inst.tankShare[classOffset + o]!;
      if (!(need > 0)) return;
      inst.problem.orders[o]!.loads.forEach((load, l) => {
        const key = `${o}:${l}`;
        const amount = (load.amount * share) / need;
        const item = current!.get(key);
        current!.set(key, { order: o, load: l, amount: (item?.amount ?? 0) + amount });
      });
    },
  };
  sim.recorder = recorder;
  sim.reset(m);
  for (const o of route) {
    if (o === CLEANOUT) sim.cleanOut();
    else sim.visit(o);
  }
  sim.finish();
  flush();
  sim.recorder = null;
  const feasible =
    route.length === 0 || (sim.warp <= 0 && sim.excess <= 1e-9 && sim.endTime <= inst.hardEnd[m]!);
  return { requests, feasible };
}
