import { TZDate } from '@date-fns/tz';
import {
  SCHEDULE_STATUS_LABELS,
  STATUS_ACTIONS,
  WORK_ORDER_STATUS,
  batchCount,
  canApplyStatusAction,
  canReschedule,
  carryProblems,
  formatMessage,
  isFlowRateInconsistent,
  licenceAlertsOf,
  MAX_PAGE_SIZE,
  mixtureOfProduct,
  orderLoad,
  rankWorkOrder,
  statusesOfQuery,
  sumFieldAreas,
  toPage,
  type TInconsistencyCause,
  type TLocale,
  type TMixtureType,
  type TIssueDetail,
  type TProductRecord,
  type TProductType,
  type TStatusAction,
  type THourVerdict,
  type TWorkOrderAnalysis,
  type TWorkOrderClose,
  type TEmployeeRecord,
  type TWorkOrderInput,
  type TWorkOrderLicenceAlert,
  type TWorkOrderListQuery,
  type TWorkOrderRecord,
  type TWorkOrderStatus,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { AppError, conflict, notFound } from '../../http/errors';
import type { TTenancyService } from '../tenancy/tenancy.service';
import type { TProductsService } from '../records/products/products.service';
import type { TFieldsService } from '../records/growers/fields.service';
import type { TGrowersService } from '../records/growers/growers.service';
import type { TEquipmentGroupsService } from '../records/equipment-groups/equipment-groups.service';
import type { TEmployeesService } from '../records/employees/employees.service';
import { createUsageRegistry } from '../usage-registry';
import type { TWeatherProvider } from '../weather/weather.provider';
import {
  createWorkOrdersRepository,
  type TRankFacts,
  type TWorkOrderRow,
  type TWorkOrderScope,
  type TWorkOrdersRepository,
} from './work-orders.repository';
import {
  presentHistoryEntry,
  presentWorkOrderRecord,
  presentWorkOrderSummary,
  type TOrderContext,
  type TOrderFlags,
  type TOrderLines,
} from './work-orders.presenter';
import { buildClosedOrderReport } from './work-order-report';
import { pdfFileName, renderWorkOrderPdf } from './work-order-pdf';

export interface TWorkOrdersDependencies {
  tenancy: TTenancyService;
  products: TProductsService;
  fields: TFieldsService;
  growers: TGrowersService;
  equipmentGroups: TEquipmentGroupsService;
  employees: TEmployeesService;
  weather: TWeatherProvider;
}

interface TGroupFacts {
  name: string;
  mixtureType: TMixtureType;
  /** Compartments of each member (dry groups; empty otherwise). */
  compartmentCounts: (number | null)[];
}

type TFacts = TRankFacts & {
  timeZone: string;
  productById: Map<number, TProductRecord>;
  groupFacts: Map<number, TGroupFacts>;
};

/** Products a dry group can carry at once: the bins of its largest machine (at least one). */
function binsOf(compartmentCounts: readonly (number | null)[]) {
  return Math.max(1, ...compartmentCounts.map((count) => count ?? 1));
}

/** What a group cannot carry among the branch's products: another mixture type, more products than bins. */
export function carryLimits(
  productRecords: readonly { id: number; typeProduct: TProductType }[],
  group: Pick<TGroupFacts, 'mixtureType' | 'compartmentCounts'>,
) {
  return {
    foreignProductIds: productRecords
      .filter((product) => mixtureOfProduct(product.typeProduct) !== group.mixtureType)
      .map((product) => product.id),
    maxProducts:
      group.mixtureType === 'DRY' && group.compartmentCounts.length ? binsOf(group.compartmentCounts) : null,
  };
}

/** Why an order's hours cannot be analysed: no field geometry, no forecast for the day, weather down. */
/** Up to this many applicators are read one by one; more, from the branch's employee list. */
const FEW_APPLICATORS = 4;

const HOURS_PROBLEMS = new Set<string>(['geometryMissing', 'planningWeatherDay', 'weatherUnavailable']);

function scopeOf(auth: TAuth): TWorkOrderScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId, locationIds: auth.permittedLocationIds };
}

