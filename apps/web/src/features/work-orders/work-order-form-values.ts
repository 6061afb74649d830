import {
  batchCount,
  formatMessage,
  blendRateOf,
  licenceAlertsOf,
  carryProblems,
  orderLoad,
  sumFieldAreas,
  unitSystemOf,
  type TApplicationType,
  type TCarryProblem,
  type TLicenceLike,
  type TLocale,
  type TMeasureUnitCode,
  type TUnitSystem,
  type TMixtureType,
  type TPlanType,
  type TProductRecord,
  type TProductType,
  type TWorkOrderFormValues as TWorkOrderInputValues,
  type TWorkOrderLicenceAlert,
  type TWorkOrderRecord,
} from '@tramline/domain';
import { fromInputValue, toInputValue, type TInputNumber } from '../../records/input-units';
import { amountFromInput, amountToInput, type TAmountSettings } from '../products/product-units';

/** A product line as typed: the rate in the product's own unit per acre or hectare. */
export type TProductLineValues = {
  key: string;
  productId: string | null;
  rate: TInputNumber;
  /** The stored rate (per hectare, base amount) and its product, so an untouched rate saves unchanged. */
  original: { productId: number; rate: number } | null;
};

/** The work-order form as typed: numbers in the locale's units, selects as strings, times branch-local. */
export type TWorkOrderFormValues = {
  description: string;
  vlOrdemServico: string;
  cdLocation: string | null;
  growerId: string | null;
  farmId: string | null;
  fieldIds: string[];
  /** Area to apply in acres or hectares; follows the fields' sum until typed. */
  selectedArea: TInputNumber;
  areaTyped: boolean;
  equipmentGroupId: string | null;
  applicatorId: string | null;
  products: TProductLineValues[];
  /** Carrier (spray volume) in gal/ac or l/ha. */
  carrierRate: TInputNumber;
  timing: TPlanType | null;
  cropId: string | null;
  traitPackage: string;
  applicationType: TApplicationType | null;
  /** `YYYY-MM-DDTHH:mm` in the branch's time zone. */
  plannedStart: string;
  plannedEnd: string;
  /** mph or km/h. */
  minSpeed: TInputNumber;
  maxSpeed: TInputNumber;
  observation: string;
  breakFields: boolean;
  version: number | undefined;
};

let lineKey = 0;
export const newProductLine = (): TProductLineValues => ({
  key: `line-${(lineKey += 1)}`,
  productId: null,
  rate: '',
  original: null,
});

const idOf = (value: string | null): number | undefined => (value ? Number(value) : undefined);
const text = (value: string) => (value.trim() ? value.trim() : null);

/**
 * The unit a product's rate is typed in for a locale: the product's own unit when it belongs to the
 * locale's system, else its counterpart (a `fl oz` product reads in ml/ha in pt-br, an `l` one in
 * gal/ac in en-us). Bags and bushels stay as they are.
 */
export function localRateUnitOf(
  unit: TMeasureUnitCode,
  locale: TLocale,
  system: TUnitSystem = unitSystemOf(locale),
): TMeasureUnitCode {
  const imperial = system === 'imperial';
  const counterpart: Partial<Record<TMeasureUnitCode, TMeasureUnitCode>> = imperial
    ? { l: 'gal', ml: 'fl oz', gl: 'gal', kg: 'lb', t: 'lb' }
    : { gal: 'l', qt: 'l', pt: 'l', 'fl oz': 'ml', lb: 'kg', oz: 'kg' };
  return counterpart[unit] ?? unit;
}

/** The amount settings of a product in a locale (type, rate unit of the locale, density, seeds per unit). */
export const amountSettingsOfProduct = (
  product: TProductRecord,
  locale: TLocale,
  system?: TUnitSystem,
): TAmountSettings => ({
  typeProduct: product.typeProduct,
  rateUnit: localRateUnitOf(product.rateUnit, locale, system),
  density: product.density,
  seedsPerUnit: product.seedsPerUnit,
});

// ---------------------------------------------------------------- branch-local times

function zonedParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as `YYYY-MM-DDTHH:mm` on the wall clock of a time zone (for datetime-local inputs). */
export function zonedInputOf(instant: string | null, timeZone: string): string {
  if (!instant) return '';
  const parts = zonedParts(new Date(instant), timeZone);
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** Today's date (`YYYY-MM-DD`) on the wall clock of a time zone. */
export function zonedToday(timeZone: string, now = new Date()): string {
  return zonedInputOf(now.toISOString(), timeZone).slice(0, 10);
}

/** A wall-clock `YYYY-MM-DDTHH:mm` of a time zone as an ISO instant, or null when empty or unreadable. */
export function instantOfZonedInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Guess the offset at the wall time, then correct it once for a change of offset in between.
  let instant = wall;
  for (let step = 0; step < 2; step += 1) {
    const parts = zonedParts(new Date(instant), timeZone);
    const seen = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
    instant += wall - seen;
  }
  return new Date(instant).toISOString();
}

// ---------------------------------------------------------------- record ↔ form

/** The form's starting values: empty for a new order, the record's values in the locale's units for an edit. */
export function workOrderFormValuesOf(
  record: TWorkOrderRecord | undefined,
  locale: TLocale,
  timeZone: string,
  productById: ReadonlyMap<number, TProductRecord>,
  system?: TUnitSystem,
): TWorkOrderFormValues {
  if (!record)
    return {
      description: '',
      vlOrdemServico: '',
      cdLocation: null,
      growerId: null,
      farmId: null,
      fieldIds: [],
      selectedArea: '',
      areaTyped: false,
      equipmentGroupId: null,
      applicatorId: null,
      products: [newProductLine()],
      carrierRate: '',
      timing: null,
      cropId: null,
      traitPackage: '',
      applicationType: null,
      plannedStart: '',
      plannedEnd: '',
      minSpeed: '',
      maxSpeed: '',
      observation: '',
      breakFields: false,
      version: undefined,
    };
  const str = (value: number | null) => (value === null ? null : String(value));
  const fieldSum = sumFieldAreas(record.fields);
  return {
    description: record.description,
    vlOrdemServico: record.vlOrdemServico ?? '',
    cdLocation: str(record.cdLocation),
    growerId: String(record.growerId),
    farmId: String(record.farmId),
    fieldIds: record.fieldIds.map(String),
    selectedArea: toInputValue('area', record.selectedArea, locale, system),
    areaTyped: fieldSum === null || Math.abs(fieldSum - record.selectedArea) > 1e-9,
    equipmentGroupId: str(record.equipmentGroupId),
    applicatorId: str(record.applicatorId),
    products: record.products.map((line) => {
      const product = productById.get(line.productId);
      return {
        key: `line-${(lineKey += 1)}`,
        productId: String(line.productId),
        rate: product
          ? amountToInput(amountSettingsOfProduct(product, locale, system), line.rate, locale, system)
          : line.rate,
        original: { productId: line.productId, rate: line.rate },
      };
    }),
    carrierRate: toInputValue('liquidRate', record.carrierRate, locale, system),
    timing: record.timing,
    cropId: str(record.cropId),
    traitPackage: record.traitPackage ?? '',
    applicationType: record.applicationType,
    plannedStart: zonedInputOf(record.plannedStart, timeZone),
    plannedEnd: zonedInputOf(record.plannedEnd, timeZone),
    minSpeed: toInputValue('speed', record.minSpeed, locale, system),
    maxSpeed: toInputValue('speed', record.maxSpeed, locale, system),
    observation: record.observation ?? '',
    breakFields: false,
    version: record.version,
  };
}

/** A line's rate per hectare in the product's base amount; an untouched rate keeps its stored value. */
export function lineRateOf(
  line: TProductLineValues,
  product: TProductRecord | undefined,
  locale: TLocale,
  system?: TUnitSystem,
): number | undefined {
  if (line.rate === '') return undefined;
  if (!product) return line.rate;
  const original = line.original && line.original.productId === product.id ? line.original.rate : null;
  return (
    amountFromInput(amountSettingsOfProduct(product, locale, system), line.rate, locale, original, system) ??
    undefined
  );
}

