import { describe, expect, it } from 'vitest';
import { DATE_RANGE_PRESETS, presetRange } from './presets';

describe('date range presets', () => {
  it('offers the seven presets of the spec', () => {
    expect(DATE_RANGE_PRESETS).toEqual([
      'today',
      'last7Days',
      'last30Days',
      'last3Months',
      'last6Months',
      'lastYear',
      'yearToDate',
    ]);
  });

  it('counts each back from today, both ends included', () => {
    const today = '2026-05-20';
    expect(presetRange('today', today)).toEqual(['2026-05-20', '2026-05-20']);
    expect(presetRange('last7Days', today)).toEqual(['2026-05-14', '2026-05-20']);
    expect(presetRange('last30Days', today)).toEqual(['2026-04-21', '2026-05-20']);
    expect(presetRange('last3Months', today)).toEqual(['2026-02-20', '2026-05-20']);
    expect(presetRange('last6Months', today)).toEqual(['2025-11-20', '2026-05-20']);
    expect(presetRange('lastYear', today)).toEqual(['2025-05-20', '2026-05-20']);
    expect(presetRange('yearToDate', today)).toEqual(['2026-01-01', '2026-05-20']);
  });
});
