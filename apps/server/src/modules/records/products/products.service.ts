import {
  blendAnalysisOf,
  formatMessage,
  NUTRIENTS,
  PRODUCT_TYPE_IDS,
  PRODUCT_TYPES,
  strictestLicenceRequirement,
  strictestWeatherLimits,
  toPage,
  WEATHER_LIMIT_KEYS,
  type TIssueDetail,
  type TNutrient,
  type TProductInput,
  type TProductLicenceRequirement,
} from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import { createUsageRegistry } from '../../usage-registry';
import {
  createProductsRepository,
  type TProductRow,
  type TProductScope,
  type TProductsRepository,
} from './products.repository';
import { createRateCalculator, type TAppliedAmountsProvider } from './rate-calculator';
import { presentCrop, presentProduct, presentProductSummary, weatherLimitsOf } from './products.presenter';

export type { TAppliedAmountsProvider, TFieldAreaSource } from './rate-calculator';

function scopeOf(auth: TAuth): TProductScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId };
}

function columnsOf(input: TProductInput) {
  return {
    name: input.descProduct,
    type: input.typeProduct,
    isBlend: input.isBlend,
    epa: input.epa,
    ean: input.ean,
    gtin: input.gtin,
    erpCode: input.erpCode,
    rainFreeHours: input.rainFreeHours,
    reEntryHours: input.reEntryHours,
    preHarvestDays: input.preHarvestDays,
    applicationSpeedKmh: input.applicationSpeed,
    maxYearlyAmountPerHectare: input.maxYearlyAmount,
    singleApplicationAmountPerHectare: input.singleApplicationAmount,
    sprayVolumeMinLitresPerHectare: input.sprayVolumeMin,
    sprayVolumeMaxLitresPerHectare: input.sprayVolumeMax,
    humidityMinPercent: input.vlHumidityMin,
    humidityMaxPercent: input.vlHumidityMax,
    temperatureMinCelsius: input.vlTemperatureMin,
    temperatureMaxCelsius: input.vlTemperatureMax,
    windSpeedMinKmh: input.vlVelocWindMin,
    windSpeedMaxKmh: input.vlVelocWindMax,
    sunRule: input.sunRule,
    densityKgPerLitre: input.density,
    densityUnit: input.densityUnit,
    rateUnit: input.rateUnit,
    analysis: input.analysis as Record<string, number>,
    seedsPerUnit: input.seedsPerUnit,
    cleaningFamily: input.cleaningFamily,
    adjuvantKind: input.adjuvant,
    requiresVra: input.requiresVra,
    requiresDra: input.requiresDra,
    licenceRequired: input.licenceRequired,
  };
}

/** Lower case without accents, for matching typed text. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A nutrient's code and its names in the message languages, folded. */
const nutrientNames = (nutrient: TNutrient) =>
  [
    nutrient,
    ...(['en-us', 'es-es', 'pt-br'] as const).map((locale) => formatMessage(`nutrient${nutrient}`, locale)),
  ].map(folded);

/**
 * Products and blends of the active branch, crops, and the rate calculator. Work orders register
 * in `usage` how many orders use each product (a used product cannot be deleted) and in
 * `appliedAmounts` what fields received this year.
 */
