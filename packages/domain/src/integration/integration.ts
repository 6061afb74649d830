import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { ZPageQuery } from '../paging';
import { ZMeasureUnitCode } from '../units/measure-units';
import { messageRef } from '../validation';

/** Statuses of an integration row (spec part 2 §4), computed from the mappings and the order. */
export const INTEGRATION_ROW_STATUS = {
  /** The ticket's order exists and follows the ticket. */
  MAPPED: 'MAPPED',
  /** Every code is mapped: ready for 'save work orders'. */
  ATTACHED: 'ATTACHED',
  /** Some product, field or unit still needs mapping. */
  NOT_ATTACHED: 'NOT_ATTACHED',
  NO_FIELDS: 'NO_FIELDS',
  NO_PRODUCTS: 'NO_PRODUCTS',
  /** The ticket changed after its order was scheduled or sent: the dispatcher accepts it. */
  UPDATE: 'UPDATE',
  /** The ticket's order is in planning or running. */
  SCHEDULED: 'SCHEDULED',
} as const;
export const INTEGRATION_ROW_STATUSES = Object.values(INTEGRATION_ROW_STATUS);
export const ZIntegrationRowStatus = z.enum(INTEGRATION_ROW_STATUSES);
export type TIntegrationRowStatus = z.infer<typeof ZIntegrationRowStatus>;

/** Pendency of a row: active (A) or cancelled (C). */
export const ZPendencyStatus = z.enum(['A', 'C']);
export type TPendencyStatus = z.infer<typeof ZPendencyStatus>;

/** What an ERP code can be mapped to (the V2 tabs). */
export const MAPPING_KINDS = ['product', 'equipment', 'field', 'group', 'location', 'unit'] as const;
export const ZMappingKind = z.enum(MAPPING_KINDS);
export type TMappingKind = z.infer<typeof ZMappingKind>;

export const INTEGRATION_ADAPTERS = ['NONE', 'HTTP', 'FILES'] as const;
export const ZIntegrationAdapter = z.enum(INTEGRATION_ADAPTERS);

/** Polling interval limits, minutes. */
export const INTEGRATION_POLLING = { min: 5, max: 1440 } as const;

/** The branch's connector settings; the API key is write-only (empty keeps the stored one). */
export const ZIntegrationSettingsInput = z
  .object({
    adapter: ZIntegrationAdapter,
    baseUrl: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullish()
      .transform((value) => value ?? null),
    apiKey: z
      .string()
      .max(500)
      .nullish()
      .transform((value) => (value ? value : null)),
    pollingMinutes: z.number().int().min(INTEGRATION_POLLING.min).max(INTEGRATION_POLLING.max).default(60),
    version: ZId.optional(),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.adapter === 'HTTP' && !input.baseUrl)
      context.addIssue({ code: 'custom', path: ['baseUrl'], message: messageRef('required') });
  });
export type TIntegrationSettingsInput = z.infer<typeof ZIntegrationSettingsInput>;

export const ZIntegrationSettings = z.object({
  adapter: ZIntegrationAdapter,
  baseUrl: z.string().nullable(),
  /** Whether an API key is stored; the key itself never leaves the server. */
  hasCredentials: z.boolean(),
  pollingMinutes: z.number().int(),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** When the polling clock pulls next; null until the connection is made or right after a change. */
  nextSyncAt: z.string().nullable(),
  /** Failed pulls in a row: the clock retries after 1, 2, 4 ... minutes, at most the interval. */
  syncFailures: z.number().int(),
  version: z.number().int(),
});
export type TIntegrationSettings = z.infer<typeof ZIntegrationSettings>;

const ZErpCode = z.string().trim().min(1).max(60);

/** Map one ERP code to a Tramline record (`targetId`) or measure unit (`targetCode`); null unmaps. */
export const ZMappingInput = z
  .object({
    kind: ZMappingKind,
    erpCode: ZErpCode,
    targetId: ZId.nullish().transform((value) => value ?? null),
    targetCode: ZMeasureUnitCode.nullish().transform((value) => value ?? null),
  })
  .strict();
export type TMappingInput = z.infer<typeof ZMappingInput>;

export const ZIgnoreProductInput = z.object({ erpCode: ZErpCode, ignored: z.boolean() }).strict();

