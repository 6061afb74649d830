import type { TPlan, TWorkOrderRecord } from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import type { TServices } from '../../../services';
import { localMidnight, weekdayOf } from '../../../calendar/calendar';
import { computeSprayWindows, respectedLimits } from '../spray-windows/spray-windows';
import { checkTenderDays } from './feasibility-tenders';

/** A second, in milliseconds: the engine rounds instants to the millisecond and sums in seconds. */
const TOLERANCE_MS = 1000;
/** Share of a full load the compartments may be off by rounding. */
const LOAD_TOLERANCE = 1e-3;

type TCheckerServices = Pick<
  TServices,
  | 'equipmentGroups'
  | 'equipment'
  | 'implements'
  | 'workOrders'
  | 'products'
  | 'fields'
  | 'weather'
  | 'planningSettings'
>;

type TMixture = 'LIQUID' | 'DRY' | 'AMMONIA';
type TCompartment = { mixture: TMixture; capacity: number };

/**
 * What an order carries over an area, per mixture type, each in its own unit (litres of liquid,
 * kilograms of dry or ammonia): one liquid tank mix at the larger of the carrier volume and the
 * products' rates, one ammonia load, one bin per dry product. Seed travels in no tank.
 */
function loadsOver(order: TWorkOrderRecord, hectares: number): { mixture: TMixture; amount: number }[] {
  const rates = (type: TMixture) =>
    order.products.filter((line) => line.typeProduct === type).map((line) => line.rate);
  const loads: { mixture: TMixture; amount: number }[] = [];
  const liquid = rates('LIQUID');
  if (liquid.length) {
    const sum = liquid.reduce((total, rate) => total + rate, 0);
    loads.push({ mixture: 'LIQUID', amount: Math.max(sum, order.carrierRate ?? 0) * hectares });
  }
  const ammonia = rates('AMMONIA');
  if (ammonia.length)
    loads.push({ mixture: 'AMMONIA', amount: ammonia.reduce((total, rate) => total + rate, 0) * hectares });
  for (const rate of rates('DRY')) loads.push({ mixture: 'DRY', amount: rate * hectares });
  return loads;
}

/**
 * The share of a full load an order's loads take on these compartments: each load needs a
 * compartment of its own mixture type (largest load in the largest), spare compartments of a type
 * add to the load they relieve most, and the fullest load decides. Null when a load has no
 * compartment of its type.
 */
function shareOfLoad(
  loads: readonly { mixture: TMixture; amount: number }[],
  compartments: readonly TCompartment[],
): number | null {
  let share = 0;
  for (const mixture of ['LIQUID', 'DRY', 'AMMONIA'] as const) {
    const amounts = loads
      .filter((load) => load.mixture === mixture)
      .map((load) => load.amount)
      .sort((a, b) => b - a);
    if (amounts.length === 0) continue;
    const capacities = compartments
      .filter((compartment) => compartment.mixture === mixture)
      .map((compartment) => compartment.capacity)
      .sort((a, b) => b - a);
    if (capacities.length < amounts.length) return null;
    const held = amounts.map((_, index) => capacities[index]!);
    for (const spare of capacities.slice(amounts.length)) {
      let fullest = 0;
      for (let index = 1; index < amounts.length; index += 1)
        if (amounts[index]! / held[index]! > amounts[fullest]! / held[fullest]!) fullest = index;
      held[fullest]! += spare;
    }
    for (let index = 0; index < amounts.length; index += 1)
      share = Math.max(share, amounts[index]! / held[index]!);
  }
  return share;
}

/**
 * Independent feasibility checker for optimised days, written from the records and the plans as
 * the wire shows them (no engine code): on each machine no two activities or items overlap; the
 * day stays inside the group's working period plus overtime; every application falls inside its
 * order's spray windows (weather limits the group respects, and the sun rule) at one of its
 * fields; every load of an order has a compartment of its mixture type and the compartments never
 * run below empty between refills (cleaning empties them; litres and kilograms are never added
 * together, each load is measured against its own compartments); and a cleanout
 * sits wherever consecutive orders change product family. Answers the problems found, none when
 * the plans are feasible.
 */
