import type { TPlanActivity, TPlanItemTender, TPlanSummary, TTenderLoadLine } from '@tramline/domain';
import type { Plan, TenderLoadItem, TenderSchedule } from '@tramline/optimizer';
import type { TMachineDay, TPlanItemValues } from './plan-mapping';
import type { TBuiltMachine, TBuiltOrder, TBuiltProblem } from './problem-types';

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The days of the problem's tender trucks in an engine's plan (none when it has no tenders). */
export function tenderDaysOf(built: TBuiltProblem, plan: Plan): TMachineDay[] {
  return (built.tenders ?? []).flatMap((tender) => {
    const schedule = plan.tenders?.find((entry) => entry.tenderId === String(tender.equipmentId));
    return schedule ? [mapTenderDay(schedule, tender, built.orders, built.dayStart)] : [];
  });
}

/**
 * Turns a tender truck's timed day into plan items: a `load` item for each trip (at its place:
 * what it loads, per work order, field and compartment) and a `meeting` item for each transfer
 * (at a sprayer's field: the sprayer served and what it takes). Travel before an item counts on
 * it; waiting is in the timeline only.
 */
export function mapTenderDay(
  schedule: TenderSchedule,
  tender: TBuiltMachine,
  orders: ReadonlyMap<string, TBuiltOrder>,
  dayStart: Date,
): TMachineDay {
  const instant = (seconds: number) => new Date(dayStart.getTime() + Math.round(seconds * 1000));
  const linesOf = (items: readonly TenderLoadItem[] | undefined): TTenderLoadLine[] =>
    (items ?? []).flatMap((item) => {
      const order = orders.get(item.orderId);
      if (!order) return [];
      return [
        {
          cdOrdemServico: order.workOrderId,
          fieldId: order.fieldId,
          mixtureType: item.mixtureType,
          amount: round(item.amount),
          productIds: (item.productIds ?? []).map(Number),
          compartments: [...item.compartments],
        },
      ];
    });
  const items: TPlanItemValues[] = [];
  let pendingTravel = 0;
  let travel = 0;
  let waiting = 0;
  for (const activity of schedule.activities) {
    const duration = activity.end - activity.start;
    if (activity.kind === 'travel') {
      pendingTravel += duration;
      travel += duration;
    } else if (activity.kind === 'waiting') waiting += duration;
    else if (activity.kind === 'load' || activity.kind === 'meeting') {
      const lines = linesOf(activity.items);
      const tenderPart: TPlanItemTender = {
        tenderEquipmentId: null,
        servedEquipmentId: activity.kind === 'meeting' ? Number(activity.machineId) : null,
        lines,
      };
      items.push({
        sequence: items.length + 1,
        kind: activity.kind,
        workOrderId: lines[0]?.cdOrdemServico ?? null,
        plannedStart: instant(activity.start),
        plannedEnd: instant(activity.end),
        travelSeconds: round(pendingTravel),
        cleaningSeconds: 0,
        appliedSeconds: 0,
        areaHectares: 0,
        volume: round(lines.reduce((sum, line) => sum + line.amount, 0)),
        batches: 0,
        tender: tenderPart,
      });
      pendingTravel = 0;
    }
  }
  const workingEnd = tender.workingEnd.getTime();
  const activities: TPlanActivity[] = schedule.activities.map((activity) => ({
    kind: activity.kind,
    start: instant(activity.start).toISOString(),
    end: instant(activity.end).toISOString(),
    cdOrdemServico: activity.orderId ? (orders.get(activity.orderId)?.workOrderId ?? null) : null,
    batch: null,
    distanceMetres: activity.kind === 'travel' ? (activity.distance ?? 0) : null,
    overtime: instant(activity.end).getTime() > workingEnd,
    ...(activity.kind === 'meeting' ? { servedEquipmentId: Number(activity.machineId) } : {}),
  }));
  const summary: TPlanSummary = {
    workedTime: 0,
    displacementTime: round(travel),
    cleaningTime: 0,
    waitingTime: round(waiting),
    overtime: round(Math.max(0, schedule.arrival - (workingEnd - dayStart.getTime()) / 1000)),
    workedArea: 0,
    orderCount: new Set(items.flatMap((item) => item.tender?.lines.map((line) => line.cdOrdemServico) ?? []))
      .size,
    equipmentCount: items.length > 0 ? 1 : 0,
  };
  return {
    equipmentId: tender.equipmentId,
    workingStart: tender.workingStart,
    workingEnd: tender.workingEnd,
    overtimeEnd: tender.overtimeEnd,
    items,
    activities,
    summary,
  };
}
