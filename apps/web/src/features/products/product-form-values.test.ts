import { describe, expect, it } from 'vitest';
import { ZProductInput, type TProductRecord } from '@tramline/domain';
import { productFormValuesOf, productInputOf } from './product-form-values';

const MPH = 1.609344;
const FL_OZ_PER_ACRE = 0.0295735295625 / 0.40468564224;

const dicamba: TProductRecord = {
  id: 2,
  cdUnidade: 1,
  descProduct: 'XtendiMax with VaporGrip Technology',
  typeProduct: 'LIQUID',
  status: 'ACTIVE',
  isBlend: false,
  epa: '524-617',
  ean: null,
  gtin: null,
  erpCode: null,
  crops: [{ id: 2, name: 'Soybean' }],
  rainFreeHours: 4,
  reEntryHours: 24,
  preHarvestDays: 7,
  applicationSpeed: 15 * MPH,
  maxYearlyAmount: 88 * FL_OZ_PER_ACRE,
  singleApplicationAmount: 22 * FL_OZ_PER_ACRE,
  sprayVolumeMin: 140.3,
  sprayVolumeMax: null,
  vlHumidityMin: 30,
  vlHumidityMax: 100,
  vlTemperatureMin: (50 - 32) * (5 / 9),
  vlTemperatureMax: 35,
  vlVelocWindMin: 3 * MPH,
  vlVelocWindMax: 10 * MPH,
  sunRule: true,
  density: 1.16,
  densityUnit: 'lb/gal',
  rateUnit: 'fl oz',
  analysis: {},
  seedsPerUnit: null,
  cleaningFamily: 'AUXIN',
  adjuvant: null,
  requiresVra: true,
  requiresDra: true,
  licenceRequired: 'DICAMBA',
  components: [],
  missingWeather: [],
  version: 3,
};

describe('product form values', () => {
  it.each(['en-us', 'pt-br'] as const)(
    'opens and saves a product in %s without changing any stored value',
    (locale) => {
      const input = ZProductInput.parse(
        productInputOf(productFormValuesOf(dicamba, locale), locale, dicamba),
      );
      expect(input).toMatchObject({
        id: 2,
        version: 3,
        vlVelocWindMin: dicamba.vlVelocWindMin,
        vlVelocWindMax: dicamba.vlVelocWindMax,
        vlTemperatureMin: dicamba.vlTemperatureMin,
        vlTemperatureMax: 35,
        singleApplicationAmount: dicamba.singleApplicationAmount,
        maxYearlyAmount: dicamba.maxYearlyAmount,
        applicationSpeed: dicamba.applicationSpeed,
        sprayVolumeMin: 140.3,
        sprayVolumeMax: null,
        density: 1.16,
        cropIds: [2],
        sunRule: true,
        reEntryHours: 24,
        preHarvestDays: 7,
      });
    },
  );

  it('shows the label figures in en-us: wind 3-10 mph, 50-95 °F, 22 fl oz/ac, 15 gal/ac', () => {
    const values = productFormValuesOf(dicamba, 'en-us');
    expect([values.vlVelocWindMin, values.vlVelocWindMax]).toEqual([3, 10]);
    expect([values.vlTemperatureMin, values.vlTemperatureMax]).toEqual([50, 95]);
    expect(values.singleApplicationAmount).toBe(22);
    expect(values.sprayVolumeMin).toBe(15);
  });

  it('reads a changed wind limit typed in mph back to km/h', () => {
    const values = { ...productFormValuesOf(dicamba, 'en-us'), vlVelocWindMax: 12 };
    expect(productInputOf(values, 'en-us', dicamba).vlVelocWindMax).toBeCloseTo(12 * MPH, 9);
  });

  it('starts a blend with two empty products to pick', () => {
    const values = productFormValuesOf(undefined, 'en-us', { blend: true });
    expect(values.isBlend).toBe(true);
    expect(values.components).toHaveLength(2);
    expect(ZProductInput.safeParse(productInputOf({ ...values, descProduct: 'Mix' }, 'en-us')).success).toBe(
      false,
    );
  });
});
