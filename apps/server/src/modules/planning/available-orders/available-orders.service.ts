import {
  WORK_ORDER_STATUS,
  compareRanked,
  toPage,
  type TAvailableOrder,
  type TAvailableOrdersQuery,
  type TEquipmentGroupRecord,
  type TPlanType,
  type TWorkOrderListQuery,
  type TWorkOrderRecord,
  type TWorkOrderSummary,
} from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import type { TEquipmentGroupsService } from '../../records/equipment-groups/equipment-groups.service';
import type { TFieldsService } from '../../records/growers/fields.service';
import type { TProductsService } from '../../records/products/products.service';
import type { TTenancyService } from '../../tenancy/tenancy.service';
import type { TWorkOrdersService } from '../../work-orders/work-orders.service';
import { addDays, localDateOf } from '../../../calendar/calendar';
import { carriedAreaOf } from '../engine/field-parts';
import type { TPlansService } from '../plans/plans.service';

export interface TAvailableOrdersDependencies {
  plans: TPlansService;
  workOrders: TWorkOrdersService;
  equipmentGroups: TEquipmentGroupsService;
  fields: TFieldsService;
  products: TProductsService;
  tenancy: TTenancyService;
}

/**
 * Statuses an optimisation can take (completed, canceled and deleted are blocked; in progress only
 * for an order whose earlier days planned part of it).
 */
const OPTIMISABLE = [1, 2, 5];
/** A custom day may also carry on with an order already in progress. */
const MANUAL = [1, 2, 5];

/** The group's crop-timing filter against an order's timing. */
const TIMING_OF_FILTER: Record<string, TPlanType> = {
  'pre-plant': 'PREPLANT',
  'pre-emerge': 'PRE',
  'post-emerge': 'POST',
  burndown: 'BURNDOWN',
};

/** Whether an order fits a group: assigned to it or to none, and inside its location and timing filters. */
function fitsGroup(order: TWorkOrderSummary, group: TEquipmentGroupRecord) {
  if (order.equipmentGroupId !== null && order.equipmentGroupId !== group.id) return false;
  if (
    group.locationIds.length &&
    (order.cdLocation === null || !group.locationIds.includes(order.cdLocation))
  )
    return false;
  if (
    group.timingFilter.length &&
    !group.timingFilter.some((filter) => TIMING_OF_FILTER[filter] === order.timing)
  )
    return false;
  return true;
}

/** Whether every product of an order is of a type the group's product-type filter takes. */
function fitsProductTypes(order: TWorkOrderRecord, group: TEquipmentGroupRecord) {
  return !order.products.some(
    (line) => line.typeProduct !== null && !group.productTypeFilter.includes(line.typeProduct),
  );
}

/**
 * Orders that can go into a group's day (`POST /ordens-disponiveis`, `/manual`): the branch's
 * orders the group takes, ranked as the spec's §4 with their selectability and inconsistency
 * causes, minus those the day's active plans already hold. Orders another day holds are listed
 * with that date (moving one into today asks for confirmation). With `incluirProgramadas` the
 * orders the group's active plans of that day hold are listed too (first, not selectable, with
 * their machine): the map draws and colours them.
 */
