/** Spec part 2 §9: page loader of 3000 ms, updated every 100 ms, finishing above 95 %, 4 px high. */
export const PROGRESS_DURATION_MS = 3000;
export const PROGRESS_TICK_MS = 100;
export const PROGRESS_HOLD_PERCENT = 95;
export const PROGRESS_HEIGHT_PX = 4;

/**
 * The bar's next value while a load runs: it grows evenly so that it reaches 95 % after 3000 ms,
 * then waits there until the load ends and it completes to 100 %.
 */
export function nextProgress(percent: number): number {
  const step = (PROGRESS_HOLD_PERCENT * PROGRESS_TICK_MS) / PROGRESS_DURATION_MS;
  return Math.min(PROGRESS_HOLD_PERCENT, percent + step);
}
