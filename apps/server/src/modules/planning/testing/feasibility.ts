import type { TPlan, TWeekday } from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import type { TServices } from '../../../services';
import { computeSprayWindows, localMidnight } from '../spray-windows';

/** A second, in milliseconds: the engine rounds instants to the millisecond and sums in seconds. */
const TOLERANCE_MS = 1000;
/** Litres or kilograms a tank may be off by rounding. */
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

const WEEKDAYS: TWeekday[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/**
 * Independent feasibility checker for optimised days, written from the records and the plans as
 * the wire shows them (no engine code): on each machine no two activities or items overlap; the
 * day stays inside the group's working period plus overtime; every application falls inside its
 * order's spray windows (weather limits the group respects, and the sun rule) at one of its
 * fields; the tank never runs below empty between refills (cleaning empties it); and a cleanout
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
  const weekday = WEEKDAYS[new Date(`${day.date}T12:00:00Z`).getUTCDay()];
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
    const limits = order.products.map((line) => {
      const product = products.get(line.productId)!;
      return {
        productId: product.id,
        windSpeedMinKmh: respect.wind ? product.vlVelocWindMin : null,
        windSpeedMaxKmh: respect.wind ? product.vlVelocWindMax : null,
        temperatureMinCelsius: respect.temperature ? product.vlTemperatureMin : null,
        temperatureMaxCelsius: respect.temperature ? product.vlTemperatureMax : null,
        humidityMinPercent: respect.humidity ? product.vlHumidityMin : null,
        humidityMaxPercent: respect.humidity ? product.vlHumidityMax : null,
        rainFreeHours: respect.rain ? product.rainFreeHours : null,
        sunRule: respect.sun && product.sunRule,
      };
    });
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

  for (const plan of day.plans) {
    const where = `plan ${plan.planejamentoId} (machine ${plan.equipamentoId})`;
    const member = group.equipments.find((entry) => entry.cdEquipamento === plan.equipamentoId);
    const machine = machines.get(plan.equipamentoId);
    if (!member || !machine) {
      errors.push(`${where}: not a member of the group`);
      continue;
    }
    const implement = member.implementId === null ? undefined : implementRecords.get(member.implementId);
    const capacity =
      machine.compartments.reduce((sum, compartment) => sum + compartment.capacity, 0) ||
      implement?.compartments.reduce((sum, compartment) => sum + compartment.capacity, 0) ||
      implement?.capacity ||
      machine.tankCapacity ||
      0;

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

    // The tank between refills: each application uses the order's volume in proportion to its time.
    const appliedTime = new Map<number, number>();
    for (const activity of plan.activities)
      if (activity.kind === 'application' && activity.cdOrdemServico !== null)
        appliedTime.set(
          activity.cdOrdemServico,
          (appliedTime.get(activity.cdOrdemServico) ?? 0) +
            Date.parse(activity.end) -
            Date.parse(activity.start),
        );
    const volumeOf = new Map<number, number>();
    for (const item of plan.items)
      if (item.kind === 'order' && item.cdOrdemServico !== null)
        volumeOf.set(item.cdOrdemServico, (volumeOf.get(item.cdOrdemServico) ?? 0) + item.volume);
    let tank = capacity;
    for (const activity of plan.activities) {
      if (activity.kind === 'refill') tank = capacity;
      else if (activity.kind === 'cleaning') tank = 0;
      else if (activity.kind === 'application' && activity.cdOrdemServico !== null) {
        const total = appliedTime.get(activity.cdOrdemServico) ?? 0;
        const used =
          total > 0
            ? ((volumeOf.get(activity.cdOrdemServico) ?? 0) *
                (Date.parse(activity.end) - Date.parse(activity.start))) /
              total
            : 0;
        tank -= used;
        if (tank < -LOAD_TOLERANCE * Math.max(1, capacity)) {
          errors.push(
            `${where}: tank below empty (${tank.toFixed(1)}) applying order ${activity.cdOrdemServico} at ${activity.start}`,
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
