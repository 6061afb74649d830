import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import type { TMixtureType } from '../records/compartment';
import { ZPlanType, ZProductType, type TProductType } from '../records/product';
import { ZMeasureUnitCode } from '../units/measure-units';
import { ZPageQuery } from '../paging';
import { messageRef } from '../validation';
import { ZWorkOrderLicenceAlert } from './licence-alerts';
import { WORK_ORDER_CATEGORIES, ZWorkOrderCategory, ZWorkOrderStatus } from './status';

/** Application types of a work order (spec part 1 §3): tank mix, variable rate, flat rate. */
export const APPLICATION_TYPES = ['MIX', 'VRT', 'NOT_VRT'] as const;
export const ZApplicationType = z.enum(APPLICATION_TYPES);
export type TApplicationType = z.infer<typeof ZApplicationType>;

/** Inconsistency causes of an order: the spec's product causes plus field, flow-rate and compartment ones. */
export const INCONSISTENCY_CAUSES = [
  'SEM_ID',
  'SEM_VENTO',
  'SEM_TEMPERATURA',
  'SEM_UMIDADE',
  'FIELD_AREA',
  'FLOW_RATE',
  'COMPARTMENT',
] as const;
export const ZInconsistencyCause = z.enum(INCONSISTENCY_CAUSES);
export type TInconsistencyCause = z.infer<typeof ZInconsistencyCause>;

/** Limits the spec leaves open, chosen to hold real tickets with room to spare. */
export const WORK_ORDER_LIMITS = {
  descriptionMax: 200,
  ticketMax: 20,
  traitPackageMax: 60,
  observationMax: 2000,
  fieldsMax: 200,
  productsMax: 20,
  /** km/h */
  speedMax: 80,
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalNumber = (schema: z.ZodNumber) => schema.nullish().transform((value) => value ?? null);
const optionalId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((value) => value ?? null);
const optionalInstant = z.iso
  .datetime({ offset: true })
  .nullish()
  .transform((value) => value ?? null);

/** A product line of an order: its rate per hectare in the product's base amount (l, kg or seeds). */
export const ZWorkOrderProductInput = z.object({
  productId: ZId,
  rate: z.number().gt(0).max(1_000_000),
  /** The unit the rate is shown in (per acre or hectare by locale). */
  rateUnit: ZMeasureUnitCode,
});
export type TWorkOrderProductInput = z.infer<typeof ZWorkOrderProductInput>;

/** Create or edit a work order. Areas hectares, rates per hectare, speeds km/h, instants UTC. */
export const ZWorkOrderInput = z
  .object({
    cdOrdemServico: ZId.optional(),
    version: ZId.optional(),
    description: z.string().trim().min(1).max(WORK_ORDER_LIMITS.descriptionMax),
    /** Ticket number, shown as `#value`. */
    vlOrdemServico: optionalText(WORK_ORDER_LIMITS.ticketMax),
    cdLocation: optionalId,
    growerId: ZId,
    farmId: ZId,
    fieldIds: z.array(ZId).min(1).max(WORK_ORDER_LIMITS.fieldsMax),
    /** Area to apply, hectares; null takes the sum of the fields. */
    selectedArea: optionalNumber(z.number().gt(0).max(1_000_000)),
    equipmentGroupId: optionalId,
    applicatorId: optionalId,
    products: z.array(ZWorkOrderProductInput).min(1).max(WORK_ORDER_LIMITS.productsMax),
    /** Carrier (spray volume), litres per hectare. */
    carrierRate: optionalNumber(z.number().min(0).max(10_000)),
    timing: ZPlanType,
    cropId: optionalId,
    traitPackage: optionalText(WORK_ORDER_LIMITS.traitPackageMax),
    applicationType: ZApplicationType,
    plannedStart: optionalInstant,
    plannedEnd: optionalInstant,
    minSpeed: optionalNumber(z.number().min(0).max(WORK_ORDER_LIMITS.speedMax)),
    maxSpeed: optionalNumber(z.number().min(0).max(WORK_ORDER_LIMITS.speedMax)),
    observation: optionalText(WORK_ORDER_LIMITS.observationMax),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.minSpeed !== null && input.maxSpeed !== null && input.maxSpeed <= input.minSpeed) {
      context.addIssue({ code: 'custom', path: ['maxSpeed'], message: messageRef('speedOrder') });
    }
    if (
      input.plannedStart &&
      input.plannedEnd &&
      Date.parse(input.plannedEnd) < Date.parse(input.plannedStart)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['plannedEnd'],
        message: messageRef('workOrderPlannedEndBeforeStart'),
      });
    }
    const seen = new Set<number>();
    input.products.forEach((line, index) => {
      if (seen.has(line.productId)) {
        context.addIssue({
          code: 'custom',
          path: ['products', index, 'productId'],
          message: messageRef('workOrderProductRepeated'),
        });
      }
      seen.add(line.productId);
    });
  });
