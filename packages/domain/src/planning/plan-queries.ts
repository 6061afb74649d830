import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { ZInconsistencyCause } from '../work-orders/work-order';
import { ZIdList } from './id-list';
import { ZDateOnly, ZPlanKind, ZPlanSummary } from './plan';

/* Queries and answers around a plan's days: summaries, the send log, the order analysis, day
   references, order operations and where orders are planned. */

/** `GET /resumo/por-dia/`: the day's figures, optimised and custom side by side. */
export const ZSummaryByDayQuery = z.object({
  referencia: ZDateOnly,
  configuracaoId: ZIdText,
  equipamentoId: ZIdText.optional(),
});
export const ZSummaryByRangeQuery = z.object({
  inicio: ZDateOnly,
  fim: ZDateOnly,
  configId: ZIdText,
  equipamentosId: ZIdList,
});
export const ZDaySummary = z.object({
  referencia: z.string(),
  optimised: ZPlanSummary,
  custom: ZPlanSummary,
});
export type TDaySummary = z.infer<typeof ZDaySummary>;

/** A day's send of one machine (`log-auto-send/find-daily`). */
export const ZAutoSendLogEntry = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  unitName: z.string(),
  equipamentoId: z.number().int(),
  equipmentName: z.string(),
  planejamentoId: z.number().int(),
  configuracaoId: z.number().int(),
  configName: z.string(),
  sentAt: z.string(),
  automatic: z.boolean(),
  ordensId: z.array(z.number().int()),
  /** The sent orders' tickets, in the order of `ordensId` (what a person reads; the ids are for links). */
  tickets: z.array(z.string()),
});
export type TAutoSendLogEntry = z.infer<typeof ZAutoSendLogEntry>;

/** Optimisation settings of a group that the planning screen edits (auto-send part). */
export const ZAutoSendSettings = z.object({
  autoSend: z.boolean(),
  /** Hour of the day in the branch's time zone, 0 to 23. */
  autoSendHour: z.number().int().min(0).max(23).nullable(),
});

/** `GET /analise/{orderId}?data`: the work order analysed hour by hour. */
export const ZOrderAnalysisParams = z.object({ orderId: ZIdText });

/** Why an order has no window, hour by hour (order analysis and planning details). */
export const ZHourVerdict = z.object({
  hour: z.string(),
  windSpeedKmh: z.number().nullable(),
  temperatureC: z.number().nullable(),
  humidityPercent: z.number().nullable(),
  rainMm: z.number().nullable(),
  /** Products blocked this hour and by which limit. */
  blocked: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      limit: z.enum(['wind', 'temperature', 'humidity', 'rain', 'sun']),
      /** The forecast value that broke the limit (rain: the wettest hour of the rain-free period), in SI. */
      value: z.number().nullable().optional(),
      /** The product's limit that was broken, in SI (km/h, °C, %, hours). */
      threshold: z.number().nullable().optional(),
    }),
  ),
  /** Whether the order may be applied in (part of) the hour; false also when the hour has no forecast. */
  open: z.boolean().optional(),
});
export type THourVerdict = z.infer<typeof ZHourVerdict>;

const ZQueryFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((value) => value === true || value === 'true');

/**
 * A machine's day (`GET /reverter`, `POST /cria-apartir-automatico`): the version the caller saw and,
 * for a day already sent, the confirmation to change it.
 */
export const ZPlanDayRef = z.object({
  referencia: ZDateOnly,
  configuracaoId: ZIdText,
  equipamentoId: ZIdText,
  version: z.coerce.number().int().optional(),
  confirmSent: ZQueryFlag,
});
export type TPlanDayRef = z.infer<typeof ZPlanDayRef>;

/** `GET /reverter/previa`: the machine day whose revert target is previewed (nothing is written). */
export const ZRevertPreviewQuery = ZPlanDayRef.pick({
  referencia: true,
  configuracaoId: true,
  equipamentoId: true,
});
export type TRevertPreviewQuery = z.infer<typeof ZRevertPreviewQuery>;

/** `GET /manual/remover-limpeza`. */
export const ZRemoveCleanoutQuery = z.object({
  itemId: ZIdText,
  planejamentoId: ZIdText,
  version: z.coerce.number().int().optional(),
  confirmSent: ZQueryFlag,
});

/** `DELETE /{configuracaoId}/equipamentos?ids&data`: clears machines' plans of a day. */
export const ZClearMachinesQuery = z.object({
  ids: ZIdList.pipe(z.array(ZId).min(1).max(100)),
  data: ZDateOnly,
  confirmSent: ZQueryFlag,
});

/** `GET /{planejamentoId}/operacao-ordem/{orderId}/sgp/fechar`. */
export const ZPlanOrderCloseQuery = z.object({
  termino: z.iso.datetime({ offset: true }),
  cleanEquipment: ZQueryFlag,
  equipamentoId: ZIdText.optional(),
});

/** Order ids in a query (`?ordensId=1,2` or repeated). */
export const ZOrderIdsQuery = z.object({
  ordensId: ZIdList.pipe(z.array(ZId).max(500)),
});

/** Path parameters `{id}/operacao-ordem/{orderId}`: the plan and one of its work orders. */
export const ZPlanOrderParams = z.object({
  id: ZIdText,
  orderId: ZIdText,
});

/** Answer of `GET /cancelled_or_deleted/` and `/uso/nao-pode-excluir`: the work order ids that match. */
export const ZOrderIdList = z.array(z.number().int());

/** `POST /uso/multiple`: the work orders whose plans are read. */
export const ZPlanUsageManyBody = z.object({ ids: z.array(ZId).max(500) });

/** Where an order is planned (`/uso/...`). */
export const ZPlanUsage = z.object({
  cdOrdemServico: z.number().int(),
  inUse: z.boolean(),
  uses: z.number().int(),
  plans: z.array(
    z.object({
      planejamentoId: z.number().int(),
      referencia: z.string(),
      configuracaoId: z.number().int(),
      equipamentoId: z.number().int(),
      tipo: ZPlanKind,
      sentAt: z.string().nullable(),
    }),
  ),
});
export type TPlanUsage = z.infer<typeof ZPlanUsage>;

/** Answer of `GET /inconsistencia/produtos/{id}`: the work order's product inconsistency causes (`SEM_...`). */
export const ZOrderProductInconsistencies = z.object({
  cdOrdemServico: z.number().int(),
  inconsistencias: z.array(ZInconsistencyCause),
});
export type TOrderProductInconsistencies = z.infer<typeof ZOrderProductInconsistencies>;
