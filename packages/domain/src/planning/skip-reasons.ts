import { z } from 'zod';
import { ZIdText } from '../ids';
import { ZDateOnly } from './plan';

/**
 * Why a machine skipped a work order: the reason the cab reported with its `skip` event (machine
 * API), on the branch-local day it skipped it.
 */
export const ZSkipReason = z.object({
  cdOrdemServico: z.number().int(),
  vlOrdemServico: z.string().nullable(),
  description: z.string(),
  equipamentoId: z.number().int(),
  equipmentName: z.string(),
  /** Branch-local day of the skip, `YYYY-MM-DD`. */
  skippedOn: z.string(),
  /** When the cab reported it. */
  reportedAt: z.string(),
  reason: z.string(),
});
export type TSkipReason = z.infer<typeof ZSkipReason>;

/** `GET /skip-reason/{orderId}`: the skips of one order, newest first. */
export const ZSkipReasonOrderParams = z.object({ orderId: ZIdText });

/** `GET /skip-reason?data=&equipamentoId=`: the branch's skips of a day, optionally of one machine. */
export const ZSkipReasonDayQuery = z.object({ data: ZDateOnly, equipamentoId: ZIdText.optional() });
export type TSkipReasonDayQuery = z.infer<typeof ZSkipReasonDayQuery>;
