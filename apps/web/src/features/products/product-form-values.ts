import {
  ANALYSIS_NUTRIENTS,
  defaultRateUnitOf,
  type TAdjuvantKind,
  type TCleaningFamily,
  type TDensityUnit,
  type TLocale,
  type TMeasureUnitCode,
  type TNutrient,
  type TProductLicenceRequirement,
  type TProductRecord,
  type TProductType,
  type TUnitSystem,
} from '@tramline/domain';
import { fromInputValue, numberOrNull, toInputValue, type TInputNumber } from '../../records/input-units';
import {
  amountFromInput,
  amountToInput,
  baseAmountFromInput,
  baseAmountToInput,
  densityFromInput,
  densityToInput,
  temperatureFromInput,
  temperatureToInput,
  type TAmountSettings,
} from './product-units';

export type TComponentValues = {
  key: string;
  productId: string | null;
  typeProduct: TProductType;
  rate: TInputNumber;
  original: number | null;
};

/** The product form as typed: numbers in the locale's units, selects as strings. */
export type TProductFormValues = {
  descProduct: string;
  typeProduct: TProductType;
  isBlend: boolean;
  epa: string;
  ean: string;
  gtin: string;
  erpCode: string;
  cropIds: string[];
  rateUnit: TMeasureUnitCode;
  cleaningFamily: TCleaningFamily | null;
  adjuvant: TAdjuvantKind | null;
  requiresVra: boolean;
  requiresDra: boolean;
  licenceRequired: TProductLicenceRequirement;
  vlVelocWindMin: TInputNumber;
  vlVelocWindMax: TInputNumber;
  vlTemperatureMin: TInputNumber;
  vlTemperatureMax: TInputNumber;
  vlHumidityMin: TInputNumber;
  vlHumidityMax: TInputNumber;
  rainFreeHours: TInputNumber;
  reEntryHours: TInputNumber;
  preHarvestDays: TInputNumber;
  sunRule: boolean;
  sprayVolumeMin: TInputNumber;
  sprayVolumeMax: TInputNumber;
  applicationSpeed: TInputNumber;
  singleApplicationAmount: TInputNumber;
  maxYearlyAmount: TInputNumber;
  density: TInputNumber;
  densityUnit: TDensityUnit;
  seedsPerUnit: TInputNumber;
  analysis: Record<string, TInputNumber>;
  components: TComponentValues[];
};

let componentKey = 0;
export const newComponent = (typeProduct: TProductType = 'DRY'): TComponentValues => ({
  key: `component-${(componentKey += 1)}`,
  productId: null,
  typeProduct,
  rate: '',
  original: null,
});

const plain = (value: number | null | undefined): TInputNumber =>
  value === null || value === undefined ? '' : value;

export function productFormValuesOf(
  record: TProductRecord | undefined,
  locale: TLocale,
  options: { blend?: boolean; system?: TUnitSystem } = {},
): TProductFormValues {
  const { system } = options;
  const type = record?.typeProduct ?? (options.blend ? 'DRY' : 'LIQUID');
  const settings: TAmountSettings = {
    typeProduct: type,
    rateUnit: record?.rateUnit ?? defaultRateUnitOf(type),
    density: record?.density ?? null,
    seedsPerUnit: record?.seedsPerUnit ?? null,
  };
  return {
    descProduct: record?.descProduct ?? '',
    typeProduct: type,
    isBlend: record?.isBlend ?? Boolean(options.blend),
    epa: record?.epa ?? '',
    ean: record?.ean ?? '',
    gtin: record?.gtin ?? '',
    erpCode: record?.erpCode ?? '',
    cropIds: (record?.crops ?? []).map((crop) => String(crop.id)),
    rateUnit: record?.rateUnit ?? defaultRateUnitOf(type),
    cleaningFamily: record?.cleaningFamily ?? null,
    adjuvant: record?.adjuvant ?? null,
    requiresVra: record?.requiresVra ?? false,
    requiresDra: record?.requiresDra ?? false,
    licenceRequired: record?.licenceRequired ?? 'NONE',
    vlVelocWindMin: toInputValue('speed', record?.vlVelocWindMin, locale, system),
    vlVelocWindMax: toInputValue('speed', record?.vlVelocWindMax, locale, system),
    vlTemperatureMin: temperatureToInput(record?.vlTemperatureMin, locale, system),
    vlTemperatureMax: temperatureToInput(record?.vlTemperatureMax, locale, system),
    vlHumidityMin: plain(record?.vlHumidityMin),
    vlHumidityMax: plain(record?.vlHumidityMax),
    rainFreeHours: plain(record?.rainFreeHours),
    reEntryHours: plain(record?.reEntryHours),
    preHarvestDays: plain(record?.preHarvestDays),
    sunRule: record?.sunRule ?? false,
    sprayVolumeMin: toInputValue('liquidRate', record?.sprayVolumeMin, locale, system),
    sprayVolumeMax: toInputValue('liquidRate', record?.sprayVolumeMax, locale, system),
    applicationSpeed: toInputValue('speed', record?.applicationSpeed, locale, system),
    singleApplicationAmount: amountToInput(settings, record?.singleApplicationAmount, locale, system),
    maxYearlyAmount: amountToInput(settings, record?.maxYearlyAmount, locale, system),
    density: densityToInput(record?.density, record?.densityUnit ?? 'kg/l'),
    densityUnit: record?.densityUnit ?? 'kg/l',
    seedsPerUnit: plain(record?.seedsPerUnit),
    analysis: Object.fromEntries(
      ANALYSIS_NUTRIENTS.map((nutrient) => [nutrient, plain(record?.analysis[nutrient])]),
    ),
    components: record?.isBlend
      ? record.components.map((component) => ({
          ...newComponent(component.typeProduct),
          productId: String(component.productId),
          rate: baseAmountToInput(component.typeProduct, component.rate, locale, system),
          original: component.rate,
        }))
      : options.blend
        ? [newComponent(), newComponent()]
        : [],
  };
}

