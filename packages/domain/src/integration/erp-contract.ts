import { z } from 'zod';

/**
 * The JSON an agronomy ERP speaks to Tramline's HTTP adapter (docs/integration.md). Amounts are in
 * the ERP's own units: rates per acre or hectare (`rateBasis`) in the ERP's unit codes, which the
 * units de-para maps to Tramline's measure units.
 */
const code = z.string().trim().min(1).max(60);

export const ZErpTicketField = z.object({
  code,
  name: z.string().max(200).optional(),
  /** Area in the ticket's area unit. */
  area: z.number().min(0).optional(),
});

export const ZErpTicketProduct = z.object({
  code,
  name: z.string().max(200).optional(),
  rate: z.number().gt(0).max(1_000_000),
  /** The ERP's unit code of the amount (e.g. GAL, PT, FLOZ, LB). */
  unit: code,
});

/** A blend ticket: an application a retailer sold, to be made into one work order. */
export const ZErpTicket = z.object({
  ticketNumber: z.string().trim().min(1).max(20),
  /** Grows each time the ERP changes the ticket. */
  revision: z.number().int().min(0).default(0),
  status: z.enum(['OPEN', 'CANCELLED']).default('OPEN'),
  growerCode: code,
  growerName: z.string().max(200).optional(),
  farmCode: code.optional(),
  farmName: z.string().max(200).optional(),
  fields: z.array(ZErpTicketField).max(200).default([]),
  products: z.array(ZErpTicketProduct).max(20).default([]),
  /** Whether `area` and rates are per acre (`ac`) or per hectare (`ha`). */
  areaUnit: z.enum(['ac', 'ha']).default('ac'),
  /** Carrier (spray volume) per area unit, in `carrierUnit`. */
  carrierRate: z.number().min(0).max(10_000).nullish(),
  carrierUnit: code.nullish(),
  crop: z.string().max(60).nullish(),
  /** PREPLANT, PRE, POST, BURNDOWN. */
  timing: z.enum(['PREPLANT', 'PRE', 'POST', 'BURNDOWN']).default('PRE'),
  equipmentCode: code.nullish(),
  equipmentGroupCode: code.nullish(),
  locationCode: code.nullish(),
  applyAfter: z.iso.datetime({ offset: true }).nullish(),
  applyBefore: z.iso.datetime({ offset: true }).nullish(),
  notes: z.string().max(2000).nullish(),
});
export type TErpTicket = z.infer<typeof ZErpTicket>;

export const ZErpGrower = z.object({ code, name: z.string().max(200) });
export const ZErpProduct = z.object({
  code,
  name: z.string().max(200),
  type: z.enum(['LIQUID', 'DRY', 'AMMONIA', 'SEED']).optional(),
  epa: z.string().max(60).nullish(),
});
export const ZErpField = z.object({
  code,
  name: z.string().max(200),
  growerCode: code,
  farmCode: code.nullish(),
  /** Acres as the ERP keeps them. */
  acres: z.number().min(0).nullish(),
  /** GeoJSON Polygon or MultiPolygon, WGS84; null when the ERP has no boundary. */
  geometry: z.record(z.string(), z.unknown()).nullish(),
});
export type TErpGrower = z.infer<typeof ZErpGrower>;
export type TErpProduct = z.infer<typeof ZErpProduct>;
export type TErpField = z.infer<typeof ZErpField>;

/** What Tramline sends back when an order of a ticket closes: its status and what was applied. */
export const ZErpWorkOrderStatus = z.object({
  ticketNumber: z.string(),
  status: z.enum(['COMPLETED', 'CANCELLED', 'IN_PROGRESS']),
  completedAt: z.string().nullable(),
  appliedAreaHectares: z.number().nullable(),
  appliedVolumeLitres: z.number().nullable(),
  products: z.array(
    z.object({
      code: z.string(),
      /** Litres or kilograms of the product applied. */
      appliedAmount: z.number().nullable(),
      unit: z.enum(['l', 'kg']),
    }),
  ),
});
export type TErpWorkOrderStatus = z.infer<typeof ZErpWorkOrderStatus>;
