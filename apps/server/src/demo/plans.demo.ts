import { and, asc, eq, inArray } from 'drizzle-orm';
import { EMPTY_PLAN_SUMMARY, type TPlanActivity, type TPlanSummary } from '@tramline/domain';
import { units } from '../modules/tenancy/tenancy.tables';
import {
  equipmentGroupMachines,
  equipmentGroupWorkingPeriods,
  equipmentGroups,
} from '../modules/records/equipment-groups/equipment-groups.tables';
import { workOrders } from '../modules/work-orders/work-orders.tables';
import { planItems, plans } from '../modules/planning/plans/plans.tables';
import { addDays, localDateOf, localMidnight, weekdayOf } from '../calendar/calendar';
import { fields } from '../modules/records/growers/growers.tables';
import { products } from '../modules/records/products/products.tables';
import { employeeLicences, employees } from '../modules/records/employees/employees.tables';
import {
  workOrderAudit,
  workOrderFields,
  workOrderProducts,
} from '../modules/work-orders/work-orders.tables';
import { computeSprayWindows } from '../modules/planning/spray-windows/spray-windows';
import { licenceFindings, type TGateProduct } from '../modules/planning/sends/label-gate.rules';
import { createStoredWeatherProvider } from '../modules/weather/stored-weather.provider';
import type { TDemoContext } from './demo-context';
import { DEMO_FORECAST_DAYS } from './weather.demo';

/** When an order may be applied on a day: open spans (ms) at every one of its fields. */
type TWindowsOf = (orderId: number) => { start: number; end: number }[];

/** Spans open in both lists. */
function intersect(a: { start: number; end: number }[], b: { start: number; end: number }[]) {
  return a.flatMap((left) =>
    b.flatMap((right) => {
      const start = Math.max(left.start, right.start);
      const end = Math.min(left.end, right.end);
      return end > start ? [{ start, end }] : [];
    }),
  );
}

/**
 * The label facts of the crew's orders, read the way the label gate reads them: each order's
 * products with their limits (the crew respects every weather limit), fields and applicator, so
 * the seeded days keep every application inside its spray windows and every restricted product
 * with a licensed applicator.
 */
async function labelFactsOf(context: TDemoContext, orderIds: number[], timeZone: string) {
  const { db, ownerId } = context;
  const ids = orderIds.length ? orderIds : [-1];
  // In turn: the seed runs in one transaction, whose connection takes one statement at a time.
  const productRows = await db
    .select({ orderId: workOrderProducts.workOrderId, product: products })
    .from(workOrderProducts)
    .innerJoin(products, eq(products.id, workOrderProducts.productId))
    .where(inArray(workOrderProducts.workOrderId, ids));
  const fieldRows = await db
    .select({
      orderId: workOrderFields.workOrderId,
      latitude: fields.centroidLatitude,
      longitude: fields.centroidLongitude,
    })
    .from(workOrderFields)
    .innerJoin(fields, eq(fields.id, workOrderFields.fieldId))
    .where(inArray(workOrderFields.workOrderId, ids));
  const orderRows = await db
    .select({ id: workOrders.id, applicatorId: workOrders.applicatorId, name: employees.name })
    .from(workOrders)
    .leftJoin(employees, eq(employees.id, workOrders.applicatorId))
    .where(inArray(workOrders.id, ids));
  const applicatorIds = orderRows.flatMap((row) => (row.applicatorId === null ? [] : [row.applicatorId]));
  const licences = applicatorIds.length
    ? await db.select().from(employeeLicences).where(inArray(employeeLicences.employeeId, applicatorIds))
    : [];
  const productsOf = (orderId: number): TGateProduct[] =>
    productRows
      .filter((row) => row.orderId === orderId)
      .map(({ product }) => ({
        id: product.id,
        name: product.name,
        licenceRequired: product.licenceRequired as TGateProduct['licenceRequired'],
        limits: {
          productId: product.id,
          windSpeedMinKmh: product.windSpeedMinKmh,
          windSpeedMaxKmh: product.windSpeedMaxKmh,
          temperatureMinCelsius: product.temperatureMinCelsius,
          temperatureMaxCelsius: product.temperatureMaxCelsius,
          humidityMinPercent: product.humidityMinPercent,
          humidityMaxPercent: product.humidityMaxPercent,
          rainFreeHours: product.rainFreeHours,
          sunRule: product.sunRule,
        },
      }));
  /** Whether the order's applicator may apply its products on the day (the gate's licence rules). */
  const licensed = (orderId: number, date: string) => {
    const row = orderRows.find((entry) => entry.id === orderId);
    const applicator =
      row?.applicatorId == null
        ? null
        : {
            name: row.name ?? '',
            licences: licences
              .filter((licence) => licence.employeeId === row.applicatorId)
              .map((licence) => ({
                type: licence.type as 'APPLICATOR' | 'DICAMBA',
                effectiveDate: licence.effectiveDate,
                expirationDate: licence.expirationDate,
                status: licence.status as 'ACTIVE',
              })),
          };
    return (
      licenceFindings(
        { id: orderId, ticket: null, applicator, products: productsOf(orderId), applications: [] },
        date,
      ).length === 0
    );
  };
  const weather = createStoredWeatherProvider(db);
  /** The order's spray windows of a day, open at every field. */
  const windowsOn = async (date: string): Promise<TWindowsOf> => {
    const byOrder = new Map<number, { start: number; end: number }[]>();
    for (const orderId of orderIds) {
      let open: { start: number; end: number }[] | null = null;
      for (const field of fieldRows.filter((row) => row.orderId === orderId)) {
        if (field.latitude === null || field.longitude === null) continue;
        const result = await computeSprayWindows(weather, {
          ownerId,
          point: { latitude: field.latitude, longitude: field.longitude },
          date,
          timeZone,
          products: productsOf(orderId).map((product) => product.limits),
        });
        const spans = result.windows.map((window) => ({
          start: window.start.getTime(),
          end: window.end.getTime(),
        }));
        open = open === null ? spans : intersect(open, spans);
      }
      byOrder.set(orderId, open ?? []);
    }
    return (orderId) => byOrder.get(orderId) ?? [];
  };
  return { licensed, windowsOn };
}

