import { localDateOf } from '../calendar/calendar';

/**
 * A stretch of `minutes` that ended a minute ago and lies inside one local day of `timeZone`:
 * today's once the day is old enough, else the last of yesterday. Tests that report a machine's
 * work and then ask for that work's day use it, so they pass at any hour of the clock.
 */
export function workedWindow(timeZone: string, minutes: number) {
  const span = minutes * 60_000;
  let end = Date.now() - 60_000;
  if (localDateOf(new Date(end - span), timeZone) !== localDateOf(new Date(end), timeZone)) end -= span;
  const start = end - span;
  const date = localDateOf(new Date(end), timeZone);
  if (localDateOf(new Date(start), timeZone) !== date)
    throw new Error(`${minutes} minutes do not fit one day`);
  return { date, start, end };
}
