import { describe, expect, it } from 'vitest';
import { HECTARES_PER_ACRE, KILOGRAMS_PER_POUND, LITRES_PER_US_FLUID_OUNCE } from '../units/measures';
import { blendAnalysisOf, blendRateOf } from './blend';
import { missingWeatherCauses, strictestWeatherLimits, type TWeatherLimits } from './product';
import {
  amountInUnit,
  calculateProductRates,
  RateCalculationError,
  type TRateField,
  type TRateProduct,
} from './product-rate';

const product = (
  overrides: Partial<TRateProduct> & Pick<TRateProduct, 'id' | 'typeProduct'>,
): TRateProduct => ({
  descProduct: `Product ${overrides.id}`,
  analysis: {},
  density: null,
  seedsPerUnit: null,
  sprayVolumeMin: null,
  sprayVolumeMax: null,
  singleApplicationAmount: null,
  maxYearlyAmount: null,
  adjuvant: null,
  requiresVra: false,
  requiresDra: false,
  ...overrides,
});

const UAN = product({ id: 1, typeProduct: 'LIQUID', analysis: { NITROGEN: 32 }, density: 1.32 });
const MAP = product({ id: 2, typeProduct: 'DRY', analysis: { NITROGEN: 11, PHOSPHOROUS: 52 } });
const UREA = product({ id: 3, typeProduct: 'DRY', analysis: { NITROGEN: 46 } });
const POTASH = product({ id: 4, typeProduct: 'DRY', analysis: { POTASSIUM: 60 } });
const CORN_SEED = product({ id: 5, typeProduct: 'SEED', seedsPerUnit: 80_000 });
/** 22 fl oz/ac in l/ha: 22 x 0.0295735 l / 0.404686 ha = 1.6077 l/ha. */
const DICAMBA_RATE = (22 * LITRES_PER_US_FLUID_OUNCE) / HECTARES_PER_ACRE;
const DICAMBA = product({
  id: 6,
  typeProduct: 'LIQUID',
  density: 1.2,
  requiresVra: true,
  requiresDra: true,
  sprayVolumeMin: 140.3,
  singleApplicationAmount: 1.6,
  maxYearlyAmount: 3.2,
});
const VRA = product({ id: 7, typeProduct: 'LIQUID', adjuvant: 'VRA', density: 1.1 });
const DRA = product({ id: 8, typeProduct: 'LIQUID', adjuvant: 'DRA', density: 1.0, sprayVolumeMax: 120 });

const products = new Map(
  [UAN, MAP, UREA, POTASH, CORN_SEED, DICAMBA, VRA, DRA].map((item) => [item.id, item]),
);
const field = (id: number, areaHectares: number | null, applied: [number, number][] = []): TRateField => ({
  id,
  name: `Field ${id}`,
  areaHectares,
  appliedThisYear: new Map(applied),
});

