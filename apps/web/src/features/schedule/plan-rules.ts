import { isApiError } from '../../api';

/** Planning-service rule codes a gesture can meet (message keys on the wire, spec part 1 §4). */
export const RULE_CODES = {
  optimisedNotEditable: 'planningAutomaticNotEditable',
  pastPlan: 'planningPastPlan',
  futureSchedule: 'planningOrderInFutureSchedule',
  sentNeedsConfirmation: 'planningSentNeedsConfirmation',
  staleVersion: 'planningStaleVersion',
} as const;

/** What a gesture asks the server besides itself, after the user's confirmations. */
export interface TGestureFlags {
  /** The user accepted creating a custom plan from the optimised one. */
  fromOptimised?: boolean;
  confirmExtra?: boolean;
  confirmSent?: boolean;
}

export type TRuleOutcome =
  | { kind: 'offerCustom' }
  | { kind: 'confirmExtra'; scheduledOn: string | null }
  | { kind: 'confirmSent' }
  | { kind: 'stale'; message: string }
  | { kind: 'refused'; message: string | null };

/**
 * How the screen answers a failed gesture: ask, reload, or show the server's message. A future
 * schedule names its day in the message (`YYYY-MM-DD`), read for a gesture that does not know it.
 */
export function ruleOutcome(error: unknown, flags: TGestureFlags): TRuleOutcome {
  if (!isApiError(error)) return { kind: 'refused', message: null };
  const message = error.status >= 400 && error.message ? error.message : null;
  if (error.code === RULE_CODES.optimisedNotEditable && !flags.fromOptimised) return { kind: 'offerCustom' };
  if (error.code === RULE_CODES.futureSchedule && !flags.confirmExtra)
    return { kind: 'confirmExtra', scheduledOn: /\d{4}-\d{2}-\d{2}/.exec(error.message)?.[0] ?? null };
  if (error.code === RULE_CODES.sentNeedsConfirmation && !flags.confirmSent) return { kind: 'confirmSent' };
  if (error.code === RULE_CODES.staleVersion) return { kind: 'stale', message: message ?? '' };
  return { kind: 'refused', message };
}

/**
 * Runs a call that may change a day already sent to its machine: when the server asks for
 * confirmation, `ask` the user and send the call again with it. False when the user declines.
 */
export async function withSentConfirmation(
  call: (confirmSent: boolean) => Promise<unknown>,
  ask: () => Promise<boolean>,
): Promise<boolean> {
  try {
    await call(false);
  } catch (error) {
    if (ruleOutcome(error, {}).kind !== 'confirmSent') throw error;
    if (!(await ask())) return false;
    await call(true);
  }
  return true;
}
