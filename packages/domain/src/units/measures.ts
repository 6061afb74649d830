/**
 * Physical quantities as branded numbers. Everything stored or sent between server and web is SI
 * (hectares, metres, litres, kilograms, km/h, seconds); imperial figures exist only at the edge,
 * converted here and nowhere else.
 */
declare const brand: unique symbol;
type Brand<Name extends string> = number & { readonly [brand]: Name };

export type Hectares = Brand<'Hectares'>;
export type Metres = Brand<'Metres'>;
export type Litres = Brand<'Litres'>;
export type Kilograms = Brand<'Kilograms'>;
export type KmPerHour = Brand<'KmPerHour'>;
export type Seconds = Brand<'Seconds'>;
export type LitresPerHectare = Brand<'LitresPerHectare'>;
export type KilogramsPerHectare = Brand<'KilogramsPerHectare'>;

export const hectares = (value: number) => value as Hectares;
export const metres = (value: number) => value as Metres;
export const litres = (value: number) => value as Litres;
export const kilograms = (value: number) => value as Kilograms;
export const kmPerHour = (value: number) => value as KmPerHour;
export const seconds = (value: number) => value as Seconds;
export const litresPerHectare = (value: number) => value as LitresPerHectare;
export const kilogramsPerHectare = (value: number) => value as KilogramsPerHectare;

/** Exact definitions (international yard and pound, US liquid gallon). */
export const METRES_PER_FOOT = 0.3048;
export const METRES_PER_YARD = 0.9144;
export const METRES_PER_MILE = 1609.344;
export const HECTARES_PER_ACRE = 0.40468564224;
export const LITRES_PER_US_GALLON = 3.785411784;
export const LITRES_PER_US_FLUID_OUNCE = LITRES_PER_US_GALLON / 128;
export const KILOGRAMS_PER_POUND = 0.45359237;
export const KM_PER_HOUR_PER_MPH = METRES_PER_MILE / 1000;
/** 1 US gal/ac in L/ha. */
export const LITRES_PER_HECTARE_PER_GALLON_PER_ACRE = LITRES_PER_US_GALLON / HECTARES_PER_ACRE;
/** 1 lb/ac in kg/ha. */
export const KILOGRAMS_PER_HECTARE_PER_POUND_PER_ACRE = KILOGRAMS_PER_POUND / HECTARES_PER_ACRE;

export const acresFromHectares = (area: Hectares): number => area / HECTARES_PER_ACRE;
export const hectaresFromAcres = (acres: number): Hectares => hectares(acres * HECTARES_PER_ACRE);

export const feetFromMetres = (length: Metres): number => length / METRES_PER_FOOT;
export const metresFromFeet = (feet: number): Metres => metres(feet * METRES_PER_FOOT);
export const yardsFromMetres = (length: Metres): number => length / METRES_PER_YARD;
export const metresFromYards = (yards: number): Metres => metres(yards * METRES_PER_YARD);
export const milesFromMetres = (length: Metres): number => length / METRES_PER_MILE;
export const metresFromMiles = (miles: number): Metres => metres(miles * METRES_PER_MILE);

export const gallonsFromLitres = (volume: Litres): number => volume / LITRES_PER_US_GALLON;
export const litresFromGallons = (gallons: number): Litres => litres(gallons * LITRES_PER_US_GALLON);
export const fluidOuncesFromLitres = (volume: Litres): number => volume / LITRES_PER_US_FLUID_OUNCE;
export const litresFromFluidOunces = (ounces: number): Litres => litres(ounces * LITRES_PER_US_FLUID_OUNCE);

export const poundsFromKilograms = (mass: Kilograms): number => mass / KILOGRAMS_PER_POUND;
export const kilogramsFromPounds = (pounds: number): Kilograms => kilograms(pounds * KILOGRAMS_PER_POUND);

export const mphFromKmPerHour = (speed: KmPerHour): number => speed / KM_PER_HOUR_PER_MPH;
export const kmPerHourFromMph = (mph: number): KmPerHour => kmPerHour(mph * KM_PER_HOUR_PER_MPH);

export const gallonsPerAcreFromLitresPerHectare = (rate: LitresPerHectare): number =>
  rate / LITRES_PER_HECTARE_PER_GALLON_PER_ACRE;
export const litresPerHectareFromGallonsPerAcre = (rate: number): LitresPerHectare =>
  litresPerHectare(rate * LITRES_PER_HECTARE_PER_GALLON_PER_ACRE);

export const poundsPerAcreFromKilogramsPerHectare = (rate: KilogramsPerHectare): number =>
  rate / KILOGRAMS_PER_HECTARE_PER_POUND_PER_ACRE;
export const kilogramsPerHectareFromPoundsPerAcre = (rate: number): KilogramsPerHectare =>
  kilogramsPerHectare(rate * KILOGRAMS_PER_HECTARE_PER_POUND_PER_ACRE);

/** Temperatures are stored in °C; the imperial sets show °F. */
export const fahrenheitFromCelsius = (celsius: number) => (celsius * 9) / 5 + 32;
export const celsiusFromFahrenheit = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9;

/** Rainfall is stored in millimetres; the imperial sets show inches. */
export const MILLIMETRES_PER_INCH = 25.4;
export const inchesFromMillimetres = (millimetres: number) => millimetres / MILLIMETRES_PER_INCH;
export const millimetresFromInches = (inches: number) => inches * MILLIMETRES_PER_INCH;
