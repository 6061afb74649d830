import {
  isFlowRateInconsistent,
  licenceAlertsOf,
  mixtureOfProduct,
  rankWorkOrder,
  statusesOfQuery,
  toPage,
  type TEmployeeRecord,
  type TInconsistencyCause,
  type TProductRecord,
  type TWorkOrderLicenceAlert,
  type TWorkOrderListQuery,
  type TWorkOrderRecord,
} from '@tramline/domain';
import type { TAuth } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { localDateOf, localMidnight, nextDate } from '../../calendar/calendar';
import {
  binsOf,
  scopeOf,
  type TFacts,
  type TWorkOrderFacts,
  type TWorkOrdersDependencies,
} from './work-order-facts';
import type { TWorkOrderRow, TWorkOrdersRepository } from './work-orders.repository';
import { scheduleCondition, type TScheduleFilter, type TScheduleViewSlot } from './work-order-schedule-view';
import {
  presentHistoryEntry,
  presentWorkOrderRecord,
  presentWorkOrderSummary,
  type TOrderContext,
  type TOrderFlags,
  type TOrderLines,
} from './work-orders.presenter';

/** Up to this many applicators are read one by one; more, from the branch's employee list. */
const FEW_APPLICATORS = 4;

/**
 * Reading orders: one record, some records, the ranked page, the history; each presented with
 * its names, inconsistencies and licence alerts as of now.
 */
