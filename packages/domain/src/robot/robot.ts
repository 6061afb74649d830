import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { messageRef } from '../validation';
import { ZAreaGeometryValue, ZBoundingBox } from '../geo/geojson';
import { ZMapClient } from '../geo/map-search';
import { ZDateOnly } from '../planning/plan';
import { ZWorkOrderListQuery, ZWorkOrderSummary } from '../work-orders/work-order';

/**
 * A robot execution's key: `{machine}-{YYYYMMDD}-{order or 0}`. An execution is what one robot
 * reported on one branch-local day for one work order (a robot order has exactly one field, so
 * per order is per field); positions reported without an order make the `-0` execution.
 */
export const ROBOT_EXECUTION_KEY = /^[1-9]\d{0,9}-\d{8}-\d{1,10}$/;
export const ZRobotExecutionKey = z.string().regex(ROBOT_EXECUTION_KEY);
export type TRobotExecutionKey = z.infer<typeof ZRobotExecutionKey>;

/** Longest range of days an execution query may span. */
export const ROBOT_RANGE_MAX_DAYS = 62;
/** Most executions one link may name. */
export const ROBOT_LINK_EXECUTIONS_MAX = 50;
/** Longest signature: a typed name, or a drawn one as a PNG data URL. */
export const ROBOT_SIGNATURE_MAX = 200_000;

/** One robot execution as the lists show it. */
export const ZRobotExecution = z.object({
  id: ZRobotExecutionKey,
  equipamentoId: z.number().int(),
  equipmentName: z.string(),
  /** Branch-local day, `YYYY-MM-DD`. */
  date: z.string(),
  start: z.string(),
  end: z.string(),
  durationSeconds: z.number(),
  /** Kilometres driven, applying or not. */
  distanceKm: z.number(),
  /** Kilometres driven with the boom on. */
  applyingKm: z.number(),
  pointCount: z.number().int(),
  cdOrdemServico: z.number().int().nullable(),
  fieldId: z.number().int().nullable(),
  fieldName: z.string().nullable(),
  /** The link that names this execution, if any. */
  linkId: z.number().int().nullable(),
});
export type TRobotExecution = z.infer<typeof ZRobotExecution>;

/** A range of branch-local days, in order and at most `ROBOT_RANGE_MAX_DAYS` long. */
function inRange(value: { startDate: string; endDate: string }) {
  const days = (Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000;
  return days >= 0 && days < ROBOT_RANGE_MAX_DAYS;
}
const days = { startDate: ZDateOnly, endDate: ZDateOnly };

export const ZRobotClientParams = z.object({ clientId: ZMapClient });

/** `POST /sgp-api/v2/{clientId}`: the branch's robot executions of some days. */
export const ZRobotExecutionDateFilter = z.object(days).refine(inRange, { path: ['endDate'] });
export type TRobotExecutionDateFilter = z.infer<typeof ZRobotExecutionDateFilter>;

/** `POST /sgp-api/lista-execucoes`: a page of executions, optionally of some robots, linked or not. */
export const ZRobotExecutionListInput = z
  .object({
    ...days,
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(200).default(20),
    equipamentoIds: z.array(ZId).max(200).optional(),
    linked: z.boolean().optional(),
  })
  .refine(inRange, { path: ['endDate'] });
export type TRobotExecutionListInput = z.infer<typeof ZRobotExecutionListInput>;

export const ZRobotExecutionParams = z.object({ id: ZRobotExecutionKey });

/** `GET /v3/missao-execucao/relatorio-aplicacao/info/{id}`: one execution and its coverage figures (hectares). */
export const ZRobotExecutionInfo = ZRobotExecution.extend({
  appliedArea: z.number(),
  overlapArea: z.number(),
  fieldArea: z.number(),
  uncoveredArea: z.number(),
  averageRate: z.number().nullable(),
  appliedVolume: z.number().nullable(),
  widthMetres: z.number().nullable(),
  bbox: ZBoundingBox.nullable(),
});
export type TRobotExecutionInfo = z.infer<typeof ZRobotExecutionInfo>;

/** `POST /v4/robot/application-report/{clientId}/{unit}`: times in epoch seconds. */
export const ZRobotReportParams = z.object({ clientId: ZMapClient, unit: ZIdText });
export const ZRobotApplicationReportInput = z
  .object({
    cdIdTalhao: ZId,
    startDate: z.number().int().min(0),
    endDate: z.number().int().min(0),
  })
  .refine((value) => value.startDate <= value.endDate, { path: ['endDate'] })
  .refine((value) => value.endDate - value.startDate <= ROBOT_RANGE_MAX_DAYS * 86_400, { path: ['endDate'] });
export type TRobotApplicationReportInput = z.infer<typeof ZRobotApplicationReportInput>;

export const ZRobotApplicationReport = z.object({
  fieldId: z.number().int(),
  fieldName: z.string(),
  executions: z.array(ZRobotExecution),
  durationSeconds: z.number(),
  applyingKm: z.number(),
});
export type TRobotApplicationReport = z.infer<typeof ZRobotApplicationReport>;

/** `POST /v4/robot-tile/pulverization-robot/report/{id}`: the execution's covered ground. */
export const ZRobotCoverageLayer = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      properties: z.object({ execucaoId: ZRobotExecutionKey, appliedArea: z.number() }),
      geometry: ZAreaGeometryValue,
    }),
  ),
});
export type TRobotCoverageLayer = z.infer<typeof ZRobotCoverageLayer>;

