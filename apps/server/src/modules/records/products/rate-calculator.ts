import {
  amountInUnit,
  calculateProductRates,
  formatMessage,
  RateCalculationError,
  type TLocale,
  type TMessageKey,
  type TNutrient,
  type TRateCalculationRequest,
  type TRateCalculationResult,
  type TRateProduct,
  type TRateWarning,
} from '@tramline/domain';
import type { TDatabase, TExecutor } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { AppError, notFound } from '../../../http/errors';
import type { TProductScope, TProductsRepository } from './products.repository';

/** Field areas for the rate calculator; the growers service answers it. */
export interface TFieldAreaSource {
  fieldAreas(
    auth: TAuth,
    ids: number[],
  ): Promise<{ id: number; name: string; areaHectares: number | null }[]>;
}

/**
 * What each field already received this year, per hectare in each product's base amount. Work
 * orders register a provider; none means nothing applied yet.
 */
export type TAppliedAmountsProvider = (query: {
  db: TExecutor;
  ownerId: number;
  fieldIds: number[];
  productIds: number[];
  year: number;
}) => Promise<{ fieldId: number; productId: number; amountPerHectare: number }[]>;

const messageOf = (key: TMessageKey, locale: TLocale, params?: Record<string, string | number>) =>
  formatMessage(key, locale, params);

function scopeOf(auth: TAuth): TProductScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId };
}

/**
 * The rate calculator: the amounts and totals of products for some fields, from nutrient targets
 * or rates, with what the fields already received this year (`appliedProviders`, registered by
 * work orders).
 */
export function createRateCalculator(
  db: TDatabase,
  repository: TProductsRepository,
  appliedProviders: readonly TAppliedAmountsProvider[],
) {
  /**
   * The rate calculator over the caller's fields and products. Errors of the arithmetic are
   * 400s with the spec's messages; warnings come back translated.
   */
  async function calculateRates(
    auth: TAuth,
    request: TRateCalculationRequest,
    fields: TFieldAreaSource,
    locale: TLocale,
  ): Promise<TRateCalculationResult> {
    const fieldRows = await fields.fieldAreas(auth, request.fieldIds);
    if (fieldRows.length !== new Set(request.fieldIds).size) throw notFound();
    const productIds = [...new Set(request.lines.map((line) => line.productId))];
    const productRows = await repository.findMany(scopeOf(auth), productIds);
    if (productRows.length !== productIds.length) throw new AppError(404, 'rateProductsNotFound');
    const products = new Map<number, TRateProduct>(
      productRows.map((row) => [
        row.id,
        {
          id: row.id,
          descProduct: row.name,
          typeProduct: row.type as TRateProduct['typeProduct'],
          analysis: row.analysis as Partial<Record<TNutrient, number>>,
          density: row.densityKgPerLitre,
          seedsPerUnit: row.seedsPerUnit,
          sprayVolumeMin: row.sprayVolumeMinLitresPerHectare,
          sprayVolumeMax: row.sprayVolumeMaxLitresPerHectare,
          singleApplicationAmount: row.singleApplicationAmountPerHectare,
          maxYearlyAmount: row.maxYearlyAmountPerHectare,
          adjuvant: row.adjuvantKind as TRateProduct['adjuvant'],
          requiresVra: row.requiresVra,
          requiresDra: row.requiresDra,
        },
      ]),
    );
    const applied = new Map<number, Map<number, number>>();
    for (const provider of appliedProviders) {
      const amounts = await provider({
        db,
        ownerId: auth.ownerId,
        fieldIds: request.fieldIds,
        productIds,
        year: new Date().getUTCFullYear(),
      });
      for (const amount of amounts) {
        const byProduct = applied.get(amount.fieldId) ?? new Map<number, number>();
        byProduct.set(amount.productId, (byProduct.get(amount.productId) ?? 0) + amount.amountPerHectare);
        applied.set(amount.fieldId, byProduct);
      }
    }
    const nutrientName = (nutrient: TNutrient) => messageOf(`nutrient${nutrient}` as TMessageKey, locale);
    let result;
    try {
      result = calculateProductRates({
        fields: fieldRows.map((field) => ({
          ...field,
          appliedThisYear: applied.get(field.id) ?? new Map(),
        })),
        nutrients: request.nutrients,
        lines: request.lines,
        products,
        sprayVolume: request.sprayVolume,
      });
    } catch (error) {
      if (!(error instanceof RateCalculationError)) throw error;
      const params = {
        product: error.productId
          ? (products.get(error.productId)?.descProduct ?? String(error.productId))
          : '',
        nutrient: error.nutrient ? nutrientName(error.nutrient) : '',
      };
      throw new AppError(400, error.key, params, [
        { path: 'lines', code: error.key, message: messageOf(error.key, locale, params) },
      ]);
    }
    const warningMessage = (warning: TRateWarning) => {
      const params = {
        product: warning.productId ? products.get(warning.productId)!.descProduct : '',
        field: warning.fieldId ? (fieldRows.find((field) => field.id === warning.fieldId)?.name ?? '') : '',
        nutrient: warning.nutrient ? nutrientName(warning.nutrient) : '',
      };
      const key =
        warning.code.endsWith('_MIN') && warning.nutrient
          ? 'NUTRIENT_MIN'
          : warning.code.endsWith('_MAX') && warning.nutrient
            ? 'NUTRIENT_MAX'
            : warning.code;
      return messageOf(key as TMessageKey, locale, params);
    };
    return {
      areaHectares: result.areaHectares,
      lines: result.lines.map((line) => {
        const product = products.get(line.productId)!;
        const row = productRows.find((candidate) => candidate.id === line.productId)!;
        const productUnit = row.rateUnit as Parameters<typeof amountInUnit>[2];
        return {
          productId: line.productId,
          descProduct: product.descProduct,
          nutrient: line.nutrient,
          rate: line.rate,
          unit: line.unit,
          total: line.total,
          rateInProductUnit: amountInUnit(line.rate, product, productUnit),
          totalInProductUnit: line.total === null ? null : amountInUnit(line.total, product, productUnit),
          productUnit,
          supplies: line.supplies,
        };
      }),
      supplied: result.supplied,
      warnings: result.warnings.map((warning) => ({ ...warning, message: warningMessage(warning) })),
    };
  }

  return { calculateRates };
}