export function createAvailableOrdersService(dependencies: TAvailableOrdersDependencies) {
  const { plans, workOrders, equipmentGroups } = dependencies;

  async function candidates(auth: TAuth, query: TAvailableOrdersQuery, manual: boolean) {
    const group = await equipmentGroups.get(auth, query.configuracaoId);
    const today = localDateOf(new Date(), group.timeZone);
    const presetStart =
      query.preset === 'last2days'
        ? addDays(today, -1)
        : query.preset === 'last7days'
          ? addDays(today, -6)
          : undefined;
    const listed = await workOrders.list(auth, {
      page: 0,
      size: 100_000,
      sort: query.sort,
      search: query.search,
      status: manual ? MANUAL : OPTIMISABLE,
      dateInit: presetStart ?? query.dateInit,
      dateEnd: presetStart ? today : query.dateEnd,
      locations: group.locationIds.length ? group.locationIds : undefined,
      cdLocation: query.cdLocation,
    } as TWorkOrderListQuery);
    const inDay = new Set(await plans.orderIdsOfDay(auth, query.data));
    // An order in progress is for an optimisation only when earlier days left part of it.
    const inProgress = manual
      ? []
      : listed.content.filter((order) => order.status === WORK_ORDER_STATUS.IN_PROGRESS);
    const carriedInProgress = await leftAreasOf(auth, inProgress, query.data);
    let fitting = listed.content.filter(
      (order) =>
        fitsGroup(order, group) &&
        !inDay.has(order.cdOrdemServico) &&
        (manual ||
          order.status !== WORK_ORDER_STATUS.IN_PROGRESS ||
          carriedInProgress.has(order.cdOrdemServico)) &&
        (query.showInconsistent || order.inconsistencies.length === 0) &&
        (!query.applicationType || order.applicationType === query.applicationType),
    );
    const records = new Map<number, TWorkOrderRecord>();
    if (group.productTypeFilter.length) {
      // The product types live on the full records: read them only when the group filters by them.
      for (const record of await workOrders.forApplication(
        auth,
        fitting.map((order) => order.cdOrdemServico),
      ))
        records.set(record.cdOrdemServico, record as TWorkOrderRecord);
      fitting = fitting.filter(
        (order) =>
          records.has(order.cdOrdemServico) && fitsProductTypes(records.get(order.cdOrdemServico)!, group),
      );
    }
    if (!query.sort)
      fitting.sort((a, b) =>
        compareRanked(
          { rank: a.rank, closedAt: a.dtEncerramento, id: a.cdOrdemServico },
          { rank: b.rank, closedAt: b.dtEncerramento, id: b.cdOrdemServico },
        ),
      );
    const machineOf = query.incluirProgramadas
      ? await plans.machinesOfGroupDay(auth, { groupId: group.id, localDate: query.data })
      : new Map<number, number>();
    if (machineOf.size) {
      // The day's scheduled orders come first, whatever their status, so a page never leaves them out.
      const scheduled = await workOrders.list(auth, {
        page: 0,
        size: machineOf.size,
        sort: query.sort,
        ids: [...machineOf.keys()],
      } as TWorkOrderListQuery & { ids: number[] });
      fitting = [
        ...scheduled.content.filter(
          (order) => !query.applicationType || order.applicationType === query.applicationType,
        ),
        ...fitting,
      ];
    }
    /** The hectares earlier days left of the orders looked at so far (the page reads the rest). */
    const carried = {
      checked: new Set(inProgress.map((order) => order.cdOrdemServico)),
      left: carriedInProgress,
    };
    return { group, today, fitting, records, machineOf, carried };
  }

  /** Orders earlier days' plans hold in part, with the hectares still to plan on `date`. */
  async function leftAreasOf(auth: TAuth, orders: readonly TWorkOrderSummary[], date: string) {
    if (orders.length === 0) return new Map<number, number>();
    const planned = await plans.plannedAreasBefore(
      auth,
      orders.map((order) => order.cdOrdemServico),
      date,
    );
    const left = new Map<number, number>();
    for (const order of orders) {
      const carried = carriedAreaOf(order.selectedArea, planned.get(order.cdOrdemServico) ?? 0);
      if (carried !== null) left.set(order.cdOrdemServico, carried);
    }
    return left;
  }

  async function present(
    auth: TAuth,
    orders: TWorkOrderSummary[],
    records: Map<number, TWorkOrderRecord>,
    today: string,
    date: string,
    machineOf: ReadonlyMap<number, number>,
    carried: { checked: ReadonlySet<number>; left: ReadonlyMap<number, number> },
  ): Promise<TAvailableOrder[]> {
    const missing = orders.map((order) => order.cdOrdemServico).filter((id) => !records.has(id));
    if (missing.length)
      for (const record of await workOrders.forApplication(auth, missing))
        records.set(record.cdOrdemServico, record as TWorkOrderRecord);
    const fieldIds = [
      ...new Set(orders.flatMap((order) => records.get(order.cdOrdemServico)?.fieldIds ?? [])),
    ];
    const [fieldRows, crops, locations, scheduled, leftOnPage] = await Promise.all([
      fieldIds.length ? dependencies.fields.summaries(auth, { ids: fieldIds }) : [],
      dependencies.products.crops(auth),
      dependencies.tenancy.simpleLocations(auth, auth.unitId),
      plans.scheduledDates(
        auth,
        orders.map((order) => order.cdOrdemServico),
        today,
      ),
      leftAreasOf(
        auth,
        orders.filter((order) => !carried.checked.has(order.cdOrdemServico)),
        date,
      ),
    ]);
    const leftAreas = new Map([...carried.left, ...leftOnPage]);
    const fieldById = new Map(fieldRows.map((field) => [field.id, field]));
    const cropName = new Map(crops.map((crop) => [crop.id, crop.name]));
    const locationName = new Map(
      locations.map((location) => [location.cdLocalizacaoId, location.dsLocalizacaoEscritorio]),
    );
    return orders.map((order) => {
      const record = records.get(order.cdOrdemServico);
      const scheduledOn = scheduled.get(order.cdOrdemServico);
      const machine = machineOf.get(order.cdOrdemServico);
      return {
        cdOrdemServico: order.cdOrdemServico,
        description: order.description,
        vlOrdemServico: order.vlOrdemServico,
        growerName: order.growerName,
        farmName: order.farmName,
        fieldNames: order.fieldNames,
        fields: (record?.fields ?? []).map((field) => {
          const centroid = fieldById.get(field.id)?.centroid ?? null;
          return {
            id: field.id,
            name: field.name,
            latitude: centroid?.latitude ?? null,
            longitude: centroid?.longitude ?? null,
          };
        }),
        blockNames: [
          ...new Set(
            (record?.fields ?? [])
              .map((field) => fieldById.get(field.id)?.zoneName)
              .filter((name): name is string => Boolean(name)),
          ),
        ],
        locationName: order.cdLocation === null ? null : (locationName.get(order.cdLocation) ?? null),
        productNames: order.productNames,
        timing: order.timing,
        applicationType: order.applicationType,
        cropType: record?.cropId == null ? null : (cropName.get(record.cropId) ?? null),
        selectedArea: order.selectedArea,
        createdAt: order.createdAt,
        status: order.status,
        inconsistencias: order.inconsistencies,
        qtdAlertas: order.qtdAlertas,
        licenceAlerts: order.licenceAlerts,
        rank: order.rank,
        rankName: order.rankName,
        // An order an earlier day planned in part ranks as scheduled, yet its rest is for this day.
        selectable:
          machine === undefined &&
          (leftAreas.has(order.cdOrdemServico) ? !order.rankName.includes('inconsistent') : order.selectable),
        scheduledOn: scheduledOn !== undefined && scheduledOn !== date ? scheduledOn : null,
        ...(leftAreas.has(order.cdOrdemServico) ? { leftArea: leftAreas.get(order.cdOrdemServico)! } : {}),
        ...(machine === undefined ? {} : { equipamentoId: machine }),
      };
    });
  }

  return {
    /** A page of the orders available for the day. */
    async page(auth: TAuth, query: TAvailableOrdersQuery, options: { manual: boolean }) {
      const { fitting, records, today, machineOf, carried } = await candidates(auth, query, options.manual);
      const start = query.page * query.size;
      const content = await present(
        auth,
        fitting.slice(start, start + query.size),
        records,
        today,
        query.data,
        machineOf,
        carried,
      );
      return toPage(content, fitting.length, query);
    },

    /** How many orders are available for the day. */
    async count(auth: TAuth, query: TAvailableOrdersQuery, options: { manual: boolean }) {
      return { count: (await candidates(auth, query, options.manual)).fitting.length };
    },
  };
}

export type TAvailableOrdersService = ReturnType<typeof createAvailableOrdersService>;
