import { describe, expect, it } from 'vitest';
import {
  amountFromInput,
  amountToInput,
  amountUnitLabel,
  densityFromInput,
  densityToInput,
  temperatureFromInput,
  temperatureToInput,
} from './product-units';

describe('product units at the edge', () => {
  it('shows 35 °C as 95 °F in en-us and 35 in pt-br, and reads them back', () => {
    expect(temperatureToInput(35, 'en-us')).toBe(95);
    expect(temperatureToInput(35, 'pt-br')).toBe(35);
    expect(temperatureFromInput(50, 'en-us')).toBeCloseTo(10, 9);
    expect(temperatureToInput(null, 'en-us')).toBe('');
  });

  const dicamba = {
    typeProduct: 'LIQUID' as const,
    rateUnit: 'fl oz' as const,
    density: 1.16,
    seedsPerUnit: null,
  };
  const uan = { typeProduct: 'LIQUID' as const, rateUnit: 'gal' as const, density: 1.32, seedsPerUnit: null };
  const cornSeed = {
    typeProduct: 'SEED' as const,
    rateUnit: 'bg' as const,
    density: null,
    seedsPerUnit: 80_000,
  };

  it("shows amounts per area in the product's rate unit: 1.6077 l/ha of dicamba is 22 fl oz/ac and 54.364 fl oz/ha", () => {
    expect(amountToInput(dicamba, 1.6077212, 'en-us')).toBe(22);
    expect(amountToInput(dicamba, 1.6077212, 'pt-br')).toBe(54.364);
    expect(amountToInput(uan, 93.5396, 'en-us')).toBe(10);
    expect(amountUnitLabel(dicamba, 'en-us', 'seeds')).toBe('fl oz/ac');
    expect(amountUnitLabel(uan, 'pt-br', 'seeds')).toBe('gal/ha');
  });

  it('counts seed in bags per acre: 86,000 seeds/ha is 0.435 bags of 80,000 per acre', () => {
    expect(amountToInput(cornSeed, 86_000, 'en-us')).toBe(0.435);
    expect(amountFromInput(cornSeed, 0.5, 'en-us')).toBeCloseTo((0.5 * 80_000) / 0.40468564224, 6);
  });

  it('falls back to l/ha or gal/ac when the rate unit needs a density the product lacks', () => {
    const noDensity = {
      typeProduct: 'LIQUID' as const,
      rateUnit: 'lb' as const,
      density: null,
      seedsPerUnit: null,
    };
    expect(amountUnitLabel(noDensity, 'en-us', 'seeds')).toBe('gal/ac');
    expect(amountToInput(noDensity, 93.5396, 'en-us')).toBe(10);
  });

  it('keeps an untouched value exactly as stored (no drift on save)', () => {
    const stored = 1.6077212;
    const shown = amountToInput(dicamba, stored, 'en-us');
    expect(amountFromInput(dicamba, shown, 'en-us', stored)).toBe(stored);
    expect(temperatureFromInput(temperatureToInput(29.4444, 'en-us'), 'en-us', 29.4444)).toBe(29.4444);
    expect(densityFromInput(densityToInput(1.32, 'lb/gal'), 'lb/gal', 1.32)).toBe(1.32);
  });

  it('shows 1.32 kg/l as 11.016 lb/gal', () => {
    expect(densityToInput(1.32, 'lb/gal')).toBe(11.016);
    expect(densityFromInput(11.016, 'lb/gal')).toBeCloseTo(1.32, 4);
  });
});
