import { describe, expect, it } from 'vitest';
import { compareRanked, isSelectable, rankWorkOrder, rowTone, type TRankingInput } from './ranking';

const base: TRankingInput = {
  skipped: false,
  inconsistent: false,
  scheduledToday: false,
  scheduled: false,
  alertCount: 0,
};

describe('rankWorkOrder', () => {
  it.each<[number, string, Partial<TRankingInput>, boolean]>([
    [
      1,
      'skipped-inconsistent',
      { skipped: true, inconsistent: true, scheduledToday: true, alertCount: 2 },
      false,
    ],
    [2, 'skipped-scheduled-today', { skipped: true, scheduledToday: true, scheduled: true }, false],
    [3, 'skipped', { skipped: true }, true],
    [4, 'skipped-alerts', { skipped: true, alertCount: 1 }, true],
    [5, 'skipped-alerts-scheduled-today', { skipped: true, alertCount: 3, scheduledToday: true }, false],
    [6, 'alerts', { alertCount: 1 }, true],
    [7, 'alerts-scheduled-today', { alertCount: 1, scheduledToday: true }, false],
    [8, 'scheduled', { scheduled: true }, false],
    [9, 'available', {}, true],
    [10, 'inconsistent', { inconsistent: true, alertCount: 4, scheduledToday: true }, false],
  ])('ranks %i (%s) and selectability follows the name', (rank, name, flags, selectable) => {
    const result = rankWorkOrder({ ...base, ...flags });
    expect(result).toEqual({ rank, name });
    expect(isSelectable(result.name)).toBe(selectable);
  });

  it('ranks an order scheduled today without alerts as scheduled', () => {
    expect(rankWorkOrder({ ...base, scheduledToday: true }).rank).toBe(8);
  });
});

describe('rowTone', () => {
  it('is danger for any inconsistency, warning for alerts, none otherwise', () => {
    expect(rowTone({ inconsistent: true, alertCount: 2 })).toBe('danger');
    expect(rowTone({ inconsistent: false, alertCount: 1 })).toBe('warning');
    expect(rowTone({ inconsistent: false, alertCount: 0 })).toBeNull();
  });
});

describe('compareRanked', () => {
  it('orders by rank, then closing date ascending with open orders last, then id', () => {
    const rows = [
      { id: 5, rank: 9, closedAt: null },
      { id: 4, rank: 9, closedAt: '2026-05-02T10:00:00Z' },
      { id: 3, rank: 9, closedAt: '2026-05-01T10:00:00Z' },
      { id: 2, rank: 1, closedAt: null },
      { id: 1, rank: 9, closedAt: null },
    ];
    expect(rows.sort(compareRanked).map((row) => row.id)).toEqual([2, 3, 4, 1, 5]);
  });
});
