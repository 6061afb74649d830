import { formatMessage, type TLocale, type TMessageKey } from '@tramline/domain';
import type { Plan, UnassignedCause } from '@tramline/optimizer';
import type { TPlanningLogOrder, TPlanningLogResult } from '../logs/planning-logs.tables';
import { mapMachineDay, type TMachineDay } from '../engine/plan-mapping';
import { tenderDaysOf } from '../engine/tender-mapping';
import type { TBuiltProblem, TLeftOutMachine } from '../engine/problem-types';

/** What an optimisation run answers: its failure codes, its written days, its figures. */

/** The spec's worded causes (part 1 §8, 718) each engine cause stands for. */
const CAUSE_WORDS: Record<UnassignedCause, TMessageKey[]> = {
  'outside-windows': ['planningCauseBadWeather'],
  'day-too-short': ['planningCauseJourneyShort', 'planningCauseSlowSpeeds'],
  'too-far': ['planningCauseTooFar'],
  'no-compatible-machine': ['planningCauseNoMachine'],
  'no-capacity': ['planningCauseNoMachine'],
  'fleet-full': ['planningCauseFleetFull'],
};

/**
 * The code and message of a run that placed no order. 718 names the worded causes of the orders
 * left out, the commonest first (on today's date, once the journey has begun, a day too short reads
 * as the day nearly over). 998 is the same failure when no order has a cause of its own: each was
 * feasible alone but the search placed none (it was stopped before it did), so the message is
 * the catalogue's general one.
 */
export function allocationFailure(
  causes: Readonly<Record<string, number>>,
  language: TLocale,
  options: { dayUnderway: boolean },
): { code: 718 | 998; message: string } {
  const ranked = Object.entries(causes)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([cause]) => cause as UnassignedCause);
  if (!ranked.some((cause) => cause !== 'fleet-full'))
    return { code: 998, message: formatMessage('planningCannotAllocate', language) };
  const keys = [
    ...new Set(
      ranked.flatMap((cause): TMessageKey[] =>
        cause === 'day-too-short' && options.dayUnderway
          ? ['planningCauseDayOver']
          : (CAUSE_WORDS[cause] ?? []),
      ),
    ),
  ];
  return {
    code: 718,
    message: formatMessage('planningCannotAllocateBecause', language, {
      causes: keys.map((key) => formatMessage(key, language)).join(', '),
    }),
  };
}

/**
 * The engine's plan as the plans service writes it: one day per chosen machine (unused ones
 * empty), then one per tender truck of the group when it has any (unless `tenders` is false).
 */
export function machineDaysOf(built: TBuiltProblem, plan: Plan, { tenders = true } = {}): TMachineDay[] {
  return [...machineDaysOfMembers(built, plan), ...(tenders ? tenderDaysOf(built, plan) : [])];
}

function machineDaysOfMembers(built: TBuiltProblem, plan: Plan): TMachineDay[] {
  return built.machines.map((machine) => {
    const schedule = plan.schedules.find((entry) => entry.machineId === String(machine.equipmentId));
    const empty = {
      machineId: String(machine.equipmentId),
      orders: [],
      activities: [],
      departure: 0,
      arrival: 0,
      summary: {
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
      },
    };
    return mapMachineDay(schedule ?? empty, machine, built.orders, built.dayStart);
  });
}

/** A field's outcome over its engine orders (one, or the parts of a field bigger than a day). */
interface TFieldOutcome {
  workOrderId: number;
  fieldId: number;
  /** Hectares placed, by machine. */
  placed: Map<number, number>;
  /** Hectares no machine took. */
  left: number;
  cause: UnassignedCause | null;
  code: number | null;
}

