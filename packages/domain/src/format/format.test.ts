import { describe, expect, it } from 'vitest';
import {
  hectares,
  kilograms,
  kilogramsPerHectare,
  kmPerHour,
  litres,
  litresPerHectare,
  metres,
  seconds,
} from '../units';
import {
  displayUnitOf,
  formatArea,
  formatDate,
  formatDateTime,
  formatDistance,
  formatDuration,
  formatLength,
  formatLongDate,
  formatMass,
  formatNumber,
  formatQuantity,
  formatRate,
  formatSpeed,
  formatVolume,
  fromDisplayValue,
  QUANTITY_NAMES,
  toDisplayValue,
} from './index';
import { ZUnitsPreference } from '../auth';
import { paperSizeOf, unitSystemFor } from '../locale';

const nbsp = '\u00a0';

describe('formatNumber', () => {
  it('uses the separators of each locale', () => {
    expect(formatNumber(1234.5, 'en-us')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'pt-br')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'es-es')).toBe('1.234,5');
  });

  it('rounds to the asked fraction digits', () => {
    expect(formatNumber(2.456, 'en-us', { maximumFractionDigits: 1 })).toBe('2.5');
    expect(formatNumber(2, 'pt-br', { minimumFractionDigits: 2 })).toBe('2,00');
  });
});

describe('unit formatting follows the locale', () => {
  it('shows areas in acres for English and hectares for Spanish and Portuguese', () => {
    expect(formatArea(hectares(100), 'en-us')).toBe(`247.11${nbsp}ac`);
    expect(formatArea(hectares(100), 'en-ca')).toBe(`247.11${nbsp}ac`);
    expect(formatArea(hectares(1250.5), 'pt-br')).toBe(`1.250,5${nbsp}ha`);
    expect(formatArea(hectares(1250.5), 'es-es')).toBe(`1.250,5${nbsp}ha`);
  });

  it('shows speed, volume, mass, length and distance in the locale system', () => {
    expect(formatSpeed(kmPerHour(16.09344), 'en-us')).toBe(`10${nbsp}mph`);
    expect(formatSpeed(kmPerHour(16), 'pt-br')).toBe(`16${nbsp}km/h`);
    expect(formatVolume(litres(3785.411784), 'en-us')).toBe(`1,000${nbsp}gal`);
    expect(formatVolume(litres(3785.4), 'es-es')).toBe(`3.785,4${nbsp}l`);
    expect(formatMass(kilograms(453.59237), 'en-us')).toBe(`1,000${nbsp}lb`);
    expect(formatLength(metres(36.576), 'en-us')).toBe(`120${nbsp}ft`);
    expect(formatLength(metres(36.576), 'pt-br')).toBe(`36,6${nbsp}m`);
    expect(formatDistance(metres(997_793.28), 'en-us')).toBe(`620${nbsp}mi`);
    expect(formatDistance(metres(12_500), 'pt-br')).toBe(`12,5${nbsp}km`);
    expect(formatQuantity('smallVolume', 0.5, 'pt-br')).toBe(`500${nbsp}ml`);
    expect(formatQuantity('radius', 91.44, 'en-us')).toBe(`100${nbsp}yd`);
  });

  it('shows application rates per acre or per hectare', () => {
    expect(formatRate(litresPerHectare(93.5396), 'en-us', 'liquid')).toBe(`10${nbsp}gal/ac`);
    expect(formatRate(litresPerHectare(93.5396), 'pt-br', 'liquid')).toBe(`93,54${nbsp}l/ha`);
    expect(formatRate(kilogramsPerHectare(112.085), 'en-us', 'dry')).toBe(`100${nbsp}lb/ac`);
    expect(formatRate(kilogramsPerHectare(112.085), 'es-es', 'dry')).toBe(`112,1${nbsp}kg/ha`);
  });

  it('shows forecast temperatures in °F and rainfall in inches in the English sets only', () => {
    expect(toDisplayValue('temperature', 20, 'en-us')).toBeCloseTo(68, 9);
    expect(toDisplayValue('temperature', -40, 'en-ca')).toBeCloseTo(-40, 9);
    expect(toDisplayValue('temperature', 20, 'es-es')).toBe(20);
    expect(fromDisplayValue('temperature', 50, 'en-us')).toBeCloseTo(10, 9);
    expect(toDisplayValue('rainfall', 25.4, 'en-us')).toBeCloseTo(1, 9);
    expect(toDisplayValue('rainfall', 25.4, 'pt-br')).toBe(25.4);
  });

  it('converts typed values back to SI for every quantity', () => {
    for (const quantity of QUANTITY_NAMES) {
      for (const locale of ['en-us', 'pt-br'] as const) {
        const shown = toDisplayValue(quantity, 42, locale);
        expect(fromDisplayValue(quantity, shown, locale)).toBeCloseTo(42, 9);
      }
    }
    expect(displayUnitOf('liquidRate', 'en-ca')).toBe('gal/ac');
    expect(displayUnitOf('temperature', 'en-us')).toBe('°F');
    expect(displayUnitOf('rainfall', 'pt-br')).toBe('mm');
    expect(displayUnitOf('speed', 'es-es')).toBe('km/h');
  });
});

