import { describe, expect, it } from 'vitest';
import { herbicide, potash, productById } from './work-order-fixtures';
import {
  factorStanding,
  historyValueText,
  limitsOf,
  rangeText,
  rateText,
  temperatureText,
  typedRateText,
  type THistoryContext,
} from './work-order-display';

describe('work-order display', () => {
  it('writes a stored rate in the product’s unit per acre or hectare', () => {
    expect(rateText(2.3385, herbicide, 'en-us', 'seeds/ac')).toBe('32 fl oz/ac');
    expect(rateText(112.085, potash, 'en-us', 'seeds/ac')).toBe('100 lb/ac');
    expect(rateText(112.085, potash, 'pt-br', 'sementes/ha')).toBe('112,09 kg/ha');
  });

  it('writes a list row’s rate in the unit it was typed in, or its counterpart in the locale', () => {
    // 32 fl oz/ac is 2.3385 l/ha; 150 lb/ac is 168.13 kg/ha.
    expect(typedRateText(2.3385, 'fl oz', 'en-us')).toBe('32 fl oz/ac');
    expect(typedRateText(2.3385, 'l', 'en-us')).toBe('0.25 gal/ac');
    expect(typedRateText(2.3385, 'fl oz', 'pt-br')).toBe('2.338,5 ml/ha');
    expect(typedRateText(1.5, 'l', 'es-es')).toBe('1,5 l/ha');
    expect(typedRateText(168.13, 'lb', 'en-us')).toBe('150 lb/ac');
    expect(typedRateText(168.13, 'kg', 'pt-br')).toBe('168,13 kg/ha');
    expect(typedRateText(30, 'bg', 'en-us')).toBeNull();
  });

  it('judges the weather seen during an application against one product’s limits', () => {
    const wind = limitsOf(herbicide, 'WIND');
    expect(wind).toEqual({ min: 3, max: 16 });
    expect(factorStanding({ observedMin: 5, observedMax: 14 }, wind)).toBe('within');
    expect(factorStanding({ observedMin: 5, observedMax: 19 }, wind)).toBe('outside');
    expect(factorStanding({ observedMin: 1, observedMax: 10 }, wind)).toBe('outside');
    expect(factorStanding({ observedMin: 5, observedMax: 19 }, { min: null, max: null })).toBe('noLimit');
    expect(factorStanding({ observedMin: null, observedMax: null }, wind)).toBe('noData');
  });

  it('writes limit ranges with open ends and temperatures in °F for English', () => {
    const text = (value: number) => String(value);
    expect(rangeText(3, 16, text)).toBe('3 – 16');
    expect(rangeText(null, 16, text)).toBe('≤ 16');
    expect(rangeText(null, null, text)).toBe('—');
    expect(temperatureText(30, 'en-us')).toBe('86 °F');
    expect(temperatureText(30, 'pt-br')).toBe('30 °C');
  });

  it('writes history values in the user’s words and units, with names for the ids', () => {
    const context = (locale: 'en-us' | 'pt-br'): THistoryContext => ({
      locale,
      timeZone: 'America/Chicago',
      seedsLabel: 'seeds/ac',
      productById,
      nameOf: { fieldIds: (id) => ({ 7: 'North 80', 8: 'Creek' })[id], growerId: () => undefined },
      label: (kind, value) => `${kind}:${value}`,
    });
    expect(historyValueText('selectedArea', 48.5622771, context('en-us'))).toMatch(/^120\sac$/);
    expect(historyValueText('selectedArea', 48.5622771, context('pt-br'))).toMatch(/^48,56\sha$/);
    expect(historyValueText('maxSpeed', 16.09344, context('en-us'))).toMatch(/^10\smph$/);
    expect(historyValueText('fieldIds', [7, 8], context('en-us'))).toBe('North 80, Creek');
    expect(historyValueText('growerId', 3, context('en-us'))).toBe('#3');
    expect(
      historyValueText(
        'products',
        [{ productId: herbicide.id, rate: 2.3385, rateUnit: 'fl oz' }],
        context('en-us'),
      ),
    ).toBe('Roundup PowerMAX 3 32 fl oz/ac');
    expect(historyValueText('status', 4, context('en-us'))).toBe('status:4');
    expect(historyValueText('cleanEquipment', true, context('en-us'))).toBe('boolean:true');
    expect(historyValueText('plannedStart', '2026-04-21T12:30:00.000Z', context('en-us'))).toBe(
      '04/21/2026, 07:30 AM',
    );
    expect(historyValueText('observation', null, context('en-us'))).toBe('—');
  });
});