/** Field efficiency of a self-propelled sprayer (turns and overlaps). */
const FIELD_EFFICIENCY = 0.7;

/** How long before the working period a seeded day may set out. */
const EARLY_START_MS = 4 * 3_600_000;

/** The least of an order a seeded day works when its windows cannot hold it whole. */
const MIN_PART_MS = 3_600_000;

/** Orders a seeded day holds at most. */
const MAX_ORDERS_PER_DAY = 3;

/** Candidates for a machine's day, smallest first: the day keeps those its spray windows hold. */
function bySize(orders: readonly TOrder[]) {
  return [...orders].sort((a, b) => a.selectedAreaHectares - b.selectedAreaHectares);
}

type TMachine = typeof equipmentGroupMachines.$inferSelect;
type TOrder = Pick<
  typeof workOrders.$inferSelect,
  'id' | 'selectedAreaHectares' | 'totalVolumeLitres' | 'batchCount'
>;

/**
 * A machine's day laid out the way the engine reports one: from the start of the working period,
 * a drive to each field, its application at the member's speed and width, a cleanout where asked.
 */
function layDay(
  context: TDemoContext,
  machine: TMachine,
  dayStart: Date,
  orders: TOrder[],
  cleanoutAfter: number | null,
  windowsOf: TWindowsOf,
  /** The first order may set out this early when the windows after `dayStart` cannot hold it. */
  earliest: Date = dayStart,
  /**
   * When set, an order the day's windows cannot hold whole is laid in part (a field bigger than a
   * day, as the engine splits one), and no application runs past this instant (the end of the
   * day's overtime): the windows' hours are worked and the rest is left for later days.
   */
  partsUntil: Date | null = null,
) {
  const items: Omit<typeof planItems.$inferInsert, 'planId'>[] = [];
  const activities: TPlanActivity[] = [];
  const summary: TPlanSummary = { ...EMPTY_PLAN_SUMMARY, equipmentCount: orders.length ? 1 : 0 };
  let clock = dayStart.getTime();
  const hectaresPerHour =
    ((machine.implementWidthMetres ?? 36) * (machine.operationSpeedKmh ?? 20) * FIELD_EFFICIENCY) / 10;
  orders.forEach((order, index) => {
    if (items.filter((item) => item.kind === 'order').length >= MAX_ORDERS_PER_DAY) return;
    const travel = Math.round(context.random.between(12, 35) * 60);
    const applied = Math.round((order.selectedAreaHectares / hectaresPerHour) * 3600);
    // The application runs in the order's spray windows from the machine's arrival on: it waits
    // for a window to open and pauses where one closes. An order the windows cannot hold whole
    // stays off the day, or with `partsUntil` is worked for at least an hour of them.
    const chunksFrom = (arrival: number) => {
      const chunks: { start: number; end: number }[] = [];
      let remaining = applied * 1000;
      let at = arrival;
      const until = partsUntil?.getTime() ?? Infinity;
      for (const span of windowsOf(order.id)) {
        if (remaining <= 0) break;
        const from = Math.max(at, span.start);
        const spanEnd = Math.min(span.end, until);
        if (spanEnd <= from) continue;
        const length = Math.min(remaining, spanEnd - from);
        chunks.push({ start: from, end: from + length });
        remaining -= length;
        at = from + length;
      }
      if (remaining <= 0) return chunks;
      return partsUntil && applied * 1000 - remaining >= MIN_PART_MS ? chunks : [];
    };
    let arrival = clock + travel * 1000;
    let chunks = chunksFrom(arrival);
    if (chunks.length === 0 && items.length === 0 && earliest.getTime() < clock) {
      chunks = chunksFrom(earliest.getTime() + travel * 1000);
      // Setting out early, the machine leaves just in time for the first window.
      if (chunks.length) arrival = Math.min(arrival, chunks[0]!.start);
      clock = arrival - travel * 1000;
    }
    if (chunks.length === 0) return;
    const worked = chunks.reduce((sum, chunk) => sum + (chunk.end - chunk.start), 0) / 1000;
    const share = Math.min(1, worked / applied);
    const area = order.selectedAreaHectares * share;
    const travelEnd = chunks[0]!.start;
    const end = chunks.at(-1)!.end;
    const waiting = (end - arrival) / 1000 - worked;
    summary.waitingTime += waiting;
    if (travelEnd > arrival)
      activities.push({
        kind: 'waiting',
        start: new Date(clock).toISOString(),
        end: new Date(travelEnd - travel * 1000).toISOString(),
        cdOrdemServico: null,
        batch: null,
        distanceMetres: null,
        overtime: false,
      });
    clock = travelEnd - travel * 1000;
    activities.push({
      kind: 'travel',
      start: new Date(clock).toISOString(),
      end: new Date(travelEnd).toISOString(),
      cdOrdemServico: order.id,
      batch: null,
      distanceMetres: Math.round((travel / 3600) * (machine.travelSpeedKmh ?? 40) * 1000),
      overtime: false,
    });
    chunks.forEach((chunk, index) => {
      const previous = chunks[index - 1];
      if (previous && chunk.start > previous.end)
        activities.push({
          kind: 'waiting',
          start: new Date(previous.end).toISOString(),
          end: new Date(chunk.start).toISOString(),
          cdOrdemServico: order.id,
          batch: null,
          distanceMetres: null,
          overtime: false,
        });
      activities.push({
        kind: 'application',
        start: new Date(chunk.start).toISOString(),
        end: new Date(chunk.end).toISOString(),
        cdOrdemServico: order.id,
        batch: 1,
        distanceMetres: null,
        overtime: false,
      });
    });
    items.push({
      sequence: items.length + 1,
      kind: 'order',
      workOrderId: order.id,
      plannedStart: new Date(travelEnd),
      plannedEnd: new Date(end),
      travelSeconds: travel,
      cleaningSeconds: 0,
      appliedSeconds: Math.round(worked),
      areaHectares: area,
      volume: order.totalVolumeLitres * share,
      batches: Math.max(1, Math.ceil((order.batchCount ?? 1) * share)),
    });
    summary.workedTime += worked;
    summary.displacementTime += travel;
    summary.workedArea += area;
    summary.orderCount += 1;
    clock = end;
    if (cleanoutAfter === index) {
      const cleaning = machine.cleaningTimeSeconds ?? 1800;
      activities.push({
        kind: 'cleaning',
        start: new Date(clock).toISOString(),
        end: new Date(clock + cleaning * 1000).toISOString(),
        cdOrdemServico: null,
        batch: null,
        distanceMetres: null,
        overtime: false,
      });
      items.push({
        sequence: items.length + 1,
        kind: 'cleanout',
        workOrderId: null,
        plannedStart: new Date(clock),
        plannedEnd: new Date(clock + cleaning * 1000),
        travelSeconds: 0,
        cleaningSeconds: cleaning,
        appliedSeconds: 0,
        areaHectares: 0,
        volume: 0,
        batches: 0,
      });
      summary.cleaningTime += cleaning;
      clock += cleaning * 1000;
    }
  });
  return {
    items,
    activities,
    summary,
    laid: orders.filter((order) => items.some((item) => item.workOrderId === order.id)),
  };
}

