import { z } from 'zod';

/**
 * `/season-planning` (spec part 1 §2, en-ca behind the owner's feature check): area by crop and by
 * product over a season against the branch's capacity, by week. The spec shows no call path; this
 * one is the product's own (docs/season-planning.md). Areas in hectares, weeks start on Monday.
 */

/** The earliest and latest season a caller may ask for. */
export const SEASON_MIN = 2000;
export const SEASON_MAX = 2100;

/** `GET /api/season-planning?season=YYYY`: the calendar year in the branch's zone; this year without it. */
export const ZSeasonPlanningQuery = z.object({
  season: z.coerce.number().int().min(SEASON_MIN).max(SEASON_MAX).optional(),
});
export type TSeasonPlanningQuery = z.infer<typeof ZSeasonPlanningQuery>;

/** Area of a crop or a product over the season. */
export const ZSeasonShare = z.object({
  /** Null for orders without a crop. */
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  plannedHectares: z.number(),
  appliedHectares: z.number(),
});
export type TSeasonShare = z.infer<typeof ZSeasonShare>;

export const ZSeasonWeek = z.object({
  /** The Monday of the week, YYYY-MM-DD. */
  week: z.string(),
  plannedHectares: z.number(),
  appliedHectares: z.number(),
  /** Planned hectares per crop id (`none` for orders without a crop). */
  byCrop: z.record(z.string(), z.number()),
  capacityHectares: z.number(),
});
export type TSeasonWeek = z.infer<typeof ZSeasonWeek>;

export const ZSeasonPlanning = z.object({
  season: z.number().int(),
  timeZone: z.string(),
  /** Hectares the branch's active groups can cover in a full week. */
  weeklyCapacityHectares: z.number(),
  /** Weeks with orders or inside the season, in order. */
  weeks: z.array(ZSeasonWeek),
  crops: z.array(ZSeasonShare),
  products: z.array(ZSeasonShare),
  plannedHectares: z.number(),
  appliedHectares: z.number(),
});
export type TSeasonPlanning = z.infer<typeof ZSeasonPlanning>;
