import {
  missingWeatherCauses,
  type TAdjuvantKind,
  type TCleaningFamily,
  type TCropRecord,
  type TDensityUnit,
  type TMeasureUnitCode,
  type TNutrient,
  type TProductLicenceRequirement,
  type TProductRecord,
  type TProductSummary,
  type TProductType,
} from '@tramline/domain';
import type { TCropRow, TProductRow } from './products.repository';

export interface TProductRelations {
  crops: { id: number; name: string }[];
  components: { productId: number; name: string; type: string; rate: number }[];
}

/** The weather limits of a row under their wire names. */
export function weatherLimitsOf(row: TProductRow) {
  return {
    vlHumidityMin: row.humidityMinPercent,
    vlHumidityMax: row.humidityMaxPercent,
    vlTemperatureMin: row.temperatureMinCelsius,
    vlTemperatureMax: row.temperatureMaxCelsius,
    vlVelocWindMin: row.windSpeedMinKmh,
    vlVelocWindMax: row.windSpeedMaxKmh,
    rainFreeHours: row.rainFreeHours,
    reEntryHours: row.reEntryHours,
    preHarvestDays: row.preHarvestDays,
    sunRule: row.sunRule,
  };
}

export function presentProduct(row: TProductRow, relations: TProductRelations): TProductRecord {
  const limits = weatherLimitsOf(row);
  return {
    id: row.id,
    cdUnidade: row.unitId,
    descProduct: row.name,
    typeProduct: row.type as TProductType,
    status: row.status as 'ACTIVE' | 'DELETED',
    isBlend: row.isBlend,
    epa: row.epa,
    ean: row.ean,
    gtin: row.gtin,
    erpCode: row.erpCode,
    crops: relations.crops,
    ...limits,
    applicationSpeed: row.applicationSpeedKmh,
    maxYearlyAmount: row.maxYearlyAmountPerHectare,
    singleApplicationAmount: row.singleApplicationAmountPerHectare,
    sprayVolumeMin: row.sprayVolumeMinLitresPerHectare,
    sprayVolumeMax: row.sprayVolumeMaxLitresPerHectare,
    density: row.densityKgPerLitre,
    densityUnit: row.densityUnit as TDensityUnit,
    rateUnit: row.rateUnit as TMeasureUnitCode,
    analysis: row.analysis as Partial<Record<TNutrient, number>>,
    seedsPerUnit: row.seedsPerUnit,
    cleaningFamily: row.cleaningFamily as TCleaningFamily | null,
    adjuvant: row.adjuvantKind as TAdjuvantKind | null,
    requiresVra: row.requiresVra,
    requiresDra: row.requiresDra,
    licenceRequired: row.licenceRequired as TProductLicenceRequirement,
    components: relations.components.map((component) => ({
      productId: component.productId,
      descProduct: component.name,
      typeProduct: component.type as TProductType,
      rate: component.rate,
    })),
    missingWeather: missingWeatherCauses(limits),
    version: row.version,
  };
}

export function presentProductSummary(row: TProductRow): TProductSummary {
  return {
    id: row.id,
    descProduct: row.name,
    typeProduct: row.type as TProductType,
    status: row.status as 'ACTIVE' | 'DELETED',
    isBlend: row.isBlend,
    rateUnit: row.rateUnit as TMeasureUnitCode,
    epa: row.epa,
  };
}

export function presentCrop(row: TCropRow): TCropRecord {
  return { id: row.id, name: row.name, code: row.code };
}
