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
 * empty), then one per tender truck of the group when it has any.
 */
export function machineDaysOf(built: TBuiltProblem, plan: Plan): TMachineDay[] {
  return [...machineDaysOfMembers(built, plan), ...tenderDaysOf(built, plan)];
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

/** Each engine order's outcome and the run's figures, for the job result and the planning log. */
export function outcomeOf(
  built: TBuiltProblem,
  plan: Plan,
): { orders: TPlanningLogOrder[]; result: TPlanningLogResult } {
  const machineOf = new Map<string, number>();
  for (const schedule of plan.schedules)
    for (const order of schedule.orders) machineOf.set(order.orderId, Number(schedule.machineId));
  const unassigned = new Map(plan.unassigned.map((entry) => [entry.orderId, entry]));
  const orders: TPlanningLogOrder[] = [...built.orders.entries()].map(([id, order]) => ({
    workOrderId: order.workOrderId,
    fieldId: order.fieldId,
    equipmentId: machineOf.get(id) ?? null,
    cause: unassigned.get(id)?.cause ?? null,
    code: unassigned.get(id)?.code ?? null,
  }));
  const causes: Record<string, number> = {};
  for (const entry of plan.unassigned) causes[entry.cause] = (causes[entry.cause] ?? 0) + 1;
  const result: TPlanningLogResult = {
    assignedArea: plan.summary.assignedArea,
    unassignedArea: plan.summary.unassignedArea,
    assignedOrders: machineOf.size,
    unassignedOrders: plan.unassigned.length,
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
  };
  return { orders, result };
}

/** The spec's success message (900), naming the chosen machines the day went without. */
export function successMessage(leftOut: readonly TLeftOutMachine[], language: TLocale): string {
  const succeeded = formatMessage('planningSucceeded', language);
  if (leftOut.length === 0) return succeeded;
  const machines = leftOut.map((machine) => machine.name).join(', ');
  return `${succeeded}. ${formatMessage('planningMachinesLeftOut', language, { machines })}`;
}