/** The calendar date of an instant in a time zone, `YYYY-MM-DD`. */
export function localDate(instant: Date, timeZone: string): string {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
}

/** Midnight starting a calendar date in a time zone. */
export function startOfLocalDate(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

const AUDITED: { field: string; of: (row: TWorkOrderRow, lines: TOrderLines) => unknown }[] = [
  { field: 'description', of: (row) => row.description },
  { field: 'vlOrdemServico', of: (row) => row.ticket },
  { field: 'cdLocation', of: (row) => row.locationId },
  { field: 'growerId', of: (row) => row.growerId },
  { field: 'farmId', of: (row) => row.farmId },
  { field: 'fieldIds', of: (_row, lines) => lines.fields.map((line) => line.fieldId) },
  {
    field: 'products',
    of: (_row, lines) =>
      lines.products.map((line) => ({
        productId: line.productId,
        rate: line.ratePerHectare,
        rateUnit: line.rateUnit,
      })),
  },
  { field: 'selectedArea', of: (row) => row.selectedAreaHectares },
  { field: 'equipmentGroupId', of: (row) => row.equipmentGroupId },
  { field: 'applicatorId', of: (row) => row.applicatorId },
  { field: 'carrierRate', of: (row) => row.carrierRateLitresPerHectare },
  { field: 'timing', of: (row) => row.timing },
  { field: 'cropId', of: (row) => row.cropId },
  { field: 'traitPackage', of: (row) => row.traitPackage },
  { field: 'applicationType', of: (row) => row.applicationType },
  { field: 'plannedStart', of: (row) => row.plannedStart?.toISOString() ?? null },
  { field: 'plannedEnd', of: (row) => row.plannedEnd?.toISOString() ?? null },
  { field: 'minSpeed', of: (row) => row.minSpeedKmh },
  { field: 'maxSpeed', of: (row) => row.maxSpeedKmh },
  { field: 'observation', of: (row) => row.observation },
  { field: 'status', of: (row) => row.status },
  { field: 'dtEncerramento', of: (row) => row.closedAt?.toISOString() ?? null },
  { field: 'cleanEquipment', of: (row) => row.cleanEquipment },
  { field: 'appliedVolume', of: (row) => row.appliedVolumeLitres },
  { field: 'appliedArea', of: (row) => row.appliedAreaHectares },
];

/** Field-by-field changes between two states of an order. */
export function diffOrder(
  before: { row: TWorkOrderRow; lines: TOrderLines } | null,
  after: { row: TWorkOrderRow; lines: TOrderLines },
) {
  const changes: { field: string; from: unknown; to: unknown }[] = [];
  for (const { field, of } of AUDITED) {
    const to = of(after.row, after.lines);
    const from = before ? of(before.row, before.lines) : null;
    if (
      JSON.stringify(from) !== JSON.stringify(to) &&
      !(before === null && (to === null || (Array.isArray(to) && to.length === 0)))
    ) {
      changes.push({ field, from, to });
    }
  }
  return changes;
}

/**
 * Work orders of the active branch: the records, the list ranked as the spec's §4, status actions
 * with their rules, the audit trail, the printable document and the closed-order report. Planning
 * registers in `scheduleUsage` which orders its schedules hold and sets the schedule facts
 * (`markTripSent`, `setScheduleFacts`).
 */
export function createWorkOrdersService(db: TDatabase, dependencies: TWorkOrdersDependencies) {
  const repository = createWorkOrdersRepository(db);
  const { tenancy, products, fields, growers, equipmentGroups, employees } = dependencies;
  /** Schedules using an order (planning registers here); empty until planning exists. */
  const scheduleUsage = createUsageRegistry(db);

  equipmentGroups.usage.register('workOrders', ({ db: executor, ownerId, ids }) =>
    createWorkOrdersRepository(executor).usageBy('equipmentGroup', ownerId, ids),
  );
  products.usage.register('workOrders', ({ db: executor, ownerId, ids }) =>
    createWorkOrdersRepository(executor).usageBy('product', ownerId, ids),
  );
  growers.usage.register('workOrders', ({ db: executor, ownerId, ids }) =>
    createWorkOrdersRepository(executor).usageBy('grower', ownerId, ids),
  );
  fields.usage.register('workOrders', ({ db: executor, ownerId, ids }) =>
    createWorkOrdersRepository(executor).usageBy('field', ownerId, ids),
  );
  products.registerAppliedAmounts(({ db: executor, ownerId, fieldIds, productIds, year }) =>
    createWorkOrdersRepository(executor).appliedAmounts(ownerId, fieldIds, productIds, year),
  );

  async function timeZoneOf(auth: TAuth) {
    const units = await tenancy.permittedUnits(auth);
    return units.find((unit) => unit.id === auth.unitId)?.timeZone ?? 'UTC';
  }

  /** The branch's employees with their licences, page by page. */
  async function branchEmployees(auth: TAuth) {
    const all: TEmployeeRecord[] = [];
    for (let page = 0; ; page += 1) {
      const found = await employees.list(auth, { page, size: MAX_PAGE_SIZE, sort: 'id,asc' });
      all.push(...found.content);
      if (found.content.length < MAX_PAGE_SIZE) return all;
    }
  }

  /**
   * What ranking and flags read from the branch's products, fields and groups: asked once per
   * request from their services (so an edit there shows at the next read) and shared by the SQL
   * rank and the page's flags.
   */
  async function rankFacts(auth: TAuth): Promise<TFacts> {
    const [timeZone, productRecords, badFields, groups] = await Promise.all([
      timeZoneOf(auth),
      products.allRecords(auth),
      fields.summaries(auth, { geometryMissing: true }),
      equipmentGroups.all(auth),
    ]);
    // Bins matter for dry groups (one product per bin), and only where an order has several
    // products (a machine carries at least one): their members are read, the others not.
    const dryIds = groups
      .filter((group) => group.mixtureType === 'DRY' && group.equipmentCount > 0)
      .map((group) => group.id);
    const crowded = dryIds.length ? await repository.groupsWithSeveralProducts(auth.ownerId, dryIds) : [];
    const dryMembers = new Map<number, (number | null)[]>();
    for (const groupId of crowded) {
      const members = await equipmentGroups.members(auth, groupId).catch(() => []);
      dryMembers.set(
        groupId,
        members.map((member) => member.compartmentCount),
      );
    }
    const groupFacts = new Map<number, TGroupFacts>(
      groups.map((group) => [
        group.id,
        {
          name: group.name,
          mixtureType: group.mixtureType,
          compartmentCounts: dryMembers.get(group.id) ?? [],
        },
      ]),
    );
    const productById = new Map(productRecords.map((product) => [product.id, product]));
    const applicatorProductIds = productRecords
      .filter((product) => product.licenceRequired !== 'NONE')
      .map((product) => product.id);
    const dicambaProductIds = productRecords
      .filter((product) => product.licenceRequired === 'DICAMBA')
      .map((product) => product.id);
    return {
      timeZone,
      licences: applicatorProductIds.length
        ? {
            timeZone,
            applicatorProductIds,
            dicambaProductIds,
            held: (await branchEmployees(auth)).flatMap((employee) =>
              employee.licences
                .filter((licence) => licence.status === 'ACTIVE')
                .map((licence) => ({
                  employeeId: employee.id,
                  type: licence.type,
                  from: licence.effectiveDate,
                  to: licence.expirationDate,
                })),
            ),
          }
        : undefined,
      today: localDate(new Date(), timeZone),
      productById,
      groupFacts,
      goodProductIds: productRecords
        .filter((product) => product.missingWeather.length === 0)
        .map((product) => product.id),
      badFieldIds: badFields.map((field) => field.id),
      sprayRanges: productRecords
        .filter(
          (product) =>
            product.typeProduct === 'LIQUID' &&
            (product.sprayVolumeMin !== null || product.sprayVolumeMax !== null),
        )
        .map((product) => ({
          productId: product.id,
          min: product.sprayVolumeMin,
          max: product.sprayVolumeMax,
        })),
      groupLimits: [...groupFacts.entries()].map(([groupId, group]) => {
        const limit = carryLimits(productRecords, group);
        return { groupId, foreignProductIds: limit.foreignProductIds, maxProducts: limit.maxProducts };
      }),
    };
  }

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
    return row.plannedStart ? localDate(row.plannedStart, facts.timeZone) : facts.today;
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

  /** Checks the references of an input and computes what the order carries. */
  async function prepare(auth: TAuth, input: TWorkOrderInput) {
    const details: TIssueDetail[] = [];
    const reject = (
      key: Parameters<typeof formatMessage>[0],
      path: string,
      params?: Record<string, string | number>,
    ): never => {
      throw new AppError(400, key, params, [
        { path, code: key, message: formatMessage(key, auth.language, params) },
      ]);
    };
    if (input.cdLocation !== null && !auth.permittedLocationIds.includes(input.cdLocation))
      reject('locationNotPermitted', 'cdLocation');
    const farm = await growers
      .getFarm(auth, input.farmId)
      .catch(() => reject('workOrderReferenceNotFound', 'farmId'));
    if (farm.growerId !== input.growerId) reject('workOrderFarmMismatch', 'farmId');
    const fieldRows = await fields.summaries(auth, { ids: input.fieldIds });
    input.fieldIds.forEach((id, index) => {
      const field = fieldRows.find((row) => row.id === id);
      if (!field || field.farmId !== input.farmId)
        details.push({
          path: `fieldIds.${index}`,
          code: 'workOrderFieldNotFound',
          message: formatMessage('workOrderFieldNotFound', auth.language),
        });
    });
    if (details.length) throw new AppError(400, 'workOrderFieldNotFound', {}, details);
    const productRows = await products.getMany(
      auth,
      input.products.map((line) => line.productId),
    );
    input.products.forEach((line, index) => {
      const product = productRows.find((row) => row.id === line.productId);
      if (!product || product.status !== 'ACTIVE')
        details.push({
          path: `products.${index}.productId`,
          code: 'workOrderProductNotFound',
          message: formatMessage('workOrderProductNotFound', auth.language),
        });
    });
    if (details.length) throw new AppError(400, 'workOrderProductNotFound', {}, details);
    if (input.cropId !== null && !(await products.crops(auth)).some((crop) => crop.id === input.cropId))
      reject('workOrderReferenceNotFound', 'cropId');
    if (input.applicatorId !== null)
      await employees
        .get(auth, input.applicatorId)
        .catch(() => reject('workOrderReferenceNotFound', 'applicatorId'));
    const group =
      input.equipmentGroupId === null
        ? null
        : await equipmentGroups
            .get(auth, input.equipmentGroupId)
            .catch(() => reject('workOrderReferenceNotFound', 'equipmentGroupId'));
    const typed = input.products.map((line) => ({
      line,
      product: productRows.find((row) => row.id === line.productId)!,
    }));
    if (group) {
      const problems = carryProblems(
        typed.map(({ product }) => ({ productId: product.id, type: product.typeProduct })),
        {
          mixtureType: group.mixtureType,
          compartmentCounts: group.equipments.map((member) => member.compartmentCount),
        },
      );
      for (const problem of problems) {
        if (problem.kind === 'mixture') {
          const index = typed.findIndex(({ product }) => product.id === problem.productId);
          const params = { product: typed[index]!.product.descProduct, mixture: problem.needs };
          throw new AppError(400, 'workOrderProductMixture', params, [
            {
              path: `products.${index}.productId`,
              code: 'workOrderProductMixture',
              message: formatMessage('workOrderProductMixture', auth.language, params),
            },
          ]);
        }
        reject('workOrderTooManyProducts', 'products', { needs: problem.needs, has: problem.has });
      }
    }
    return { fieldRows, typed, group };
  }

  function computeColumns(
    input: TWorkOrderInput,
    prepared: Awaited<ReturnType<typeof prepare>>,
    fieldIds: number[],
    selectedArea: number | null,
  ) {
    const fieldLines = fieldIds.map((id) => ({
      fieldId: id,
      areaHectares: prepared.fieldRows.find((row) => row.id === id)?.areaHectares ?? null,
    }));
    const totalArea = fieldLines.reduce((sum, line) => sum + (line.areaHectares ?? 0), 0);
    const known = sumFieldAreas(fieldLines);
    const area = selectedArea ?? known ?? totalArea;
    const load = orderLoad(
      prepared.typed.map(({ line, product }) => ({
        type: product.typeProduct as TProductType,
        rate: line.rate,
      })),
      area,
      input.carrierRate,
    );
    const columns = {
      description: input.description,
      ticket: input.vlOrdemServico,
      locationId: input.cdLocation,
      growerId: input.growerId,
      farmId: input.farmId,
      equipmentGroupId: input.equipmentGroupId,
      applicatorId: input.applicatorId,
      timing: input.timing,
      cropId: input.cropId,
      traitPackage: input.traitPackage,
      applicationType: input.applicationType,
      plannedStart: input.plannedStart ? new Date(input.plannedStart) : null,
      plannedEnd: input.plannedEnd ? new Date(input.plannedEnd) : null,
      carrierRateLitresPerHectare: input.carrierRate,
      totalAreaHectares: totalArea,
      selectedAreaHectares: area,
      totalVolumeLitres: load.volumeLitres,
      totalMassKilograms: load.massKilograms,
      batchCount: batchCount(load, prepared.group),
      minSpeedKmh: input.minSpeed,
      maxSpeedKmh: input.maxSpeed,
      observation: input.observation,
    };
    const productLines = input.products.map((line) => ({
      productId: line.productId,
      ratePerHectare: line.rate,
      rateUnit: line.rateUnit,
    }));
    return { columns, fieldLines, productLines };
  }

  async function audit(
    auth: TAuth,
    within: TWorkOrdersRepository,
    action: string,
    before: { row: TWorkOrderRow; lines: TOrderLines } | null,
    after: { row: TWorkOrderRow; lines: TOrderLines },
  ) {
    const changes = diffOrder(before, after);
    if (!changes.length && action === 'updated') return;
    await within.addAudit({
      ownerId: auth.ownerId,
      workOrderId: after.row.id,
      userId: auth.userId,
      userName: auth.login,
      action,
      changes,
    });
  }

  async function assertEditable(auth: TAuth, row: TWorkOrderRow) {
    if (row.status === WORK_ORDER_STATUS.DELETED) throw conflict('workOrderDeletedNotEditable');
    if (row.tripSentOn && row.tripSentOn === localDate(new Date(), await timeZoneOf(auth)))
      throw conflict('workOrderTripSent');
  }

  async function applyStatus(
    auth: TAuth,
    id: number,
    action: TStatusAction,
    extra: (row: TWorkOrderRow) => Partial<TWorkOrderRow> = () => ({}),
    version?: number,
  ) {
    await db.transaction(async (tx) => {
      const within = createWorkOrdersRepository(tx);
      const before = await load(auth, id, within);
      const status = before.row.status as TWorkOrderStatus;
      if (!canApplyStatusAction(action, status)) {
        throw conflict('workOrderStatusNotAllowed', { status: SCHEDULE_STATUS_LABELS[status] });
      }
      const target =
        STATUS_ACTIONS[action].to ??
        ((before.row.statusBeforeDelete ?? WORK_ORDER_STATUS.READY) as TWorkOrderStatus);
      const values: Partial<TWorkOrderRow> = { status: target, ...extra(before.row) };
      if (action === 'delete') values.statusBeforeDelete = status;
      if (action === 'restore') values.statusBeforeDelete = null;
      if (action === 'reset') Object.assign(values, { closedAt: null, startedAt: null });
      const row = await within.update(id, version ?? before.row.version, values);
      if (!row) throw conflict();
      const auditAction = action === 'delete' ? 'deleted' : action === 'restore' ? 'restored' : 'status';
      await audit(auth, within, auditAction, before, { row, lines: before.lines });
    });
    // Presented after the commit: the other services read through the outer connection.
    return getRecord(auth, id);
  }

  return {
    scheduleUsage,

    async list(auth: TAuth, query: TWorkOrderListQuery & { ids?: number[] }) {
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
          createdFrom: query.dateInit ? startOfLocalDate(query.dateInit, facts.timeZone) : undefined,
          createdBefore: query.dateEnd
            ? startOfLocalDate(nextDate(query.dateEnd), facts.timeZone)
            : undefined,
          locationIds: query.locations?.length ? query.locations : query.cdLocation,
          ids: query.ids,
        },
        facts,
      );
      return toPage(await presentRows(auth, rows, facts, false), total, query);
    },

    get: (auth: TAuth, id: number) => getRecord(auth, id),

    /** A new order, or one per field with `breakFields`. */
    async create(auth: TAuth, input: TWorkOrderInput, options: { breakFields: boolean }) {
      const prepared = await prepare(auth, input);
      const parts =
        options.breakFields && input.fieldIds.length > 1
          ? input.fieldIds.map((id) => [id])
          : [input.fieldIds];
      const ids = await db.transaction(async (tx) => {
        const within = createWorkOrdersRepository(tx);
        const created: number[] = [];
        for (const fieldIds of parts) {
          const { columns, fieldLines, productLines } = computeColumns(
            input,
            prepared,
            fieldIds,
            parts.length > 1 ? null : input.selectedArea,
          );
          const row = await within.insert({
            ...columns,
            ownerId: auth.ownerId,
            unitId: auth.unitId,
            createdBy: auth.userId,
            status: WORK_ORDER_STATUS.READY,
          });
          await within.replaceLines(row.id, fieldLines, productLines);
          await audit(auth, within, 'created', null, {
            row,
            lines: { fields: fieldLines, products: productLines },
          });
          created.push(row.id);
        }
        return created;
      });
      const records: TWorkOrderRecord[] = [];
      for (const id of ids) records.push(await getRecord(auth, id));
      return records;
    },

    async update(auth: TAuth, id: number, input: TWorkOrderInput) {
      const current = await load(auth, id);
      await assertEditable(auth, current.row);
      const prepared = await prepare(auth, input);
      const { columns, fieldLines, productLines } = computeColumns(
        input,
        prepared,
        input.fieldIds,
        input.selectedArea,
      );
      await db.transaction(async (tx) => {
        const within = createWorkOrdersRepository(tx);
        const row = await within.update(id, input.version ?? current.row.version, columns);
        if (!row) throw conflict();
        await within.replaceLines(id, fieldLines, productLines);
        await audit(auth, within, 'updated', current, {
          row,
          lines: { fields: fieldLines, products: productLines },
        });
      });
      return getRecord(auth, id);
    },

    /** `PUT ordemservicos/timing`: the crop timing of several orders. */
    async setTiming(auth: TAuth, ids: number[], timing: string) {
      const rows = await repository.findMany(scopeOf(auth), ids);
      if (rows.length !== new Set(ids).size) throw notFound();
      for (const row of rows) await assertEditable(auth, row);
      return db.transaction(async (tx) => {
        const within = createWorkOrdersRepository(tx);
        const updated = await within.setTiming(scopeOf(auth), ids, timing);
        await within.addAudit(
          rows
            .filter((row) => row.timing !== timing)
            .map((row) => ({
              ownerId: auth.ownerId,
              workOrderId: row.id,
              userId: auth.userId,
              userName: auth.login,
              action: 'updated',
              changes: [{ field: 'timing', from: row.timing, to: timing }],
            })),
        );
        return updated.length;
      });
    },

    /** `GET ordemservicos/uso/{id}`: whether a schedule holds the order. */
    async usage(auth: TAuth, id: number) {
      await load(auth, id);
      const uses = (await scheduleUsage.usage(auth.ownerId, [id])).get(id) ?? 0;
      return { inUse: uses > 0, uses };
    },

    /** Soft delete; an order a schedule holds needs `force`. */
    async remove(auth: TAuth, id: number, force: boolean) {
      await load(auth, id);
      if (!force && (await scheduleUsage.isUsed(auth.ownerId, [id])))
        throw new AppError(409, 'workOrderInUse', {}, { needsConfirmation: true });
      return applyStatus(auth, id, 'delete');
    },

    restore: (auth: TAuth, id: number) => applyStatus(auth, id, 'restore'),
    cancel: (auth: TAuth, id: number, version?: number) =>
      applyStatus(auth, id, 'cancel', () => ({}), version),
    reset: (auth: TAuth, id: number, version?: number) => applyStatus(auth, id, 'reset', () => ({}), version),

    /** Close with a finish time and the clean-equipment flag. */
    async close(auth: TAuth, id: number, input: TWorkOrderClose) {
      const finish = new Date(input.termino);
      return applyStatus(
        auth,
        id,
        'close',
        (row) => {
          if (finish.getTime() < row.createdAt.getTime())
            throw new AppError(400, 'workOrderCloseBeforeOpen', {}, [
              {
                path: 'termino',
                code: 'workOrderCloseBeforeOpen',
                message: formatMessage('workOrderCloseBeforeOpen', auth.language),
              },
            ]);
          return {
            closedAt: finish,
            cleanEquipment: input.cleanEquipment,
            appliedVolumeLitres: input.appliedVolume ?? row.totalVolumeLitres,
            appliedAreaHectares: input.appliedArea ?? row.selectedAreaHectares,
            startedAt: row.startedAt ?? row.plannedStart ?? null,
          };
        },
        input.version,
      );
    },

    async history(auth: TAuth, id: number) {
      await load(auth, id);
      return (await repository.history(id)).map(presentHistoryEntry);
    },

    /** Orders as planning's available-order list shows them. */
    async forPlanning(auth: TAuth, ids: number[]) {
      const page = await this.list(auth, {
        page: 0,
        size: 500,
        ids,
        status: [1, 2, 3, 4, 5, 6, 7],
      } as TWorkOrderListQuery & { ids: number[] });
      return page.content;
    },

    findRecords,

    /**
     * The printable documents of some orders, each as `document` answers it, in the order of the
     * ids (an id given twice answers once); an id not found in the branch is a 404, as for one.
     * The records, fields and products are read once for all of them.
     */
    async documents(auth: TAuth, ids: readonly number[]) {
      const wanted = [...new Set(ids)];
      const records = await findRecords(auth, wanted);
      if (records.length < wanted.length) throw notFound();
      const fieldIds = [...new Set(records.flatMap((record) => record.fieldIds))];
      const productIds = [
        ...new Set(records.flatMap((record) => record.products.map((line) => line.productId))),
      ];
      const [fieldRecords, productRows, timeZone, applicators] = await Promise.all([
        fieldIds.length ? fields.records(auth, { ids: fieldIds }) : [],
        productIds.length ? products.getMany(auth, productIds) : [],
        timeZoneOf(auth),
        applicatorsOf(auth, records),
      ]);
      return records.map((record) => {
        const ownFields = new Set(record.fieldIds);
        const ownProducts = new Set(record.products.map((line) => line.productId));
        return {
          order: record,
          fields: fieldRecords.filter((field) => ownFields.has(field.id)),
          products: productRows.filter((product) => ownProducts.has(product.id)),
          applicatorName:
            record.applicatorId === null ? null : (applicators.get(record.applicatorId)?.name ?? null),
          timeZone,
        };
      });
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

    /**
     * `GET analyse/by-order/dto/{id}`: the order, its inconsistency causes, its products' limits and,
     * hour by hour on `date` (default: the planned start day, else today, branch-local), which limit
     * blocks which product, from planning's order analysis (`hourByHour`). Hours that cannot be
     * analysed (no field geometry, no forecast, weather down) leave `hours` empty with the reason.
     */
    async analyse(
      auth: TAuth,
      id: number,
      options: {
        date?: string;
        hourByHour: (auth: TAuth, orderId: number, date: string) => Promise<THourVerdict[]>;
      },
    ): Promise<TWorkOrderAnalysis> {
      const record = await getRecord(auth, id);
      const [productRows, timeZone] = await Promise.all([
        products.getMany(
          auth,
          record.products.map((line) => line.productId),
        ),
        timeZoneOf(auth),
      ]);
      const date =
        options.date ?? localDate(record.plannedStart ? new Date(record.plannedStart) : new Date(), timeZone);
      let hours: THourVerdict[] = [];
      let hoursProblem: TWorkOrderAnalysis['hoursProblem'] = null;
      try {
        hours = await options.hourByHour(auth, id, date);
      } catch (error) {
        if (!(error instanceof AppError) || !HOURS_PROBLEMS.has(error.key)) throw error;
        hoursProblem = {
          code: String(error.code ?? error.key),
          message: formatMessage(error.key, auth.language, error.params),
        };
      }
      return {
        order: record,
        causes: record.inconsistencies,
        products: productRows,
        date,
        hours,
        hoursProblem,
      };
    },

    /** The printable document: the order, its fields with boundaries, its products with limits. */
    async document(auth: TAuth, id: number) {
      const [document] = await this.documents(auth, [id]);
      return document!;
    },

    /** The applicator's sheet as a PDF: quantities in the branch's units, texts in the caller's language. */
    async pdf(auth: TAuth, id: number, language: TLocale = auth.language) {
      const document = await this.document(auth, id);
      const branch = (await tenancy.permittedUnits(auth)).find((unit) => unit.id === auth.unitId);
      const content = await renderWorkOrderPdf({
        ...document,
        language,
        unitsLocale: branch?.language ?? language,
        printedAt: new Date(),
      });
      return { content, fileName: pdfFileName(document.order) };
    },

    /** The closed-order application report (status COMPLETED only). */
    async report(auth: TAuth, id: number) {
      const document = await this.document(auth, id);
      if (document.order.status !== WORK_ORDER_STATUS.COMPLETED)
        throw conflict('workOrderStatusNotAllowed', {
          status: SCHEDULE_STATUS_LABELS[document.order.status],
        });
      const applicator = document.order.applicatorId
        ? await employees.get(auth, document.order.applicatorId).catch(() => null)
        : null;
      return buildClosedOrderReport({
        document,
        applicator,
        weather: dependencies.weather,
        ownerId: auth.ownerId,
        localDate: (instant) => localDate(instant, document.timeZone),
      });
    },

    /** Planning asks before rescheduling: void or deleted orders cannot be. */
    async assertReschedulable(auth: TAuth, id: number) {
      const { row } = await load(auth, id);
      if (!canReschedule(row.status as TWorkOrderStatus)) throw conflict('workOrderCannotReschedule');
    },

    /** Planning records a trip sent to a machine (the branch-local date): the order is locked that day. */
    async markTripSent(ownerId: number, id: number, date: string) {
      return repository.setScheduleFacts(ownerId, id, { tripSentOn: date });
    },

    /** Planning records the schedule facts the ranking reads. */
    async setScheduleFacts(
      ownerId: number,
      id: number,
      facts: { skippedOn?: string | null; scheduledOn?: string | null; alertCount?: number },
    ) {
      return repository.setScheduleFacts(ownerId, id, facts);
    },
  };
}

export type TWorkOrdersService = ReturnType<typeof createWorkOrdersService>;
