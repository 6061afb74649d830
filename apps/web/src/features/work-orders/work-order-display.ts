import {
  convertMeasure,
  displayUnitOf,
  formatDateTime,
  formatNumber,
  formatQuantity,
  HECTARES_PER_ACRE,
  MEASURE_UNITS,
  unitSystemOf,
  type TLocale,
  type TMeasureUnitCode,
  type TProductRecord,
  type TQuantity,
  type TUnitSystem,
} from '@tramline/domain';
import {
  amountToInput,
  amountUnitLabel,
  temperatureToInput,
  temperatureUnitOf,
} from '../products/product-units';
import { amountSettingsOfProduct, localRateUnitOf } from './work-order-form-values';

/**
 * A stored rate (per hectare, in the product's base amount) as a dispatcher reads it: in the
 * product's own unit per acre or hectare (`32 fl oz/ac`, `2,34 l/ha`).
 */
export function rateText(
  rate: number,
  product: TProductRecord | undefined,
  locale: TLocale,
  seedsLabel: string,
  system?: TUnitSystem,
): string {
  if (!product) return formatNumber(rate, locale, { maximumFractionDigits: 2 });
  const settings = amountSettingsOfProduct(product, locale, system);
  const shown = amountToInput(settings, rate, locale, system);
  return `${formatNumber(shown === '' ? 0 : shown, locale, { maximumFractionDigits: 2 })} ${amountUnitLabel(settings, locale, seedsLabel, system)}`;
}

/**
 * A stored rate (per hectare, in litres or kilograms) typed in a volume or mass unit, in that unit
 * (or its counterpart in the locale's system) per acre or hectare: `32 fl oz/ac`, `2,34 l/ha`;
 * null for a unit of another kind (bags, seeds).
 */
export function typedRateText(
  rate: number,
  rateUnit: TMeasureUnitCode,
  locale: TLocale,
  system: TUnitSystem = unitSystemOf(locale),
): string | null {
  const unit = localRateUnitOf(rateUnit, locale, system);
  const kind = MEASURE_UNITS[unit].kind;
  const shown =
    kind === 'volume'
      ? convertMeasure(rate, 'l', unit)
      : kind === 'mass'
        ? convertMeasure(rate, 'kg', unit)
        : null;
  if (shown === null) return null;
  const perArea = system === 'imperial' ? HECTARES_PER_ACRE : 1;
  return `${formatNumber(shown * perArea, locale, { maximumFractionDigits: 2 })} ${unit}/${displayUnitOf('area', locale, system)}`;
}

/** The seeds-per-area label of the locale (`seeds/ac`). */
export const seedsPerAreaOf = (
  locale: TLocale,
  translate: (key: 'agronomy.products.seedsPerArea', options: { area: string }) => string,
  system?: TUnitSystem,
) => translate('agronomy.products.seedsPerArea', { area: displayUnitOf('area', locale, system) });

/** A range `min – max` where either end may be missing; a dash when both are. */
export function rangeText(min: number | null, max: number | null, format: (value: number) => string): string {
  if (min === null && max === null) return '—';
  if (min === null) return `≤ ${format(max!)}`;
  if (max === null) return `≥ ${format(min)}`;
  return `${format(min)} – ${format(max)}`;
}

/** A temperature stored in °C, shown in °F in imperial units. */
export function temperatureText(celsius: number, locale: TLocale, system?: TUnitSystem): string {
  const shown = temperatureToInput(celsius, locale, system);
  return `${formatNumber(shown === '' ? 0 : shown, locale, { maximumFractionDigits: 1 })} ${temperatureUnitOf(locale, system)}`;
}

export type TFactorStanding = 'within' | 'outside' | 'noLimit' | 'noData';
type TFactor = 'WIND' | 'TEMPERATURE' | 'HUMIDITY';
const LIMIT_KEYS: Record<TFactor, readonly [keyof TProductRecord, keyof TProductRecord]> = {
  WIND: ['vlVelocWindMin', 'vlVelocWindMax'],
  TEMPERATURE: ['vlTemperatureMin', 'vlTemperatureMax'],
  HUMIDITY: ['vlHumidityMin', 'vlHumidityMax'],
};

