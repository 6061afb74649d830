import { describe, expect, it } from 'vitest';
import {
  CAPACITY_MAX,
  OPERATION_SPEED_MAX,
  TRAVEL_SPEED_MAX,
  WIDTH_MAX_METRES,
  feetFromMetres,
  gallonsFromLitres,
  mphFromKmPerHour,
  metres,
  litres,
  kmPerHour,
  type TQuantity,
} from '@tramline/domain';
import { fromInputValue, toInputValue } from './input-units';

/** Figures a dispatcher types, at the edges of what the forms accept and in between. */
const TYPED: Record<'length' | 'volume' | 'mass' | 'speed', number[]> = {
  length: [0.01, 1, 30, 90, 120, 120.25, Math.floor(feetFromMetres(metres(WIDTH_MAX_METRES)) * 100) / 100],
  volume: [0.01, 1, 300, 1200, 1200.5, 3000, Math.floor(gallonsFromLitres(litres(CAPACITY_MAX)) * 100) / 100],
  mass: [0.01, 1, 2000, 22000, 48000.75],
  speed: [
    0.01,
    0.5,
    12.5,
    15,
    30,
    Math.floor(mphFromKmPerHour(kmPerHour(OPERATION_SPEED_MAX)) * 100) / 100,
    Math.floor(mphFromKmPerHour(kmPerHour(TRAVEL_SPEED_MAX)) * 100) / 100,
  ],
};

describe('fleet form units', () => {
  it.each(['en-us', 'en-ca', 'pt-br', 'es-es'] as const)(
    'shows back exactly what was typed in %s, at the unit boundaries',
    (locale) => {
      for (const [quantity, values] of Object.entries(TYPED) as [TQuantity, number[]][]) {
        for (const typed of values) {
          const stored = fromInputValue(quantity, typed, locale);
          expect(stored, `${quantity} ${typed}`).not.toBeNull();
          expect(toInputValue(quantity, stored, locale), `${quantity} ${typed}`).toBe(typed);
        }
      }
    },
  );

  it('keeps the largest imperial figures inside the SI limits the server enforces', () => {
    expect(fromInputValue('length', TYPED.length.at(-1)!, 'en-us')!).toBeLessThanOrEqual(WIDTH_MAX_METRES);
    expect(fromInputValue('volume', TYPED.volume.at(-1)!, 'en-us')!).toBeLessThanOrEqual(CAPACITY_MAX);
    expect(fromInputValue('speed', TYPED.speed.at(-1)!, 'en-us')!).toBeLessThanOrEqual(TRAVEL_SPEED_MAX);
  });

  it('stores 120 ft as 36.576 m and 1200 gal as 4542.49 l', () => {
    expect(fromInputValue('length', 120, 'en-us')).toBeCloseTo(36.576, 9);
    expect(fromInputValue('volume', 1200, 'en-us')).toBeCloseTo(4542.494, 3);
    expect(fromInputValue('speed', 15, 'en-us')).toBeCloseTo(24.14016, 9);
  });

  it('keeps a stored value untouched when its field is saved unchanged in another unit system', () => {
    const typedInFeet = fromInputValue('length', 120, 'en-us')!;
    const shownInMetres = toInputValue('length', typedInFeet, 'pt-br');
    expect(shownInMetres).toBe(36.58);
    expect(fromInputValue('length', shownInMetres, 'pt-br', typedInFeet)).toBe(typedInFeet);
    expect(fromInputValue('length', 36.6, 'pt-br', typedInFeet)).toBe(36.6);
  });

  it('answers null for an empty field', () => {
    expect(fromInputValue('volume', '', 'en-us')).toBeNull();
    expect(toInputValue('volume', null, 'en-us')).toBe('');
  });
});
