import { PLANNING_CODES, type TMessageKey, type TPlanningCode } from '@tramline/domain';
import { AppError } from '../../http/errors';

/** How a planning code answers when it differs from its usual 400 with the code's own message. */
export interface TPlanningErrorOptions {
  /** HTTP status; 400 unless said. */
  status?: number;
  /** The message when the code has more than one (500: which precondition); else `PLANNING_CODES`. */
  message?: TMessageKey;
  params?: Record<string, string | number>;
  /** What the caller needs beside the message (`ordensId`, `equipamentosId`...). */
  details?: Record<string, unknown>;
}

/**
 * A precondition answered with one of the spec's planning codes (part 1 §8): the code goes on the
 * wire and in `details.planningCode`, the message is the code's (`PLANNING_CODES`) unless named.
 */
export function planningError(code: TPlanningCode, options: TPlanningErrorOptions = {}) {
  const { status = 400, message = PLANNING_CODES[code], params = {}, details } = options;
  return new AppError(status, message, params, { planningCode: code, ...details }, code);
}
