import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { ZVehicle, ZWeighting } from './routing';
import { ZIdList } from './id-list';

/**
 * The wire contract of the planning area (spec part 1 §3, §4, §7; base path
 * `/planejamento-ordem-servico/v2`). A plan is one machine's day in one equipment group, in two
 * versions: optimised (AUTOMATICO) and custom (MANUAL); one of them is active.
 */

export const PLAN_KINDS = ['AUTOMATICO', 'MANUAL'] as const;
export const ZPlanKind = z.enum(PLAN_KINDS);
export type TPlanKind = z.infer<typeof ZPlanKind>;

/**
 * What an item of a machine's day is. A tender truck's day has `load` (loading at its place) and
 * `meeting` (a transfer to a sprayer at its field) items.
 */
export const PLAN_ITEM_KINDS = ['order', 'cleanout', 'refill', 'load', 'meeting'] as const;
export const ZPlanItemKind = z.enum(PLAN_ITEM_KINDS);
export type TPlanItemKind = z.infer<typeof ZPlanItemKind>;

/** Intervals of a machine's timeline, as the engine reports them. */
export const ACTIVITY_KINDS = [
  'travel',
  'refill',
  'cleaning',
  'application',
  'waiting',
  'load',
  'meeting',
] as const;
export const ZActivityKind = z.enum(ACTIVITY_KINDS);
export type TActivityKind = z.infer<typeof ZActivityKind>;

/**
 * What a machine waits for (spec issue 18, explainable plan): `window` a spray window of the order
 * opens (weather, sun rule), `refill` a refill (a tender truck to reach it), `order` the order's
 * own earliest start, `dayStart` the working period to begin.
 */
export const WAIT_CAUSES = ['window', 'refill', 'order', 'dayStart'] as const;
export const ZWaitCause = z.enum(WAIT_CAUSES);
export type TWaitCause = z.infer<typeof ZWaitCause>;

/** Waits longer than this (seconds) carry their cause in the plan. */
export const EXPLAINED_WAIT_SECONDS = 600;

/** Progress values of a planning job (spec part 1 §4, planning progress). */
export const PLANNING_PROGRESS = ['pendente', 'pendente_background', 'concluido', 'falhou'] as const;
export const ZPlanningProgress = z.enum(PLANNING_PROGRESS);
export type TPlanningProgress = z.infer<typeof ZPlanningProgress>;

/** Interval of a machine's day; instants are ISO strings (UTC). */
export const ZPlanActivity = z.object({
  kind: ZActivityKind,
  start: z.string(),
  end: z.string(),
  cdOrdemServico: z.number().int().nullable(),
  /** 1-based load number within the order, for application and refill. */
  batch: z.number().int().nullable(),
  /** Metres, for travel. */
  distanceMetres: z.number().nullable(),
  /** Beyond the working period's end (overtime). */
  overtime: z.boolean(),
  /**
   * A sprayer's refill from a tender truck or its wait for one: the tender (equipment id); a
   * tender's meeting: the sprayer it serves.
   */
  tenderEquipmentId: z.number().int().nullable().optional(),
  servedEquipmentId: z.number().int().nullable().optional(),
  /** A wait longer than `EXPLAINED_WAIT_SECONDS`: what the machine waits for (it ends at `end`). */
  waitCause: ZWaitCause.nullable().optional(),
});
export type TPlanActivity = z.infer<typeof ZPlanActivity>;

/** What a tender carries of one work order's mixture, and in which of its compartments. */
export const ZTenderLoadLine = z.object({
  cdOrdemServico: z.number().int(),
  fieldId: z.number().int(),
  mixtureType: z.enum(['liquid', 'dry', 'ammonia']),
  /** Litres (liquid) or kilograms (dry, ammonia). */
  amount: z.number(),
  productIds: z.array(z.number().int()),
  /** 0-based compartments of the tender. */
  compartments: z.array(z.number().int()),
});
export type TTenderLoadLine = z.infer<typeof ZTenderLoadLine>;

/**
 * The tender part of a plan item: on a sprayer's `refill`, the tender that brings the load; on a
 * tender's `meeting`, the sprayer served and what is transferred; on a tender's `load`, what it
 * loads at its place for the trip.
 */
export const ZPlanItemTender = z.object({
  tenderEquipmentId: z.number().int().nullable(),
  servedEquipmentId: z.number().int().nullable(),
  lines: z.array(ZTenderLoadLine),
});
export type TPlanItemTender = z.infer<typeof ZPlanItemTender>;

