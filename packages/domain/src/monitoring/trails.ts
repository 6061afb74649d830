import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { ZMapClient } from '../geo/map-search';
import { ZDateOnly } from '../planning/plan';

/**
 * Trails, statistics, legend and extent of the spec's map calls (part 1 §7, part 2 §7). Distances
 * km, speeds km/h, minutes, rates per hectare (l/ha liquid, kg/ha dry), instants UTC (ISO 8601).
 */

/** Below this ground speed (km/h) a machine counts as stopped. */
export const STOPPED_SPEED_KMH = 1;
/** Two points further apart in time than this are not joined: the terminal was off or silent. */
export const TRAIL_GAP_SECONDS = 5 * 60;
/** What a trail segment shows: product going out, or moving with the boom off. */
export const TRAIL_STATES = ['applying', 'travelling'] as const;
export type TTrailState = (typeof TRAIL_STATES)[number];
/** Most orders one trail call may ask for. */
export const TRAIL_MAX_ORDERS = 50;
/** Most days one day-trail or extent call may span. */
export const TRAIL_MAX_DAYS = 7;
/** Rate classes of a legend. */
export const LEGEND_CLASSES = 5;
/** Legend colours, low rate to high. */
export const LEGEND_COLOURS = ['#d73027', '#fc8d59', '#fee08b', '#91cf60', '#1a9850'] as const;

const ZBooleanText = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((value) => value === true || value === 'true');

/** A range of days that runs forward and spans at most `TRAIL_MAX_DAYS`. */
function spanOk(from: string, to: string): boolean {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return days >= 0 && days < TRAIL_MAX_DAYS;
}

export const ZTrailClientParams = z.object({ clientId: ZMapClient });

/** `POST /v4/ordem-servico/rastro/{clientId}`: the trails of some orders, optionally of one day. */
export const ZOrderTrailInput = z.object({
  cd_ordem_servico: z.array(ZId).min(1).max(TRAIL_MAX_ORDERS),
  /** Only this branch-local day of the orders. */
  dtInicio: ZDateOnly.optional(),
});
export type TOrderTrailInput = z.infer<typeof ZOrderTrailInput>;

/** `POST /v4/ordem-servico/rastro/v2/{clientId}/{x}` path: `x` is the branch. */
export const ZDayTrailParams = z.object({ clientId: ZMapClient, x: ZIdText });
/** The days (branch-local, inclusive) and optionally the machines of a branch's trails. */
export const ZDayTrailInput = z
  .object({
    dtInicio: ZDateOnly,
    dtFim: ZDateOnly.optional(),
    equipamentoIds: z.array(ZId).max(1000).optional(),
  })
  .refine((input) => spanOk(input.dtInicio, input.dtFim ?? input.dtInicio), { path: ['dtFim'] });
export type TDayTrailInput = z.infer<typeof ZDayTrailInput>;

export const ZTrailFeature = z.object({
  type: z.literal('Feature'),
  properties: z.object({
    equipamentoId: z.number().int(),
    cdOrdemServico: z.number().int().nullable(),
    state: z.enum(TRAIL_STATES),
    start: z.string(),
    end: z.string(),
    /** Mean reported rate of the segment, per hectare; null when travelling or not reported. */
    rate: z.number().nullable(),
  }),
  geometry: z.object({
    type: z.literal('LineString'),
    coordinates: z.array(z.tuple([z.number(), z.number()])),
  }),
});
export type TTrailFeature = z.infer<typeof ZTrailFeature>;
export const ZTrailCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(ZTrailFeature),
});
export type TTrailCollection = z.infer<typeof ZTrailCollection>;

/** `GET /v4/ordem-servico/statistics/{clientId}?cd_ordem_servico=&dtInicio=`. */
export const ZTrailStatisticsQuery = z.object({
  cd_ordem_servico: ZIdText,
  dtInicio: ZDateOnly.optional(),
});
export const ZTrailStatistics = z.object({
  cdOrdemServico: z.number().int(),
  points: z.number().int(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  distanceKm: z.number(),
  applyingMinutes: z.number(),
  travellingMinutes: z.number(),
  stoppedMinutes: z.number(),
  /** Distance over the moving time (applying and travelling). */
  meanSpeedKmh: z.number().nullable(),
  /** Lowest and highest rate reported while applying. */
  rateMin: z.number().nullable(),
  rateMax: z.number().nullable(),
});
export type TTrailStatistics = z.infer<typeof ZTrailStatistics>;

/** `GET /v4/ordem-servico/legend/{clientId}?cd_ordem_servico=&dtInicio=&isLiquid=`. */
export const ZTrailLegendQuery = ZTrailStatisticsQuery.extend({ isLiquid: ZBooleanText });
export const ZTrailLegend = z.object({
  cdOrdemServico: z.number().int(),
  /** Rates are litres a hectare for a liquid legend, kilograms otherwise. */
  unit: z.enum(['l/ha', 'kg/ha']),
  classes: z.array(
    z.object({
      min: z.number(),
      max: z.number(),
      colour: z.string(),
      /** Applying points in the class. */
      points: z.number().int(),
    }),
  ),
});
export type TTrailLegend = z.infer<typeof ZTrailLegend>;

/** `GET /v1/extent/rastro/{client}/{unit}?dt_ini=&dt_fim=&is_dot_trail=`. */
export const ZTrailExtentParams = z.object({ client: ZMapClient, unit: ZIdText });
export const ZTrailExtentQuery = z
  .object({
    dt_ini: ZDateOnly,
    dt_fim: ZDateOnly,
    /** Every point (a dot trail) rather than only the moving points the lines are drawn from. */
    is_dot_trail: ZBooleanText,
  })
  .refine((query) => spanOk(query.dt_ini, query.dt_fim), { path: ['dt_fim'] });
