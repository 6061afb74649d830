import type { TLocale, TUnitSystem } from '../locale';
import { unitSystemOf } from '../locale';
import {
  acresFromHectares,
  celsiusFromFahrenheit,
  fahrenheitFromCelsius,
  inchesFromMillimetres,
  millimetresFromInches,
  feetFromMetres,
  fluidOuncesFromLitres,
  gallonsFromLitres,
  gallonsPerAcreFromLitresPerHectare,
  hectaresFromAcres,
  kilogramsFromPounds,
  kilogramsPerHectareFromPoundsPerAcre,
  kmPerHourFromMph,
  litresFromFluidOunces,
  litresFromGallons,
  litresPerHectareFromGallonsPerAcre,
  metresFromFeet,
  metresFromMiles,
  metresFromYards,
  milesFromMetres,
  mphFromKmPerHour,
  poundsFromKilograms,
  poundsPerAcreFromKilogramsPerHectare,
  yardsFromMetres,
  type Hectares,
  type Kilograms,
  type KilogramsPerHectare,
  type KmPerHour,
  type Litres,
  type LitresPerHectare,
  type Metres,
  type Seconds,
} from '../units/measures';

/** BCP 47 tag for `Intl` of each interface locale. */
const INTL_TAGS: Readonly<Record<TLocale, string>> = {
  'en-us': 'en-US',
  'en-ca': 'en-CA',
  'es-es': 'es-ES',
  'pt-br': 'pt-BR',
};

export function intlLocaleOf(locale: TLocale): string {
  return INTL_TAGS[locale];
}

export interface TNumberOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** A plain number with the locale's separators (1,234.5 in English, 1.234,5 in Spanish/Portuguese). */
export function formatNumber(value: number, locale: TLocale, options: TNumberOptions = {}): string {
  const maximumFractionDigits = options.maximumFractionDigits ?? 2;
  const minimumFractionDigits = Math.min(options.minimumFractionDigits ?? 0, maximumFractionDigits);
  return new Intl.NumberFormat(intlLocaleOf(locale), {
    minimumFractionDigits,
    maximumFractionDigits,
    // Spanish omits the group separator below 10 000 by default; a list of areas reads better with it.
    useGrouping: 'always',
  }).format(value);
}

/**
 * Every quantity a screen shows, with the unit each system displays it in. `length` is for widths
 * (ft / m), `radius` for property radii (yd / m), `distance` for travel (mi / km), `smallVolume` for
 * product amounts per tank (fl oz / ml).
 */
export type TQuantity =
  | 'area'
  | 'length'
  | 'radius'
  | 'distance'
  | 'volume'
  | 'smallVolume'
  | 'mass'
  | 'speed'
  | 'liquidRate'
  | 'dryRate'
  | 'temperature'
  | 'rainfall';

interface TQuantityRule {
  symbol: Readonly<Record<TUnitSystem, string>>;
  /** SI value to the display value of the imperial system. */
  toImperial: (value: number) => number;
  fromImperial: (value: number) => number;
  /** SI value to the metric display value (km for distance, ml for small volumes). */
  toMetric: (value: number) => number;
  fromMetric: (value: number) => number;
  fractionDigits: number;
}

const identity = (value: number) => value;