/**
 * What the form sends, in the wire's SI units: the shape `ZWorkOrderInput` parses (the same schema
 * validates the form, so the messages are the server's).
 */
export function workOrderInputOf(
  values: TWorkOrderFormValues,
  context: {
    locale: TLocale;
    /** The user's unit system (`useUnits().system`); without it, the locale's. */
    system?: TUnitSystem;
    timeZone: string;
    productById: ReadonlyMap<number, TProductRecord>;
    record?: TWorkOrderRecord;
  },
): TWorkOrderInputValues {
  const { locale, system, timeZone, productById, record } = context;
  return {
    ...(record ? { cdOrdemServico: record.cdOrdemServico, version: values.version } : {}),
    description: values.description,
    vlOrdemServico: text(values.vlOrdemServico),
    cdLocation: idOf(values.cdLocation) ?? null,
    growerId: idOf(values.growerId) as number,
    farmId: idOf(values.farmId) as number,
    fieldIds: values.fieldIds.map(Number),
    selectedArea: values.areaTyped
      ? fromInputValue('area', values.selectedArea, locale, record?.selectedArea, system)
      : null,
    equipmentGroupId: idOf(values.equipmentGroupId) ?? null,
    applicatorId: idOf(values.applicatorId) ?? null,
    products: values.products.map((line) => {
      const product = line.productId ? productById.get(Number(line.productId)) : undefined;
      return {
        productId: idOf(line.productId) as number,
        rate: lineRateOf(line, product, locale, system) as number,
        rateUnit: product?.rateUnit ?? 'l',
      };
    }),
    carrierRate: fromInputValue('liquidRate', values.carrierRate, locale, record?.carrierRate, system),
    timing: values.timing as TPlanType,
    cropId: idOf(values.cropId) ?? null,
    traitPackage: text(values.traitPackage),
    applicationType: values.applicationType as TApplicationType,
    plannedStart: instantOfZonedInput(values.plannedStart, timeZone),
    plannedEnd: instantOfZonedInput(values.plannedEnd, timeZone),
    minSpeed: fromInputValue('speed', values.minSpeed, locale, record?.minSpeed, system),
    maxSpeed: fromInputValue('speed', values.maxSpeed, locale, record?.maxSpeed, system),
    observation: text(values.observation),
  };
}

// ---------------------------------------------------------------- live figures

export interface TOrderFigures {
  /** Hectares the order applies. */
  areaHectares: number | null;
  lines: { productId: number; type: TProductType; ratePerHectare: number; total: number }[];
  /** Litres of liquid (the carrier when given) and kilograms of dry product over the area. */
  volumeLitres: number;
  massKilograms: number;
  batches: number | null;
  problems: TCarryProblem[];
}

/**
 * What the form shows while it is typed: the area (typed, else the fields' sum), each product's
 * total, the order's volume and mass, its batches for the group's tank, and what the group cannot
 * carry. The same rules the server applies when it saves.
 */
export function orderFigures(
  values: TWorkOrderFormValues,
  context: {
    locale: TLocale;
    /** The user's unit system (`useUnits().system`); without it, the locale's. */
    system?: TUnitSystem;
    productById: ReadonlyMap<number, TProductRecord>;
    fieldAreas: ReadonlyMap<number, number | null>;
    group: {
      mixtureType: TMixtureType;
      tankCapacity: number | null;
      compartmentCounts: readonly (number | null)[];
    } | null;
    record?: TWorkOrderRecord;
  },
): TOrderFigures {
  const { locale, system, productById, fieldAreas, group, record } = context;
  const typedArea = values.areaTyped
    ? fromInputValue('area', values.selectedArea, locale, record?.selectedArea, system)
    : null;
  const fieldSum = values.fieldIds.length
    ? sumFieldAreas(values.fieldIds.map((id) => ({ areaHectares: fieldAreas.get(Number(id)) ?? null })))
    : null;
  const areaHectares = typedArea ?? fieldSum;
  const area = areaHectares ?? 0;
  const lines: TOrderFigures['lines'] = [];
  for (const line of values.products) {
    const product = line.productId ? productById.get(Number(line.productId)) : undefined;
    if (!product) continue;
    const ratePerHectare = lineRateOf(line, product, locale, system) ?? 0;
    lines.push({
      productId: product.id,
      type: product.typeProduct,
      ratePerHectare,
      total: ratePerHectare * area,
    });
  }
  const carrier = fromInputValue('liquidRate', values.carrierRate, locale, record?.carrierRate, system);
  const load = orderLoad(
    lines.map((line) => ({ type: line.type, rate: line.ratePerHectare })),
    area,
    carrier,
  );
  return {
    areaHectares,
    lines,
    volumeLitres: load.volumeLitres,
    massKilograms: load.massKilograms,
    batches: area > 0 && lines.length ? batchCount(load, group) : null,
    problems: group
      ? carryProblems(
          lines.map((line) => ({ productId: line.productId, type: line.type })),
          group,
        )
      : [],
  };
}