export function createWorkOrderReads(
  repository: TWorkOrdersRepository,
  dependencies: TWorkOrdersDependencies,
  branch: TWorkOrderFacts,
  scheduleView: TScheduleViewSlot,
) {
  const { products, fields, growers, employees } = dependencies;
  const { rankFacts, branchEmployees } = branch;

  /** Names and facts for some orders' lines: the branch's products and groups from the facts. */
  async function contextFor(
    auth: TAuth,
    rows: TWorkOrderRow[],
    linesOf: Map<number, TOrderLines>,
    facts: TFacts,
  ) {
    const fieldIds = [
      ...new Set([...linesOf.values()].flatMap((lines) => lines.fields.map((line) => line.fieldId))),
    ];
    const productIds = [
      ...new Set([...linesOf.values()].flatMap((lines) => lines.products.map((line) => line.productId))),
    ];
    // Products no longer active are not in the facts: their names come one by one.
    const missing = productIds.filter((id) => !facts.productById.has(id));
    const [fieldRows, otherProducts] = await Promise.all([
      fieldIds.length ? fields.summaries(auth, { ids: fieldIds }) : [],
      missing.length ? products.getMany(auth, missing) : [],
    ]);
    // Farm and grower names come with the fields; the branch's farms are read only for an order none names.
    const farmById = new Map<number, { name: string }>(
      fieldRows.map((field) => [field.farmId, { name: field.farmName }]),
    );
    const growerNames = new Map(fieldRows.map((field) => [field.growerId, field.growerName]));
    if (rows.some((row) => !farmById.has(row.farmId) || !growerNames.has(row.growerId))) {
      for (const farm of await growers.listFarms(auth)) {
        farmById.set(farm.id, farm);
        growerNames.set(farm.growerId, farm.growerName);
      }
    }
    const fieldById = new Map(fieldRows.map((field) => [field.id, field]));
    const productById = new Map([
      ...otherProducts.map((product) => [product.id, product] as const),
      ...facts.productById,
    ]);
    const context: TOrderContext = {
      growerName: (id) => growerNames.get(id) ?? String(id),
      farmName: (id) => farmById.get(id)?.name ?? String(id),
      groupName: (id) => (id === null ? null : (facts.groupFacts.get(id)?.name ?? String(id))),
      field: (id) => fieldById.get(id),
      product: (id) => {
        const product = productById.get(id);
        return product
          ? { name: product.descProduct, type: product.typeProduct, isBlend: product.isBlend }
          : undefined;
      },
    };
    return { context, fieldById, productById };
  }

  /** The order's inconsistencies now: the same rules as `inconsistentOf` in the repository. */
  function flagsFor(
    lines: TOrderLines,
    row: TWorkOrderRow,
    found: {
      fieldById: Map<number, { areaHectares: number | null; geometryMissing: boolean }>;
      productById: Map<number, TProductRecord>;
    },
    facts: TFacts,
  ): TOrderFlags {
    const causes = new Set<TInconsistencyCause>();
    let productInconsistent = false;
    const active: TProductRecord[] = [];
    for (const line of lines.products) {
      const product = facts.productById.get(line.productId);
      if (!product || product.status !== 'ACTIVE') {
        causes.add('SEM_ID');
        productInconsistent = true;
        continue;
      }
      active.push(product);
      if (product.missingWeather.length) {
        for (const cause of product.missingWeather) causes.add(cause);
        productInconsistent = true;
      }
    }
    const fieldInconsistent = lines.fields.some((line) => {
      const field = found.fieldById.get(line.fieldId);
      return !field || field.geometryMissing || field.areaHectares === null;
    });
    if (fieldInconsistent) causes.add('FIELD_AREA');
    const flowRateInconsistent = isFlowRateInconsistent(
      row.carrierRateLitresPerHectare,
      active.filter((product) => product.typeProduct === 'LIQUID'),
    );
    if (flowRateInconsistent) causes.add('FLOW_RATE');
    const group = row.equipmentGroupId === null ? undefined : facts.groupFacts.get(row.equipmentGroupId);
    const compartmentInconsistent =
      group !== undefined &&
      (active.some((product) => mixtureOfProduct(product.typeProduct) !== group.mixtureType) ||
        (group.mixtureType === 'DRY' &&
          group.compartmentCounts.length > 0 &&
          lines.products.length > binsOf(group.compartmentCounts)));
    if (compartmentInconsistent) causes.add('COMPARTMENT');
    return {
      causes: [...causes],
      productInconsistent,
      fieldInconsistent,
      flowRateInconsistent,
      compartmentInconsistent,
    };
  }

  /** The day an order's licences are checked on: its planned start in the branch, else today. */
  function licenceDateOf(row: TWorkOrderRow, facts: TFacts) {
    return row.plannedStart ? localDateOf(row.plannedStart, facts.timeZone) : facts.today;
  }

  /**
   * The applicators of some orders with their licences, by id: one read each for a few, else the
   * branch's employees page by page (the same records, in a number of reads that does not grow
   * with the orders).
   */
  async function applicatorsOf(auth: TAuth, rows: readonly { applicatorId: number | null }[]) {
    const ids = [...new Set(rows.map((row) => row.applicatorId).filter((id): id is number => id !== null))];
    if (ids.length > FEW_APPLICATORS) {
      const wanted = new Set(ids);
      return new Map(
        (await branchEmployees(auth))
          .filter((employee) => wanted.has(employee.id))
          .map((employee) => [employee.id, employee]),
      );
    }
    const found = await Promise.all(ids.map((id) => employees.get(auth, id).catch(() => null)));
    return new Map(
      found
        .filter((employee): employee is TEmployeeRecord => employee !== null)
        .map((employee) => [employee.id, employee]),
    );
  }

  /** Alerts for the order's products its applicator is not licensed for on the order's day. */
  function licenceAlertsFor(
    row: TWorkOrderRow,
    lines: TOrderLines,
    applicators: Map<number, TEmployeeRecord>,
    productById: Map<number, TProductRecord>,
    facts: TFacts,
  ): TWorkOrderLicenceAlert[] {
    if (row.applicatorId === null) return [];
    const applicator = applicators.get(row.applicatorId);
    if (!applicator) return [];
    const orderProducts = lines.products
      .map((line) => productById.get(line.productId))
      .filter((product): product is TProductRecord => product !== undefined);
    return licenceAlertsOf(applicator, orderProducts, licenceDateOf(row, facts));
  }

  function linesMap(ids: number[], lines: Awaited<ReturnType<TWorkOrdersRepository['linesOf']>>) {
    const map = new Map<number, TOrderLines>(ids.map((id) => [id, { fields: [], products: [] }]));
    for (const line of lines.fields) map.get(line.workOrderId)?.fields.push(line);
    for (const line of lines.products) map.get(line.workOrderId)?.products.push(line);
    return map;
  }

  /** Presents rows; the rank comes from SQL on lists and from the domain rule on single reads. */
  async function presentRows(
    auth: TAuth,
    rows: { order: TWorkOrderRow; rank?: number }[],
    facts: TFacts,
    full: boolean,
    within: TWorkOrdersRepository = repository,
  ) {
    const ids = rows.map((row) => row.order.id);
    // A summary names the order's fields and products: the row's own id copies are enough.
    const linesOf = full
      ? linesMap(ids, await within.linesOf(ids))
      : new Map<number, TOrderLines>(
          rows.map(({ order }) => [
            order.id,
            {
              fields: order.fieldIds.map((fieldId) => ({ fieldId, areaHectares: null })),
              products: order.productIds.map((productId) => ({ productId, ratePerHectare: 0, rateUnit: '' })),
            },
          ]),
        );
    const [{ context, fieldById, productById }, applicators] = await Promise.all([
      contextFor(
        auth,
        rows.map((row) => row.order),
        linesOf,
        facts,
      ),
      applicatorsOf(
        auth,
        rows.map((row) => row.order),
      ),
    ]);
    const today = facts.today;
    return rows.map(({ order, rank }) => {
      const lines = linesOf.get(order.id)!;
      const flags = flagsFor(lines, order, { fieldById, productById }, facts);
      const licenceAlerts = licenceAlertsFor(order, lines, applicators, productById, facts);
      const computedRank =
        rank ??
        rankWorkOrder({
          skipped: order.skippedOn === today,
          inconsistent: flags.causes.length > 0,
          scheduledToday: order.scheduledOn === today,
          scheduled: order.scheduledOn !== null && order.scheduledOn >= today,
          alertCount: order.alertCount + licenceAlerts.length,
        }).rank;
      const summary = presentWorkOrderSummary(
        order,
        computedRank,
        lines,
        flags,
        context,
        today,
        licenceAlerts,
      );
      return full ? presentWorkOrderRecord(summary, order, lines, context) : summary;
    });
  }

  async function load(auth: TAuth, id: number, within: TWorkOrdersRepository = repository) {
    const row = await within.find(scopeOf(auth), id);
    if (!row) throw notFound();
    const lines = linesMap([id], await within.linesOf([id])).get(id)!;
    return { row, lines };
  }

  async function getRecord(
    auth: TAuth,
    id: number,
    within: TWorkOrdersRepository = repository,
  ): Promise<TWorkOrderRecord> {
    const row = await within.find(scopeOf(auth), id);
    if (!row) throw notFound();
    const [record] = await presentRows(auth, [{ order: row }], await rankFacts(auth), true, within);
    return record as TWorkOrderRecord;
  }

  /**
   * The records of some orders, each as `get` answers it, in the order of the ids (an id given
   * twice answers once); ids not found in the branch are left out. The reads do not grow with the
   * number of ids: the orders, their field lines, their product lines, and the branch's facts and
   * names once for all of them.
   */
  async function findRecords(auth: TAuth, ids: readonly number[]): Promise<TWorkOrderRecord[]> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return [];
    const rows = await repository.findMany(scopeOf(auth), wanted);
    if (!rows.length) return [];
    const records = (await presentRows(
      auth,
      rows.map((order) => ({ order })),
      await rankFacts(auth),
      true,
    )) as TWorkOrderRecord[];
    const byId = new Map(records.map((record) => [record.cdOrdemServico, record]));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  }

  async function list(
    auth: TAuth,
    query: TWorkOrderListQuery & {
      ids?: number[];
      equipmentGroupIds?: number[];
      growerId?: number;
      schedule?: Omit<TScheduleFilter, 'timeZone'>;
    },
  ) {
    const facts = await rankFacts(auth);
    const searchGrowerIds =
      query.search !== undefined
        ? (await growers.list(auth, { page: 0, size: 500, search: query.search })).content.map(
            (grower) => grower.id,
          )
        : undefined;
    const { rows, total } = await repository.list(
      scopeOf(auth),
      {
        page: query.page,
        size: query.size,
        sort: query.sort,
        statuses: statusesOfQuery(query),
        search: query.search,
        searchGrowerIds,
        createdFrom: query.dateInit ? localMidnight(query.dateInit, facts.timeZone) : undefined,
        createdBefore: query.dateEnd ? localMidnight(nextDate(query.dateEnd), facts.timeZone) : undefined,
        locationIds: query.locations?.length ? query.locations : query.cdLocation,
        ids: query.ids,
        equipmentGroupIds: query.equipmentGroupIds,
        growerId: query.growerId,
        schedule: query.schedule
          ? scheduleCondition(scheduleView.get(), { ...query.schedule, timeZone: facts.timeZone })
          : undefined,
      },
      facts,
    );
    return toPage(await presentRows(auth, rows, facts, false), total, query);
  }

  return {
    list,
    get: (auth: TAuth, id: number) => getRecord(auth, id),

    async history(auth: TAuth, id: number) {
      await load(auth, id);
      return (await repository.history(id)).map(presentHistoryEntry);
    },

    /** Orders as planning's available-order list shows them. */
    async forPlanning(auth: TAuth, ids: number[]) {
      const page = await list(auth, {
        page: 0,
        size: 500,
        ids,
        status: [1, 2, 3, 4, 5, 6, 7],
      } as TWorkOrderListQuery & { ids: number[] });
      return page.content;
    },

    /** Orders with their application facts (closing, applied volume and area). */
    async forApplication(auth: TAuth, ids: number[]) {
      const rows = await repository.findMany(scopeOf(auth), ids);
      return presentRows(
        auth,
        rows.map((order) => ({ order })),
        await rankFacts(auth),
        true,
      );
    },

    /** The tickets of orders by id (orders outside the caller's scope are left out). */
    async ticketsOf(auth: TAuth, ids: readonly number[]): Promise<Map<number, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await repository.findMany(scopeOf(auth), unique);
      return new Map(rows.map((row) => [row.id, row.ticket ?? '']));
    },

    findRecords,
    load,
    getRecord,
    applicatorsOf,
  };
}

export type TWorkOrderReads = ReturnType<typeof createWorkOrderReads>;