const QUANTITIES: Readonly<Record<TQuantity, TQuantityRule>> = {
  area: {
    symbol: { imperial: 'ac', metric: 'ha' },
    toImperial: (value) => acresFromHectares(value as Hectares),
    fromImperial: hectaresFromAcres,
    toMetric: identity,
    fromMetric: identity,
    fractionDigits: 2,
  },
  length: {
    symbol: { imperial: 'ft', metric: 'm' },
    toImperial: (value) => feetFromMetres(value as Metres),
    fromImperial: metresFromFeet,
    toMetric: identity,
    fromMetric: identity,
    fractionDigits: 1,
  },
  radius: {
    symbol: { imperial: 'yd', metric: 'm' },
    toImperial: (value) => yardsFromMetres(value as Metres),
    fromImperial: metresFromYards,
    toMetric: identity,
    fromMetric: identity,
    fractionDigits: 0,
  },
  distance: {
    symbol: { imperial: 'mi', metric: 'km' },
    toImperial: (value) => milesFromMetres(value as Metres),
    fromImperial: metresFromMiles,
    toMetric: (value) => value / 1000,
    fromMetric: (value) => value * 1000,
    fractionDigits: 1,
  },
  volume: {
    symbol: { imperial: 'gal', metric: 'l' },
    toImperial: (value) => gallonsFromLitres(value as Litres),
    fromImperial: litresFromGallons,
    toMetric: identity,
    fromMetric: identity,
    fractionDigits: 1,
  },
  smallVolume: {
    symbol: { imperial: 'fl oz', metric: 'ml' },
    toImperial: (value) => fluidOuncesFromLitres(value as Litres),
    fromImperial: litresFromFluidOunces,
    toMetric: (value) => value * 1000,
    fromMetric: (value) => value / 1000,
    fractionDigits: 1,
  },
  mass: {
    symbol: { imperial: 'lb', metric: 'kg' },
    toImperial: (value) => poundsFromKilograms(value as Kilograms),
    fromImperial: kilogramsFromPounds,
    toMetric: identity,
    fromMetric: identity,
    fractionDigits: 1,
  },
  speed: {
    symbol: { imperial: 'mph', metric: 'km/h' },
    toImperial: (value) => mphFromKmPerHour(value as KmPerHour),
    fromImperial: kmPerHourFromMph,
    toMetric: identity,
    fromMetric: identity,
    fractionDigits: 1,
  },
  liquidRate: {
    symbol: { imperial: 'gal/ac', metric: 'l/ha' },
    toImperial: (value) => gallonsPerAcreFromLitresPerHectare(value as LitresPerHectare),
    fromImperial: litresPerHectareFromGallonsPerAcre,
    toMetric: identity,
    fromMetric: identity,
    fractionDigits: 2,
  },
  dryRate: {
    symbol: { imperial: 'lb/ac', metric: 'kg/ha' },
    toImperial: (value) => poundsPerAcreFromKilogramsPerHectare(value as KilogramsPerHectare),
    fromImperial: kilogramsPerHectareFromPoundsPerAcre,
    toMetric: identity,
    fromMetric: identity,
    fractionDigits: 1,
  },
  temperature: {
    symbol: { imperial: '°F', metric: '°C' },
    toImperial: fahrenheitFromCelsius,
    fromImperial: celsiusFromFahrenheit,
    toMetric: identity,
    fromMetric: identity,
    fractionDigits: 1,
  },
  rainfall: {
    symbol: { imperial: 'in', metric: 'mm' },
    toImperial: inchesFromMillimetres,
    fromImperial: millimetresFromInches,
    toMetric: identity,
    fromMetric: identity,
    fractionDigits: 2,
  },
};

export const QUANTITY_NAMES = Object.keys(QUANTITIES) as TQuantity[];

/**
 * The unit symbol a locale shows for a quantity: `ac` in en-us, `ha` in pt-br. The display functions
 * take the unit system as an optional last argument, for a user who chose one; it defaults to the
 * language's.
 */
export function displayUnitOf(
  quantity: TQuantity,
  locale: TLocale,
  units: TUnitSystem = unitSystemOf(locale),
): string {
  return QUANTITIES[quantity].symbol[units];
}

/** Converts a stored SI value to the number a locale displays (acres for en-us, hectares for pt-br). */
export function toDisplayValue(
  quantity: TQuantity,
  value: number,
  locale: TLocale,
  units: TUnitSystem = unitSystemOf(locale),
): number {
  const rule = QUANTITIES[quantity];
  return units === 'imperial' ? rule.toImperial(value) : rule.toMetric(value);
}

