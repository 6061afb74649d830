import { z } from 'zod';
import { ZId } from '../ids';
import type { TWorkOrderStatus } from '../work-orders/status';

/**
 * Execution events a machine reports from the cab (machine API). Each moves its work order through
 * the execution statuses (spec part 1 §4): start and resume → 2 in progress, pause → 5 on hold,
 * cancel → 7 canceled by app, complete → 4 completed; skip leaves the order ready (1) for another
 * day and marks it skipped that day (`skipedDate`), which ranks it 1 to 5 on the list.
 */
export const EXECUTION_TRANSITIONS = {
  start: { from: [1], to: 2 },
  pause: { from: [2], to: 5 },
  resume: { from: [5], to: 2 },
  skip: { from: [1, 2, 5], to: 1 },
  cancel: { from: [1, 2, 5], to: 7 },
  complete: { from: [2, 5], to: 4 },
} as const satisfies Record<string, { from: readonly TWorkOrderStatus[]; to: TWorkOrderStatus }>;
export type TExecutionEventType = keyof typeof EXECUTION_TRANSITIONS;
export const EXECUTION_EVENT_TYPES = Object.keys(EXECUTION_TRANSITIONS) as TExecutionEventType[];

export function canApplyExecutionEvent(type: TExecutionEventType, status: number): boolean {
  return (EXECUTION_TRANSITIONS[type].from as readonly number[]).includes(status);
}

const common = {
  /**
   * Chosen by the terminal, unique per machine: a retry with the same key answers the first
   * outcome and changes nothing.
   */
  idempotencyKey: z.string().trim().min(8).max(100),
  /** cdOrdemServico. */
  workOrderId: ZId,
  /** When it happened in the cab (UTC). */
  time: z.iso.datetime({ offset: true }),
};

/** `POST /machine/v1/machines/{equipmentId}/events`. */
export const ZExecutionEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), ...common }),
  z.object({
    type: z.literal('pause'),
    ...common,
    /** The stop reason: a stop operation of the branch. */
    stopOperationId: ZId,
    /**
     * Hectares this machine has applied on the order so far (its terminal's counter), when it
     * knows: an order bigger than a day is carried to the next day's plan for what is really left.
     */
    appliedArea: z.number().min(0).optional(),
    /** Litres (liquid) or kilograms (dry) this machine has applied on the order so far. */
    appliedVolume: z.number().min(0).optional(),
  }),
  z.object({ type: z.literal('resume'), ...common }),
  z.object({ type: z.literal('skip'), ...common, reason: z.string().trim().min(1).max(200) }),
  z.object({ type: z.literal('cancel'), ...common, reason: z.string().trim().max(200).optional() }),
  z.object({
    type: z.literal('complete'),
    ...common,
    /** Hectares applied. */
    appliedArea: z.number().min(0),
    /** Litres (liquid) or kilograms (dry) applied. */
    appliedVolume: z.number().min(0),
  }),
]);
export type TExecutionEvent = z.infer<typeof ZExecutionEvent>;

export const ZExecutionEventResult = z.object({
  idempotencyKey: z.string(),
  type: z.enum(EXECUTION_EVENT_TYPES as [TExecutionEventType, ...TExecutionEventType[]]),
  cdOrdemServico: z.number().int(),
  /** The order's status after the event. */
  status: z.number().int(),
  /** The day the order was skipped (branch-local), when the event was a skip. */
  skipedDate: z.string().nullable(),
  /** True when this answers a retry of an event already applied. */
  replayed: z.boolean(),
});
export type TExecutionEventResult = z.infer<typeof ZExecutionEventResult>;
