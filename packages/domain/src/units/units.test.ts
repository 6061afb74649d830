import { describe, expect, it } from 'vitest';
import {
  acresFromHectares,
  convertMeasure,
  fluidOuncesFromLitres,
  gallonsFromLitres,
  gallonsPerAcreFromLitresPerHectare,
  hectares,
  hectaresFromAcres,
  kilograms,
  kilogramsPerHectare,
  kilogramsPerHectareFromPoundsPerAcre,
  kmPerHour,
  kmPerHourFromMph,
  litres,
  litresPerHectare,
  litresPerHectareFromGallonsPerAcre,
  MEASURE_UNIT_CODES,
  MEASURE_UNITS,
  measureUnitOf,
  metres,
  metresFromFeet,
  mphFromKmPerHour,
  poundsFromKilograms,
  poundsPerAcreFromKilogramsPerHectare,
  yardsFromMetres,
} from './index';

describe('imperial conversions', () => {
  it('turns 1 ha into 2.471 acres and back', () => {
    expect(acresFromHectares(hectares(1))).toBeCloseTo(2.4710538, 6);
    expect(hectaresFromAcres(2.4710538)).toBeCloseTo(1, 6);
  });

  it('turns 100 l into 26.417 US gallons and 3381.4 fl oz', () => {
    expect(gallonsFromLitres(litres(100))).toBeCloseTo(26.417205, 5);
    expect(fluidOuncesFromLitres(litres(1))).toBeCloseTo(33.814023, 5);
  });

  it('turns 1000 kg into 2204.6 lb', () => {
    expect(poundsFromKilograms(kilograms(1000))).toBeCloseTo(2204.6226, 3);
  });

  it('turns 16 km/h into 9.94 mph and 10 mph into 16.09 km/h', () => {
    expect(mphFromKmPerHour(kmPerHour(16))).toBeCloseTo(9.941939, 5);
    expect(kmPerHourFromMph(10)).toBeCloseTo(16.09344, 5);
  });

  it('turns a 36.58 m boom into 120 ft and 100 yd into 91.44 m', () => {
    expect(metresFromFeet(120)).toBeCloseTo(36.576, 6);
    expect(yardsFromMetres(metres(91.44))).toBeCloseTo(100, 9);
  });

  it('turns 93.54 l/ha into 10 gal/ac and 112.085 kg/ha into 100 lb/ac', () => {
    expect(gallonsPerAcreFromLitresPerHectare(litresPerHectare(93.5396))).toBeCloseTo(10, 3);
    expect(litresPerHectareFromGallonsPerAcre(10)).toBeCloseTo(93.5396, 3);
    expect(poundsPerAcreFromKilogramsPerHectare(kilogramsPerHectare(112.085))).toBeCloseTo(100, 2);
    expect(kilogramsPerHectareFromPoundsPerAcre(100)).toBeCloseTo(112.085, 3);
  });

  it('round-trips every rate without drift', () => {
    for (const value of [0, 0.5, 12.25, 480]) {
      expect(gallonsPerAcreFromLitresPerHectare(litresPerHectareFromGallonsPerAcre(value))).toBeCloseTo(
        value,
        9,
      );
      expect(mphFromKmPerHour(kmPerHourFromMph(value))).toBeCloseTo(value, 9);
    }
  });
});

describe('measure units', () => {
  it('lists the 16 units of the spec', () => {
    expect(MEASURE_UNIT_CODES).toHaveLength(16);
    expect([...MEASURE_UNIT_CODES].sort()).toEqual(
      [
        'ac',
        'bg',
        'bu',
        'fl oz',
        'gal',
        'gl',
        'ha',
        'kg',
        'l',
        'lb',
        'm',
        'ml',
        'oz',
        'pt',
        'qt',
        't',
      ].sort(),
    );
  });

  it('gives each unit a kind and, where defined, its SI factor', () => {
    expect(MEASURE_UNITS.gal).toEqual({ code: 'gal', kind: 'volume', siFactor: 3.785411784 });
    expect(MEASURE_UNITS.t.siFactor).toBe(1000);
    expect(MEASURE_UNITS.bg.siFactor).toBeNull();
    expect(measureUnitOf('acre')).toBeUndefined();
  });

  it('converts between units of one kind and refuses across kinds', () => {
    expect(convertMeasure(4, 'qt', 'gal')).toBeCloseTo(1, 12);
    expect(convertMeasure(2, 'pt', 'qt')).toBeCloseTo(1, 12);
    expect(convertMeasure(1, 't', 'lb')).toBeCloseTo(2204.6226, 3);
    expect(convertMeasure(16, 'oz', 'lb')).toBeCloseTo(1, 12);
    expect(convertMeasure(1, 'gal', 'kg')).toBeNull();
    expect(convertMeasure(3, 'bg', 'kg')).toBeNull();
    expect(convertMeasure(3, 'bg', 'bg')).toBe(3);
  });
});
