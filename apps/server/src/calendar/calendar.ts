import { TZDate } from '@date-fns/tz';
import { WEEKDAYS, minutesOfDay, type TWeekday } from '@tramline/domain';

/**
 * Calendar dates (`YYYY-MM-DD`) and clock times in a branch's time zone: the one home of the
 * server's local-date rules. A calendar date alone has no time zone; an instant needs one.
 */

function partsOf(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

/** The calendar date of an instant in a time zone, `YYYY-MM-DD`. */
export function localDateOf(instant: Date, timeZone: string): string {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
}

/** The instant a clock time (minutes past local midnight) falls on a calendar date (daylight-saving aware). */
export function instantAt(date: string, minuteOfDay: number, timeZone: string): Date {
  const [year, month, day] = partsOf(date);
  return new Date(
    new TZDate(year, month - 1, day, Math.floor(minuteOfDay / 60), minuteOfDay % 60, 0, timeZone).getTime(),
  );
}

/** The instant of a clock time (`{ hour, minute }`) on a calendar date in a time zone. */
export function instantOfClock(
  date: string,
  clock: { hour: number; minute: number },
  timeZone: string,
): Date {
  return instantAt(date, minutesOfDay(clock), timeZone);
}

/** Local midnight starting a calendar date in a time zone. */
export function localMidnight(date: string, timeZone: string): Date {
  return instantAt(date, 0, timeZone);
}

/** The weekday of a calendar date (time-zone free). */
export function weekdayOf(date: string): TWeekday {
  const [year, month, day] = partsOf(date);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
}

/** The weekday of a calendar date in words, in a language (`en-US`, `pt-BR`...). */
export function weekdayName(date: string, language: string): string {
  const [year, month, day] = partsOf(date);
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day, 12)),
  );
}

/** The calendar date after a date. */
export function nextDate(date: string): string {
  return addDays(date, 1);
}

/** The calendar date `days` after a date (before it when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = partsOf(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
