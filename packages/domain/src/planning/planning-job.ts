import { z } from 'zod';

/**
 * Long planning work (an optimisation, a saved sequence) polled by its process hash
 * (`/status-otimizacao/...` under the planning base).
 */

/** A planning job's process hash: 32 lowercase hex digits. */
export const ZProcessHash = z.string().regex(/^[0-9a-f]{32}$/);

/** `GET /status-otimizacao/{code}`: the job named by its process hash. */
export const ZPlanningJobParam = z.object({ code: ZProcessHash });

/** `PUT /status-otimizacao/cancela/`: the optimisation to cancel. */
export const ZCancelPlanningJob = z.object({ processHash: ZProcessHash }).strict();
export type TCancelPlanningJob = z.infer<typeof ZCancelPlanningJob>;

/** A planning job as polled or cancelled. */
export const ZPlanningJob = z.object({
  processHash: z.string(),
  /** The spec's status values. */
  status: z.enum(['pendente', 'concluido', 'falhou']),
  /** `planning-new` (optimisation) or `save-sequence`. */
  type: z.enum(['planning-new', 'save-sequence']),
  /** Who sees the result: `schedule` or `all`. */
  destiny: z.string(),
  /** Planning code of the outcome (900 success, 718 nothing allocated, 999 unknown...); null while pending. */
  code: z.number().int().nullable(),
  message: z.string().nullable(),
  /** Share of the time budget used, 0 to 100. */
  progress: z.number(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** What the job's work answered, if anything. */
  result: z.record(z.string(), z.unknown()).nullable(),
});
export type TPlanningJob = z.infer<typeof ZPlanningJob>;