/** `GET /v3/linha/{id}/geojson`: the execution's path as one line. */
export const ZRobotLine = z.object({
  type: z.literal('Feature'),
  properties: z.object({ execucaoId: ZRobotExecutionKey, equipamentoId: z.number().int() }),
  geometry: z.object({
    type: z.literal('LineString'),
    coordinates: z.array(z.tuple([z.number(), z.number()])),
  }),
});
export type TRobotLine = z.infer<typeof ZRobotLine>;

/** `POST /v4/robot-sprayer/bbox/{id}`: the box around an execution's positions. */
export const ZRobotBoundingBox = z.object({ bbox: ZBoundingBox.nullable() });

/** Columns the robot order list sorts by with `orderBy` (and `ascending`). */
export const ROBOT_ORDER_SORT_COLUMNS = [
  'cdOrdemServico',
  'vlOrdemServico',
  'description',
  'status',
  'timing',
  'createdAt',
  'dtEncerramento',
  'selectedArea',
] as const;
/** Columns the robot order list filters by with `byColumn` (and the text `filter`). */
export const ROBOT_ORDER_FILTER_COLUMNS = ['vlOrdemServico', 'description', 'growerName'] as const;
export type TRobotOrderFilterColumn = (typeof ROBOT_ORDER_FILTER_COLUMNS)[number];

const columnName = z
  .string()
  .trim()
  .max(60)
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * `GET /robo/ordemservico`: orders of robot groups, filtered like the order list, plus the spec's
 * list parameters: `orderBy` a column with `ascending` (default true), and `byColumn` a column
 * that must contain the text `filter` (case-insensitive). An unknown column is a 400.
 */
export const ZRobotWorkOrderQuery = ZWorkOrderListQuery.omit({
  category: true,
  dateInit: true,
  dateEnd: true,
})
  .extend({
    startDate: ZDateOnly.optional(),
    endDate: ZDateOnly.optional(),
    orderBy: columnName,
    ascending: z.enum(['true', 'false']).optional(),
    byColumn: columnName,
    filter: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
  })
  .superRefine((query, context) => {
    const sortable: readonly string[] = ROBOT_ORDER_SORT_COLUMNS;
    const filterable: readonly string[] = ROBOT_ORDER_FILTER_COLUMNS;
    if (query.orderBy !== undefined && !sortable.includes(query.orderBy))
      context.addIssue({
        code: 'custom',
        path: ['orderBy'],
        message: messageRef('invalidSort', { field: query.orderBy }),
      });
    if (query.byColumn !== undefined && !filterable.includes(query.byColumn))
      context.addIssue({
        code: 'custom',
        path: ['byColumn'],
        message: messageRef('invalidFilterColumn', { field: query.byColumn }),
      });
  });
export type TRobotWorkOrderQuery = z.infer<typeof ZRobotWorkOrderQuery>;

const signature = z.string().trim().min(1).max(ROBOT_SIGNATURE_MAX);

/** `POST /robo/ordemservico/link`: an order, the executions that did it, and who signs for it. */
export const ZRobotLinkInput = z
  .object({
    cdOrdemServico: ZId,
    execucoes: z.array(ZRobotExecutionKey).min(1).max(ROBOT_LINK_EXECUTIONS_MAX),
    funcionarioId: ZId,
    licencaId: ZId,
    assinatura: signature,
  })
  .strict();
export type TRobotLinkInput = z.infer<typeof ZRobotLinkInput>;

/** `POST /robo/ordemservico/save-by-execution`: the same from one execution's side. */
export const ZRobotSaveByExecutionInput = z
  .object({
    execucaoId: ZRobotExecutionKey,
    cdOrdemServico: ZId,
    funcionarioId: ZId,
    licencaId: ZId,
    assinatura: signature,
  })
  .strict();
export type TRobotSaveByExecutionInput = z.infer<typeof ZRobotSaveByExecutionInput>;

/** The robot link record (spec part 2 §2). */
export const ZRobotLink = z.object({
  id: z.number().int(),
  cdOrdemServico: z.number().int(),
  vlOrdemServico: z.string().nullable(),
  growerName: z.string(),
  farmName: z.string(),
  fieldNames: z.array(z.string()),
  linkedBy: z.string().nullable(),
  linkedAt: z.string(),
  equipmentGroupName: z.string().nullable(),
  applicatorName: z.string().nullable(),
  productNames: z.array(z.string()),
  execucoes: z.array(ZRobotExecutionKey),
  funcionarioId: z.number().int(),
  employeeName: z.string(),
  assinatura: z.string(),
  licence: z.object({
    id: z.number().int(),
    type: z.string(),
    number: z.string(),
    expirationDate: z.string(),
  }),
  executionsFrom: z.string(),
  executionsTo: z.string(),
  version: z.number().int(),
});
export type TRobotLink = z.infer<typeof ZRobotLink>;

/** A robot order in the list, with its link when it has one. */
export const ZRobotWorkOrder = ZWorkOrderSummary.extend({ link: ZRobotLink.nullable() });
export type TRobotWorkOrder = z.infer<typeof ZRobotWorkOrder>;

/**
 * The robot group rule: an order of a robot group names exactly one field, unless the group makes
 * individual orders per field. True when `fieldCount` breaks it.
 */
export function breaksRobotFieldRule(
  group: { robot: boolean; individualOrdersPerField: boolean } | null,
  fieldCount: number,
): boolean {
  return Boolean(group?.robot && !group.individualOrdersPerField && fieldCount !== 1);
}