/** `POST unidade-medida-depara/createDePara`: an ERP unit code and Tramline's unit. */
export const ZUnitDeParaInput = z.object({ codigoErp: ZErpCode, unidadeMedida: ZMeasureUnitCode }).strict();

export const ZMapping = z.object({
  kind: ZMappingKind,
  erpCode: z.string(),
  erpName: z.string().nullable(),
  targetId: z.number().int().nullable(),
  targetCode: z.string().nullable(),
  ignored: z.boolean(),
  /** Tickets still pending that name the code. */
  pendingTickets: z.number().int(),
});
export type TMapping = z.infer<typeof ZMapping>;

export const ZMappingQuery = z.object({ kind: ZMappingKind });

/** A code a ticket names that has no mapping yet. */
export const ZIntegrationIssue = z.object({ kind: ZMappingKind, erpCode: z.string() });

/** A row of the pending items tab: one blend ticket as last seen, and what it waits for. */
export const ZIntegrationRow = z.object({
  id: z.number().int(),
  ticketNumber: z.string(),
  status: ZIntegrationRowStatus,
  pendency: ZPendencyStatus,
  growerCode: z.string(),
  farmCode: z.string().nullable(),
  fieldCodes: z.array(z.string()),
  productCodes: z.array(z.string()),
  isScheduled: z.boolean(),
  issues: z.array(ZIntegrationIssue),
  workOrderId: z.number().int().nullable(),
  /**
   * The equipment group (order configuration) the ticket's order goes to: the one chosen with
   * `POST /blendtickets/cfg`, else the mapping of the ticket's `equipmentGroupCode`, else null.
   */
  equipmentGroupId: z.number().int().nullable(),
  /** Whether `equipmentGroupId` was chosen in Tramline (`POST /blendtickets/cfg`). */
  equipmentGroupChosen: z.boolean(),
  error: z.string().nullable(),
  seenAt: z.string(),
  version: z.number().int(),
});
export type TIntegrationRow = z.infer<typeof ZIntegrationRow>;

/** `POST /blendtickets/cfg/{id}/{groupId}`: the row (ticket) and the equipment group its order goes to. */
export const ZBlendTicketCfgParams = z.object({ id: ZIdText, groupId: ZIdText });

/** `GET /pendencias`: the spec's query (`unidade` is the active branch; others are refused). */
export const ZPendenciesQuery = ZPageQuery.pick({ page: true, size: true, search: true, sort: true }).extend({
  status: ZPendencyStatus.default('A'),
  statusFilter: ZIntegrationRowStatus.optional(),
  unidade: ZIdText.optional(),
  /** A location: rows whose ticket's `locationCode` maps to it. */
  location: ZIdText.optional(),
  /** An equipment group: rows whose order goes to it (`equipmentGroupId`). */
  equipmentGroupFilter: ZIdText.optional(),
});
export type TPendenciesQuery = z.infer<typeof ZPendenciesQuery>;

/** The sorts of `GET /pendencias` (`sort=field[,asc|desc]`); ticket number ascending by default. */
export const PENDENCY_SORTS = ['ticketNumber', 'seenAt', 'growerCode', 'id'] as const;

/** `POST /blendtickets/integrate`: save the order of one ticket (or every attached one). */
export const ZBlendTicketIntegrate = z
  .object({
    cd_unidade: ZId.optional(),
    ticketnumber: z.string().trim().min(1).max(20).optional(),
    force_updates: z.boolean().default(false),
  })
  .strict();

export const ZSaveWorkOrdersResult = z.object({
  saved: z.array(z.object({ ticketNumber: z.string(), workOrderId: z.number().int() })),
  failed: z.array(z.object({ ticketNumber: z.string(), message: z.string() })),
});

export const ZSyncResult = z.object({
  received: z.number().int(),
  created: z.number().int(),
  changed: z.number().int(),
  updatedOrders: z.number().int(),
});

export const ZIntegrationLogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  direction: z.enum(['IN', 'OUT']),
  operation: z.string(),
  ticketNumber: z.string().nullable(),
  ok: z.boolean(),
  message: z.string().nullable(),
});
export type TIntegrationLogEntry = z.infer<typeof ZIntegrationLogEntry>;

export const ZIntegrationLogQuery = ZPageQuery.pick({ page: true, size: true }).extend({
  ticketnumber: z.string().trim().max(20).optional(),
});