const text = (value: string) => (value.trim() ? value.trim() : null);

/** The unit settings the amount fields are read in: what the form holds now. */
export function amountSettingsOf(values: TProductFormValues): TAmountSettings {
  return {
    typeProduct: values.typeProduct,
    rateUnit: values.rateUnit,
    density: densityFromInput(values.density, values.densityUnit),
    seedsPerUnit: numberOrNull(values.seedsPerUnit),
  };
}

/** The wire input of the form, in SI; fields left as shown keep their stored value exactly. */
export function productInputOf(
  values: TProductFormValues,
  locale: TLocale,
  record?: TProductRecord,
  system?: TUnitSystem,
) {
  const density = densityFromInput(
    values.density,
    values.densityUnit,
    record?.densityUnit === values.densityUnit ? record?.density : null,
  );
  const settings = amountSettingsOf(values);
  // A stored amount is kept exactly only while it is read the way it was shown.
  const unchanged =
    record?.typeProduct === values.typeProduct &&
    record.rateUnit === values.rateUnit &&
    record.density === density &&
    record.seedsPerUnit === numberOrNull(values.seedsPerUnit);
  const analysis: Partial<Record<TNutrient, number>> = {};
  for (const nutrient of ANALYSIS_NUTRIENTS) {
    const value = numberOrNull(values.analysis[nutrient]);
    if (value !== null && value > 0) analysis[nutrient] = value;
  }
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    descProduct: values.descProduct,
    typeProduct: values.typeProduct,
    isBlend: values.isBlend,
    epa: text(values.epa),
    ean: text(values.ean),
    gtin: text(values.gtin),
    erpCode: text(values.erpCode),
    cropIds: values.cropIds.map(Number),
    rateUnit: values.rateUnit,
    cleaningFamily: values.cleaningFamily,
    adjuvant: values.adjuvant,
    requiresVra: values.requiresVra,
    requiresDra: values.requiresDra,
    licenceRequired: values.licenceRequired,
    vlVelocWindMin: fromInputValue('speed', values.vlVelocWindMin, locale, record?.vlVelocWindMin, system),
    vlVelocWindMax: fromInputValue('speed', values.vlVelocWindMax, locale, record?.vlVelocWindMax, system),
    vlTemperatureMin: temperatureFromInput(values.vlTemperatureMin, locale, record?.vlTemperatureMin, system),
    vlTemperatureMax: temperatureFromInput(values.vlTemperatureMax, locale, record?.vlTemperatureMax, system),
    vlHumidityMin: numberOrNull(values.vlHumidityMin),
    vlHumidityMax: numberOrNull(values.vlHumidityMax),
    rainFreeHours: numberOrNull(values.rainFreeHours),
    reEntryHours: numberOrNull(values.reEntryHours),
    preHarvestDays: numberOrNull(values.preHarvestDays),
    sunRule: values.sunRule,
    sprayVolumeMin: fromInputValue(
      'liquidRate',
      values.sprayVolumeMin,
      locale,
      record?.sprayVolumeMin,
      system,
    ),
    sprayVolumeMax: fromInputValue(
      'liquidRate',
      values.sprayVolumeMax,
      locale,
      record?.sprayVolumeMax,
      system,
    ),
    applicationSpeed: fromInputValue(
      'speed',
      values.applicationSpeed,
      locale,
      record?.applicationSpeed,
      system,
    ),
    singleApplicationAmount: amountFromInput(
      settings,
      values.singleApplicationAmount,
      locale,
      unchanged ? record?.singleApplicationAmount : null,
      system,
    ),
    maxYearlyAmount: amountFromInput(
      settings,
      values.maxYearlyAmount,
      locale,
      unchanged ? record?.maxYearlyAmount : null,
      system,
    ),
    density,
    densityUnit: values.densityUnit,
    seedsPerUnit: numberOrNull(values.seedsPerUnit),
    analysis,
    components: values.isBlend
      ? values.components.map((component) => ({
          productId: component.productId ? Number(component.productId) : undefined,
          rate:
            baseAmountFromInput(component.typeProduct, component.rate, locale, component.original, system) ??
            undefined,
        }))
      : [],
  };
}
