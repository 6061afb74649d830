import { describe, expect, it } from 'vitest';
import type { TOperatorSchedule, TOperatorStop } from '@tramline/domain';
import { changesOfDay, snapshotOfDay, type TDaySnapshot } from './operator-day-changes';

/** Orders `[id, plannedStart minute of the day, hectares]` in sequence, stops numbered from 1. */
function day(version: number, orders: [number, number, number][]): TDaySnapshot {
  return {
    equipmentId: 7,
    day: '2026-05-01',
    version,
    orders: orders.map(([workOrderId, minute, area], index) => ({
      workOrderId,
      label: `T-${workOrderId}`,
      sequence: index + 1,
      plannedStart: new Date(Date.UTC(2026, 4, 1, 0, minute)).toISOString(),
      area,
    })),
  };
}

const kinds = (previous: TDaySnapshot, next: TDaySnapshot) =>
  changesOfDay(previous, next).map((change) => `${change.kind} ${change.workOrderId}`);

describe('what changed in a day sent again', () => {
  const acknowledged = day(1, [
    [11, 480, 20],
    [12, 600, 30],
    [13, 720, 10],
  ]);

  it('finds nothing when only the version is new', () => {
    expect(changesOfDay(acknowledged, { ...acknowledged, version: 2 })).toEqual([]);
  });

  it('names the orders added and removed, removed first', () => {
    const next = day(2, [
      [11, 480, 20],
      [14, 600, 5],
      [13, 720, 10],
    ]);
    expect(changesOfDay(acknowledged, next)).toEqual([
      { kind: 'removed', workOrderId: 12, label: 'T-12' },
      { kind: 'added', workOrderId: 14, label: 'T-14', sequence: 2 },
    ]);
  });

  it('counts one order moved to the front as that order moving earlier, not the others later', () => {
    const next = day(2, [
      [13, 480, 10],
      [11, 480, 20],
      [12, 600, 30],
    ]);
    expect(changesOfDay(acknowledged, next).filter((change) => change.kind !== 'start')).toEqual([
      { kind: 'earlier', workOrderId: 13, label: 'T-13', from: 3, to: 1 },
    ]);
  });

  it('tells an order moved later in the sequence', () => {
    const next = day(2, [
      [12, 480, 30],
      [13, 600, 10],
      [11, 720, 20],
    ]);
    expect(kinds(acknowledged, next)).toContain('later 11');
    expect(kinds(acknowledged, next)).not.toContain('earlier 12');
  });

  it('does not count an order pushed down by an added one as moved', () => {
    const next = day(2, [
      [14, 420, 5],
      [11, 480, 20],
      [12, 600, 30],
      [13, 720, 10],
    ]);
    expect(kinds(acknowledged, next)).toEqual(['added 14']);
  });

  it('tells a planned start moved by more than 15 minutes, by how much, and not one of 15', () => {
    const next = day(2, [
      [11, 495, 20],
      [12, 560, 30],
      [13, 810, 10],
    ]);
    expect(changesOfDay(acknowledged, next)).toEqual([
      {
        kind: 'start',
        workOrderId: 12,
        label: 'T-12',
        minutes: -40,
        plannedStart: '2026-05-01T09:20:00.000Z',
      },
      {
        kind: 'start',
        workOrderId: 13,
        label: 'T-13',
        minutes: 90,
        plannedStart: '2026-05-01T13:30:00.000Z',
      },
    ]);
  });

  it('tells an area that changed, in hectares, and not a rounding difference', () => {
    const next = day(2, [
      [11, 480, 20.004],
      [12, 600, 24.5],
      [13, 720, 10],
    ]);
    expect(changesOfDay(acknowledged, next)).toEqual([
      { kind: 'area', workOrderId: 12, label: 'T-12', from: 30, to: 24.5 },
    ]);
  });
});

describe('the snapshot of a day', () => {
  const stop = (sequence: number, orderId: number | null, plannedStart: string, area: number) =>
    ({
      sequence,
      kind: orderId === null ? 'refill' : 'order',
      plannedStart,
      plannedEnd: null,
      area,
      volume: 0,
      batches: 1,
      order:
        orderId === null
          ? null
          : {
              cdOrdemServico: orderId,
              ticket: orderId === 5 ? null : `T-${orderId}`,
              description: `Order ${orderId}`,
            },
    }) as unknown as TOperatorStop;

  it('keeps the orders in sequence, one entry an order over its stops, without refills', () => {
    const schedule = {
      equipmentId: 7,
      day: '2026-05-01',
      version: 3,
      stops: [
        stop(3, 4, '2026-05-01T12:00:00Z', 6),
        stop(1, 4, '2026-05-01T08:00:00Z', 10),
        stop(2, null, '2026-05-01T10:00:00Z', 0),
        stop(4, 5, '2026-05-01T14:00:00Z', 3),
      ],
    } as unknown as TOperatorSchedule;
    expect(snapshotOfDay(schedule)).toEqual({
      equipmentId: 7,
      day: '2026-05-01',
      version: 3,
      orders: [
        { workOrderId: 4, label: 'T-4', sequence: 1, plannedStart: '2026-05-01T08:00:00Z', area: 16 },
        { workOrderId: 5, label: 'Order 5', sequence: 4, plannedStart: '2026-05-01T14:00:00Z', area: 3 },
      ],
    });
  });
});