/** A blend's recipe for an order line: each component at the share of the line's rate, and its ammonia. */
export function blendRecipeOf(blend: TProductRecord, lineRatePerHectare: number) {
  const whole = blendRateOf(
    blend.components.map((component) => ({
      ...component,
      typeProduct: component.typeProduct,
      density: null,
      analysis: {},
    })),
  );
  const scale = whole && whole.rate > 0 ? lineRatePerHectare / whole.rate : 1;
  const components = blend.components.map((component) => ({ ...component, rate: component.rate * scale }));
  const ammonia = components
    .filter((component) => component.typeProduct === 'AMMONIA')
    .reduce((sum, component) => sum + component.rate, 0);
  return {
    components,
    ammoniaRate: components.some((component) => component.typeProduct === 'AMMONIA') ? ammonia : null,
    density: blend.density,
  };
}

/**
 * Errors of the form by field: the shared schema's, plus its cross-field rules (speeds, planned
 * times, a repeated product) which the schema checks only once every field is valid, so a
 * dispatcher sees them as soon as the two fields are filled.
 */
export function workOrderErrors(
  input: TWorkOrderInputValues,
  locale: TLocale,
  validate: (input: unknown) => Record<string, string>,
): Record<string, string> {
  const errors = { ...validate(input) };
  const add = (path: string, message: string) => {
    errors[path] ??= message;
  };
  const { minSpeed, maxSpeed, plannedStart, plannedEnd } = input;
  if (typeof minSpeed === 'number' && typeof maxSpeed === 'number' && maxSpeed <= minSpeed)
    add('maxSpeed', formatMessage('speedOrder', locale));
  if (plannedStart && plannedEnd && Date.parse(plannedEnd) < Date.parse(plannedStart))
    add('plannedEnd', formatMessage('workOrderPlannedEndBeforeStart', locale));
  const seen = new Set<number>();
  input.products.forEach((line, index) => {
    if (typeof line.productId !== 'number') return;
    if (seen.has(line.productId))
      add(`products.${index}.productId`, formatMessage('workOrderProductRepeated', locale));
    seen.add(line.productId);
  });
  return errors;
}

// ---------------------------------------------------------------- applicator licences

/**
 * The chosen products the chosen applicator is not licensed for, checked on the planned start's
 * day (else today in the branch) with the rule the server's `licenceAlerts` use: a warning, not
 * an error. Empty without an applicator.
 */
export function applicatorLicenceAlerts(
  values: Pick<TWorkOrderFormValues, 'plannedStart' | 'products'>,
  applicator: { licences: readonly TLicenceLike[] } | undefined,
  productById: ReadonlyMap<number, TProductRecord>,
  timeZone: string,
  now = new Date(),
): TWorkOrderLicenceAlert[] {
  if (!applicator) return [];
  const date = /^\d{4}-\d{2}-\d{2}T/.test(values.plannedStart)
    ? values.plannedStart.slice(0, 10)
    : zonedToday(timeZone, now);
  const chosen = [
    ...new Set(values.products.map((line) => line.productId).filter((id): id is string => Boolean(id))),
  ]
    .map((id) => productById.get(Number(id)))
    .filter((product): product is TProductRecord => product !== undefined);
  return licenceAlertsOf(applicator, chosen, date);
}
