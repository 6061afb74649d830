import { describe, expect, it } from 'vitest';
import {
  formatCoordinatesDecimal,
  formatCoordinatesDms,
  isCoordinateText,
  parseCoordinates,
} from './coordinates';

/** 42°01′50.88″N 93°37′54.84″W is 42.0308, -93.6319 (50.88/3600 = 0.014133, 1/60 = 0.016667). */
const AMES = { latitude: 42.0308, longitude: -93.6319 };
/** 12°33′00″S 55°43′12″W is -12.55, -55.72 (43/60 = 0.716667, 12/3600 = 0.003333). */
const SORRISO = { latitude: -12.55, longitude: -55.72 };

function expectNear(
  actual: ReturnType<typeof parseCoordinates>,
  expected: { latitude: number; longitude: number },
) {
  expect(actual).not.toBeNull();
  expect(actual!.latitude).toBeCloseTo(expected.latitude, 5);
  expect(actual!.longitude).toBeCloseTo(expected.longitude, 5);
}

describe('parseCoordinates', () => {
  it.each([
    '42.0308, -93.6319',
    '42.0308,-93.6319',
    '42.0308 -93.6319',
    '42.0308; -93.6319',
    '  42.0308   -93.6319  ',
    '42.0308N 93.6319W',
    '42.0308 N, 93.6319 W',
    'N42.0308 W93.6319',
    'N 42.0308, W 93.6319',
    '42.0308° N, 93.6319° W',
    '42.0308°, -93.6319°',
    '93.6319W 42.0308N',
  ])('reads decimal degrees: %s', (text) => expectNear(parseCoordinates(text), AMES));

  it.each([
    `42°01'50.88"N 93°37'54.84"W`,
    `42°1'50.88"N, 93°37'54.84"W`,
    `42° 01' 50.88" N 93° 37' 54.84" W`,
    '42°01′50.88″N 93°37′54.84″W',
    '42º01’50.88”N 93º37’54.84”W',
    `42°01'50.88''N 93°37'54.84''W`,
    '42 01 50.88 N 93 37 54.84 W',
    'N 42 01 50.88 W 93 37 54.84',
    '42 1 50.88 -93 37 54.84',
    '42 1 50.88 93 37 54.84 W',
    `42°01'50.88" -93°37'54.84"`,
    '42d 01m 50.88s N'.replace('d', '°').replace('m', "'").replace('s', '"') + ' 93°37\'54.84"W',
  ])('reads degrees, minutes and seconds: %s', (text) => expectNear(parseCoordinates(text), AMES));

  it.each([`42°01.848'N 93°37.914'W`, `42 01.848 N 93 37.914 W`, `42°01.848' -93°37.914'`])(
    'reads degrees and decimal minutes: %s',
    (text) => expectNear(parseCoordinates(text), AMES),
  );

  it.each([
    `12°33'00"S 55°43'12"W`,
    `12°33'00"S 55°43'12"O`,
    `12°33'S, 55°43'12"O`,
    '12 33 00 S 55 43 12 O',
    '-12,55 -55,72',
    '-12,55, -55,72',
    '-12.55 -55.72',
    '12.55S 55.72W',
  ])(
    'reads the southern and western hemispheres, Portuguese and Spanish letters and decimal commas: %s',
    (text) => expectNear(parseCoordinates(text), SORRISO),
  );

  it('reads L (leste) and E as east', () => {
    expectNear(parseCoordinates('10.5S 20.25L'), { latitude: -10.5, longitude: 20.25 });
    expectNear(parseCoordinates('10.5S 20.25E'), { latitude: -10.5, longitude: 20.25 });
  });

  it.each([
    '',
    'Johnson Farm',
    '42.0308',
    '95.0 -93.6',
    '42.0 -193.6',
    `42°61'00"N 93°37'54"W`,
    `42°01'60"N 93°37'54"W`,
    '42.0308E 93.6319N',
    '42.0308N 93.6319S',
    '42 1 50.88 93 37',
    '12-B',
    '42.03, -93.62, 12',
  ])('refuses what is not a valid coordinate pair: %s', (text) => {
    expect(parseCoordinates(text)).toBeNull();
  });

  it('tells coordinate text from a name or code', () => {
    expect(isCoordinateText('42.0308 -93.6319')).toBe(true);
    expect(isCoordinateText('North 40')).toBe(false);
    expect(isCoordinateText('F-1024')).toBe(false);
  });
});

describe('formatting', () => {
  it('writes degrees, minutes and seconds with hemispheres', () => {
    expect(formatCoordinatesDms(AMES)).toBe('42°01′50.9″N 93°37′54.8″W');
    expect(formatCoordinatesDms(SORRISO)).toBe('12°33′00.0″S 55°43′12.0″W');
  });

  it('writes the hemisphere letters of a language and reads them back', () => {
    const portuguese = formatCoordinatesDms(SORRISO, { north: 'N', south: 'S', east: 'L', west: 'O' });
    expect(portuguese).toBe('12°33′00.0″S 55°43′12.0″O');
    expectNear(parseCoordinates(portuguese), SORRISO);
  });

  it('round-trips the DMS text through the parser within a tenth of a second', () => {
    const back = parseCoordinates(formatCoordinatesDms(AMES))!;
    expect(Math.abs(back.latitude - AMES.latitude) * 3600).toBeLessThan(0.1);
    expect(Math.abs(back.longitude - AMES.longitude) * 3600).toBeLessThan(0.1);
  });

  it('writes decimal degrees with six decimals', () => {
    expect(formatCoordinatesDecimal(SORRISO)).toBe('-12.550000, -55.720000');
  });
});
