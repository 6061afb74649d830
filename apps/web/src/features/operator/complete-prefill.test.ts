import { describe, expect, it } from 'vitest';
import { completePrefillOf } from './complete-prefill';

/** A stop of 10 ha planned at 100 l/ha. */
const stop = (order: Partial<Parameters<typeof completePrefillOf>[0]['order']> = {}) => ({
  area: 10,
  volume: 1000,
  order: { appliedArea: null, appliedVolume: null, reported: null, ...order },
});

describe('what the Complete dialog starts with', () => {
  it('takes the area and volume the machine reported', () => {
    expect(completePrefillOf(stop({ reported: { area: 4.2, volume: 430, points: 900 } }))).toEqual({
      area: 4.2,
      volume: 430,
      fromMachine: true,
    });
  });

  it("takes the reported area at the stop's planned rate when the machine reports no rates", () => {
    expect(completePrefillOf(stop({ reported: { area: 4.2, volume: null, points: 900 } }))).toEqual({
      area: 4.2,
      volume: 420,
      fromMachine: true,
    });
  });

  it("keeps the order's applied amounts, else the plan's, when the machine covered nothing", () => {
    expect(completePrefillOf(stop({ reported: { area: 0, volume: null, points: 40 } }))).toEqual({
      area: 10,
      volume: 1000,
      fromMachine: false,
    });
    expect(completePrefillOf(stop({ appliedArea: 9, appliedVolume: 880 }))).toEqual({
      area: 9,
      volume: 880,
      fromMachine: false,
    });
  });
});
