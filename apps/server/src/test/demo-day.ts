import { inject } from 'vitest';
import { localDateOf } from '../calendar/calendar';

/**
 * The branch's date the run's demo was seeded on: the demo's 'today' (its optimised and custom
 * days, the orders it scheduled). A test about the demo's days reads this rather than the clock,
 * so it holds when the branch's midnight passes while the suite runs.
 */
export function demoToday(timeZone: string): string {
  return localDateOf(new Date(inject('testSnapshots').seededAt), timeZone);
}