/** One item of a machine's day: an order, a cleanout or a refill (spec: plan list item). */
export const ZPlanItem = z.object({
  id: z.number().int(),
  planejamentoId: z.number().int(),
  equipamentoId: z.number().int(),
  sequencia: z.number().int(),
  kind: ZPlanItemKind,
  cdOrdemServico: z.number().int().nullable(),
  /** Order added to a day already planned; listed apart until accepted. */
  ordemExtra: z.boolean(),
  ordemExtraAceita: z.boolean(),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  travelSeconds: z.number(),
  cleaningSeconds: z.number(),
  appliedSeconds: z.number(),
  /** Hectares. */
  area: z.number(),
  /** Litres (liquid) or kilograms (dry, ammonia). */
  volume: z.number(),
  batches: z.number().int(),
  /** Order facts for display (null for cleanouts and refills). */
  description: z.string().nullable(),
  vlOrdemServico: z.string().nullable(),
  status: z.number().int().nullable(),
  fieldNames: z.array(z.string()),
  productNames: z.array(z.string()),
  /**
   * Hectares the whole order selects (null for cleanouts and refills): an order item whose `area`
   * is less holds part of an order shared by machines or days.
   */
  orderArea: z.number().nullable().optional(),
  /** Tender trucks: who brings or takes the load and what it is (see `ZPlanItemTender`). */
  tender: ZPlanItemTender.nullable().optional(),
});
export type TPlanItem = z.infer<typeof ZPlanItem>;

/** Planning summary metrics (spec part 1 §3); times in seconds, area in hectares. */
export const ZPlanSummary = z.object({
  workedTime: z.number(),
  displacementTime: z.number(),
  cleaningTime: z.number(),
  waitingTime: z.number(),
  overtime: z.number(),
  workedArea: z.number(),
  orderCount: z.number().int(),
  equipmentCount: z.number().int(),
});
export type TPlanSummary = z.infer<typeof ZPlanSummary>;

export const EMPTY_PLAN_SUMMARY: TPlanSummary = {
  workedTime: 0,
  displacementTime: 0,
  cleaningTime: 0,
  waitingTime: 0,
  overtime: 0,
  workedArea: 0,
  orderCount: 0,
  equipmentCount: 0,
};

/** One machine's plan for a date (one version). */
export const ZPlan = z.object({
  planejamentoId: z.number().int(),
  equipamentoId: z.number().int(),
  equipmentName: z.string(),
  configuracaoId: z.number().int(),
  /** Branch-local date, YYYY-MM-DD. */
  referencia: z.string(),
  tipo: ZPlanKind,
  active: z.boolean(),
  /** Optimistic concurrency: send it back with every change. */
  version: z.number().int(),
  /** Last time the day was sent to the machine, or null. */
  sentAt: z.string().nullable(),
  /** Changed after its last send: the machine still holds the older day and needs it again. */
  resendPending: z.boolean().optional(),
  /** Past dates are read-only. */
  readOnly: z.boolean(),
  /** Whether the other version exists (for side-by-side figures and revert). */
  hasAutomatic: z.boolean(),
  hasManual: z.boolean(),
  /** A previous plan exists to revert to. */
  canRevert: z.boolean(),
  workingStart: z.string().nullable(),
  workingEnd: z.string().nullable(),
  overtimeEnd: z.string().nullable(),
  items: z.array(ZPlanItem),
  activities: z.array(ZPlanActivity),
  summary: ZPlanSummary,
});
export type TPlan = z.infer<typeof ZPlan>;

/** A branch-local calendar date, YYYY-MM-DD. */
export const ZDateOnly = z.iso.date();

/** A query naming a date, `?data=YYYY-MM-DD` (`GET /configuracoes-com-info-equipamento`, order analysis). */
export const ZPlanDateQuery = z.object({ data: ZDateOnly });
export type TPlanDateQuery = z.infer<typeof ZPlanDateQuery>;

/** `GET /_search`: the group's plans of a date (`tipo=AUTOMATICO` previews the optimised version). */
export const ZPlanSearchQuery = z.object({
  data: ZDateOnly,
  configuracaoId: ZIdText,
  equipamentosId: ZIdList,
  tipo: ZPlanKind.optional(),
});
export type TPlanSearchQuery = z.infer<typeof ZPlanSearchQuery>;

/** `GET /configuracoes-com-info-equipamento?data`: groups with their machines and plan state. */
export const ZGroupWithEquipment = z.object({
  configuracaoId: z.number().int(),
  configName: z.string(),
  autoSend: z.boolean(),
  autoSendHour: z.number().int().nullable(),
  hasWorkingHours: z.boolean(),
  equipments: z.array(
    z.object({
      equipamentoId: z.number().int(),
      name: z.string(),
      equipmentType: z.string(),
      warehouse: z
        .object({ id: z.number().int(), name: z.string(), latitude: z.number(), longitude: z.number() })
        .nullable(),
      hasPlan: z.boolean(),
      sentAt: z.string().nullable(),
    }),
  ),
  /** The group's tender trucks; `hasPlan`: the date holds a day of theirs (loads and transfers). */
  tenders: z
    .array(z.object({ equipamentoId: z.number().int(), name: z.string(), hasPlan: z.boolean() }))
    .default([]),
});
export type TGroupWithEquipment = z.infer<typeof ZGroupWithEquipment>;

