import { REPLAN_SHIFT_THRESHOLD_SECONDS, type TReplanDifference } from '@tramline/domain';

/** One machine's day as the difference reads it: its orders in sequence with their starts. */
export interface TDayOrders {
  equipmentId: number;
  orders: { workOrderId: number; start: Date | null }[];
  /** Seconds of overtime. */
  overtime: number;
}

/** A tender truck's meetings that a proposal drops (the sprayer served and the meeting's start). */
export interface TTenderMeetingsDropped {
  equipmentId: number;
  dropped: readonly { servedEquipmentId: number; start: string }[];
}

/**
 * What a proposal changes against the active plans: orders moved to another machine, dropped,
 * added, started more than 15 minutes earlier or later on the same machine, each machine's
 * overtime where it changes, and the tender trucks' meetings dropped. Orders are named by id and
 * ticket, machines by id and name.
 */
export function replanDifference(
  current: readonly TDayOrders[],
  proposed: readonly TDayOrders[],
  names: { tickets: ReadonlyMap<number, string>; machines: ReadonlyMap<number, string> },
  tenders: readonly TTenderMeetingsDropped[] = [],
): TReplanDifference {
  // Each order's machines with its first start there: an order may be shared by machines (its
  // fields, or the parts of a field bigger than a day), and each machine's part is compared.
  const placement = (days: readonly TDayOrders[]) => {
    const byOrder = new Map<number, Map<number, Date | null>>();
    for (const day of days)
      for (const order of day.orders) {
        const machines = byOrder.get(order.workOrderId) ?? new Map<number, Date | null>();
        if (!machines.has(day.equipmentId)) machines.set(day.equipmentId, order.start);
        byOrder.set(order.workOrderId, machines);
      }
    return byOrder;
  };
  const before = placement(current);
  const after = placement(proposed);
  const ticket = (id: number) => ({ cdOrdemServico: id, ticket: names.tickets.get(id) || null });
  const difference: TReplanDifference = {
    moved: [],
    dropped: [],
    added: [],
    shifted: [],
    overtime: [],
    tenders: tenders
      .filter((tender) => tender.dropped.length > 0)
      .map((tender) => ({
        equipamentoId: tender.equipmentId,
        meetingsDropped: [...tender.dropped]
          .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
          .map((meeting) => ({
            servedEquipamentoId: meeting.servedEquipmentId,
            start: new Date(meeting.start).toISOString(),
          })),
      })),
    machines: [],
  };
  for (const [id, wasOn] of before) {
    const nowOn = after.get(id) ?? new Map<number, Date | null>();
    // A machine's part that leaves it goes to a machine the order was not on, else to one it stays on.
    const joined = [...nowOn.keys()].filter((machine) => !wasOn.has(machine));
    const receiver = joined[0] ?? nowOn.keys().next().value;
    for (const [equipmentId, wasStart] of wasOn) {
      if (!nowOn.has(equipmentId)) {
        if (receiver === undefined)
          difference.dropped.push({ ...ticket(id), fromEquipamentoId: equipmentId });
        else
          difference.moved.push({ ...ticket(id), fromEquipamentoId: equipmentId, toEquipamentoId: receiver });
        continue;
      }
      const nowStart = nowOn.get(equipmentId) ?? null;
      if (!wasStart || !nowStart) continue;
      const shiftSeconds = Math.round((nowStart.getTime() - wasStart.getTime()) / 1000);
      if (Math.abs(shiftSeconds) > REPLAN_SHIFT_THRESHOLD_SECONDS)
        difference.shifted.push({
          ...ticket(id),
          equipamentoId: equipmentId,
          from: wasStart.toISOString(),
          to: nowStart.toISOString(),
          shiftSeconds,
        });
    }
  }
  for (const [id, nowOn] of after)
    if (!before.has(id))
      for (const equipmentId of nowOn.keys())
        difference.added.push({ ...ticket(id), toEquipamentoId: equipmentId });
  const overtimeBefore = new Map(current.map((day) => [day.equipmentId, day.overtime]));
  for (const day of proposed) {
    const was = overtimeBefore.get(day.equipmentId) ?? 0;
    if (Math.round(was) !== Math.round(day.overtime))
      difference.overtime.push({
        equipamentoId: day.equipmentId,
        beforeSeconds: Math.round(was),
        afterSeconds: Math.round(day.overtime),
      });
  }
  const named = new Set<number>();
  for (const day of [...current, ...proposed]) named.add(day.equipmentId);
  for (const tender of difference.tenders) {
    named.add(tender.equipamentoId);
    for (const meeting of tender.meetingsDropped) named.add(meeting.servedEquipamentoId);
  }
  difference.machines = [...named].map((id) => ({
    equipamentoId: id,
    name: names.machines.get(id) ?? String(id),
  }));
  return difference;
}