/** A product's own limits for a weather factor (km/h, °C, %). */
export function limitsOf(
  product: TProductRecord,
  factor: TFactor,
): { min: number | null; max: number | null } {
  const [minKey, maxKey] = LIMIT_KEYS[factor];
  return { min: product[minKey] as number | null, max: product[maxKey] as number | null };
}

/**
 * How the weather seen during an application stood against one product's limits: within, outside,
 * no limit stated, or no weather recorded.
 */
export function factorStanding(
  observed: { observedMin: number | null; observedMax: number | null },
  limits: { min: number | null; max: number | null },
): TFactorStanding {
  if (observed.observedMin === null || observed.observedMax === null) return 'noData';
  if (limits.min === null && limits.max === null) return 'noLimit';
  const below = limits.min !== null && observed.observedMin < limits.min - 1e-9;
  const above = limits.max !== null && observed.observedMax > limits.max + 1e-9;
  return below || above ? 'outside' : 'within';
}

/** What turns the ids and SI figures of a history entry into what a dispatcher reads. */
export interface THistoryContext {
  locale: TLocale;
  /** The user's unit system (`useUnits().system`); without it, the locale's. */
  system?: TUnitSystem;
  timeZone: string;
  seedsLabel: string;
  productById: ReadonlyMap<number, TProductRecord>;
  /** Names of the records an order refers to, by the history's field name (`growerId`, `fieldIds`...). */
  nameOf: Partial<
    Record<
      'growerId' | 'farmId' | 'fieldIds' | 'equipmentGroupId' | 'applicatorId' | 'cropId' | 'cdLocation',
      (id: number) => string | undefined
    >
  >;
  /** Texts of the coded values (status, timing, application type, yes and no). */
  label(kind: 'status' | 'timing' | 'applicationType' | 'boolean', value: string): string;
}

const QUANTITY_OF_FIELD: Partial<Record<string, TQuantity>> = {
  selectedArea: 'area',
  appliedArea: 'area',
  appliedVolume: 'volume',
  carrierRate: 'liquidRate',
  minSpeed: 'speed',
  maxSpeed: 'speed',
};
const INSTANT_FIELDS = new Set(['plannedStart', 'plannedEnd', 'dtEncerramento']);

/** A value of an order's history in the locale's words and units (`120 ac`, `Ready`, `Roundup 32 fl oz/ac`). */
export function historyValueText(field: string, value: unknown, context: THistoryContext): string {
  if (value === null || value === undefined || value === '') return '—';
  const { locale, system } = context;
  const quantity = QUANTITY_OF_FIELD[field];
  if (quantity && typeof value === 'number') return formatQuantity(quantity, value, locale, {}, system);
  if (INSTANT_FIELDS.has(field) && typeof value === 'string')
    return formatDateTime(value, locale, context.timeZone);
  if (field === 'status') return context.label('status', String(value));
  if (field === 'timing') return context.label('timing', String(value));
  if (field === 'applicationType') return context.label('applicationType', String(value));
  if (typeof value === 'boolean') return context.label('boolean', String(value));
  const nameOf = context.nameOf[field as keyof THistoryContext['nameOf']];
  if (nameOf && typeof value === 'number') return nameOf(value) ?? `#${value}`;
  if (nameOf && Array.isArray(value)) return value.map((id: number) => nameOf(id) ?? `#${id}`).join(', ');
  if (field === 'products' && Array.isArray(value))
    return (value as { productId: number; rate: number }[])
      .map((line) => {
        const product = context.productById.get(line.productId);
        return `${product?.descProduct ?? `#${line.productId}`} ${rateText(line.rate, product, locale, context.seedsLabel, system)}`;
      })
      .join(' + ');
  if (typeof value === 'number') return formatNumber(value, locale);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