describe('calculateProductRates', () => {
  it('turns 150 kg/ha of nitrogen from UAN 32% (1.32 kg/l) into 355.11 l/ha and 22,904.8 l on 64.5 ha', () => {
    // 150 / 0.32 = 468.75 kg/ha; 468.75 / 1.32 = 355.1136 l/ha; x (40 + 24.5) ha = 22,904.83 l.
    const result = calculateProductRates({
      fields: [field(1, 40), field(2, 24.5)],
      nutrients: [{ nutrient: 'NITROGEN', target: 150 }],
      lines: [{ productId: UAN.id, nutrient: 'NITROGEN' }],
      products,
    });
    expect(result.areaHectares).toBe(64.5);
    expect(result.lines[0]!.rate).toBeCloseTo(355.1136, 4);
    expect(result.lines[0]!.unit).toBe('l');
    expect(result.lines[0]!.total).toBeCloseTo(22904.83, 2);
    expect(result.supplied.NITROGEN).toBeCloseTo(150, 9);
    expect(result.warnings).toEqual([]);
  });

  it('counts the nitrogen of MAP before sizing urea: 100 kg/ha MAP then 302.17 kg/ha urea on 10 ha', () => {
    // 52 kg P / 0.52 = 100 kg MAP, which brings 11 kg N; (150 - 11) / 0.46 = 302.1739 kg urea.
    const result = calculateProductRates({
      fields: [field(1, 10)],
      nutrients: [
        { nutrient: 'PHOSPHOROUS', target: 52 },
        { nutrient: 'NITROGEN', target: 150 },
      ],
      lines: [
        { productId: MAP.id, nutrient: 'PHOSPHOROUS' },
        { productId: UREA.id, nutrient: 'NITROGEN' },
      ],
      products,
    });
    expect(result.lines.map((line) => line.rate)).toEqual([
      expect.closeTo(100, 9),
      expect.closeTo(302.1739, 4),
    ]);
    expect(result.lines.map((line) => line.total)).toEqual([
      expect.closeTo(1000, 6),
      expect.closeTo(3021.739, 3),
    ]);
    expect(result.lines[0]!.supplies).toEqual({
      NITROGEN: expect.closeTo(11, 9),
      PHOSPHOROUS: expect.closeTo(52, 9),
    });
    expect(result.supplied.NITROGEN).toBeCloseTo(150, 9);
    expect(result.warnings).toEqual([]);
  });

  it('warns _MAX when a fixed rate oversupplies and _MIN when nothing supplies a target', () => {
    // 200 kg potash x 0.60 = 120 kg K against a 100 kg target; no product carries sulfur.
    const result = calculateProductRates({
      fields: [field(1, 5)],
      nutrients: [
        { nutrient: 'POTASSIUM', target: 100 },
        { nutrient: 'SULFUR', target: 20 },
      ],
      lines: [{ productId: POTASH.id, rate: 200 }],
      products,
    });
    expect(result.supplied.POTASSIUM).toBeCloseTo(120, 9);
    expect(result.warnings).toEqual([
      { code: 'POTASSIUM_MAX', nutrient: 'POTASSIUM' },
      { code: 'SULFUR_MIN', nutrient: 'SULFUR' },
    ]);
  });

  it('never answers a negative rate when earlier lines already meet the target', () => {
    const result = calculateProductRates({
      fields: [field(1, 1)],
      nutrients: [{ nutrient: 'NITROGEN', target: 5 }],
      lines: [
        { productId: MAP.id, rate: 100 },
        { productId: UREA.id, nutrient: 'NITROGEN' },
      ],
      products,
    });
    expect(result.lines[1]!.rate).toBe(0);
    expect(result.warnings).toEqual([{ code: 'NITROGEN_MAX', nutrient: 'NITROGEN' }]);
  });

  it('plants 86,000 seeds/ha on 50 ha: 4.3 million seeds, 53.75 bags of 80,000', () => {
    const result = calculateProductRates({
      fields: [field(1, 50)],
      nutrients: [{ nutrient: 'SEED', target: 86_000 }],
      lines: [{ productId: CORN_SEED.id, nutrient: 'SEED' }],
      products,
    });
    expect(result.lines[0]).toMatchObject({ rate: 86_000, unit: 'seeds', total: 4_300_000 });
    expect(amountInUnit(result.lines[0]!.total!, CORN_SEED, 'bg')).toBe(53.75);
  });

  it('warns about spray volume, single application, yearly amount per field and missing VRA and DRA', () => {
    const result = calculateProductRates({
      fields: [field(1, 30, [[DICAMBA.id, 2]]), field(2, 20)],
      nutrients: [{ nutrient: 'NITROGEN', target: 10 }],
      lines: [
        { productId: UAN.id, nutrient: 'NITROGEN' },
        { productId: DICAMBA.id, rate: DICAMBA_RATE },
      ],
      products,
      sprayVolume: 93.54, // 10 gal/ac, below the 15 gal/ac (140.3 l/ha) the label asks
    });
    expect(result.lines[1]!.rate).toBeCloseTo(1.6077, 4);
    expect(result.warnings).toEqual([
      { code: 'EXCEEDED_SINGLE_APPLICATION', productId: DICAMBA.id },
      // 2 l/ha already applied + 1.61 > 3.2 on field 1 only.
      { code: 'EXCEEDED_FIELD_AMOUNT_APPLIED_YEARLY', productId: DICAMBA.id, fieldId: 1 },
      { code: 'VOL_SPRAY_MIN_EXCEEDED', productId: DICAMBA.id },
      { code: 'MISSING_VRA' },
      { code: 'MISSING_DRA' },
    ]);
  });

  it('is satisfied by the adjuvants in the mix and warns a spray volume above a maximum', () => {
    const result = calculateProductRates({
      fields: [field(1, 30)],
      nutrients: [{ nutrient: 'NITROGEN', target: 10 }],
      lines: [
        { productId: UAN.id, nutrient: 'NITROGEN' },
        { productId: DICAMBA.id, rate: 1.5 },
        { productId: VRA.id, rate: 0.5 },
        { productId: DRA.id, rate: 0.5 },
      ],
      products,
      sprayVolume: 150,
    });
    expect(result.warnings).toEqual([{ code: 'VOL_SPRAY_MAX_EXCEEDED', productId: DRA.id }]);
  });

  it('warns NO_AREA and answers no totals for fields without area', () => {
    const result = calculateProductRates({
      fields: [field(1, null)],
      nutrients: [{ nutrient: 'NITROGEN', target: 150 }],
      lines: [{ productId: UREA.id, nutrient: 'NITROGEN' }],
      products,
    });
    expect(result.warnings).toEqual([{ code: 'NO_AREA' }]);
    expect(result.lines[0]!.total).toBeNull();
  });

  it.each([
    [
      'rateNoFieldSelected',
      {
        fields: [],
        nutrients: [{ nutrient: 'NITROGEN', target: 1 }],
        lines: [{ productId: 3, nutrient: 'NITROGEN' }],
      },
    ],
    [
      'rateNutrientsRequired',
      {
        fields: [field(1, 1)],
        nutrients: [{ nutrient: 'NITROGEN', target: 0 }],
        lines: [{ productId: 3, nutrient: 'NITROGEN' }],
      },
    ],
    [
      'rateProductLacksNutrient',
      {
        fields: [field(1, 1)],
        nutrients: [{ nutrient: 'POTASSIUM', target: 10 }],
        lines: [{ productId: 3, nutrient: 'POTASSIUM' }],
      },
    ],
    [
      'rateMissingDensity',
      {
        fields: [field(1, 1)],
        nutrients: [{ nutrient: 'NITROGEN', target: 10 }],
        lines: [{ productId: 9, nutrient: 'NITROGEN' }],
      },
    ],
  ] as const)('refuses with %s', (key, request) => {
    const withLiquid = new Map(products).set(
      9,
      product({ id: 9, typeProduct: 'LIQUID', analysis: { NITROGEN: 28 } }),
    );
    let thrown: unknown;
    try {
      calculateProductRates({
        ...(request as unknown as Parameters<typeof calculateProductRates>[0]),
        products: withLiquid,
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RateCalculationError);
    expect((thrown as RateCalculationError).key).toBe(key);
  });
});

describe('amountInUnit', () => {
  it('shows 1.6077 l/ha of dicamba as 22 fl oz per acre', () => {
    expect(amountInUnit(DICAMBA_RATE, DICAMBA, 'fl oz')! * HECTARES_PER_ACRE).toBeCloseTo(22, 9);
  });

  it('weighs 355.11 l of UAN at 1.32 kg/l as 468.75 kg, 1033.4 lb', () => {
    expect(amountInUnit(355.1136363636, UAN, 'kg')).toBeCloseTo(468.75, 6);
    expect(amountInUnit(355.1136363636, UAN, 'lb')).toBeCloseTo(468.75 / KILOGRAMS_PER_POUND, 6);
  });

  it('answers null for conversions the product cannot make', () => {
    expect(amountInUnit(10, UREA, 'gal')).toBeNull();
    expect(amountInUnit(10, UREA, 'bg')).toBeNull();
    expect(amountInUnit(10, CORN_SEED, 'kg')).toBeNull();
  });
});

describe('blends', () => {
  const parts = [
    { typeProduct: 'DRY' as const, rate: 200, density: null, analysis: { NITROGEN: 46 } },
    { typeProduct: 'DRY' as const, rate: 100, density: null, analysis: { NITROGEN: 11, PHOSPHOROUS: 52 } },
    { typeProduct: 'DRY' as const, rate: 150, density: null, analysis: { POTASSIUM: 60 } },
  ];

  it('analyses 200 kg urea + 100 kg MAP + 150 kg potash as 22.89-11.56-20', () => {
    const analysis = blendAnalysisOf(parts)!;
    expect(analysis.NITROGEN).toBeCloseTo((103 / 450) * 100, 9);
    expect(analysis.NITROGEN).toBeCloseTo(22.89, 2);
    expect(analysis.PHOSPHOROUS).toBeCloseTo(11.56, 2);
    expect(analysis.POTASSIUM).toBeCloseTo(20, 9);
    expect(blendRateOf(parts)).toEqual({ rate: 450, unit: 'kg' });
  });

  it('adds the litres of a liquid tank mix and cannot weigh a liquid without density', () => {
    expect(
      blendRateOf([
        { typeProduct: 'LIQUID', rate: 1.6, density: 1.2, analysis: {} },
        { typeProduct: 'LIQUID', rate: 0.5, density: null, analysis: {} },
      ]),
    ).toEqual({ rate: 2.1, unit: 'l' });
    expect(blendAnalysisOf([{ typeProduct: 'LIQUID', rate: 1, density: null, analysis: {} }])).toBeNull();
  });
});

describe('weather limits', () => {
  const limits = (overrides: Partial<TWeatherLimits>): TWeatherLimits => ({
    vlHumidityMin: null,
    vlHumidityMax: null,
    vlTemperatureMin: null,
    vlTemperatureMax: null,
    vlVelocWindMin: null,
    vlVelocWindMax: null,
    rainFreeHours: null,
    sunRule: false,
    ...overrides,
  });

  it('takes the strictest limit of a mix and keeps unknown ones null', () => {
    const mix = strictestWeatherLimits([
      limits({
        vlVelocWindMin: 4.8,
        vlVelocWindMax: 16.1,
        vlTemperatureMax: 35,
        rainFreeHours: 4,
        sunRule: true,
      }),
      limits({
        vlVelocWindMin: 3,
        vlVelocWindMax: 24,
        vlTemperatureMax: 29.4,
        vlHumidityMin: 40,
        rainFreeHours: 1,
      }),
    ]);
    expect(mix).toEqual(
      limits({
        vlVelocWindMin: 4.8,
        vlVelocWindMax: 16.1,
        vlTemperatureMax: 29.4,
        vlHumidityMin: 40,
        rainFreeHours: 4,
        sunRule: true,
      }),
    );
  });

  it('reports missing wind, temperature and humidity, and counts a zero as stated', () => {
    expect(missingWeatherCauses(limits({}))).toEqual(['SEM_VENTO', 'SEM_TEMPERATURA', 'SEM_UMIDADE']);
    expect(
      missingWeatherCauses(limits({ vlVelocWindMin: 0, vlTemperatureMin: 0, vlHumidityMax: 95 })),
    ).toEqual([]);
  });
});
