import { z } from 'zod';
import { ZId } from '../ids';
import { ZPageQuery } from '../paging';
import { messageRef } from '../validation';

/** How a stop counts in the machine's day: productive work, support work, idle, or maintenance. */
export const STOP_OPERATION_TYPES = ['PRODUCTIVE', 'AUXILIARY', 'UNPRODUCTIVE', 'MAINTENANCE'] as const;
export const ZStopOperationType = z.enum(STOP_OPERATION_TYPES);
export type TStopOperationType = z.infer<typeof ZStopOperationType>;

/** Work-order types a stop applies to (part 1 §9: Preplant, Post, Pre, Burndown, All). */
export const STOP_WORK_ORDER_TYPES = ['ALL', 'PREPLANT', 'PRE', 'POST', 'BURNDOWN'] as const;
export const ZStopWorkOrderType = z.enum(STOP_WORK_ORDER_TYPES);
export type TStopWorkOrderType = z.infer<typeof ZStopWorkOrderType>;

export const STOP_OPERATION_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const ZStopOperationStatus = z.enum(STOP_OPERATION_STATUSES);
export type TStopOperationStatus = z.infer<typeof ZStopOperationStatus>;

/** Stop groups offered on the form; others may be typed. */
export const STOP_GROUP_SUGGESTIONS = [
  'Logistics',
  'Personal',
  'Maintenance',
  'Weather',
  'Cleaning',
] as const;

/** A stop operation as it travels on the wire. */
export const ZStopOperationRecord = z.object({
  id: z.number().int(),
  /** Numbers only; what the operator keys in on the terminal. */
  code: z.string(),
  descOperacao: z.string(),
  operationType: ZStopOperationType,
  /** Expected length of the stop, whole minutes. */
  durationMinutes: z.number().int(),
  /** Shown on the operation charts. */
  graphic: z.boolean(),
  status: ZStopOperationStatus,
  workOrderType: ZStopWorkOrderType,
  stopGroup: z.string().nullable(),
  iconUrl: z.string().nullable(),
  /** Background colour of the icon, `#RRGGBB`. */
  backgroundColor: z.string().nullable(),
  cdUnidade: z.number().int(),
  version: z.number().int(),
});
export type TStopOperationRecord = z.infer<typeof ZStopOperationRecord>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Create or edit a stop operation: code of digits, unique in the branch; duration a positive whole number of minutes. */
export const ZStopOperationInput = z
  .object({
    id: ZId.optional(),
    version: ZId.optional(),
    code: z.string().trim().min(1).max(10).regex(/^\d+$/, messageRef('stopOperationCodeDigits')),
    descOperacao: z.string().trim().min(1).max(120),
    operationType: ZStopOperationType,
    durationMinutes: z
      .number({
        error: (issue) =>
          issue.input == null ? messageRef('required') : messageRef('stopOperationDuration'),
      })
      .int(messageRef('stopOperationDuration'))
      .positive(messageRef('stopOperationDuration'))
      .max(1440),
    graphic: z.boolean().default(false),
    status: ZStopOperationStatus.default('ACTIVE'),
    workOrderType: ZStopWorkOrderType.default('ALL'),
    stopGroup: optionalText(60),
    iconUrl: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || /^https?:\/\/\S+$/.test(value), messageRef('invalidUrl')),
    backgroundColor: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value.toUpperCase() : null))
      .refine((value) => value === null || /^#[0-9A-F]{6}$/.test(value), messageRef('invalidColour')),
  })
  .strict();
export type TStopOperationInput = z.input<typeof ZStopOperationInput>;
export type TStopOperationValues = z.infer<typeof ZStopOperationInput>;

export const ZStopOperationListQuery = ZPageQuery.extend({
  status: ZStopOperationStatus.optional(),
  operationType: ZStopOperationType.optional(),
});
