import {
  licensedProductOf,
  missingLicencesFor,
  requiredLicencesFor,
  type TLabelGateRule,
  type TLicenceLike,
  type TProductLicenceRequirement,
  type TSensitiveSiteKind,
} from '@tramline/domain';
import type { TProductWeatherLimits, TSprayWindows } from '../spray-windows/spray-windows';

const HOUR_MS = 3_600_000;

/** A product of an order as the gate reads it: its licence requirement and respected limits. */
export interface TGateProduct {
  id: number;
  name: string;
  licenceRequired: TProductLicenceRequirement;
  limits: TProductWeatherLimits;
}

/** An order of the day with what its labels are checked against. */
export interface TGateOrder {
  id: number;
  ticket: string | null;
  applicator: { name: string; licences: readonly TLicenceLike[] } | null;
  products: readonly TGateProduct[];
  /** The planned application spans of the order on the machine's day. */
  applications: readonly { start: Date; end: Date }[];
}

/** A field's forecast verdicts for the day (from `computeSprayWindows`), with the field's name. */
export interface TGateFieldWeather {
  fieldName: string;
  windows: Pick<TSprayWindows, 'dayStart' | 'sunrise' | 'sunset' | 'hours'>;
}

/** A broken requirement before it is put in words: rule, where, when, the value and the limit. */
export interface TGateFinding {
  rule: TLabelGateRule;
  orderId: number;
  ticket: string | null;
  productId: number | null;
  productName: string | null;
  fieldName: string | null;
  hour: Date | null;
  value: number | null;
  limit: number | null;
  /** Extra words for the message (applicator, missing licences, sun times). */
  extra?: Record<string, string>;
  /** The sensitive site of a no-spray buffer finding. */
  site?: { id: number; name: string; kind: TSensitiveSiteKind };
}

/**
 * Licences and restricted use, per product: a product that needs a licence asks for an applicator
 * on the order who is certified (holds an applicator licence record); a certified applicator must
 * hold every licence the product needs in force on the day.
 */
export function licenceFindings(order: TGateOrder, date: string): TGateFinding[] {
  const findings: TGateFinding[] = [];
  for (const product of order.products) {
    const licensed = licensedProductOf(product);
    if (requiredLicencesFor(licensed).length === 0) continue;
    const base = {
      orderId: order.id,
      ticket: order.ticket,
      productId: product.id,
      productName: product.name,
      fieldName: null,
      hour: null,
      value: null,
      limit: null,
    };
    const certified = order.applicator?.licences.some(
      (licence) => licence.type === 'APPLICATOR' && licence.status !== 'DELETED',
    );
    if (!order.applicator || !certified) {
      findings.push({ ...base, rule: 'restrictedUse' });
      continue;
    }
    const missing = missingLicencesFor(order.applicator, licensed, date);
    if (missing.length)
      findings.push({
        ...base,
        rule: 'licence',
        extra: { applicator: order.applicator.name, missing: missing.join(', ') },
      });
  }
  return findings;
}

const WEATHER_RULES: Record<string, TLabelGateRule> = {
  'wind-max': 'windMax',
  'wind-min': 'windMin',
  'temperature-max': 'temperatureMax',
  'temperature-min': 'temperatureMin',
  'humidity-max': 'humidityMax',
  'humidity-min': 'humidityMin',
  rain: 'rain',
  'no-forecast': 'noForecast',
};

/** Hour starts (whole hours) an application span touches. */
function hoursOf(span: { start: Date; end: Date }): number[] {
  const hours: number[] = [];
  if (span.end.getTime() <= span.start.getTime()) return hours;
  for (
    let hour = Math.floor(span.start.getTime() / HOUR_MS) * HOUR_MS;
    hour < span.end.getTime();
    hour += HOUR_MS
  )
    hours.push(hour);
  return hours;
}

/**
 * Weather and sun, per field of the order: every forecast hour an application touches against each
 * product's limits (rain counts the product's rain-free hours after it), an hour without forecast,
 * and the sun rule (1 hour after sunrise to 2 hours before sunset) against the span itself.
 */
export function weatherFindings(order: TGateOrder, field: TGateFieldWeather): TGateFinding[] {
  const findings: TGateFinding[] = [];
  const { dayStart, sunrise, sunset, hours } = field.windows;
  const verdictAt = new Map(hours.map((hour) => [dayStart.getTime() + hour.start * 1000, hour]));
  const productOf = new Map(order.products.map((product) => [String(product.id), product]));
  const base = { orderId: order.id, ticket: order.ticket, fieldName: field.fieldName };
  const seen = new Set<string>();
  const add = (finding: TGateFinding) => {
    const key = `${finding.rule}|${finding.productId}|${finding.hour?.getTime()}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push(finding);
  };
  for (const span of order.applications) {
    for (const hour of hoursOf(span)) {
      const verdict = verdictAt.get(hour);
      if (!verdict) {
        add({
          ...base,
          rule: 'noForecast',
          productId: null,
          productName: null,
          hour: new Date(hour),
          value: null,
          limit: null,
        });
        continue;
      }
      for (const reason of verdict.reasons) {
        const rule = WEATHER_RULES[reason.limit];
        const product = productOf.get(reason.productId);
        if (!rule || !product) continue;
        add({
          ...base,
          rule,
          productId: product.id,
          productName: product.name,
          hour: new Date(hour),
          value: reason.value ?? null,
          limit: rule === 'rain' ? product.limits.rainFreeHours : (reason.threshold ?? null),
        });
      }
    }
    const from = sunrise.getTime() + HOUR_MS;
    const to = sunset.getTime() - 2 * HOUR_MS;
    if (span.start.getTime() >= from && span.end.getTime() <= to) continue;
    for (const product of order.products) {
      if (!product.limits.sunRule) continue;
      const outside = span.start.getTime() < from ? span.start : new Date(Math.max(span.start.getTime(), to));
      add({
        ...base,
        rule: 'sun',
        productId: product.id,
        productName: product.name,
        hour: new Date(Math.floor(outside.getTime() / HOUR_MS) * HOUR_MS),
        value: null,
        limit: null,
        extra: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
      });
    }
  }
  return findings;
}

/** A sensitive site whose buffer a field of the order comes within, and how near it is. */
export interface TGateBufferBreach {
  site: { id: number; name: string; kind: TSensitiveSiteKind };
  distanceMeters: number;
  bufferMeters: number;
}

/**
 * No-spray buffers: a field of the order that comes within a sensitive site's buffer (of the
 * order's branch) breaks the rule once per site, whatever the products.
 */
export function bufferFindings(
  order: Pick<TGateOrder, 'id' | 'ticket'>,
  fieldName: string,
  breaches: readonly TGateBufferBreach[],
): TGateFinding[] {
  return breaches.map((breach) => ({
    rule: 'noSprayBuffer',
    orderId: order.id,
    ticket: order.ticket,
    productId: null,
    productName: null,
    fieldName,
    hour: null,
    value: Math.round(breach.distanceMeters),
    limit: breach.bufferMeters,
    site: breach.site,
  }));
}

/** Every rule the gate checks, and whether the findings broke it. */
export function ruleResults(findings: readonly TGateFinding[], rules: readonly TLabelGateRule[]) {
  const broken = new Set(findings.map((finding) => finding.rule));
  return rules.map((rule) => ({ rule, passed: !broken.has(rule) }));
}
