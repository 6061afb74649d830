import { intlLocaleOf, type TLocale } from '@tramline/domain';

/** The calendar date `YYYY-MM-DD` of an instant in a time zone (the branch's "today"). */
export function dateIn(timeZone: string, instant: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `YYYY-MM-DD` plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return shifted.toISOString().slice(0, 10);
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** A clock time of an instant in the branch's zone, in the locale's style (`2:30 PM`, `14:30`). */
export function formatClock(instant: string | number, locale: TLocale, timeZone: string): string {
  // Building a formatter costs far more than using one; a timeline formats thousands of instants.
  const key = `${locale}|${timeZone}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), { timeZone, hour: 'numeric', minute: '2-digit' });
    clockFormats.set(key, format);
  }
  return format.format(new Date(instant));
}

/** A date in the locale's long style (`Tue, Jun 2, 2026`). */
export function formatDay(date: string, locale: TLocale): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** Seconds as `h:mm` (durations in the summary and tooltips). */
export function formatDuration(seconds: number): string {
  const totalMinutes = Math.max(0, Math.round(seconds / 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}`;
}

/** The instant of a wall-clock hour of a date in a time zone (DST-safe to the hour). */
export function zonedInstant(date: string, hour: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day, hour);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(guess));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return guess - (wall - guess);
}
