import type { Activity, Plan } from '../src/model/plan';
import type { Problem } from '../src/model/problem';

const TOLERANCE = 1e-3;

/**
 * Independent checker for the tenders' days (no engine code used): each day contiguous, from the
 * tender's start to its end inside its shift, travel from the matrix, loading at its place for its
 * loading time; every meeting at the field where the tender is, lasting the sprayer's refill time,
 * with a sprayer that may take loads from that tender, and matched by that sprayer's refill at the
 * same place and times (and every sprayer refill from a tender matched by a meeting); a tender
 * never gives more of an order's mixture than it loaded on the trip; each compartment holds one
 * mixture of its type within its capacity, filled first to last (or last to first); a trip carries
 * the orders the group's consolidation allows; a sprayer's load from a tender covers what it
 * applies until its next refill (it never runs dry).
 */
export function checkTenders(problem: Problem, plan: Plan): string[] {
  const errors: string[] = [];
  const tenders = new Map((problem.tenders ?? []).map((t) => [t.id, t]));
  const machines = new Map(problem.machines.map((m) => [m.id, m]));
  const orders = new Map(problem.orders.map((o) => [o.id, o]));
  const size = problem.locationCount;
  const meetings = new Map<string, Activity & { tender: string }>();
  const key = (machine: string, a: Activity): string => `${machine}@${a.start.toFixed(3)}`;

  for (const day of plan.tenders ?? []) {
    const tender = tenders.get(day.tenderId);
    const where = `tender ${day.tenderId}`;
    if (!tender) {
      errors.push(`unknown ${where}`);
      continue;
    }
    if (day.activities.length === 0) continue;
    const matrix = problem.matrices[tender.travelProfile ?? 0]!;
    if (day.departure < tender.shift.start - TOLERANCE) errors.push(`${where}: leaves before its shift`);
    if (day.arrival > tender.shift.end + tender.shift.overtimeLimit + TOLERANCE)
      errors.push(`${where}: back after its shift`);
    let time = day.departure;
    let location = tender.start;
    let held = new Map<string, number>();
    let trip: { orders: Set<string>; growers: Set<string | undefined>; order: number[] } | null = null;
    const closeTrip = (): void => {
      if (!trip) return;
      const rule = problem.consolidation ?? 'several-growers';
      if ((rule === 'none' || rule === 'one-order') && trip.orders.size > 1)
        errors.push(`${where}: a trip carries ${trip.orders.size} orders (${rule})`);
      if (
        rule === 'same-grower' &&
        trip.orders.size > 1 &&
        (trip.growers.size > 1 || trip.growers.has(undefined))
      )
        errors.push(`${where}: a trip carries several growers`);
      const sorted = [...trip.order].sort((a, b) => (tender.loadLastToFirst ? b - a : a - b));
      if (sorted.join() !== trip.order.join())
        errors.push(`${where}: compartments filled out of order (${trip.order.join()})`);
    };
    for (const a of day.activities) {
      if (Math.abs(a.start - time) > TOLERANCE) errors.push(`${where}: gap or overlap at ${a.start}`);
      time = a.end;
      if (a.kind === 'travel') {
        if (a.from !== location) errors.push(`${where}: travel from ${a.from} but at ${location}`);
        if (Math.abs(a.end - a.start - matrix.durations[a.from! * size + a.to!]!) > TOLERANCE)
          errors.push(`${where}: travel time ${a.from}->${a.to}`);
        location = a.to!;
      } else if (a.kind === 'load') {
        closeTrip();
        if (location !== tender.loadPlace) errors.push(`${where}: loads away from its place`);
        if (Math.abs(a.end - a.start - (tender.loadSeconds ?? 0)) > TOLERANCE)
          errors.push(`${where}: load time`);
        held = new Map();
        trip = { orders: new Set(), growers: new Set(), order: [] };
        const owner = new Map<number, string>();
        const room = new Map<string, number>();
        for (const item of a.items ?? []) {
          const k = `${item.orderId}:${item.load}`;
          held.set(k, (held.get(k) ?? 0) + item.amount);
          trip.orders.add(item.orderId);
          trip.growers.add(orders.get(item.orderId)?.grower);
          for (const c of item.compartments) {
            const compartment = tender.compartments[c];
            if (!compartment || compartment.mixtureType !== item.mixtureType)
              errors.push(`${where}: ${item.mixtureType} in compartment ${c}`);
            if (owner.has(c) && owner.get(c) !== k)
              errors.push(`${where}: compartment ${c} holds two mixtures`);
            owner.set(c, k);
            room.set(k, (room.get(k) ?? 0) + (compartment?.capacity ?? 0));
          }
        }
        for (const [k, amount] of held)
          if (amount > (room.get(k) ?? 0) + TOLERANCE) errors.push(`${where}: ${k} over its compartments`);
      } else if (a.kind === 'meeting') {
        if (a.to !== location) errors.push(`${where}: meets away from where it is`);
        const machine = machines.get(a.machineId ?? '');
        if (!machine) {
          errors.push(`${where}: meets unknown machine ${a.machineId}`);
          continue;
        }
        if (!(machine.tenders ?? []).includes(tender.id))
          errors.push(`${where}: serves ${machine.id}, not allowed`);
        if (Math.abs(a.end - a.start - (machine.refillSeconds ?? 0)) > TOLERANCE)
          errors.push(`${where}: transfer time`);
        if (!trip) errors.push(`${where}: meets before loading`);
        for (const item of a.items ?? []) {
          const k = `${item.orderId}:${item.load}`;
          for (const c of item.compartments) if (trip && !trip.order.includes(c)) trip.order.push(c);
          const left = (held.get(k) ?? 0) - item.amount;
          if (left < -TOLERANCE) errors.push(`${where}: gives ${item.amount} of ${k}, more than it loaded`);
          held.set(k, left);
        }
        meetings.set(key(machine.id, a), { ...a, tender: tender.id });
      }
    }
    closeTrip();
    if (location !== tender.end) errors.push(`${where}: ends at ${location}, not at ${tender.end}`);
    if (Math.abs(time - day.arrival) > TOLERANCE) errors.push(`${where}: arrival does not match`);
  }

  for (const schedule of plan.schedules) {
    const machine = machines.get(schedule.machineId);
    if (!machine) continue;
    let location = machine.start;
    let used: Map<string, number> | null = null;
    let given: Map<string, number> | null = null;
    const settle = (): void => {
      if (!used || !given) return;
      for (const [k, amount] of used)
        if (amount > (given.get(k) ?? 0) + TOLERANCE)
          errors.push(`${machine.id}: applies ${amount} of ${k}, given ${given.get(k) ?? 0}`);
      used = null;
      given = null;
    };
    for (const a of schedule.activities) {
      if (a.kind === 'travel') location = a.to!;
      else if (a.kind === 'cleaning') settle();
      else if (a.kind === 'refill') {
        settle();
        if (!a.tenderId) continue;
        const meeting = meetings.get(key(machine.id, a));
        if (!meeting || meeting.tender !== a.tenderId)
          errors.push(`${machine.id}: refill from ${a.tenderId} at ${a.start} without its meeting`);
        else {
          if (Math.abs(meeting.end - a.end) > TOLERANCE || meeting.to !== location)
            errors.push(`${machine.id}: meeting at ${a.start} does not agree with ${a.tenderId}`);
          meetings.delete(key(machine.id, a));
          given = new Map((meeting.items ?? []).map((i) => [`${i.orderId}:${i.load}`, i.amount]));
          used = new Map();
        }
      } else if (a.kind === 'application' && used) {
        const order = orders.get(a.orderId ?? '');
        if (!order || order.area <= 0) continue;
        order.loads.forEach((load, l) => {
          const k = `${order.id}:${l}`;
          used!.set(k, (used!.get(k) ?? 0) + (load.amount * (a.area ?? 0)) / order.area);
        });
      }
    }
    settle();
  }
  for (const [k, meeting] of meetings)
    errors.push(`tender ${meeting.tender}: meeting ${k} has no sprayer refill`);
  return errors;
}