/**
 * Schedules of the Mato Grosso spray crew: yesterday's optimised days, sent to the machines (read-only
 * history), and the optimised days ahead for two sprayers, one of them already changed into a
 * custom plan with a cleanout. The days ahead are today's, or the first sprayable day's of the
 * forecast when today's weather leaves no window (then today holds no plan). Every seeded day
 * passes the label gate: applications run only inside their orders' spray windows (the stored
 * forecast at every field against each product's limits, and the sun rule), and only orders whose
 * applicator may apply their products that day are seeded, so a day a machine receives never
 * breaks a label. The Iowa branch keeps clean days for the dispatcher
 * to optimise.
 */
export const plansDemoSeeder = {
  name: 'plans',
  async seed(context: TDemoContext) {
    const { db, ownerId } = context;
    const unitId = context.units.matoGrosso;
    const [unit] = await db.select().from(units).where(eq(units.id, unitId));
    const [group] = await db
      .select()
      .from(equipmentGroups)
      .where(
        and(
          inArray(equipmentGroups.id, context.ids.equipmentGroupsMatoGrosso ?? [-1]),
          eq(equipmentGroups.mixtureType, 'LIQUID'),
          eq(equipmentGroups.robot, false),
        ),
      );
    if (!unit || !group) return;
    const members = (
      await db
        .select()
        .from(equipmentGroupMachines)
        .where(and(eq(equipmentGroupMachines.groupId, group.id), eq(equipmentGroupMachines.role, 'member')))
        .orderBy(asc(equipmentGroupMachines.position))
    ).slice(0, 2);
    const periods = await db
      .select()
      .from(equipmentGroupWorkingPeriods)
      .where(eq(equipmentGroupWorkingPeriods.groupId, group.id));
    const orders = await db
      .select({
        id: workOrders.id,
        selectedAreaHectares: workOrders.selectedAreaHectares,
        totalVolumeLitres: workOrders.totalVolumeLitres,
        batchCount: workOrders.batchCount,
        status: workOrders.status,
        createdAt: workOrders.createdAt,
      })
      .from(workOrders)
      .where(
        and(
          eq(workOrders.ownerId, ownerId),
          eq(workOrders.equipmentGroupId, group.id),
          inArray(workOrders.status, [1, 4]),
        ),
      )
      .orderBy(asc(workOrders.id));
    const today = localDateOf(new Date(), unit.timeZone);
    const yesterday = addDays(today, -1);
    const facts = await labelFactsOf(
      context,
      orders.map((order) => order.id),
      unit.timeZone,
    );
    const windows = new Map([[yesterday, await facts.windowsOn(yesterday)]]);
    // Only orders whose applicator may apply their products that day
    // and has a spray window that day go on a seeded day.
    const fits = (order: { id: number }, date: string) =>
      facts.licensed(order.id, date) && windows.get(date)!(order.id).length > 0;
    const done = orders.filter((order) => order.status === 4 && fits(order, yesterday));
    const readyYesterday = orders.filter((order) => order.status === 1 && fits(order, yesterday));
    if (members.length < 2) return;

    const periodOf = (date: string) => {
      const weekday = weekdayOf(date);
      const period = periods.find((entry) => entry.dayOfWeek === weekday);
      const midnight = localMidnight(date, unit.timeZone).getTime();
      const at = (minutes: number) => new Date(midnight + minutes * 60_000);
      return period
        ? {
            workingStart: at(period.startMinute),
            workingEnd: at(period.endMinute),
            overtimeEnd: at(period.endMinute + period.overtimeMinutes),
          }
        : { workingStart: at(6 * 60), workingEnd: null, overtimeEnd: null };
    };

    /** Orders on the active days ahead. */
    const scheduled = new Set<number>();
    /** When each order was first put on a day, and when yesterday's sent days applied it. */
    const firstPlanned = new Map<number, Date>();
    const applied = new Map<number, { start: Date; end: Date }>();
    /**
     * A machine's day laid in the date's spray windows. Mato Grosso crews spray in the cool, calm
     * hours before dawn where a label allows it (no sun rule): a seeded day may set out up to 4
     * hours before the working period.
     */
    const lay = (
      date: string,
      machine: TMachine,
      dayOrders: TOrder[],
      cleanoutAfter: number | null = null,
    ) => {
      const { workingStart, workingEnd, overtimeEnd } = periodOf(date);
      return layDay(
        context,
        machine,
        workingStart,
        dayOrders,
        cleanoutAfter,
        windows.get(date)!,
        new Date(workingStart.getTime() - EARLY_START_MS),
        // Yesterday's sent days hold whole orders (those it completed); the days ahead work a
        // field bigger than their windows in part, inside the working period and its overtime.
        date === yesterday
          ? null
          : (overtimeEnd ?? workingEnd ?? localMidnight(addDays(date, 1), unit.timeZone)),
      );
    };
    const write = async (
      date: string,
      machine: TMachine,
      laid: ReturnType<typeof layDay>,
      kind: 'AUTOMATICO' | 'MANUAL',
      options: { active: boolean; sent: boolean; previousPlanId?: number },
    ) => {
      const period = periodOf(date);
      const createdAt = new Date(period.workingStart.getTime() - 10 * 3_600_000);
      const [plan] = await db
        .insert(plans)
        .values({
          ownerId,
          unitId,
          equipmentGroupId: group.id,
          equipmentId: machine.equipmentId,
          localDate: date,
          kind,
          active: options.active,
          version: options.previousPlanId ? 2 : 1,
          previousPlanId: options.previousPlanId ?? null,
          ...period,
          activities: laid.activities,
          summary: laid.summary,
          sentAt: options.sent ? new Date(period.workingStart.getTime() - 45 * 60_000) : null,
          createdBy: context.userIds.demo ?? null,
          createdAt,
        })
        .returning({ id: plans.id });
      if (laid.items.length)
        await db.insert(planItems).values(laid.items.map((item) => ({ ...item, planId: plan!.id })));
      if (date !== yesterday && options.active) for (const order of laid.laid) scheduled.add(order.id);
      for (const item of laid.items) {
        if (item.workOrderId == null) continue;
        const first = firstPlanned.get(item.workOrderId);
        if (!first || createdAt < first) firstPlanned.set(item.workOrderId, createdAt);
        if (options.sent && item.plannedStart && item.plannedEnd)
          applied.set(item.workOrderId, { start: item.plannedStart, end: item.plannedEnd });
      }
      return { id: plan!.id, laid: laid.laid };
    };

    const [first, second] = members as [TMachine, TMachine];
    // Yesterday's days hold the completed orders the windows took whole, else ready ones (an
    // order not finished yesterday is planned again on the day ahead).
    const history = [...bySize(done), ...bySize(readyYesterday)];
    if (history.length) {
      const yesterdayFirst = lay(yesterday, first, history);
      await write(yesterday, first, yesterdayFirst, 'AUTOMATICO', { active: true, sent: true });
      const rest = history.filter((order) => !yesterdayFirst.laid.includes(order));
      await write(yesterday, second, lay(yesterday, second, rest), 'AUTOMATICO', {
        active: true,
        sent: true,
      });
    }

    // The days ahead lie on today, or, when today's windows hold not even an hour of an order (a
    // day of rain or wind), on the first day of the forecast whose windows do: a dispatcher rained out plans the
    // next sprayable day, and a day nobody can spray holds no plan.
    for (let ahead = 0; ahead <= DEMO_FORECAST_DAYS.after; ahead += 1) {
      const day = addDays(today, ahead);
      windows.set(day, await facts.windowsOn(day));
      const ready = bySize(orders.filter((order) => order.status === 1 && fits(order, day)));
      const firstDay = lay(day, first, ready);
      if (firstDay.laid.length === 0) continue;
      await write(day, first, firstDay, 'AUTOMATICO', { active: true, sent: false });
      const secondDay = lay(
        day,
        second,
        ready.filter((order) => !firstDay.laid.includes(order)),
      );
      const optimisedSecond = await write(day, second, secondDay, 'AUTOMATICO', {
        active: false,
        sent: false,
      });
      await write(day, second, lay(day, second, [...secondDay.laid].reverse(), 0), 'MANUAL', {
        active: true,
        sent: false,
        previousPlanId: optimisedSecond.id,
      });
      for (const id of scheduled)
        await db.update(workOrders).set({ scheduledOn: day }).where(eq(workOrders.id, id));
      break;
    }
    // The orders' stories read in time order: an order exists before a day holds it, and a
    // completed one was worked when yesterday's sent day applied it.
    for (const order of orders) {
      const planned = firstPlanned.get(order.id);
      if (planned && order.createdAt >= planned) {
        const createdAt = new Date(planned.getTime() - 2 * 3_600_000);
        await db.update(workOrders).set({ createdAt }).where(eq(workOrders.id, order.id));
        await db
          .update(workOrderAudit)
          .set({ at: createdAt })
          .where(and(eq(workOrderAudit.workOrderId, order.id), eq(workOrderAudit.action, 'created')));
      }
      const worked = applied.get(order.id);
      if (order.status === 4 && worked)
        await db
          .update(workOrders)
          .set({ startedAt: worked.start, closedAt: worked.end, updatedAt: worked.end })
          .where(eq(workOrders.id, order.id));
    }
  },
};
