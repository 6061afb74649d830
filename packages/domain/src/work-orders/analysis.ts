import { z } from 'zod';
import { ZHourVerdict } from '../planning/plan-queries';
import { ZProductRecord } from '../records/product';
import { ZInconsistencyCause, ZWorkOrderRecord } from './work-order';

/** `GET ordemservicos/analyse/by-order/dto/{id}?data=`: the day analysed, branch-local; defaults to the planned start day. */
export const ZWorkOrderAnalysisQuery = z.object({ data: z.iso.date().optional() });

/**
 * The analysis of one order: its inconsistency causes, its products' limits and, hour by hour on
 * one day at its field, which limit blocks which product. `hoursProblem` says why the hours are
 * empty (no field geometry, no forecast for the day, weather service down).
 */
export const ZWorkOrderAnalysis = z.object({
  order: ZWorkOrderRecord,
  causes: z.array(ZInconsistencyCause),
  products: z.array(ZProductRecord),
  date: z.iso.date(),
  hours: z.array(ZHourVerdict),
  hoursProblem: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type TWorkOrderAnalysis = z.infer<typeof ZWorkOrderAnalysis>;