export type TWorkOrderInput = z.infer<typeof ZWorkOrderInput>;
export type TWorkOrderFormValues = z.input<typeof ZWorkOrderInput>;

/** `POST /ordemservicos?breakFields=true` makes one order per field. */
export const ZWorkOrderCreateQuery = z.object({
  breakFields: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'true'),
});

const ZStatusList = z
  .union([z.coerce.number().int(), z.array(z.coerce.number().int()), z.string()])
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    const raw = Array.isArray(value) ? value : String(value).split(',');
    const codes = raw.map(Number);
    for (const code of codes) {
      if (!ZWorkOrderStatus.safeParse(code).success) {
        context.addIssue({ code: 'custom', message: messageRef('invalidValue') });
        return z.NEVER;
      }
    }
    return codes as z.infer<typeof ZWorkOrderStatus>[];
  });

const ZDateOnly = z.iso.date();

/**
 * The order list: the page conventions plus a category (`active`, `pending`, `closed`, `canceled`,
 * `deleted`) or status codes, created-date bounds (branch-local dates, inclusive) and locations.
 */
export const ZWorkOrderListQuery = ZPageQuery.extend({
  category: ZWorkOrderCategory.optional(),
  status: ZStatusList,
  dateInit: ZDateOnly.optional(),
  dateEnd: ZDateOnly.optional(),
  locations: z
    .union([ZIdText, z.array(ZIdText), z.string()])
    .optional()
    .transform((value) => {
      if (value === undefined) return undefined;
      const raw = Array.isArray(value) ? value : String(value).split(',');
      return raw.map(Number).filter((id) => Number.isInteger(id) && id > 0);
    }),
});
export type TWorkOrderListQuery = z.infer<typeof ZWorkOrderListQuery>;

/** Statuses a list query asks for: explicit codes win over a category; none means all but deleted. */
export function statusesOfQuery(query: {
  category?: TWorkOrderListQuery['category'];
  status?: readonly number[];
}): number[] {
  if (query.status?.length) return [...query.status];
  if (query.category) return [...WORK_ORDER_CATEGORIES[query.category]];
  return [1, 2, 3, 4, 5, 7];
}

export const ZWorkOrderFieldRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Hectares; null when the field has no productive area. */
  areaHectares: z.number().nullable(),
  geometryMissing: z.boolean(),
});

export const ZWorkOrderProductRecord = z.object({
  productId: z.number().int(),
  descProduct: z.string(),
  typeProduct: ZProductType.nullable(),
  isBlend: z.boolean(),
  /** Per hectare in the base amount (l, kg, seeds). */
  rate: z.number(),
  rateUnit: ZMeasureUnitCode,
  /** rate x selected area, in the base amount. */
  total: z.number(),
});

/** A row of the order list and the head of the full record. */
export const ZWorkOrderSummary = z.object({
  cdOrdemServico: z.number().int(),
  cdUnidade: z.number().int(),
  cdLocation: z.number().int().nullable(),
  description: z.string(),
  vlOrdemServico: z.string().nullable(),
  status: ZWorkOrderStatus,
  growerId: z.number().int(),
  growerName: z.string(),
  farmId: z.number().int(),
  farmName: z.string(),
  fieldNames: z.array(z.string()),
  productNames: z.array(z.string()),
  equipmentGroupId: z.number().int().nullable(),
  equipmentGroupName: z.string().nullable(),
  timing: ZPlanType,
  applicationType: ZApplicationType,
  /** Hectares. */
  selectedArea: z.number(),
  createdAt: z.string(),
  /** Closing time. */
  dtEncerramento: z.string().nullable(),
  /** Date skipped in its schedule (branch-local). */
  skipedDate: z.string().nullable(),
  /** In today's schedule. */
  hoje: z.boolean(),
  /** Compliance alerts: those planning records plus one per product the applicator is not licensed for. */
  qtdAlertas: z.number().int(),
  /** The products the order's applicator is not licensed for on its planned start (or today). */
  licenceAlerts: z.array(ZWorkOrderLicenceAlert),
  ordemPendente: z.boolean(),
  talhaoInconsistente: z.boolean(),
  flowRateInconsistente: z.boolean(),
  compartimentoInconsistente: z.boolean(),
  inconsistencies: z.array(ZInconsistencyCause),
  rank: z.number().int(),
  rankName: z.string(),
  selectable: z.boolean(),
  /** Date of the last trip sent to a machine (branch-local); the order cannot be edited that day. */
  tripSentOn: z.string().nullable(),
  version: z.number().int(),
});
export type TWorkOrderSummary = z.infer<typeof ZWorkOrderSummary>;

