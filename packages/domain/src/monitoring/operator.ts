import { z } from 'zod';
import { ZAreaGeometryValue } from '../geo/geojson';
import { ZId } from '../ids';
import { ZPlanItemKind } from '../planning/plan';
import { ZMeasureUnitCode } from '../units/measure-units';
import { ZCleaningFamily, ZProductType } from '../records/product';
import { ZWorkOrderStatus } from '../work-orders/status';

/**
 * The operator app in the cab (`/operator`): what it reads through the machine API besides the
 * calls terminals already make. Areas hectares, rates per hectare in the product's base amount,
 * wind km/h, temperatures °C, instants UTC (ISO 8601).
 */

/** `POST /machine/v1/voucher-machines`: the machines a voucher may sign a device in for. */
export const ZVoucherMachinesRequest = z.object({
  voucherCode: z.string().trim().min(1).max(20),
});
export type TVoucherMachinesRequest = z.infer<typeof ZVoucherMachinesRequest>;

export const ZVoucherMachine = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
});
export type TVoucherMachine = z.infer<typeof ZVoucherMachine>;

/**
 * `GET /api/operator/machines`: a machine a signed-in user may sign the operator app in for, from
 * one of their branches (`unitId`, `unitName`).
 */
export const ZOperatorMachine = ZVoucherMachine.extend({
  unitId: z.number().int(),
  unitName: z.string(),
});
export type TOperatorMachine = z.infer<typeof ZOperatorMachine>;

/** `POST /api/operator/device-tokens`: a device token for a machine, taken with the login session. */
export const ZOperatorDeviceTokenRequest = z.object({
  /** A machine of one of the caller's branches (equipment id). */
  equipmentId: ZId,
});
export type TOperatorDeviceTokenRequest = z.infer<typeof ZOperatorDeviceTokenRequest>;

/** `GET /machine/v1/machines/{equipmentId}/schedule?day=`: the branch-local day, today by default. */
export const ZOperatorScheduleQuery = z.object({
  day: z.iso.date().optional(),
});

/** The weather limits of an order's tank mix: the strictest of its products' labels. */
export const ZOperatorLimits = z.object({
  windMin: z.number().nullable(),
  windMax: z.number().nullable(),
  temperatureMin: z.number().nullable(),
  temperatureMax: z.number().nullable(),
  humidityMin: z.number().nullable(),
  humidityMax: z.number().nullable(),
  rainFreeHours: z.number().nullable(),
  sunRule: z.boolean(),
});
export type TOperatorLimits = z.infer<typeof ZOperatorLimits>;

export const ZOperatorField = z.object({
  id: z.number().int(),
  name: z.string(),
  areaHectares: z.number().nullable(),
  geometry: ZAreaGeometryValue.nullable(),
  /** Where navigation takes the operator: the boundary's centroid, [longitude, latitude]. */
  centroid: z.tuple([z.number(), z.number()]).nullable(),
});
export type TOperatorField = z.infer<typeof ZOperatorField>;

export const ZOperatorProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  type: ZProductType.nullable(),
  rate: z.number(),
  rateUnit: ZMeasureUnitCode,
  /** rate x the order's area, in the base amount. */
  total: z.number(),
  /** The product's cleanout class: places it in the standard mixing order (`inMixingOrder`). */
  cleaningFamily: ZCleaningFamily.nullable().default(null),
});

/**
 * What this machine reported for an order so far, from its points that name the order, as the
 * as-applied coverage computes it.
 */
export const ZOperatorReported = z.object({
  /** Hectares covered with the boom (or some sections) on inside the order's fields, counted once. */
  area: z.number(),
  /**
   * Litres or kilograms put out: each covered stretch's reported rate x its area (overlap and
   * off-target ground included); null when the machine reports no rates.
   */
  volume: z.number().nullable(),
  /** Points the machine reported for the order. */
  points: z.number().int(),
});
export type TOperatorReported = z.infer<typeof ZOperatorReported>;

/** A work order as the cab sees it. */
export const ZOperatorOrder = z.object({
  cdOrdemServico: z.number().int(),
  description: z.string(),
  ticket: z.string().nullable(),
  status: ZWorkOrderStatus,
  growerName: z.string(),
  farmName: z.string(),
  fields: z.array(ZOperatorField),
  products: z.array(ZOperatorProduct),
  /** Carrier (water) litres per hectare of a liquid mix. */
  carrierRate: z.number().nullable(),
  limits: ZOperatorLimits,
  notes: z.string().nullable(),
  startedAt: z.string().nullable(),
  appliedArea: z.number().nullable(),
  appliedVolume: z.number().nullable(),
  /** The skip day (branch-local) when skipped. */
  skippedOn: z.string().nullable(),
  /** Null before the machine reported any point for the order (and in a day cached before it was sent). */
  reported: ZOperatorReported.nullable().default(null),
});
export type TOperatorOrder = z.infer<typeof ZOperatorOrder>;

export const ZOperatorStop = z.object({
  sequence: z.number().int(),
  kind: ZPlanItemKind,
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  area: z.number(),
  /** Litres (liquid) or kilograms (dry). */
  volume: z.number(),
  /** Tank loads of the stop. */
  batches: z.number().int(),
  /** Null for refills and cleanouts, or an order no longer readable. */
  order: ZOperatorOrder.nullable(),
});
export type TOperatorStop = z.infer<typeof ZOperatorStop>;

/** Where a machine was at an instant (ISO 8601, UTC). */
export const ZOperatorPosition = z.object({
  time: z.string(),
  longitude: z.number(),
  latitude: z.number(),
});
export type TOperatorPosition = z.infer<typeof ZOperatorPosition>;

/**
 * A machine's sent day: the latest send of that day. `version` is the send's id, so a day sent
 * again after a change answers a new version and the app can tell the operator the day changed.
 */
export const ZOperatorSchedule = z.object({
  equipmentId: z.number().int(),
  equipmentName: z.string(),
  day: z.string(),
  /** Null when nothing was sent for the day. */
  version: z.number().int().nullable(),
  planId: z.number().int().nullable(),
  sentAt: z.string().nullable(),
  stops: z.array(ZOperatorStop),
  /** The branch's active stop operations: the reasons a pause names. */
  stopOperations: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  /** The machine's latest reported point (any order, any day); null before its first. */
  lastPosition: ZOperatorPosition.nullable().default(null),
});
export type TOperatorSchedule = z.infer<typeof ZOperatorSchedule>;