export function createProductsService(db: TDatabase) {
  const repository = createProductsRepository(db);
  const usage = createUsageRegistry(db);
  const appliedProviders: TAppliedAmountsProvider[] = [];
  const rateCalculator = createRateCalculator(db, repository, appliedProviders);

  async function present(rows: TProductRow[], within: TProductsRepository = repository) {
    const ids = rows.map((row) => row.id);
    const [crops, components] = await Promise.all([
      within.cropsOf(ids),
      within.componentsOf(rows.filter((row) => row.isBlend).map((row) => row.id)),
    ]);
    return rows.map((row) =>
      presentProduct(row, { crops: crops.get(row.id) ?? [], components: components.get(row.id) ?? [] }),
    );
  }

  /** Checks crops and blend components; answers the component rows. */
  async function validateReferences(
    auth: TAuth,
    input: TProductInput,
    within: TProductsRepository,
    selfId?: number,
  ) {
    const details: TIssueDetail[] = [];
    const crops = await within.cropsById(auth.ownerId, input.cropIds);
    input.cropIds.forEach((id, index) => {
      if (!crops.some((crop) => crop.id === id))
        details.push({ path: `cropIds.${index}`, code: 'cropNotFound', message: String(id) });
    });
    if (details.length) throw new AppError(400, 'cropNotFound', {}, details);
    const componentRows = await within.findMany(
      scopeOf(auth),
      input.components.map((component) => component.productId),
    );
    input.components.forEach((component, index) => {
      const row = componentRows.find((candidate) => candidate.id === component.productId);
      if (!row || row.status !== 'ACTIVE' || row.isBlend || row.id === selfId) {
        details.push({
          path: `components.${index}.productId`,
          code: 'blendComponentInvalid',
          message: String(component.productId),
        });
      }
    });
    if (details.length) throw new AppError(400, 'blendComponentInvalid', {}, details);
    return componentRows;
  }

  /**
   * A blend states the limits it is given; a limit left empty takes the strictest of its products,
   * and an empty analysis of a blend the analysis of its mass.
   */
  function completeBlend(input: TProductInput, componentRows: TProductRow[]) {
    const columns = columnsOf(input);
    if (!input.isBlend) return columns;
    const strictest = strictestWeatherLimits(componentRows.map(weatherLimitsOf));
    const filled = { ...input };
    for (const key of WEATHER_LIMIT_KEYS) if (filled[key] === null) filled[key] = strictest[key];
    filled.sunRule = input.sunRule || strictest.sunRule;
    if (Object.keys(input.analysis).length === 0) {
      const parts = input.components.map((component) => {
        const row = componentRows.find((candidate) => candidate.id === component.productId)!;
        return {
          typeProduct: row.type as TProductInput['typeProduct'],
          rate: component.rate,
          density: row.densityKgPerLitre,
          analysis: row.analysis as Partial<Record<TNutrient, number>>,
        };
      });
      filled.analysis = blendAnalysisOf(parts) ?? {};
    }
    filled.requiresVra = input.requiresVra || componentRows.some((row) => row.requiresVra);
    filled.requiresDra = input.requiresDra || componentRows.some((row) => row.requiresDra);
    filled.licenceRequired = strictestLicenceRequirement([
      input.licenceRequired,
      ...componentRows.map((row) => row.licenceRequired as TProductLicenceRequirement),
    ]);
    return columnsOf(filled);
  }

  return {
    usage,

    /** Registers what fields received this year (the work orders do). */
    registerAppliedAmounts(provider: TAppliedAmountsProvider) {
      appliedProviders.push(provider);
    },

    async list(
      auth: TAuth,
      query: {
        page: number;
        size: number;
        sort?: string;
        search?: string;
        filter?: string;
        order?: string;
        ascending?: 'true' | 'false';
        status?: 'ACTIVE' | 'DELETED' | 'ALL';
        typeProduct?: string;
        blend?: 'true' | 'false';
      },
    ) {
      const search = query.search ?? (query.filter && query.filter.length >= 2 ? query.filter : undefined);
      const sort =
        query.sort ??
        (query.order ? `${query.order},${query.ascending === 'false' ? 'desc' : 'asc'}` : undefined);
      const { rows, total } = await repository.list(scopeOf(auth), {
        page: query.page,
        size: query.size,
        sort,
        search,
        status: query.status ?? 'ACTIVE',
        type: query.typeProduct,
        isBlend: query.blend === undefined ? undefined : query.blend === 'true',
      });
      return toPage(await present(rows), total, query);
    },

    /** Active products for pickers, optionally searched and without blends. */
    /**
     * Active products by name, EPA number or ERP code (a filter of two characters or more). With
     * `substance` the filter also finds the products whose guaranteed analysis holds a nutrient of
     * that name (code or name in any language: 'nitro', 'potássio', 'zinc').
     */
    async summaries(
      auth: TAuth,
      options: { filter?: string; withoutBlend?: boolean; substance?: boolean; full?: false },
    ) {
      const filter = options.filter && options.filter.trim().length >= 2 ? options.filter.trim() : undefined;
      const isBlend = options.withoutBlend ? false : undefined;
      if (!filter || !options.substance) {
        const rows = await repository.all(scopeOf(auth), { status: 'ACTIVE', search: filter, isBlend });
        return rows.map(presentProductSummary);
      }
      const wanted = folded(filter);
      const nutrients = new Set(
        NUTRIENTS.filter((nutrient) => nutrientNames(nutrient).some((name) => name.includes(wanted))),
      );
      const rows = await repository.all(scopeOf(auth), { status: 'ACTIVE', isBlend });
      return rows
        .filter(
          (row) =>
            [row.name, row.epa, row.erpCode].some((text) => text !== null && folded(text).includes(wanted)) ||
            Object.entries((row.analysis ?? {}) as Record<string, number>).some(
              ([nutrient, percent]) => percent > 0 && nutrients.has(nutrient as TNutrient),
            ),
        )
        .map(presentProductSummary);
    },

    /**
     * `all-without-blend-by-wos`: the products the given orders apply, a blend given as its
     * component products, so the list holds no blend; by name.
     */
    async withoutBlendOf(auth: TAuth, productIds: number[]) {
      const rows = await repository.findMany(scopeOf(auth), [...new Set(productIds)]);
      const blendIds = rows.filter((row) => row.isBlend).map((row) => row.id);
      const components = await repository.componentsOf(blendIds);
      const componentIds = [...components.values()].flat().map((component) => component.productId);
      const plain = rows.filter((row) => !row.isBlend);
      const extra = await repository.findMany(
        scopeOf(auth),
        componentIds.filter((id) => !plain.some((row) => row.id === id)),
      );
      return [...plain, ...extra]
        .filter((row, index, all) => all.findIndex((other) => other.id === row.id) === index)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(presentProductSummary);
    },

    /**
     * `top-ten-products-without-blend`: the ten active products (blends left out) used by the most
     * work orders, with their count; most used first, then by name. Unused products are not listed.
     */
    async topTen(auth: TAuth) {
      const rows = await repository.all(scopeOf(auth), { status: 'ACTIVE', isBlend: false });
      const counts = await usage.usage(
        auth.ownerId,
        rows.map((row) => row.id),
      );
      return rows
        .map((row) => ({ ...presentProductSummary(row), workOrders: counts.get(row.id) ?? 0 }))
        .filter((product) => product.workOrders > 0)
        .sort((a, b) => b.workOrders - a.workOrders || a.descProduct.localeCompare(b.descProduct))
        .slice(0, 10);
    },

    async allRecords(auth: TAuth) {
      return present(await repository.all(scopeOf(auth), { status: 'ACTIVE' }));
    },

    async get(auth: TAuth, id: number) {
      const row = await repository.find(scopeOf(auth), id);
      if (!row) throw notFound();
      return (await present([row]))[0]!;
    },

    /** Products among `ids` of the caller's branch, deleted ones included (an old order still names them). */
    async getMany(auth: TAuth, ids: number[]) {
      return present(await repository.findMany(scopeOf(auth), ids));
    },

    async create(auth: TAuth, input: TProductInput) {
      if (input.id !== undefined) throw badRequest('invalidValue');
      return db.transaction(async (tx) => {
        const within = createProductsRepository(tx);
        const componentRows = await validateReferences(auth, input, within);
        const row = await within.insert({
          ownerId: auth.ownerId,
          unitId: auth.unitId,
          ...completeBlend(input, componentRows),
        });
        await within.replaceCrops(row.id, [...new Set(input.cropIds)]);
        await within.replaceComponents(row.id, input.components);
        return (await present([row], within))[0]!;
      });
    },

    async update(auth: TAuth, id: number, input: TProductInput) {
      return db.transaction(async (tx) => {
        const within = createProductsRepository(tx);
        const current = await within.find(scopeOf(auth), id);
        if (!current) throw notFound();
        if (current.isBlend !== input.isBlend) throw badRequest('blendTypeFixed');
        const componentRows = await validateReferences(auth, input, within, id);
        const row = await within.update(
          id,
          input.version ?? current.version,
          completeBlend(input, componentRows),
        );
        if (!row) throw conflict();
        await within.replaceCrops(id, [...new Set(input.cropIds)]);
        await within.replaceComponents(id, input.components);
        return (await present([row], within))[0]!;
      });
    },

    /**
     * Marks a product DELETED. A product used in work orders, or held by an active blend, stays:
     * 409 with the number of orders or the blend's name.
     */
    async remove(auth: TAuth, id: number) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      const uses = await usage.countOf(auth.ownerId, id);
      if (uses > 0) throw new AppError(409, 'productInUse', { amount: uses });
      const blend = await repository.activeBlendHolding(id);
      if (blend) throw new AppError(409, 'productInBlend', { blend: blend.name });
      if (current.status === 'DELETED') return;
      await repository.setStatus(id, 'DELETED');
    },

    async restore(auth: TAuth, id: number) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      const row = current.status === 'ACTIVE' ? current : await repository.setStatus(id, 'ACTIVE');
      return (await present([row]))[0]!;
    },

    async crops(auth: TAuth) {
      return (await repository.crops(auth.ownerId)).map(presentCrop);
    },

    async varieties(auth: TAuth, cropId: number) {
      return repository.varieties(auth.ownerId, cropId);
    },

    async stages(auth: TAuth) {
      return repository.stages(auth.ownerId);
    },

    productTypes() {
      return PRODUCT_TYPES.map((code) => ({ id: PRODUCT_TYPE_IDS[code], code }));
    },

    calculateRates: rateCalculator.calculateRates,
  };
}

export type TProductsService = ReturnType<typeof createProductsService>;
