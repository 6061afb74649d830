import { describe, expect, it } from 'vitest';
import {
  canApplyStatusAction,
  canReschedule,
  STATUS_ACTIONS,
  WORK_ORDER_STATUS,
  type TStatusAction,
  type TWorkOrderStatus,
} from './status';

const all = Object.values(WORK_ORDER_STATUS) as TWorkOrderStatus[];

describe('status actions', () => {
  const allowed: Record<TStatusAction, TWorkOrderStatus[]> = {
    close: [1, 2, 5],
    cancel: [1, 2, 5],
    reset: [2, 3, 4, 5, 7],
    delete: [1, 2, 3, 4, 5, 7],
    restore: [6],
  };
  for (const action of Object.keys(STATUS_ACTIONS) as TStatusAction[]) {
    it.each(all)(`${action} from status %i follows the transition table`, (status) => {
      expect(canApplyStatusAction(action, status)).toBe(allowed[action].includes(status));
    });
  }

  it('refuses rescheduling void, canceled-by-app and deleted orders', () => {
    expect(all.filter(canReschedule)).toEqual([1, 2, 4, 5]);
  });
});