describe("a user's choice of units", () => {
  it('follows the language by default and otherwise keeps the chosen system in every language', () => {
    expect(unitSystemFor('en-ca', 'language')).toBe('imperial');
    expect(unitSystemFor('pt-br', 'language')).toBe('metric');
    expect(unitSystemFor('pt-br')).toBe('metric');
    expect(unitSystemFor('es-es', 'imperial')).toBe('imperial');
    expect(unitSystemFor('en-us', 'metric')).toBe('metric');
    expect(unitSystemFor('en-ca', 'imperial')).toBe('imperial');
  });

  it("keeps documents on the paper of the branch's language whatever the reader's units", () => {
    expect(paperSizeOf('en-us')).toBe('LETTER');
    expect(paperSizeOf('en-ca')).toBe('LETTER');
    expect(paperSizeOf('pt-br')).toBe('A4');
    expect(paperSizeOf('es-es')).toBe('A4');
  });

  it('accepts only the three choices', () => {
    expect(ZUnitsPreference.parse('metric')).toBe('metric');
    const refused = ZUnitsPreference.safeParse('metres');
    expect(refused.error?.issues[0]?.message).toBe('unitsPreferenceInvalid');
  });

  it('overrides the language in the display functions, keeping its separators', () => {
    expect(formatArea(hectares(1250.5), 'en-us', {}, 'metric')).toBe(`1,250.5${nbsp}ha`);
    expect(formatArea(hectares(100), 'es-es', {}, 'imperial')).toBe(`247,11${nbsp}ac`);
    expect(formatRate(litresPerHectare(93.5396), 'pt-br', 'liquid', {}, 'imperial')).toBe(`10${nbsp}gal/ac`);
    expect(displayUnitOf('temperature', 'en-us', 'metric')).toBe('°C');
    expect(toDisplayValue('mass', 453.59237, 'pt-br', 'imperial')).toBeCloseTo(1000, 9);
    expect(fromDisplayValue('area', 1, 'es-es', 'imperial')).toBeCloseTo(0.40468564224, 9);
    expect(toDisplayValue('distance', 1000, 'en-us', 'metric')).toBeCloseTo(1, 9);
  });
});

describe('dates in the branch time zone', () => {
  const instant = '2026-03-15T03:30:00Z';

  it('shows the calendar day of the time zone, in the locale order', () => {
    expect(formatDate(instant, 'en-us', 'America/Chicago')).toBe('03/14/2026');
    expect(formatDate(instant, 'pt-br', 'America/Cuiaba')).toBe('14/03/2026');
    expect(formatDate(instant, 'es-es', 'Europe/Madrid')).toBe('15/03/2026');
  });

  it('uses a 12-hour clock in en-us and a 24-hour clock in pt-br', () => {
    expect(formatDateTime(instant, 'en-us', 'America/Chicago')).toMatch(/^03\/14\/2026, 10:30\sPM$/);
    expect(formatDateTime(instant, 'pt-br', 'America/Cuiaba')).toMatch(/^14\/03\/2026,? 23:30$/);
  });

  it('writes the date out in the words of the locale', () => {
    expect(formatLongDate(instant, 'en-us', 'America/Chicago')).toBe('Saturday, March 14, 2026');
    expect(formatLongDate(instant, 'pt-br', 'America/Cuiaba')).toBe('sábado, 14 de março de 2026');
    expect(formatLongDate(instant, 'es-es', 'Europe/Madrid')).toBe('domingo, 15 de marzo de 2026');
  });

  it('shows durations in hours and minutes', () => {
    expect(formatDuration(seconds(7500), 'en-us')).toBe(`2${nbsp}h 05${nbsp}min`);
    expect(formatDuration(seconds(2700), 'pt-br')).toBe(`45${nbsp}min`);
  });
});
