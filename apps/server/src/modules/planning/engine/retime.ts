import { EMPTY_PLAN_SUMMARY, type TVehicle } from '@tramline/domain';
import { evaluateRoutes, type EvaluatedRoutes, type RouteStop } from '@tramline/optimizer';
import type { TAuth } from '../../../http/auth-context';
import { mapMachineDay, type TMachineDay } from './plan-mapping';
import { createProblemBuilder } from './problem-builder';
import { tenderDaysOf } from './tender-mapping';
import type { TBuiltMachine, TBuiltProblem, TProblemBuilderDependencies } from './problem-types';

/**
 * One entry of a machine's fixed sequence: a work order or a cleanout (refills are the engine's).
 * An order's `areaHectares` is the part of it the day holds (absent: all of it).
 */
export type TSequenceEntry =
  { kind: 'order'; workOrderId: number; areaHectares?: number } | { kind: 'cleanout' };

/** A day's items as a fixed sequence: its orders (with the area each holds) and cleanouts. */
export function sequenceOf(
  items: readonly { kind: string; workOrderId: number | null; areaHectares?: number }[],
): TSequenceEntry[] {
  return items.flatMap((item): TSequenceEntry[] =>
    item.kind === 'cleanout'
      ? [{ kind: 'cleanout' }]
      : item.kind === 'order' && item.workOrderId !== null
        ? [
            {
              kind: 'order',
              workOrderId: item.workOrderId,
              ...(item.areaHectares !== undefined ? { areaHectares: item.areaHectares } : {}),
            },
          ]
        : [],
  );
}

/** The work orders a sequence visits, each once. */
const orderIdsOf = (sequence: readonly TSequenceEntry[]) => [
  ...new Set(sequence.flatMap((entry) => (entry.kind === 'order' ? [entry.workOrderId] : []))),
];

export interface TRetimeRequest {
  /** Branch-local date, YYYY-MM-DD. */
  date: string;
  groupId: number;
  equipmentId: number;
  /** The day in the planner's order; refill entries are left out (the engine places refills). */
  sequence: TSequenceEntry[];
  /** The routing vehicle whose road speed caps the machine's (the group's optimisations' one). */
  vehicle?: TVehicle;
}

/** The timed day, plus how far it is from feasible. */
export interface TRetimedDay extends TMachineDay {
  /** Seconds of work outside the orders' windows or after the overtime limit (0 when it all fits). */
  lateSeconds: number;
  /** Share of a tank the machine lacks somewhere in the day (0 when the loads fit). */
  missingLoad: number;
  /** Work orders this machine cannot carry (compartments, product classes, 620-mile limit). */
  cannotCarry: number[];
  /** Work orders timed without weather (forecast missing or the service failed): open all day. */
  withoutWeather: number[];
}

/**
 * Times a machine's fixed sequence of orders and cleanouts with the engine's rules (travel from the
 * routing provider, spray windows, refills at the warehouse, cleaning between product families,
 * the working period with overtime), without changing the order: what the manual planner's
 * changes (allocate, remove, reorder, add or remove a cleanout) write as the custom day. A work
 * order on several fields visits them one after the other.
 *
 * Reads records through the services on the outer connection: call it before opening a
 * transaction, never inside one. Answers the problem builder's precondition errors except those
 * that only concern optimising (blocked statuses, existing plans, too few orders).
 */
export async function retimeDay(
  services: TProblemBuilderDependencies,
  auth: TAuth,
  request: TRetimeRequest,
): Promise<TRetimedDay> {
  const orderIds = orderIdsOf(request.sequence);
  const builder = createProblemBuilder(services);
  if (orderIds.length === 0) {
    const period = await builder.workingPeriod(auth, request.groupId, request.date);
    return {
      equipmentId: request.equipmentId,
      ...period,
      items: [],
      activities: [],
      summary: { ...EMPTY_PLAN_SUMMARY },
      lateSeconds: 0,
      missingLoad: 0,
      cannotCarry: [],
      withoutWeather: [],
    };
  }
  const built = await builder.build(auth, {
    date: request.date,
    groupId: request.groupId,
    equipmentIds: [request.equipmentId],
    orderIds,
    mode: 'retime',
    vehicle: request.vehicle,
  });
  const held = heldParts(built, [{ machineId: String(request.equipmentId), sequence: request.sequence }]);
  const evaluated = evaluateRoutes(held.built.problem, held.routes);
  return retimedDayOf(held.built, evaluated, held.built.machines[0]!);
}

/**
 * The days' fixed sequences as the engine's routes, each order's fields one after the other. An
 * order timed at less than its whole area (a day holding part of a field bigger than a day), or held
 * by several days, gets its own engine orders per day with the area the day holds (ids
 * `<id>@<machine>`), so every day times what it holds and no engine order is visited twice.
 */