/** The full order. */
export const ZWorkOrderRecord = ZWorkOrderSummary.extend({
  fields: z.array(ZWorkOrderFieldRecord),
  products: z.array(ZWorkOrderProductRecord),
  fieldIds: z.array(z.number().int()),
  applicatorId: z.number().int().nullable(),
  carrierRate: z.number().nullable(),
  cropId: z.number().int().nullable(),
  traitPackage: z.string().nullable(),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  /** Hectares. */
  totalArea: z.number(),
  /** Litres (liquid) of the whole order. */
  totalVolume: z.number(),
  /** Kilograms of dry products. */
  totalMass: z.number(),
  appliedVolume: z.number().nullable(),
  appliedArea: z.number().nullable(),
  batchCount: z.number().int().nullable(),
  minSpeed: z.number().nullable(),
  maxSpeed: z.number().nullable(),
  observation: z.string().nullable(),
  startedAt: z.string().nullable(),
  cleanEquipment: z.boolean(),
});
export type TWorkOrderRecord = z.infer<typeof ZWorkOrderRecord>;

/** Close an order: its finish time and whether the equipment was cleaned. */
export const ZWorkOrderClose = z
  .object({
    termino: z.iso.datetime({ offset: true }),
    cleanEquipment: z.boolean().default(false),
    /** Litres actually applied; hectares actually covered. */
    appliedVolume: optionalNumber(z.number().min(0).max(100_000_000)),
    appliedArea: optionalNumber(z.number().min(0).max(1_000_000)),
    version: ZId.optional(),
  })
  .strict();
export type TWorkOrderClose = z.infer<typeof ZWorkOrderClose>;

export const ZWorkOrderDeleteQuery = z.object({
  force: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'true'),
});

export const ZWorkOrderUsage = z.object({ inUse: z.boolean(), uses: z.number().int() });

export const ZWorkOrderTimingInput = z
  .object({
    ids: z.array(ZId).min(1).max(500),
    timing: ZPlanType,
  })
  .strict();
export const ZWorkOrderIds = z.object({ ids: z.array(ZId).max(500) }).strict();

/** One change of an order in its history. */
export const ZWorkOrderHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  userName: z.string().nullable(),
  action: z.enum(['created', 'updated', 'status', 'deleted', 'restored']),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type TWorkOrderHistoryEntry = z.infer<typeof ZWorkOrderHistoryEntry>;

// ---------------------------------------------------------------- computations

/** The mixture a product needs in a machine: seed and dry products go in dry bins. */
export function mixtureOfProduct(type: TProductType): TMixtureType {
  if (type === 'LIQUID') return 'LIQUID';
  if (type === 'AMMONIA') return 'AMMONIA';
  return 'DRY';
}

/** Sum of field areas, hectares; null when any field has no area. */
export function sumFieldAreas(fields: readonly { areaHectares: number | null }[]): number | null {
  let total = 0;
  for (const field of fields) {
    if (field.areaHectares === null) return null;
    total += field.areaHectares;
  }
  return total;
}

export interface TLoadLine {
  type: TProductType;
  /** Per hectare in the base amount. */
  rate: number;
}

/**
 * What an order carries over its area: litres of liquid (the carrier volume when given, else the
 * liquid and ammonia products) and kilograms of dry product. Seeds count in neither.
 */
export function orderLoad(lines: readonly TLoadLine[], areaHectares: number, carrierRate: number | null) {
  const liquid = lines
    .filter((line) => line.type === 'LIQUID' || line.type === 'AMMONIA')
    .reduce((sum, line) => sum + line.rate, 0);
  const dry = lines.filter((line) => line.type === 'DRY').reduce((sum, line) => sum + line.rate, 0);
  const litresPerHectare = carrierRate !== null && carrierRate > 0 ? Math.max(carrierRate, liquid) : liquid;
  return { volumeLitres: litresPerHectare * areaHectares, massKilograms: dry * areaHectares };
}

/**
 * Batches (tank loads) an order needs: its load over the group's tank capacity, rounded up. Litres
 * for liquid and ammonia groups, kilograms for dry ones; null without a capacity.
 */
export function batchCount(
  load: { volumeLitres: number; massKilograms: number },
  group: { mixtureType: TMixtureType; tankCapacity: number | null } | null,
): number | null {
  if (!group || !group.tankCapacity || group.tankCapacity <= 0) return null;
  const amount = group.mixtureType === 'DRY' ? load.massKilograms : load.volumeLitres;
  return Math.max(1, Math.ceil(amount / group.tankCapacity - 1e-9));
}

