import { z } from 'zod';
import { ZPage, ZPageQuery } from '../paging';
import { messageRef } from '../validation';

/** What a line of the generic log records. */
export const LOG_KINDS = ['optimisation', 'send', 'autoSend', 'autoSendSkip'] as const;
export const ZLogKind = z.enum(LOG_KINDS);
export type TLogKind = z.infer<typeof ZLogKind>;

/** The logs `GET /log/download-log` can write (`tipo`). */
export const LOG_TYPES = ['generic', 'algorithm', 'order-planning', 'auto-send'] as const;
export const ZLogType = z.enum(LOG_TYPES);
export type TLogType = z.infer<typeof ZLogType>;

/** The log lists' query: paging, search, sort and an optional branch-local date range, both counted. */
export const ZLogQuery = ZPageQuery.extend({
  dateInit: z.iso.date().optional(),
  dateEnd: z.iso.date().optional(),
}).refine((query) => !query.dateInit || !query.dateEnd || query.dateInit <= query.dateEnd, {
  message: messageRef('summaryRangeInvalid', { max: 367 }),
  path: ['dateEnd'],
});
export type TLogQuery = z.infer<typeof ZLogQuery>;

/** `GET /log/download-log`: a log of a range as CSV. */
export const ZLogDownloadQuery = z
  .object({
    tipo: ZLogType,
    fileName: z
      .string()
      .trim()
      .max(100)
      .regex(/^[A-Za-z0-9._-]+$/, messageRef('invalidValue'))
      .optional(),
    dateInit: z.iso.date(),
    dateEnd: z.iso.date(),
    search: z.string().trim().max(200).optional(),
  })
  .refine((query) => query.dateInit <= query.dateEnd, {
    message: messageRef('summaryRangeInvalid', { max: 367 }),
    path: ['dateEnd'],
  });
export type TLogDownloadQuery = z.infer<typeof ZLogDownloadQuery>;

/** One line of the generic, algorithm or auto-send log. */
export const ZLogEntry = z.object({
  id: z.string(),
  kind: ZLogKind,
  at: z.string(),
  /** Branch-local date of the day concerned. */
  localDate: z.string(),
  equipmentGroupId: z.number().int().nullable(),
  equipmentGroupName: z.string().nullable(),
  equipmentId: z.number().int().nullable(),
  equipmentName: z.string().nullable(),
  workOrderCount: z.number().int(),
  processHash: z.string().nullable(),
  /** Planning code of an optimisation; null otherwise. */
  code: z.number().int().nullable(),
  /** An optimisation's message, a send's override reason, a skip's broken rules. */
  detail: z.string().nullable(),
  userLogin: z.string().nullable(),
});
export type TLogEntry = z.infer<typeof ZLogEntry>;
export const ZLogPage = ZPage(ZLogEntry);

/** One work order's outcome in an optimisation. */
export const ZOrderPlanningLogLine = z.object({
  logId: z.number().int(),
  processHash: z.string(),
  at: z.string(),
  localDate: z.string(),
  equipmentGroupName: z.string().nullable(),
  cdOrdemServico: z.number().int(),
  ticket: z.string().nullable(),
  fieldId: z.number().int().nullable(),
  equipmentId: z.number().int().nullable(),
  equipmentName: z.string().nullable(),
  cause: z.string().nullable(),
  code: z.number().int().nullable(),
});
export type TOrderPlanningLogLine = z.infer<typeof ZOrderPlanningLogLine>;
export const ZOrderPlanningLogPage = ZPage(ZOrderPlanningLogLine);