export async function checkPlanFeasibility(
  services: TCheckerServices,
  auth: TAuth,
  day: { date: string; groupId: number; plans: readonly TPlan[] },
): Promise<string[]> {
  const errors: string[] = [];
  const group = await services.equipmentGroups.get(auth, day.groupId);
  const weekday = weekdayOf(day.date);
  const period = group.workingPeriods.find((entry) => entry.dayOfWeek === weekday);
  if (!period) return [`no working period on ${day.date}`];
  const midnight = localMidnight(day.date, group.timeZone).getTime();
  // Whole minutes after midnight; a daylight-saving day shifts by the hour that changed.
  const dayStart = midnight + (period.start.hour * 60 + period.start.minute) * 60_000;
  const overtimeEnd =
    midnight +
    (period.end.hour * 60 +
      period.end.minute +
      period.overtimeLimit.hour * 60 +
      period.overtimeLimit.minute) *
      60_000;
  const respect = await services.planningSettings.weatherRespectOf(auth, day.groupId);

  const orderIds = [
    ...new Set(
      day.plans.flatMap((plan) =>
        plan.items.flatMap((item) =>
          item.kind === 'order' && item.cdOrdemServico !== null ? [item.cdOrdemServico] : [],
        ),
      ),
    ),
  ];
  const orders = new Map(
    await Promise.all(orderIds.map(async (id) => [id, await services.workOrders.get(auth, id)] as const)),
  );
  const productIds = [
    ...new Set([...orders.values()].flatMap((order) => order.products.map((line) => line.productId))),
  ];
  const products = new Map(
    (await services.products.getMany(auth, productIds)).map((product) => [product.id, product]),
  );
  const fieldIds = [...new Set([...orders.values()].flatMap((order) => order.fieldIds))];
  const fields = new Map(
    (await services.fields.summaries(auth, { ids: fieldIds })).map((field) => [field.id, field]),
  );

  const windowsOf = new Map<number, { start: number; end: number }[]>();
  for (const order of orders.values()) {
    const limits = order.products.map((line) => respectedLimits(products.get(line.productId)!, respect));
    const spans: { start: number; end: number }[] = [];
    for (const fieldId of order.fieldIds) {
      const centroid = fields.get(fieldId)?.centroid;
      if (!centroid) continue;
      const result = await computeSprayWindows(services.weather, {
        ownerId: auth.ownerId,
        point: centroid,
        date: day.date,
        timeZone: group.timeZone,
        products: limits,
      });
      spans.push(
        ...result.windows.map((window) => ({ start: window.start.getTime(), end: window.end.getTime() })),
      );
    }
    windowsOf.set(order.cdOrdemServico, spans);
  }
  const familyOf = (orderId: number) =>
    [
      ...new Set(
        orders.get(orderId)!.products.map((line) => products.get(line.productId)?.cleaningFamily ?? 'NONE'),
      ),
    ]
      .sort()
      .join('+');

  const machineIds = [...new Set(day.plans.map((plan) => plan.equipamentoId))];
  const machines = new Map(
    (await services.equipment.findMany(auth, machineIds)).map((record) => [record.cdEquipamento, record]),
  );
  const implementIds = group.equipments.flatMap((member) =>
    member.implementId === null ? [] : [member.implementId],
  );
  const implementRecords = new Map(
    (implementIds.length ? await services.implements.findMany(auth, implementIds) : []).map((record) => [
      record.id,
      record,
    ]),
  );

  const tenderIds = new Set(group.tenderTrucks.map((tender) => tender.cdEquipamento));
  errors.push(...checkTenderDays(day.plans, tenderIds));
  for (const plan of day.plans) {
    if (tenderIds.has(plan.equipamentoId)) continue;
    const where = `plan ${plan.planejamentoId} (machine ${plan.equipamentoId})`;
    const member = group.equipments.find((entry) => entry.cdEquipamento === plan.equipamentoId);
    const machine = machines.get(plan.equipamentoId);
    if (!member || !machine) {
      errors.push(`${where}: not a member of the group`);
      continue;
    }
    const implement = member.implementId === null ? undefined : implementRecords.get(member.implementId);
    // The machine's own compartments, else its implement's, else one tank of the implement or the machine.
    const ownCompartments = machine.compartments.filter((compartment) => compartment.capacity > 0);
    const implementCompartments = (implement?.compartments ?? []).filter(
      (compartment) => compartment.capacity > 0,
    );
    const compartments: TCompartment[] = ownCompartments.length
      ? ownCompartments.map((entry) => ({ mixture: entry.mixtureType, capacity: entry.capacity }))
      : implementCompartments.length
        ? implementCompartments.map((entry) => ({ mixture: entry.mixtureType, capacity: entry.capacity }))
        : implement?.capacity
          ? [{ mixture: implement.mixtureType, capacity: implement.capacity }]
          : machine.tankCapacity
            ? [{ mixture: group.mixtureType, capacity: machine.tankCapacity }]
            : [];

    // No overlap, inside the working period and overtime.
    let previousEnd = -Infinity;
    for (const activity of plan.activities) {
      const start = Date.parse(activity.start);
      const end = Date.parse(activity.end);
      if (end < start - TOLERANCE_MS) errors.push(`${where}: ${activity.kind} ends before it starts`);
      if (start < previousEnd - TOLERANCE_MS)
        errors.push(`${where}: ${activity.kind} at ${activity.start} overlaps the previous activity`);
      previousEnd = Math.max(previousEnd, end);
      if (start < dayStart - TOLERANCE_MS || end > overtimeEnd + TOLERANCE_MS)
        errors.push(
          `${where}: ${activity.kind} ${activity.start}-${activity.end} outside the working period and overtime`,
        );
    }
    let previousItemEnd = -Infinity;
    // Refills between batches fall inside their order's span; orders and cleanouts may not overlap.
    for (const item of plan.items) {
      if (item.kind === 'refill' || item.plannedStart === null || item.plannedEnd === null) continue;
      if (Date.parse(item.plannedStart) < previousItemEnd - TOLERANCE_MS)
        errors.push(`${where}: item ${item.sequencia} overlaps the one before`);
      previousItemEnd = Date.parse(item.plannedEnd);
    }

    // Applications inside the order's spray windows.
    for (const activity of plan.activities) {
      if (activity.kind !== 'application' || activity.cdOrdemServico === null) continue;
      const start = Date.parse(activity.start);
      const end = Date.parse(activity.end);
      if (end - start <= TOLERANCE_MS) continue;
      const inside = (windowsOf.get(activity.cdOrdemServico) ?? []).some(
        (window) => start >= window.start - TOLERANCE_MS && end <= window.end + TOLERANCE_MS,
      );
      if (!inside)
        errors.push(
          `${where}: order ${activity.cdOrdemServico} applied ${activity.start}-${activity.end} outside its spray windows`,
        );
    }

    // The compartments between refills, as the share of a full load left: each order's loads go
    // in compartments of their own mixture type (litres and kilograms never add up), and each
    // application uses the order's share in proportion to its time.
    const appliedTime = new Map<number, number>();
    for (const activity of plan.activities)
      if (activity.kind === 'application' && activity.cdOrdemServico !== null)
        appliedTime.set(
          activity.cdOrdemServico,
          (appliedTime.get(activity.cdOrdemServico) ?? 0) +
            Date.parse(activity.end) -
            Date.parse(activity.start),
        );
    const areaOf = new Map<number, number>();
    for (const item of plan.items)
      if (item.kind === 'order' && item.cdOrdemServico !== null)
        areaOf.set(item.cdOrdemServico, (areaOf.get(item.cdOrdemServico) ?? 0) + item.area);
    const shareOf = new Map<number, number>();
    for (const [orderId, hectares] of areaOf) {
      const share = shareOfLoad(loadsOver(orders.get(orderId)!, hectares), compartments);
      if (share === null)
        errors.push(`${where}: order ${orderId} has a load without a compartment of its mixture type`);
      shareOf.set(orderId, share ?? 0);
    }
    let tank = 1;
    for (const activity of plan.activities) {
      if (activity.kind === 'refill') tank = 1;
      else if (activity.kind === 'cleaning') tank = 0;
      else if (activity.kind === 'application' && activity.cdOrdemServico !== null) {
        const total = appliedTime.get(activity.cdOrdemServico) ?? 0;
        const used =
          total > 0
            ? ((shareOf.get(activity.cdOrdemServico) ?? 0) *
                (Date.parse(activity.end) - Date.parse(activity.start))) /
              total
            : 0;
        tank -= used;
        if (tank < -LOAD_TOLERANCE) {
          errors.push(
            `${where}: tank below empty (${(tank * 100).toFixed(1)}% of a load) applying order ${activity.cdOrdemServico} at ${activity.start}`,
          );
          tank = 0;
        }
      }
    }

    // A cleanout wherever consecutive orders change product family.
    let family: string | null = null;
    for (const item of plan.items) {
      if (item.kind === 'cleanout') family = null;
      else if (item.kind === 'order' && item.cdOrdemServico !== null) {
        const next = familyOf(item.cdOrdemServico);
        if (family !== null && family !== next)
          errors.push(`${where}: no cleanout between ${family} and ${next} before item ${item.sequencia}`);
        family = next;
      }
    }
  }
  return errors;
}
