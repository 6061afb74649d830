import type { Instance } from '../model/instance';
import type {
  Activity,
  MachineSchedule,
  Plan,
  ScheduleSummary,
  ScheduledOrder,
  UnassignedCause,
  UnassignedOrder,
} from '../model/plan';
import { PlanningCode } from '../model/plan';
import { CAUSE_RANK } from './diagnose';
import { RouteSimulator } from './simulation';
import type { TimelineRecorder } from './simulation';
import type { TenderPlan } from '../tenders/synchronise';

const S = 1000;

/** In a route given to `buildPlan`: a cleanout the planner placed there (not an order index). */
export const CLEANOUT = -1;

/** Turns routes (order indices per machine) into the timed plan the caller receives. */
export function buildPlan(
  inst: Instance,
  routes: readonly ArrayLike<number>[],
  causes: (UnassignedCause | null)[][],
  iterations: number,
  aborted: boolean,
  tenders: TenderPlan | null = null,
): Plan {
  const problem = inst.problem;
  const sim = new RouteSimulator(inst);
  if (tenders) sim.meetingReady = tenders.ready;
  const schedules: MachineSchedule[] = [];
  const planned = new Uint8Array(inst.orderCount);
  let overtimeTotal = 0;
  let costTotal = 0;
  const totals = emptySummary();
  for (let m = 0; m < inst.machineCount; m++) {
    const stops = routes[m] ?? [];
    const route = Array.from(stops).filter((o) => o >= 0);
    const replay = (): void => {
      for (let i = 0; i < stops.length; i++) {
        const o = stops[i]!;
        if (o === CLEANOUT) sim.cleanOut();
        else sim.visit(o);
      }
    };
    sim.recorder = null;
    sim.reset(m);
    replay();
    sim.finish();
    const delay = sim.departureDelay;
    const activities: Activity[] = [];
    const orders = new Map<number, { start: number; end: number; batches: number }>();
    const id = (o: number): string | undefined => (o >= 0 ? problem.orders[o]!.id : undefined);
    const recorder: TimelineRecorder = {
      travel: (start, end, from, to, distance, order) =>
        activities.push(
          clean({
            kind: 'travel',
            start: start / S,
            end: end / S,
            from,
            to,
            distance: distance / S,
            orderId: id(order),
          }),
        ),
      refill: (start, end, place, order, batch, meeting) =>
        activities.push(
          clean({
            kind: 'refill',
            start: start / S,
            end: end / S,
            to: place,
            orderId: id(order),
            batch,
            tenderId: meeting === undefined ? undefined : tenders?.servedBy.get(`${m}:${meeting}`),
          }),
        ),
      cleaning: (start, end, order) =>
        activities.push(clean({ kind: 'cleaning', start: start / S, end: end / S, orderId: id(order) })),
      waiting: (start, end, order, meeting) =>
        activities.push(
          clean({
            kind: 'waiting',
            start: start / S,
            end: end / S,
            orderId: id(order),
            tenderId: meeting === undefined ? undefined : tenders?.servedBy.get(`${m}:${meeting}`),
          }),
        ),
      application: (start, end, order, batch, share) => {
        const o = order;
        const need = inst.tankShare[inst.machineClass[m]! * inst.orderCount + o]!;
        const area = need > 0 ? (problem.orders[o]!.area * share) / need : problem.orders[o]!.area;
        activities.push(
          clean({ kind: 'application', start: start / S, end: end / S, orderId: id(o), batch, area }),
        );
        const entry = orders.get(o);
        if (entry) {
          entry.end = end;
          entry.batches = Math.max(entry.batches, batch);
        } else orders.set(o, { start, end, batches: batch });
      },
    };
    sim.recorder = recorder;
    sim.reset(m, delay);
    replay();
    for (const o of route) planned[o] = 1;
    sim.finish();
    sim.recorder = null;
    let area = 0;
    for (let i = 0; i < route.length; i++) area += problem.orders[route[i]!]!.area;
    const summary: ScheduleSummary = {
      workedTime: sim.appliedTime / S,
      displacementTime: sim.travelTime / S,
      cleaningTime: sim.cleanTime / S,
      refillTime: sim.refillTime / S,
      waitingTime: sim.waitTime / S,
      workedArea: area,
      distance: sim.distance / S,
      overtime: sim.overtime / S,
      orderCount: route.length,
      refillCount: sim.refills,
    };
    addTo(totals, summary);
    overtimeTotal += sim.overtime / S;
    if (route.length > 0) {
      costTotal +=
        inst.weighting === 'shortest'
          ? sim.distance / S
          : (sim.endTime - inst.shiftStart[m]! - delay - sim.appliedTime) / S;
    }
    const scheduled: ScheduledOrder[] = [];
    for (let i = 0; i < route.length; i++) {
      const o = route[i]!;
      const entry = orders.get(o) ?? { start: 0, end: 0, batches: 1 };
      scheduled.push({
        orderId: problem.orders[o]!.id,
        start: entry.start / S,
        end: entry.end / S,
        batches: entry.batches,
      });
    }
    schedules.push({
      machineId: problem.machines[m]!.id,
      orders: scheduled,
      activities,
      departure: route.length > 0 ? (inst.shiftStart[m]! + delay) / S : inst.shiftStart[m]! / S,
      arrival: route.length > 0 ? sim.endTime / S : inst.shiftStart[m]! / S,
      summary,
    });
  }
  const unassigned: UnassignedOrder[] = [];
  let assignedArea = 0;
  let unassignedArea = 0;
  let weighted = 0;
  for (let o = 0; o < inst.orderCount; o++) {
    const order = problem.orders[o]!;
    if (planned[o]) {
      assignedArea += order.area;
      weighted += inst.weightedArea[o]!;
      continue;
    }
    unassignedArea += order.area;
    const row = causes[o]!;
    const byMachine = problem.machines.map((machine, m) => ({
      machineId: machine.id,
      cause: row[m] ?? ('fleet-full' as const),
    }));
    let cause: UnassignedCause = 'no-compatible-machine';
    for (const entry of byMachine)
      if (CAUSE_RANK.indexOf(entry.cause) > CAUSE_RANK.indexOf(cause)) cause = entry.cause;
    unassigned.push({
      orderId: order.id,
      cause,
      code: cause === 'too-far' ? PlanningCode.TooFar : PlanningCode.NothingAllocated,
      byMachine,
    });
  }
  const usedMachineCount = schedules.filter((s) => s.orders.length > 0).length;
  return {
    code:
      unassigned.length < inst.orderCount || inst.orderCount === 0
        ? PlanningCode.Success
        : PlanningCode.NothingAllocated,
    schedules,
    unassigned,
    unusableMachines: problem.machines
      .filter((_, m) => !inst.machineUsable[m])
      .map((machine) => ({ machineId: machine.id, code: PlanningCode.TooFar })),
    ...(tenders ? { tenders: tenders.schedules } : {}),
    summary: { ...totals, machineCount: inst.machineCount, usedMachineCount, assignedArea, unassignedArea },
    objective: { assignedWeightedArea: weighted, overtime: overtimeTotal, cost: costTotal },
    search: { iterations, aborted },
  };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function emptySummary(): Mutable<ScheduleSummary> {
  return {
    workedTime: 0,
    displacementTime: 0,
    cleaningTime: 0,
    refillTime: 0,
    waitingTime: 0,
    workedArea: 0,
    distance: 0,
    overtime: 0,
    orderCount: 0,
    refillCount: 0,
  };
}

function addTo(total: Mutable<ScheduleSummary>, part: ScheduleSummary): void {
  for (const key of Object.keys(total) as (keyof ScheduleSummary)[]) total[key] += part[key];
}

/** Drops undefined fields so activities stay compact on the wire. */
function clean(activity: Activity): Activity {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(activity)) if (value !== undefined) out[key] = value;
  return out as unknown as Activity;
}
