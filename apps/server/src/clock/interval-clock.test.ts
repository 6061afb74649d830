import { describe, expect, it } from 'vitest';
import { createIntervalClock } from './interval-clock';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the interval clock', () => {
  it('runs at start and then on each tick, one run at a time, going on after a failure', async () => {
    const errors: string[] = [];
    let runs = 0;
    let inside = 0;
    let overlapped = false;
    const clock = createIntervalClock({
      intervalMs: 5,
      logger: { error: (_payload, message) => errors.push(message) },
      failure: 'test clock failed',
      run: async () => {
        runs += 1;
        inside += 1;
        if (inside > 1) overlapped = true;
        await pause(12);
        inside -= 1;
        if (runs === 1) throw new Error('first run fails');
      },
    });
    clock.start();
    expect(runs).toBe(0);
    await pause(1);
    expect(runs).toBe(1);
    while (runs < 3) await pause(5);
    await clock.stop();
    const stoppedAt = runs;
    expect(stoppedAt).toBeGreaterThan(2);
    expect(overlapped).toBe(false);
    expect(errors).toEqual(['test clock failed']);
    expect(inside).toBe(0);
    await pause(30);
    expect(runs).toBe(stoppedAt);
  });
});
