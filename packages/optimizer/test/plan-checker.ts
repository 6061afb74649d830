import type { Plan } from '../src/model/plan';
import type { Machine, Order, Problem } from '../src/model/problem';
import { checkTenders } from './tender-checker';

/** 620 miles in metres. */
const ROUTING_LIMIT_M = 620 * 1609.344;

/**
 * Independent checker for the product's plans (no engine code used): every order planned at most
 * once and either planned or reported unassigned; each timeline contiguous, inside the shift plus
 * overtime limit, from the start place to the end place; travel times and distances from the
 * matrix; application only inside the order's windows, for the full area, at the machine's rate;
 * the tank never goes below empty (refills fill it, cleaning between incompatible families
 * empties it); compartments, application types and allowed machines respected; no machine routed
 * more than 620 miles from its warehouse, nor to a field that far from it.
 */
export function checkPlan(problem: Problem, plan: Plan): string[] {
  const errors: string[] = [];
  const orders = new Map(problem.orders.map((o) => [o.id, o]));
  const seen = new Set<string>();
  const size = problem.locationCount;
  const tolerance = 1e-3;
  const compatible = new Set((problem.compatibleFamilies ?? []).map((t) => `${t.from}\u0000${t.to}`));
  const needsCleaning = (a: string, b: string): boolean => a !== b && !compatible.has(`${a}\u0000${b}`);

  for (const schedule of plan.schedules) {
    const machine = problem.machines.find((m) => m.id === schedule.machineId);
    if (!machine) {
      errors.push(`unknown machine ${schedule.machineId}`);
      continue;
    }
    const matrix = problem.matrices[machine.travelProfile ?? 0]!;
    const where = `${machine.id}`;
    if (schedule.orders.length === 0) {
      if (schedule.activities.length > 0) errors.push(`${where}: unused machine has activities`);
      continue;
    }
    for (const s of schedule.orders) {
      if (seen.has(s.orderId)) errors.push(`order ${s.orderId} planned twice`);
      seen.add(s.orderId);
      const order = orders.get(s.orderId);
      if (!order) {
        errors.push(`${where}: unknown order ${s.orderId}`);
        continue;
      }
      if (order.allowedMachines && !order.allowedMachines.includes(machine.id))
        errors.push(`${where}: ${order.id} not allowed`);
      if (!machine.applicationTypes.includes(order.applicationType))
        errors.push(`${where}: ${order.id} application type`);
      for (const type of ['liquid', 'dry', 'ammonia'] as const) {
        const needed = order.loads.filter((l) => l.mixtureType === type).length;
        const have = machine.compartments.filter((c) => c.mixtureType === type).length;
        if (needed > have) errors.push(`${where}: ${order.id} needs ${needed} ${type} compartments`);
      }
    }
    const warehouse = machine.warehouse ?? machine.end;
    if (matrix.distances[machine.start * size + warehouse]! > ROUTING_LIMIT_M)
      errors.push(`${where}: routed more than 620 miles from its warehouse`);
    for (const s of schedule.orders) {
      const order = orders.get(s.orderId);
      if (order && matrix.distances[warehouse * size + order.location]! > ROUTING_LIMIT_M)
        errors.push(`${where}: ${order.id} more than 620 miles from the warehouse`);
    }
    const hardEnd = machine.shift.end + machine.shift.overtimeLimit;
    if (schedule.departure < machine.shift.start - tolerance)
      errors.push(`${where}: leaves before the shift`);
    if (schedule.arrival > hardEnd + tolerance)
      errors.push(`${where}: back at ${schedule.arrival} after ${hardEnd}`);
    let time = schedule.departure;
    let location = machine.start;
    let tank = machine.startLoad ?? (machine.startsLoaded === false ? 0 : 1);
    let family: string | undefined = machine.initialFamily;
    let cleanedSinceFamily = false;
    const applied = new Map<string, { seconds: number; area: number }>();
    let current: Order | undefined;
    for (const a of schedule.activities) {
      if (Math.abs(a.start - time) > tolerance)
        errors.push(`${where}: gap or overlap at ${a.start} (expected ${time})`);
      if (a.end < a.start - tolerance) errors.push(`${where}: negative activity at ${a.start}`);
      time = a.end;
      if (a.kind === 'travel') {
        if (a.from !== location) errors.push(`${where}: travel from ${a.from} but at ${location}`);
        const arc = a.from! * size + a.to!;
        if (Math.abs(a.end - a.start - matrix.durations[arc]!) > tolerance)
          errors.push(`${where}: travel time ${a.from}->${a.to}`);
        if (Math.abs((a.distance ?? 0) - matrix.distances[arc]!) > tolerance)
          errors.push(`${where}: travel distance ${a.from}->${a.to}`);
        location = a.to!;
      } else if (a.kind === 'refill') {
        // A refill from a tender is at the field; the tender checker matches it with a meeting.
        if (!a.tenderId && !(machine.refillPlaces ?? []).includes(location))
          errors.push(`${where}: refill away from a refill place`);
        if (Math.abs(a.end - a.start - (machine.refillSeconds ?? 0)) > tolerance)
          errors.push(`${where}: refill duration`);
        tank = 1;
      } else if (a.kind === 'cleaning') {
        if (Math.abs(a.end - a.start - (machine.cleaningSeconds ?? 0)) > tolerance)
          errors.push(`${where}: cleaning duration`);
        tank = 0;
        family = undefined;
        cleanedSinceFamily = true;
      } else if (a.kind === 'application') {
        const order = orders.get(a.orderId ?? '');
        if (!order) continue;
        if (location !== order.location) errors.push(`${where}: applies ${order.id} away from its field`);
        if (current !== order) {
          if (family !== undefined && needsCleaning(family, order.productFamily))
            errors.push(`${where}: no cleaning before ${order.id}`);
          current = order;
        }
        family = order.productFamily;
        cleanedSinceFamily = false;
        const inside = order.windows.some(
          ([open, close]) => a.start >= open - tolerance && a.end <= close + tolerance,
        );
        if (!inside) errors.push(`${where}: ${order.id} applied outside its windows at ${a.start}-${a.end}`);
        const piece = applied.get(order.id) ?? { seconds: 0, area: 0 };
        piece.seconds += a.end - a.start;
        piece.area += a.area ?? 0;
        applied.set(order.id, piece);
        tank -= ((a.area ?? 0) / Math.max(order.area, 1e-12)) * tankShare(order, machine);
        if (tank < -1e-6) errors.push(`${where}: tank below empty during ${order.id}`);
      }
    }
    void cleanedSinceFamily;
    if (location !== machine.end) errors.push(`${where}: ends at ${location}, not at ${machine.end}`);
    if (Math.abs(time - schedule.arrival) > tolerance)
      errors.push(`${where}: arrival does not match the timeline`);
    for (const s of schedule.orders) {
      const order = orders.get(s.orderId);
      if (!order) continue;
      const done = applied.get(s.orderId);
      const rate =
        (machine.workingWidthM * (machine.operatingSpeedKmh / 3.6) * machine.fieldEfficiency) / 10_000;
      const seconds = order.area / rate;
      if (!done || Math.abs(done.seconds - seconds) > 1e-2 + 1e-6 * seconds)
        errors.push(`${where}: ${s.orderId} applied ${done?.seconds} s, needs ${seconds}`);
      if (!done || Math.abs(done.area - order.area) > 1e-6 * Math.max(1, order.area))
        errors.push(`${where}: ${s.orderId} applied ${done?.area} ha of ${order.area}`);
    }
  }
  for (const u of plan.unassigned) {
    if (seen.has(u.orderId)) errors.push(`order ${u.orderId} both planned and unassigned`);
    seen.add(u.orderId);
  }
  for (const order of problem.orders)
    if (!seen.has(order.id)) errors.push(`order ${order.id} missing from the plan`);
  errors.push(...checkTenders(problem, plan));
  return errors;
}

/** Share of a full load the order needs on the machine, compartments matched by mixture type. */
function tankShare(order: Order, machine: Machine): number {
  let share = 0;
  for (const type of ['liquid', 'dry', 'ammonia'] as const) {
    const amounts = order.loads
      .filter((l) => l.mixtureType === type)
      .map((l) => l.amount)
      .sort((a, b) => b - a);
    const bins = machine.compartments
      .filter((c) => c.mixtureType === type)
      .map((c) => c.capacity)
      .sort((a, b) => b - a);
    if (amounts.length === 0) continue;
    // Each load its own compartment, spare compartments to the tightest load.
    const held = amounts.map((_, i) => bins[i] ?? 0);
    for (let i = amounts.length; i < bins.length; i++) {
      let tight = 0;
      amounts.forEach((a, j) => {
        if (a / held[j]! > amounts[tight]! / held[tight]!) tight = j;
      });
      held[tight]! += bins[i]!;
    }
    amounts.forEach((a, j) => {
      if (a > 0) share = Math.max(share, a / held[j]!);
    });
  }
  return share;
}