/** Converts what a user typed in the locale's unit back to the stored SI value. */
export function fromDisplayValue(
  quantity: TQuantity,
  value: number,
  locale: TLocale,
  units: TUnitSystem = unitSystemOf(locale),
): number {
  const rule = QUANTITIES[quantity];
  return units === 'imperial' ? rule.fromImperial(value) : rule.fromMetric(value);
}

/** A stored SI value as text in the locale's unit, e.g. `formatQuantity('area', 10, 'en-us')` → `24.71 ac`. */
export function formatQuantity(
  quantity: TQuantity,
  value: number,
  locale: TLocale,
  options: TNumberOptions = {},
  units: TUnitSystem = unitSystemOf(locale),
): string {
  const shown = toDisplayValue(quantity, value, locale, units);
  const number = formatNumber(shown, locale, {
    maximumFractionDigits: QUANTITIES[quantity].fractionDigits,
    ...options,
  });
  return `${number}\u00a0${displayUnitOf(quantity, locale, units)}`;
}

/** A formatter of one quantity, typed by the SI value it takes. */
const formatterOf =
  <TValue extends number>(quantity: TQuantity) =>
  (value: TValue, locale: TLocale, options?: TNumberOptions, units?: TUnitSystem) =>
    formatQuantity(quantity, value, locale, options, units);

export const formatArea = formatterOf<Hectares>('area');
export const formatSpeed = formatterOf<KmPerHour>('speed');
export const formatVolume = formatterOf<Litres>('volume');
export const formatMass = formatterOf<Kilograms>('mass');
/** Widths and short lengths: feet or metres. */
export const formatLength = formatterOf<Metres>('length');
/** Travel distances: miles or kilometres. */
export const formatDistance = formatterOf<Metres>('distance');

/** An application rate: gal/ac or l/ha for liquids, lb/ac or kg/ha for dry products. */
export function formatRate(
  value: LitresPerHectare,
  locale: TLocale,
  kind: 'liquid',
  options?: TNumberOptions,
  units?: TUnitSystem,
): string;
export function formatRate(
  value: KilogramsPerHectare,
  locale: TLocale,
  kind: 'dry',
  options?: TNumberOptions,
  units?: TUnitSystem,
): string;
export function formatRate(
  value: LitresPerHectare | KilogramsPerHectare,
  locale: TLocale,
  kind: 'liquid' | 'dry',
  options?: TNumberOptions,
  units?: TUnitSystem,
): string {
  return formatQuantity(kind === 'liquid' ? 'liquidRate' : 'dryRate', value, locale, options, units);
}

type TInstant = Date | string | number;

function toDate(instant: TInstant): Date {
  return instant instanceof Date ? instant : new Date(instant);
}

/** A calendar date in a time zone (the branch's), e.g. 03/14/2026 in en-us, 14/03/2026 in pt-br. */
export function formatDate(instant: TInstant, locale: TLocale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(toDate(instant));
}

/** A calendar date (`YYYY-MM-DD`, a branch-local day) written the locale's way, with no time zone. */
export function formatCalendarDate(date: string, locale: TLocale): string {
  return formatDate(`${date}T12:00:00Z`, locale, 'UTC');
}

/** A calendar date written out, e.g. `Saturday, March 14, 2026` or `sábado, 14 de março de 2026`. */
export function formatLongDate(instant: TInstant, locale: TLocale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(toDate(instant));
}

/** A date and time of day in a time zone: 12-hour clock in en-us, 24-hour in es-es and pt-br. */
export function formatDateTime(instant: TInstant, locale: TLocale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(toDate(instant));
}

/** The time of day in a time zone. */
export function formatTime(instant: TInstant, locale: TLocale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(toDate(instant));
}

/** A duration as hours and minutes, e.g. `2 h 05 min`; under an hour `45 min`. */
export function formatDuration(value: Seconds, locale: TLocale): string {
  const totalMinutes = Math.round(value / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${formatNumber(minutes, locale)}\u00a0min`;
  return `${formatNumber(hours, locale)}\u00a0h ${String(minutes).padStart(2, '0')}\u00a0min`;
}
