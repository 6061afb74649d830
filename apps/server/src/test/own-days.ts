import { addDays, weekdayOf } from '../calendar/calendar';

/**
 * Days of their own for the tests of a file: each call answers a date no earlier call answered,
 * counting from `from` days after `today` (`step` 1) or back into the past (`step` -1), and
 * skipping Sundays, which the demo groups do not work. A test that plans on its own day neither
 * reads nor disturbs another test's plans, so it passes alone and in any order.
 */
export function ownDays(today: string, { from = 1, step = 1 }: { from?: number; step?: 1 | -1 } = {}) {
  let offset = from - step;
  return (): string => {
    do offset += step;
    while (weekdayOf(addDays(today, offset)) === 'SUN');
    return addDays(today, offset);
  };
}
