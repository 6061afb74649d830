import { z } from 'zod';
import { ZAreaGeometryValue, ZBoundingBox } from '../geo/geojson';

/** One stretch of the as-applied map: the ground a boom covered at one rate. */
export const ZCoverageRateSegment = z.object({
  /** Rate the machine reported (per hectare), null when it reported none. */
  rate: z.number().nullable(),
  geometry: ZAreaGeometryValue,
});
export type TCoverageRateSegment = z.infer<typeof ZCoverageRateSegment>;

/**
 * An order's as-applied coverage, computed from its positions (boom and sections on), the
 * machine's working width and the order's fields. Areas in hectares.
 */
export const ZOrderCoverage = z.object({
  cdOrdemServico: z.number().int(),
  /** The ground covered at least once, null when nothing was applied. */
  covered: ZAreaGeometryValue.nullable(),
  appliedArea: z.number(),
  /** Ground covered twice or more. */
  overlapArea: z.number(),
  /** Overlap over applied area, percent. */
  overlapPercent: z.number(),
  /** The order's fields together. */
  fieldArea: z.number(),
  /** Ground of the order's fields not covered. */
  uncoveredArea: z.number(),
  /** Ground covered outside the order's fields. */
  offTargetArea: z.number(),
  /** Mean reported rate over the covered stretches, null when no rate was reported. */
  averageRate: z.number().nullable(),
  /**
   * Product put out (litres for liquids, kilograms for dry): each stretch's rate times its area,
   * ground covered twice counting twice; null when no rate was reported.
   */
  appliedVolume: z.number().nullable(),
  rateMin: z.number().nullable(),
  rateMax: z.number().nullable(),
  /** The as-applied map: the covered stretches with their rate. */
  rateSegments: z.array(ZCoverageRateSegment),
  /** The machine's path as reported (sections on or off), for the trail map. */
  trail: z.array(z.tuple([z.number(), z.number()])),
  bbox: ZBoundingBox.nullable(),
  pointCount: z.number().int(),
  /** Working width used, metres; null when the machine has none recorded. */
  widthMetres: z.number().nullable(),
  computedAt: z.string(),
});
export type TOrderCoverage = z.infer<typeof ZOrderCoverage>;