/** `POST /add-ordens-otimizando-equipamentos`: optimise orders over machines. */
export const ZOptimiseRequest = z.object({
  data: ZDateOnly,
  configuracaoId: ZId,
  equipamentosId: z.array(ZId).min(1).max(100),
  ordensId: z.array(ZId).min(1).max(2000),
  /** Absent: the group's saved planning settings (or the spec's default, fastest). */
  weighting: ZWeighting.optional(),
  /** Absent: the group's saved planning settings (or the spec's default, sprayer). */
  vehicle: ZVehicle.optional(),
  /** Seconds the engine may search; the server caps it. */
  timeBudgetSeconds: z.number().int().min(1).max(300).optional(),
  /** Confirms writing over a machine's day already sent to it. */
  confirmSent: z.boolean().optional(),
});
export type TOptimiseRequest = z.infer<typeof ZOptimiseRequest>;

/** `PUT /manual/otimizar`: re-optimise one machine's custom day. */
export const ZManualOptimiseQuery = z.object({
  configuracaoId: ZIdText,
  referencia: ZDateOnly,
  equipamentoId: ZIdText,
  /** Confirms re-optimising a day already sent to the machine (`true` or `false`). */
  confirmSent: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** Seconds the engine may search; the server caps it. */
  timeBudgetSeconds: z.coerce.number().int().min(1).max(300).optional(),
});
export type TManualOptimiseQuery = z.infer<typeof ZManualOptimiseQuery>;

/** Answer of every call that starts background work. */
export const ZProcessStarted = z.object({ processHash: z.string() });

/** `POST /alocar-ordem` (and `/alocar-ordem/cria-apartir-automatico`). */
export const ZAllocateOrder = z.object({
  planejamentoId: ZId.nullable().optional(),
  equipamentoId: ZId,
  ordensId: z.array(ZId).min(1).max(200),
  dataDesejada: ZDateOnly,
  configuracaoId: ZId,
  /** 1-based position in the day; appended when absent. */
  posicao: ZId.optional(),
  /** The plan version the caller saw. */
  version: z.number().int().optional(),
  /** Confirms moving an order already in a future schedule into this day as an extra. */
  confirmExtra: z.boolean().optional(),
  /** Confirms changing a day already sent to the machine. */
  confirmSent: z.boolean().optional(),
});
export type TAllocateOrder = z.infer<typeof ZAllocateOrder>;

/**
 * `POST /mover-ordem` (and `/cria-apartir-automatico`): one order from a machine's day into another
 * machine's day of the same date, in one change. The whole order moves: fields of it the engine gave
 * to other machines that day come along.
 */
export const ZMoveOrder = ZAllocateOrder.omit({ ordensId: true }).extend({
  ordemId: ZId,
  /** The day the order leaves, at the version the caller saw. */
  origemPlanejamentoId: ZId,
  origemVersion: z.number().int(),
});
export type TMoveOrder = z.infer<typeof ZMoveOrder>;

/** `POST /remover-ordem`. */
export const ZRemoveOrder = z.object({
  planejamentoId: ZId,
  ordemId: ZId,
  version: z.number().int(),
  confirmSent: z.boolean().optional(),
});

/** `PUT /aceita-alteracoes/salva-sequencia`: the day's items in their new order. */
export const ZSaveSequence = z.object({
  planejamentoId: ZId,
  version: z.number().int(),
  itemIds: z.array(ZId).max(500),
  confirmSent: z.boolean().optional(),
});

/** `PUT /aceita-alteracoes/multiplos`: the sequences of several days, saved in one job. */
export const ZSaveSequences = z.array(ZSaveSequence).min(1).max(100);

/** `POST /manual/salvar-limpeza`: a cleanout at a position of the day. */
export const ZSaveCleanout = z.object({
  planejamentoId: ZId,
  version: z.number().int(),
  posicao: ZId,
  confirmSent: z.boolean().optional(),
});

/** `POST /confirma-ordem-extra` and `/confirma-desfazer-ordem-extra`. */
export const ZExtraOrder = z.object({
  planejamentoId: ZId,
  ordemId: ZId,
});

/** `PUT /reschedule` and `/rescheduleV2`: move orders to another day (and machine). */
export const ZReschedule = z.object({
  ordensId: z.array(ZId).min(1).max(200),
  dataDesejada: ZDateOnly,
  configuracaoId: ZId,
  equipamentoId: ZId.optional(),
  /** Confirms changing days already sent to their machines. */
  confirmSent: z.boolean().optional(),
});

/** Answer of `PUT /reschedule`: the machine's day the orders went into; null when no machine was named. */
export const ZRescheduleAnswer = z.object({ plan: ZPlan.nullable() });
export type TRescheduleAnswer = z.infer<typeof ZRescheduleAnswer>;

/** `GET /versao/ativar`. */
export const ZActivateVersion = z.object({
  referencia: ZDateOnly,
  configuracaoId: ZIdText,
  equipamentoId: ZIdText,
  tipo: ZPlanKind,
});