function heldParts(
  source: TBuiltProblem,
  days: readonly { machineId: string; sequence: readonly TSequenceEntry[] }[],
): { built: TBuiltProblem; routes: { machineId: string; stops: RouteStop[] }[] } {
  const fieldsOf = new Map<number, string[]>();
  const wholeArea = new Map<number, number>();
  for (const [id, order] of source.orders) {
    fieldsOf.set(order.workOrderId, [...(fieldsOf.get(order.workOrderId) ?? []), id]);
    wholeArea.set(order.workOrderId, (wholeArea.get(order.workOrderId) ?? 0) + order.area);
  }
  /** Per day, the area it holds of each order (its entries of the order added up). */
  const heldOf = days.map((day) => {
    const held = new Map<number, number>();
    for (const entry of day.sequence)
      if (entry.kind === 'order')
        held.set(
          entry.workOrderId,
          (held.get(entry.workOrderId) ?? 0) + (entry.areaHectares ?? wholeArea.get(entry.workOrderId) ?? 0),
        );
    return held;
  });
  const daysHolding = new Map<number, number>();
  for (const held of heldOf)
    for (const id of held.keys()) daysHolding.set(id, (daysHolding.get(id) ?? 0) + 1);

  const orders = new Map(source.orders);
  const engineOrders = new Map(source.problem.orders.map((order) => [order.id, order]));
  const routes = days.map((day, index) => {
    const held = heldOf[index]!;
    const stops: RouteStop[] = [];
    const seen = new Set<number>();
    for (const entry of day.sequence) {
      if (entry.kind === 'cleanout') {
        stops.push({ cleanout: true });
        continue;
      }
      if (seen.has(entry.workOrderId)) continue;
      seen.add(entry.workOrderId);
      const whole = wholeArea.get(entry.workOrderId) ?? 0;
      const share = whole > 0 ? Math.min(1, held.get(entry.workOrderId)! / whole) : 1;
      const fields = fieldsOf.get(entry.workOrderId) ?? [];
      if (share > 1 - 1e-9 && daysHolding.get(entry.workOrderId) === 1) {
        stops.push(...fields);
        continue;
      }
      for (const id of fields) {
        const partId = `${id}@${day.machineId}`;
        const order = source.orders.get(id)!;
        const engineOrder = engineOrders.get(id)!;
        orders.set(partId, { ...order, area: order.area * share, volume: order.volume * share });
        engineOrders.set(partId, {
          ...engineOrder,
          id: partId,
          area: engineOrder.area * share,
          loads: engineOrder.loads.map((load) => ({ ...load, amount: load.amount * share })),
        });
        stops.push(partId);
      }
    }
    return { machineId: day.machineId, stops };
  });
  if (orders.size === source.orders.size) return { built: source, routes };
  const used = new Set(routes.flatMap((route) => route.stops.filter((stop) => typeof stop === 'string')));
  return {
    built: {
      ...source,
      orders,
      problem: {
        ...source.problem,
        orders: [...engineOrders.values()].filter((order) => used.has(order.id)),
      },
    },
    routes,
  };
}

function retimedDayOf(built: TBuiltProblem, evaluated: EvaluatedRoutes, machine: TBuiltMachine): TRetimedDay {
  const machineId = String(machine.equipmentId);
  const schedule = evaluated.plan.schedules.find((entry) => entry.machineId === machineId)!;
  const violation = evaluated.violations.find((entry) => entry.machineId === machineId)!;
  return {
    ...mapMachineDay(schedule, machine, built.orders, built.dayStart),
    lateSeconds: violation.lateSeconds,
    missingLoad: violation.missingLoad,
    cannotCarry: [...new Set(violation.notAllowed.map((id) => built.orders.get(id)!.workOrderId))],
    withoutWeather: built.withoutWeather,
  };
}

export interface TRetimeGroupRequest {
  /** Branch-local date, YYYY-MM-DD. */
  date: string;
  groupId: number;
  /** Each sprayer's day in the planner's order (refills are the engine's). */
  days: { equipmentId: number; sequence: TSequenceEntry[] }[];
  /** The routing vehicle whose road speed caps the machines' (the group's optimisations' one). */
  vehicle?: TVehicle;
}

/** The sprayers' timed days with the group's tender trucks' days planned for their refills. */
export interface TRetimedGroup {
  days: TRetimedDay[];
  tenders: TMachineDay[];
}

/**
 * Times the sprayers' fixed days of a date together with the group's tender trucks, as the
 * optimiser brings tenders to its routes: each sprayer keeps its orders and their order, its
 * refills become meetings with a tender at the field where one can come in time (it waits for a
 * late one when that costs less than the drive to a refill place), and each tender's day is
 * planned for those meetings; a sprayer no tender can serve without losing an order refills at
 * its places all day. Reads through the services: call it before a transaction.
 */
export async function retimeGroup(
  services: TProblemBuilderDependencies,
  auth: TAuth,
  request: TRetimeGroupRequest,
): Promise<TRetimedGroup> {
  const orderIds = orderIdsOf(request.days.flatMap((day) => day.sequence));
  const built = await createProblemBuilder(services).build(auth, {
    date: request.date,
    groupId: request.groupId,
    equipmentIds: request.days.map((day) => day.equipmentId),
    orderIds,
    mode: 'retime',
    withTenders: true,
    vehicle: request.vehicle,
  });
  const held = heldParts(
    built,
    request.days.map((day) => ({ machineId: String(day.equipmentId), sequence: day.sequence })),
  );
  const evaluated = evaluateRoutes(held.built.problem, held.routes, { tenders: true });
  return {
    days: held.built.machines.map((machine) => retimedDayOf(held.built, evaluated, machine)),
    tenders: tenderDaysOf(held.built, evaluated.plan),
  };
}