/** Per field of the run, what was placed where and what was left, parts of a field counted together. */
function fieldOutcomes(built: TBuiltProblem, plan: Plan): TFieldOutcome[] {
  const machineOf = new Map<string, number>();
  for (const schedule of plan.schedules)
    for (const order of schedule.orders) machineOf.set(order.orderId, Number(schedule.machineId));
  const unassigned = new Map(plan.unassigned.map((entry) => [entry.orderId, entry]));
  const fields = new Map<string, TFieldOutcome>();
  for (const [id, order] of built.orders) {
    const key = `${order.workOrderId}:${order.fieldId}`;
    let field = fields.get(key);
    if (!field) {
      field = {
        workOrderId: order.workOrderId,
        fieldId: order.fieldId,
        placed: new Map(),
        left: 0,
        cause: null,
        code: null,
      };
      fields.set(key, field);
    }
    const machine = machineOf.get(id);
    if (machine !== undefined) field.placed.set(machine, (field.placed.get(machine) ?? 0) + order.area);
    else {
      field.left += order.area;
      const entry = unassigned.get(id);
      if (entry && field.cause === null) {
        field.cause = entry.cause;
        field.code = entry.code ?? null;
      }
    }
  }
  return [...fields.values()];
}

/** The machine that took most of a field, null when none took any. */
function mainMachine(placed: ReadonlyMap<number, number>): number | null {
  let best: number | null = null;
  for (const [machine, area] of placed) if (best === null || area > placed.get(best)!) best = machine;
  return best;
}

/** A field the run placed in part: the rest is carried to a later day. */
export interface TCarriedField {
  cdOrdemServico: number;
  fieldId: number;
  /** Hectares placed today and left for a later day. */
  plannedArea: number;
  leftArea: number;
}

/**
 * Each field's outcome and the run's figures, for the job result and the planning log. A field
 * planned in parts counts once: placed (on the machine that took most of it) when any part was,
 * with what no machine took carried; left out with its cause when none was.
 */
export function outcomeOf(
  built: TBuiltProblem,
  plan: Plan,
): { orders: TPlanningLogOrder[]; result: TPlanningLogResult; carried: TCarriedField[] } {
  const fields = fieldOutcomes(built, plan);
  const orders: TPlanningLogOrder[] = fields.map((field) => {
    const equipmentId = mainMachine(field.placed);
    return {
      workOrderId: field.workOrderId,
      fieldId: field.fieldId,
      equipmentId,
      cause: equipmentId === null ? field.cause : null,
      code: equipmentId === null ? field.code : null,
    };
  });
  const carried = fields.flatMap((field): TCarriedField[] => {
    const plannedArea = [...field.placed.values()].reduce((sum, area) => sum + area, 0);
    return plannedArea > 0 && field.left > 0
      ? [{ cdOrdemServico: field.workOrderId, fieldId: field.fieldId, plannedArea, leftArea: field.left }]
      : [];
  });
  const causes: Record<string, number> = {};
  for (const order of orders) if (order.cause) causes[order.cause] = (causes[order.cause] ?? 0) + 1;
  const assignedOrders = orders.filter((order) => order.equipmentId !== null).length;
  const result: TPlanningLogResult = {
    assignedArea: plan.summary.assignedArea,
    unassignedArea: plan.summary.unassignedArea,
    assignedOrders,
    unassignedOrders: orders.length - assignedOrders,
    travelSeconds: plan.summary.displacementTime,
    workedSeconds: plan.summary.workedTime,
    cleaningSeconds: plan.summary.cleaningTime,
    waitingSeconds: plan.summary.waitingTime,
    overtimeSeconds: plan.summary.overtime,
    distanceMetres: plan.summary.distance,
    usedMachines: plan.summary.usedMachineCount,
    iterations: plan.search.iterations,
    aborted: plan.search.aborted,
    causes,
    ...(carried.length ? { carriedArea: carried.reduce((sum, field) => sum + field.leftArea, 0) } : {}),
  };
  return { orders, result, carried };
}

/** The spec's success message (900), naming the chosen machines the day went without. */
export function successMessage(leftOut: readonly TLeftOutMachine[], language: TLocale): string {
  const succeeded = formatMessage('planningSucceeded', language);
  if (leftOut.length === 0) return succeeded;
  const machines = leftOut.map((machine) => machine.name).join(', ');
  return `${succeeded}. ${formatMessage('planningMachinesLeftOut', language, { machines })}`;
}
