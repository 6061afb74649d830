import { describe, expect, it } from 'vitest';
import {
  nextProgress,
  PROGRESS_DURATION_MS,
  PROGRESS_HEIGHT_PX,
  PROGRESS_HOLD_PERCENT,
  PROGRESS_TICK_MS,
} from './progress';

describe('page loader', () => {
  it('uses the spec constants', () => {
    expect([PROGRESS_DURATION_MS, PROGRESS_TICK_MS, PROGRESS_HOLD_PERCENT, PROGRESS_HEIGHT_PX]).toEqual([
      3000, 100, 95, 4,
    ]);
  });

  it('reaches 95 % after 3000 ms of 100 ms ticks and waits there', () => {
    let percent = 0;
    for (let tick = 0; tick < 29; tick += 1) percent = nextProgress(percent);
    expect(percent).toBeLessThan(95);
    percent = nextProgress(percent);
    expect(percent).toBeCloseTo(95, 9);
    expect(nextProgress(percent)).toBe(95);
  });
});
