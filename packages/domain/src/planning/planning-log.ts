import { z } from 'zod';
import { ZIdText } from '../ids';
import { ZPageQuery, ZPage } from '../paging';
import { ZProcessHash } from './planning-job';

/**
 * Planning logs: every optimisation with what it was asked, what the engine answered and how long
 * it took (`/log-ordem-servico/...`, `/log/...` under the planning base). Times in seconds, areas in
 * hectares, distances in metres.
 */
export const ZPlanningLogOrder = z.object({
  cdOrdemServico: z.number().int(),
  fieldId: z.number().int(),
  /** The machine it went to, or null when it was left out. */
  equipamentoId: z.number().int().nullable(),
  /** Engine cause when left out: no-compatible-machine, too-far, no-capacity, outside-windows, day-too-short, fleet-full. */
  cause: z.string().nullable(),
  /** 706 or 718 when left out. */
  code: z.number().int().nullable(),
});
export type TPlanningLogOrderDto = z.infer<typeof ZPlanningLogOrder>;

export const ZPlanningLog = z.object({
  id: z.number().int(),
  processHash: z.string(),
  configuracaoId: z.number().int(),
  referencia: z.string(),
  kind: z.enum(['optimise', 'reoptimise']),
  ordensId: z.array(z.number().int()),
  equipamentosId: z.array(z.number().int()),
  input: z.object({
    weighting: z.string(),
    /** The routing vehicle profile the run used (runs before it was recorded have none). */
    vehicle: z.string().optional(),
    timeBudgetSeconds: z.number(),
    orderCount: z.number().int(),
    fieldCount: z.number().int(),
    machineCount: z.number().int(),
    selectedArea: z.number(),
  }),
  result: z
    .object({
      assignedArea: z.number(),
      unassignedArea: z.number(),
      assignedOrders: z.number().int(),
      unassignedOrders: z.number().int(),
      travelSeconds: z.number(),
      workedSeconds: z.number(),
      cleaningSeconds: z.number(),
      waitingSeconds: z.number(),
      overtimeSeconds: z.number(),
      distanceMetres: z.number(),
      usedMachines: z.number().int(),
      iterations: z.number().int(),
      aborted: z.boolean(),
      causes: z.record(z.string(), z.number()),
      /** Hectares of fields bigger than a day placed in part, left for a later day (absent: none). */
      carriedArea: z.number().optional(),
      /** Chosen machines the day was planned without (no working width); runs before it have none. */
      leftOutMachines: z
        .array(z.object({ equipmentId: z.number().int(), name: z.string(), reason: z.string() }))
        .optional(),
    })
    .nullable(),
  code: z.number().int(),
  message: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string(),
  durationSeconds: z.number(),
});
export type TPlanningLog = z.infer<typeof ZPlanningLog>;

/** A log with each order's outcome (`/log/log-algorithm`, `/log-ordem-servico/planejamento/{id}`). */
export const ZPlanningLogDetail = ZPlanningLog.extend({ orders: z.array(ZPlanningLogOrder) });
export type TPlanningLogDetail = z.infer<typeof ZPlanningLogDetail>;

export const ZPlanningLogPage = ZPage(ZPlanningLog);

/** Filters of the log lists; dates are branch-local, YYYY-MM-DD. */
export const ZPlanningLogQuery = ZPageQuery.extend({
  referencia: z.iso.date().optional(),
  configuracaoId: ZIdText.optional(),
});
export type TPlanningLogQuery = z.infer<typeof ZPlanningLogQuery>;

/** `/log/log-order-planning`: one order's outcomes across optimisations, newest first. */
export const ZOrderPlanningLogEntry = ZPlanningLogOrder.extend({
  processHash: z.string(),
  referencia: z.string(),
  configuracaoId: z.number().int(),
  finishedAt: z.string(),
});
export type TOrderPlanningLogEntry = z.infer<typeof ZOrderPlanningLogEntry>;

/** `GET /log/log-order-planning`: each order outcome of the runs of a day, a group or one order. */
export const ZOrderPlanningLogQuery = z.object({
  /** Branch-local date of the runs, YYYY-MM-DD. */
  referencia: z.iso.date().optional(),
  /** The equipment group whose runs are read. */
  configuracaoId: ZIdText.optional(),
  /** The work order whose outcomes are read. */
  cdOrdemServico: ZIdText.optional(),
});
export type TOrderPlanningLogQuery = z.infer<typeof ZOrderPlanningLogQuery>;

/** `GET /log/log-algorithm`: the run named by its process hash. */
export const ZPlanningLogProcessQuery = z.object({ processHash: ZProcessHash });
