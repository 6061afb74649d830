import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { RULE_CODES, ruleOutcome, withSentConfirmation } from './plan-rules';

const sent = () => new ApiError(409, RULE_CODES.sentNeedsConfirmation, 'Confirm to change it');

describe('a change to a day already sent to its machine', () => {
  it('asks, then sends the change again with the confirmation', async () => {
    const call = vi.fn(async (confirmSent: boolean) => {
      if (!confirmSent) throw sent();
    });
    const ask = vi.fn(async () => true);
    await expect(withSentConfirmation(call, ask)).resolves.toBe(true);
    expect(ask).toHaveBeenCalledOnce();
    expect(call.mock.calls).toEqual([[false], [true]]);
  });

  it('stops when the user declines', async () => {
    const call = vi.fn(async () => {
      throw sent();
    });
    await expect(withSentConfirmation(call, async () => false)).resolves.toBe(false);
    expect(call).toHaveBeenCalledOnce();
  });

  it('does not ask for a day not sent, and passes other refusals on', async () => {
    const ask = vi.fn(async () => true);
    await expect(withSentConfirmation(async () => undefined, ask)).resolves.toBe(true);
    const refused = new ApiError(400, 'planningPastPlan', 'A past plan cannot be changed.');
    await expect(
      withSentConfirmation(async () => {
        throw refused;
      }, ask),
    ).rejects.toBe(refused);
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('an order already in a future schedule', () => {
  it('asks, with the day the server names when the gesture does not know it', () => {
    const error = new ApiError(
      409,
      RULE_CODES.futureSchedule,
      'The order is already in the schedule of 2026-06-05. Confirm to move it here as an extra order.',
    );
    expect(ruleOutcome(error, {})).toEqual({ kind: 'confirmExtra', scheduledOn: '2026-06-05' });
    expect(ruleOutcome(new ApiError(409, RULE_CODES.futureSchedule, ''), {})).toEqual({
      kind: 'confirmExtra',
      scheduledOn: null,
    });
    expect(ruleOutcome(error, { confirmExtra: true }).kind).toBe('refused');
  });
});
