import { describe, expect, it } from 'vitest';
import { WORK_ORDER_STATUS } from '@tramline/domain';
import type { TPlanWithItems } from '../plans/plan-items';
import { headActivities, splitDay } from './replan-start';

const at = (minutes: number) => new Date(Date.UTC(2030, 4, 6, 8, minutes));

/** A day of items given as `[kind, work order]`, each ten minutes long. */
function dayOf(items: readonly [string, number | null][]): TPlanWithItems {
  return {
    plan: {} as TPlanWithItems['plan'],
    items: items.map(([kind, workOrderId], index) => ({
      kind,
      workOrderId,
      plannedStart: at(index * 10),
      plannedEnd: at(index * 10 + 10),
    })) as TPlanWithItems['items'],
  };
}

const shape = (items: TPlanWithItems['items']) => items.map((item) => [item.kind, item.workOrderId]);

describe('a running day split at its work under way', () => {
  it('keeps the head up to the last order under way and plans the rest again', () => {
    const statuses = new Map([
      [1, WORK_ORDER_STATUS.COMPLETED],
      [2, WORK_ORDER_STATUS.IN_PROGRESS],
    ]);
    const split = splitDay(
      dayOf([
        ['order', 1],
        ['cleanout', null],
        ['refill', 2],
        ['order', 2],
        ['refill', 3],
        ['order', 3],
      ]),
      (id) => statuses.get(id),
    );
    expect(shape(split.head)).toEqual([
      ['order', 1],
      ['cleanout', null],
      ['refill', 2],
      ['order', 2],
    ]);
    expect(split.rest).toEqual([3]);
    expect(split.lastUnderWay).toMatchObject({ kind: 'order', workOrderId: 2 });
  });

  it('takes an order out of the head with its refills when a later visit of a finished order follows it', () => {
    // A big field in two visits on one machine with other orders between: the order is done, the
    // ones between are not, and their refills leave the head with them.
    const split = splitDay(
      dayOf([
        ['order', 32],
        ['refill', 51],
        ['order', 51],
        ['refill', 54],
        ['order', 54],
        ['refill', null],
        ['order', 32],
        ['refill', 3],
        ['order', 3],
      ]),
      (id) => (id === 32 ? WORK_ORDER_STATUS.COMPLETED : WORK_ORDER_STATUS.READY),
    );
    expect(shape(split.head)).toEqual([
      ['order', 32],
      ['refill', null],
      ['order', 32],
    ]);
    expect(split.rest).toEqual([51, 54, 3]);
    // The activities kept are those of the orders the head keeps, and of no order.
    const kept = new Set(split.head.flatMap((item) => (item.workOrderId === null ? [] : [item.workOrderId])));
    const activity = (cdOrdemServico: number | null, minutes: number) => ({
      kind: 'application' as const,
      start: at(minutes).toISOString(),
      end: at(minutes + 5).toISOString(),
      cdOrdemServico,
      batch: null,
      distanceMetres: null,
      overtime: false,
    });
    expect(
      headActivities(
        [activity(32, 0), activity(51, 10), activity(null, 20), activity(32, 60)],
        at(70),
        kept,
      ).map((entry) => entry.cdOrdemServico),
    ).toEqual([32, null, 32]);
  });

  it('keeps nothing when no order is under way', () => {
    const split = splitDay(
      dayOf([
        ['refill', 1],
        ['order', 1],
      ]),
      () => WORK_ORDER_STATUS.READY,
    );
    expect(split.head).toEqual([]);
    expect(split.rest).toEqual([1]);
    expect(split.lastUnderWay).toBeNull();
  });
});
