import { describe, expect, it } from 'vitest';
import { herbicide, potash } from './work-order-fixtures';
import { factorStanding, limitsOf, rangeText, rateText, temperatureText } from './work-order-display';

describe('work-order display', () => {
  it('writes a stored rate in the product’s unit per acre or hectare', () => {
    expect(rateText(2.3385, herbicide, 'en-us', 'seeds/ac')).toBe('32 fl oz/ac');
    expect(rateText(112.085, potash, 'en-us', 'seeds/ac')).toBe('100 lb/ac');
    expect(rateText(112.085, potash, 'pt-br', 'sementes/ha')).toBe('112,09 kg/ha');
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
});
