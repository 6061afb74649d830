import { z } from 'zod';
import { ZSensitiveSiteKind } from '../records/sensitive-site';

/**
 * The label gate at dispatch: before a machine's day is sent, every order in it is checked against
 * its products' labels (licences, restricted use, weather limits at the field for the planned
 * hours, the sun rule). A day that breaks one is refused unless a user who may send types why it
 * goes out anyway; the evidence is kept with the trip.
 */

/** The rules the gate checks; each refusal names one. */
export const LABEL_GATE_RULES = [
  'licence',
  'restrictedUse',
  'windMax',
  'windMin',
  'temperatureMax',
  'temperatureMin',
  'humidityMax',
  'humidityMin',
  'rain',
  'sun',
  'noForecast',
  'noSprayBuffer',
] as const;
export const ZLabelGateRule = z.enum(LABEL_GATE_RULES);
export type TLabelGateRule = z.infer<typeof ZLabelGateRule>;

/** The quantity a rule's value and limit are in (stored metric; shown in the locale's units). */
export const LABEL_GATE_QUANTITY: Partial<
  Record<TLabelGateRule, 'speed' | 'temperature' | 'rainfall' | 'length'>
> = {
  windMax: 'speed',
  windMin: 'speed',
  temperatureMax: 'temperature',
  temperatureMin: 'temperature',
  rain: 'rainfall',
  noSprayBuffer: 'length',
};

/** One broken label requirement of a day. */
export const ZLabelGateViolation = z.object({
  rule: ZLabelGateRule,
  /** The rule's message in the caller's language. */
  message: z.string(),
  cdOrdemServico: z.number().int(),
  vlOrdemServico: z.string().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  fieldName: z.string().nullable(),
  /** Start of the planned hour that breaks it (ISO), null for licences. */
  hour: z.string().nullable(),
  /**
   * The forecast value and the product's limit, metric (km/h, °C, %, mm; rain: hours; a no-spray
   * buffer: the field's distance from the site and the buffer, metres).
   */
  value: z.number().nullable(),
  limit: z.number().nullable(),
  /** The sensitive site a `noSprayBuffer` violation is about. */
  site: z.object({ id: z.number().int(), name: z.string(), kind: ZSensitiveSiteKind }).nullish(),
});
export type TLabelGateViolation = z.infer<typeof ZLabelGateViolation>;

/** The body of a refused send (409): the message, and each violation. */
export const ZLabelGateRefusal = z.object({
  code: z.string(),
  message: z.string(),
  details: z.object({ violations: z.array(ZLabelGateViolation) }),
});
export type TLabelGateRefusal = z.infer<typeof ZLabelGateRefusal>;

/** One forecast hour the gate read at a field. */
export const ZLabelGateForecastHour = z.object({
  fieldName: z.string(),
  hour: z.string(),
  windKmh: z.number(),
  temperatureC: z.number(),
  humidityPct: z.number(),
  rainMm: z.number(),
});

/** What the gate found for a send, kept with the trip. */
export const ZLabelGateEvidence = z.object({
  checkedAt: z.string(),
  /** Weather provider asked. */
  source: z.string(),
  /** Each rule checked and whether it held. */
  rules: z.array(z.object({ rule: ZLabelGateRule, passed: z.boolean() })),
  violations: z.array(ZLabelGateViolation),
  forecast: z.array(ZLabelGateForecastHour),
  /** Who sent it despite the violations and why (null when nothing was broken). */
  override: z.object({ userId: z.number().int(), login: z.string(), reason: z.string() }).nullable(),
});
export type TLabelGateEvidence = z.infer<typeof ZLabelGateEvidence>;

/** Longest override reason. */
export const LABEL_GATE_REASON_MAX = 500;