export type TCarryProblem =
  | { kind: 'mixture'; productId: number; needs: TMixtureType }
  | { kind: 'compartments'; needs: number; has: number };

/**
 * Why a group cannot carry an order's products: a product of another mixture type, or (dry
 * groups, one product per bin) more products than the machine with most compartments has.
 */
export function carryProblems(
  products: readonly { productId: number; type: TProductType }[],
  group: { mixtureType: TMixtureType; compartmentCounts: readonly (number | null)[] },
): TCarryProblem[] {
  const problems: TCarryProblem[] = [];
  for (const product of products) {
    const needs = mixtureOfProduct(product.type);
    if (needs !== group.mixtureType) problems.push({ kind: 'mixture', productId: product.productId, needs });
  }
  if (group.mixtureType === 'DRY' && group.compartmentCounts.length) {
    const has = Math.max(...group.compartmentCounts.map((count) => count ?? 1));
    if (products.length > has) problems.push({ kind: 'compartments', needs: products.length, has });
  }
  return problems;
}

/** Flow-rate check: the carrier rate must sit inside every product's spray-volume range. */
export function isFlowRateInconsistent(
  carrierRate: number | null,
  products: readonly { sprayVolumeMin: number | null; sprayVolumeMax: number | null }[],
): boolean {
  if (carrierRate === null || carrierRate <= 0) return false;
  return products.some(
    (product) =>
      (product.sprayVolumeMin !== null && carrierRate < product.sprayVolumeMin - 1e-9) ||
      (product.sprayVolumeMax !== null && carrierRate > product.sprayVolumeMax + 1e-9),
  );
}

/** One weather factor measured during an application against the strictest product limit. */
export const ZComplianceCheck = z.object({
  factor: z.enum(['WIND', 'TEMPERATURE', 'HUMIDITY']),
  /** Lowest and highest value seen during the application (km/h, °C, %); null without weather data. */
  observedMin: z.number().nullable(),
  observedMax: z.number().nullable(),
  limitMin: z.number().nullable(),
  limitMax: z.number().nullable(),
  /** null when no weather data or no limit. */
  compliant: z.boolean().nullable(),
});
export type TComplianceCheck = z.infer<typeof ZComplianceCheck>;

/** The closed-order application report (part 2 §2): order, application, compliance, applicator. */
export const ZClosedOrderReport = z.object({
  workOrder: z.object({
    cdOrdemServico: z.number().int(),
    vlOrdemServico: z.string().nullable(),
    description: z.string(),
    growerName: z.string(),
    farmName: z.string(),
    equipmentGroupName: z.string().nullable(),
    timing: ZPlanType,
    applicationType: ZApplicationType,
    products: z.array(ZWorkOrderProductRecord),
    fields: z.array(ZWorkOrderFieldRecord),
  }),
  application: z.object({
    /** Hectares. */
    plannedArea: z.number(),
    appliedArea: z.number().nullable(),
    /** Litres. */
    plannedVolume: z.number(),
    appliedVolume: z.number().nullable(),
    plannedStart: z.string().nullable(),
    plannedEnd: z.string().nullable(),
    startedAt: z.string().nullable(),
    closedAt: z.string().nullable(),
    /** Seconds. */
    plannedDuration: z.number().nullable(),
    actualDuration: z.number().nullable(),
    cleanEquipment: z.boolean(),
  }),
  compliance: z.object({
    /** The weather observed while the order was applied (stored when it completed). */
    checks: z.array(ZComplianceCheck),
    weatherHours: z.number().int(),
    /** The forecast the label gate read at dispatch for the order's fields (the trip's evidence). */
    dispatchChecks: z.array(ZComplianceCheck),
    /** Forecast hours in that evidence; 0 when the order was not sent through the gate. */
    dispatchHours: z.number().int(),
    licenceInForce: z.boolean(),
    /** Licence kinds the order's products ask for that the applicator held none in force for. */
    missingLicences: z.array(z.string()),
    /** Each product the applicator was not licensed for on the closing day, with what it lacked. */
    licenceAlerts: z.array(ZWorkOrderLicenceAlert),
  }),
  applicator: z
    .object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      licences: z.array(z.object({ type: z.string(), number: z.string(), expirationDate: z.string() })),
    })
    .nullable(),
  /** The trail and as-applied maps come with monitoring; until then the planned fields are shown. */
  mapSource: z.literal('planned-fields'),
});
export type TClosedOrderReport = z.infer<typeof ZClosedOrderReport>;
