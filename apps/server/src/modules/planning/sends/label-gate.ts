import {
  formatMessage,
  formatQuantity,
  formatTime,
  LABEL_GATE_QUANTITY,
  LABEL_GATE_RULES,
  type TLabelGateEvidence,
  type TLabelGateRule,
  type TLabelGateViolation,
  type TLocale,
  type TMessageKey,
  type TSensitiveSiteKind,
} from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import type { TWorkOrdersService } from '../../work-orders/work-orders.service';
import type { TProductsService } from '../../records/products/products.service';
import type { TFieldsService } from '../../records/growers/fields.service';
import type { TEmployeesService } from '../../records/employees/employees.service';
import type { TWeatherProvider } from '../../weather/weather.provider';
import type { TSensitiveSitesService } from '../../records/sensitive-sites/sensitive-sites.service';
import type { TPlanningSettingsService } from '../settings/planning-settings.service';
import { computeSprayWindows, respectedLimits } from '../spray-windows/spray-windows';
import type { TPlanWithItems } from '../plans/plans.service';
import {
  bufferFindings,
  licenceFindings,
  ruleResults,
  weatherFindings,
  type TGateFieldWeather,
  type TGateFinding,
  type TGateOrder,
} from './label-gate.rules';
import { WeatherUnavailableError } from '../../weather/weather.provider';

export interface TLabelGateDependencies {
  workOrders: TWorkOrdersService;
  products: TProductsService;
  fields: TFieldsService;
  employees: TEmployeesService;
  weather: TWeatherProvider;
  planningSettings: TPlanningSettingsService;
  sensitiveSites: TSensitiveSitesService;
}

const MESSAGE_OF: Record<TLabelGateRule, TMessageKey> = {
  licence: 'labelGateLicence',
  restrictedUse: 'labelGateRestrictedUse',
  windMax: 'labelGateWindMax',
  windMin: 'labelGateWindMin',
  temperatureMax: 'labelGateTemperatureMax',
  temperatureMin: 'labelGateTemperatureMin',
  humidityMax: 'labelGateHumidityMax',
  humidityMin: 'labelGateHumidityMin',
  rain: 'labelGateRain',
  sun: 'labelGateSun',
  noForecast: 'labelGateNoForecast',
  noSprayBuffer: 'labelGateNoSprayBuffer',
};

const KIND_MESSAGE: Record<TSensitiveSiteKind, TMessageKey> = {
  sensitiveCrop: 'sensitiveSiteKindSensitiveCrop',
  water: 'sensitiveSiteKindWater',
  apiary: 'sensitiveSiteKindApiary',
  schoolOrResidence: 'sensitiveSiteKindSchoolOrResidence',
  organicField: 'sensitiveSiteKindOrganicField',
  other: 'sensitiveSiteKindOther',
};

/** A finding in the caller's words: the value and limit in the locale's units. */
export function violationOf(
  finding: TGateFinding,
  locale: TLocale,
  context: { date: string; timeZone: string },
): TLabelGateViolation {
  const quantity = LABEL_GATE_QUANTITY[finding.rule];
  const shown = (value: number | null) => {
    if (value === null) return '';
    if (quantity) return formatQuantity(quantity, value, locale);
    return finding.rule.startsWith('humidity') ? `${Math.round(value)}%` : String(value);
  };
  const params: Record<string, string> = {
    product: finding.productName ?? '',
    value: shown(finding.value),
    limit: finding.rule === 'rain' ? String(finding.limit ?? 0) : shown(finding.limit),
    date: context.date,
    ...finding.extra,
  };
  if (finding.site) {
    params.site = finding.site.name;
    params.kind = formatMessage(KIND_MESSAGE[finding.site.kind], locale);
    params.field = finding.fieldName ?? '';
  }
  if (finding.rule === 'sun' && finding.extra) {
    params.from = formatTime(finding.extra.from!, locale, context.timeZone);
    params.to = formatTime(finding.extra.to!, locale, context.timeZone);
  }
  return {
    rule: finding.rule,
    message: formatMessage(MESSAGE_OF[finding.rule], locale, params),
    cdOrdemServico: finding.orderId,
    vlOrdemServico: finding.ticket,
    productId: finding.productId,
    productName: finding.productName,
    fieldName: finding.fieldName,
    hour: finding.hour?.toISOString() ?? null,
    value: finding.value,
    limit: finding.limit,
    ...(finding.site ? { site: finding.site } : {}),
  };
}

/** The orders' application spans: the plan's application activities, else its items' planned hours. */
function applicationsOf(entry: TPlanWithItems) {
  const spans = new Map<number, { start: Date; end: Date }[]>();
  const push = (orderId: number, start: Date, end: Date) =>
    spans.set(orderId, [...(spans.get(orderId) ?? []), { start, end }]);
  for (const activity of entry.plan.activities)
    if (activity.kind === 'application' && activity.cdOrdemServico !== null)
      push(activity.cdOrdemServico, new Date(activity.start), new Date(activity.end));
  for (const item of entry.items) {
    if (item.kind !== 'order' || item.workOrderId === null || (item.extra && !item.extraAccepted)) continue;
    if (spans.has(item.workOrderId) || !item.plannedStart || !item.plannedEnd) continue;
    push(item.workOrderId, item.plannedStart, item.plannedEnd);
  }
  return spans;
}

