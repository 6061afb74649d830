import { describe, expect, it } from 'vitest';
import {
  instantAt,
  instantOfClock,
  localDateOf,
  localMidnight,
  nextDate,
  weekdayName,
  weekdayOf,
} from './calendar';

describe('calendar', () => {
  it('reads the local date of an instant in the branch time zone', () => {
    const instant = new Date('2026-03-10T02:30:00Z');
    expect(localDateOf(instant, 'America/Chicago')).toBe('2026-03-09');
    expect(localDateOf(instant, 'Europe/Madrid')).toBe('2026-03-10');
  });

  it('places clock times on a date across a daylight-saving change', () => {
    expect(localMidnight('2026-03-08', 'America/Chicago').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(instantAt('2026-03-08', 8 * 60, 'America/Chicago').toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(instantOfClock('2026-03-09', { hour: 8, minute: 30 }, 'America/Chicago').toISOString()).toBe(
      '2026-03-09T13:30:00.000Z',
    );
  });

  it('names the weekday of a date whatever the time zone', () => {
    expect(weekdayOf('2026-03-08')).toBe('SUN');
    expect(weekdayOf('2026-03-14')).toBe('SAT');
    expect(weekdayName('2026-03-09', 'en-US')).toBe('Monday');
  });

  it('steps to the next date across months and years', () => {
    expect(nextDate('2026-02-28')).toBe('2026-03-01');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
  });
});
