import { z } from 'zod';
import { INT4_MAX, ZId, ZIdText } from '../ids';
import { ZPageQuery } from '../paging';
import { ZPlanType } from '../records/product';
import { ZWorkOrderLicenceAlert } from '../work-orders/licence-alerts';
import { ZApplicationType, ZInconsistencyCause } from '../work-orders/work-order';
import { ZVehicle, ZWeighting } from './routing';

/**
 * The wire contract of the planning area (spec part 1 §3, §4, §7; base path
 * `/planejamento-ordem-servico/v2`). A plan is one machine's day in one equipment group, in two
 * versions: optimised (AUTOMATICO) and custom (MANUAL); one of them is active.
 */

export const PLAN_KINDS = ['AUTOMATICO', 'MANUAL'] as const;
export const ZPlanKind = z.enum(PLAN_KINDS);
export type TPlanKind = z.infer<typeof ZPlanKind>;

/** What an item of a machine's day is. */
export const PLAN_ITEM_KINDS = ['order', 'cleanout', 'refill'] as const;
export const ZPlanItemKind = z.enum(PLAN_ITEM_KINDS);
export type TPlanItemKind = z.infer<typeof ZPlanItemKind>;

/** Intervals of a machine's timeline, as the engine reports them. */
export const ACTIVITY_KINDS = ['travel', 'refill', 'cleaning', 'application', 'waiting'] as const;
export const ZActivityKind = z.enum(ACTIVITY_KINDS);
export type TActivityKind = z.infer<typeof ZActivityKind>;

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
});
export type TPlanActivity = z.infer<typeof ZPlanActivity>;

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

const ZIdList = z
  .union([ZIdText, z.array(ZIdText), z.string()])
  .optional()
  .transform((value) => {
    if (value === undefined) return undefined;
    const raw = Array.isArray(value) ? value : String(value).split(',');
    return raw.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= INT4_MAX);
  });

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

/** Available-orders date-created presets (spec part 1 §9). */
export const AVAILABLE_ORDER_PRESETS = ['last2days', 'last7days'] as const;

/** `POST /ordens-disponiveis` (and `/manual`, `/count`): orders that can go into the day. */
export const ZAvailableOrdersQuery = ZPageQuery.extend({
  data: ZDateOnly,
  configuracaoId: ZIdText,
  preset: z.enum(AVAILABLE_ORDER_PRESETS).optional(),
  dateInit: ZDateOnly.optional(),
  dateEnd: ZDateOnly.optional(),
  showInconsistent: z.coerce.boolean().default(true),
  applicationType: ZApplicationType.optional(),
  /**
   * Also the orders the group's active plans of the day hold (the map draws and colours them by
   * machine): listed first, not selectable, with their machine. Absent or false: the list is unchanged.
   */
  incluirProgramadas: z.boolean().optional(),
});
export type TAvailableOrdersQuery = z.infer<typeof ZAvailableOrdersQuery>;

export const ZAvailableOrder = z.object({
  cdOrdemServico: z.number().int(),
  description: z.string(),
  vlOrdemServico: z.string().nullable(),
  growerName: z.string(),
  farmName: z.string(),
  fieldNames: z.array(z.string()),
  /** Field centroids for the map; null when a field has no geometry. */
  fields: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
  ),
  /** The blocks (zones) of the order's fields, each once, in field order; fields without a zone add none. */
  blockNames: z.array(z.string()).optional(),
  locationName: z.string().nullable(),
  productNames: z.array(z.string()),
  timing: ZPlanType,
  applicationType: ZApplicationType,
  cropType: z.string().nullable(),
  /** Hectares. */
  selectedArea: z.number(),
  createdAt: z.string(),
  status: z.number().int(),
  inconsistencias: z.array(ZInconsistencyCause),
  /**
   * Compliance alerts, counted as the work-order list counts them (`qtdAlertas`): those planning
   * records plus one per product the applicator is not licensed for. Absent: none known.
   */
  qtdAlertas: z.number().int().optional(),
  /** The products the order's applicator is not licensed for on its planned start (or today). */
  licenceAlerts: z.array(ZWorkOrderLicenceAlert).optional(),
  rank: z.number().int(),
  rankName: z.string(),
  selectable: z.boolean(),
  /** Date of a future schedule that already holds it, if any. */
  scheduledOn: z.string().nullable(),
  /** With `incluirProgramadas`: the machine whose active plan of the day holds it (null otherwise). */
  equipamentoId: z.number().int().nullable().optional(),
});
export type TAvailableOrder = z.infer<typeof ZAvailableOrder>;

/** `POST /ordens-disponiveis/count` (and `/manual/count`): how many orders the list holds. */
export const ZAvailableOrdersCount = z.object({ count: z.number().int() });
export type TAvailableOrdersCount = z.infer<typeof ZAvailableOrdersCount>;

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