/**
 * The label gate: checks every order of a machine's day against its products' labels before it is
 * sent, from the records and the latest forecast at each field for the planned hours. Answers the
 * violations in the caller's language and the evidence to keep with the trip.
 */
export function createLabelGate(dependencies: TLabelGateDependencies) {
  const { workOrders, products, fields, employees, weather, planningSettings, sensitiveSites } = dependencies;

  return {
    async check(
      auth: TAuth,
      entry: TPlanWithItems,
      context: { timeZone: string; now: Date },
    ): Promise<{ violations: TLabelGateViolation[]; evidence: TLabelGateEvidence }> {
      const date = entry.plan.localDate;
      const spans = applicationsOf(entry);
      const orderIds = [...spans.keys()];
      const orders = await Promise.all(orderIds.map((id) => workOrders.get(auth, id)));
      const productIds = [
        ...new Set(orders.flatMap((order) => order.products.map((line) => line.productId))),
      ];
      const fieldIds = [...new Set(orders.flatMap((order) => order.fieldIds))];
      const [productRecords, fieldRecords, respect] = await Promise.all([
        productIds.length ? products.getMany(auth, productIds) : [],
        fieldIds.length ? fields.records(auth, { ids: fieldIds }) : [],
        planningSettings.weatherRespectOf(auth, entry.plan.equipmentGroupId),
      ]);
      const productById = new Map(productRecords.map((product) => [product.id, product]));
      const fieldById = new Map(fieldRecords.map((field) => [field.id, field]));
      const applicatorIds = [
        ...new Set(orders.flatMap((order) => (order.applicatorId ? [order.applicatorId] : []))),
      ];
      const applicators = new Map(
        (await Promise.all(applicatorIds.map((id) => employees.get(auth, id).catch(() => null))))
          .filter((employee) => employee !== null)
          .map((employee) => [employee.id, employee]),
      );

      const findings: TGateFinding[] = [];
      const forecast: TLabelGateEvidence['forecast'] = [];
      for (const order of orders) {
        const applicator = order.applicatorId ? applicators.get(order.applicatorId) : undefined;
        const gateOrder: TGateOrder = {
          id: order.cdOrdemServico,
          ticket: order.vlOrdemServico ?? null,
          applicator: applicator ? { name: applicator.name, licences: applicator.licences } : null,
          products: order.products.flatMap((line) => {
            const product = productById.get(line.productId);
            return product
              ? [
                  {
                    id: product.id,
                    name: product.descProduct,
                    licenceRequired: product.licenceRequired,
                    limits: respectedLimits(product, respect),
                  },
                ]
              : [];
          }),
          applications: spans.get(order.cdOrdemServico) ?? [],
        };
        findings.push(...licenceFindings(gateOrder, date));
        for (const fieldId of order.fieldIds) {
          const field = fieldById.get(fieldId);
          if (field?.geometry && field.bbox)
            findings.push(
              ...bufferFindings(
                gateOrder,
                field.name,
                await sensitiveSites.breaches(auth, field.geometry, field.bbox),
              ),
            );
          if (!field?.centroid) continue;
          let windows: TGateFieldWeather['windows'];
          try {
            windows = await computeSprayWindows(weather, {
              ownerId: auth.ownerId,
              point: field.centroid,
              date,
              timeZone: context.timeZone,
              products: gateOrder.products.map((product) => product.limits),
            });
          } catch (error) {
            if (!(error instanceof WeatherUnavailableError)) throw error;
            windows = { dayStart: new Date(0), sunrise: new Date(0), sunset: new Date(8.64e15), hours: [] };
          }
          const found = weatherFindings(gateOrder, { fieldName: field.name, windows });
          findings.push(...found);
          const used = new Set(
            gateOrder.applications.flatMap((span) => {
              const first = Math.floor(span.start.getTime() / 3_600_000);
              const last = Math.ceil(span.end.getTime() / 3_600_000);
              return Array.from(
                { length: Math.max(0, last - first) },
                (_, index) => (first + index) * 3_600_000,
              );
            }),
          );
          if (used.size === 0) continue;
          const hourly = await weather
            .hourly(
              auth.ownerId,
              field.centroid,
              new Date(Math.min(...used)),
              new Date(Math.max(...used) + 3_600_000),
            )
            .catch(() => []);
          for (const hour of hourly)
            if (used.has(hour.hour.getTime()))
              forecast.push({
                fieldName: field.name,
                hour: hour.hour.toISOString(),
                windKmh: hour.windKmh,
                temperatureC: hour.temperatureC,
                humidityPct: hour.humidityPct,
                rainMm: hour.rainMm,
              });
        }
      }
      const violations = findings.map((finding) =>
        violationOf(finding, auth.language, { date, timeZone: context.timeZone }),
      );
      return {
        violations,
        evidence: {
          checkedAt: context.now.toISOString(),
          source: weather.name,
          rules: ruleResults(findings, LABEL_GATE_RULES),
          violations,
          forecast,
          override: null,
        },
      };
    },
  };
}

export type TLabelGate = ReturnType<typeof createLabelGate>;
