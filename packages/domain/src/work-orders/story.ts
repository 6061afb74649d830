import { z } from 'zod';
import { PLAN_KINDS } from '../planning/plan';

/** What happened to an order, in the words its story uses. */
export const WORK_ORDER_STORY_KINDS = [
  'created',
  'edited',
  'planned',
  'unplanned',
  'sent',
  'started',
  'paused',
  'resumed',
  'skipped',
  'canceledInField',
  'completed',
  'closed',
  'voided',
  'reset',
  'statusChanged',
  'deleted',
  'restored',
  'alarm',
] as const;
export const ZWorkOrderStoryKind = z.enum(WORK_ORDER_STORY_KINDS);
export type TWorkOrderStoryKind = z.infer<typeof ZWorkOrderStoryKind>;

/** One change of a field, as the order's history records it (ids and SI units). */
const ZStoryChange = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });

/**
 * One event of an order's story. `who` names a person (`userName`) for office work, the machine
 * (and its operator when known) for what the cab reported; the automatic send has neither person.
 * Only the details of the event's kind are present.
 */
export const ZWorkOrderStoryEvent = z.object({
  kind: ZWorkOrderStoryKind,
  /** When it happened (UTC instant); for field events, the time in the cab. */
  at: z.string(),
  userName: z.string().nullable(),
  machineName: z.string().nullable(),
  operatorName: z.string().nullable(),
  details: z.object({
    /** `edited`, `created`: the fields changed, as the history reads them. */
    changes: z.array(ZStoryChange).optional(),
    /** `planned`, `unplanned`, `sent`: the branch-local day. */
    localDate: z.string().optional(),
    /** `planned`: the optimised or the custom version. */
    planKind: z.enum(PLAN_KINDS).optional(),
    /** `planned`, `unplanned`, `sent`: the group of machines. */
    groupName: z.string().optional(),
    /** `sent`: the order's place in the day sent (1-based). */
    stopNumber: z.number().int().optional(),
    /** `sent`: by the daily auto-send rather than a person. */
    automatic: z.boolean().optional(),
    /** `sent`: why it was sent despite broken label requirements, and by whom. */
    overrideReason: z.string().optional(),
    overriddenBy: z.string().optional(),
    /** `skipped`, `canceledInField`: the reason the operator gave; `paused`: the stop operation. */
    reason: z.string().optional(),
    /** `completed`, `closed`: hectares applied. */
    appliedArea: z.number().nullable().optional(),
    /** `completed`, `closed`: litres (liquid) or kilograms (dry) applied. */
    appliedVolume: z.number().nullable().optional(),
    /** `statusChanged`, `reset`: the status codes before and after. */
    statusFrom: z.number().int().nullable().optional(),
    statusTo: z.number().int().nullable().optional(),
    /** `alarm`: the class and special code, the message in the reader's language, when it ended. */
    alarmClass: z.number().int().optional(),
    alarmCode: z.number().int().nullable().optional(),
    message: z.string().optional(),
    endedAt: z.string().nullable().optional(),
  }),
});
export type TWorkOrderStoryEvent = z.infer<typeof ZWorkOrderStoryEvent>;

/** `GET /ordemservicos/{id}/story`: the order's events, oldest first. */
export const ZWorkOrderStory = z.object({
  cdOrdemServico: z.number().int(),
  events: z.array(ZWorkOrderStoryEvent),
});
export type TWorkOrderStory = z.infer<typeof ZWorkOrderStory>;
