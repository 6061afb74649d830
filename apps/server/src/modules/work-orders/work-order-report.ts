import {
  licenceAlertsOf,
  strictestWeatherLimits,
  type TClosedOrderReport,
  type TComplianceCheck,
  type TEmployeeRecord,
  type TFieldRecord,
  type TLabelGateEvidence,
  type TProductRecord,
  type TWorkOrderRecord,
} from '@tramline/domain';
import type { TForecastHour, TWeatherProvider } from '../weather/weather.provider';

export interface TReportInput {
  document: { order: TWorkOrderRecord; fields: TFieldRecord[]; products: TProductRecord[] };
  applicator: TEmployeeRecord | null;
  weather: TWeatherProvider;
  /** The hours stored with the order when it completed; the provider is asked only without them. */
  observedHours?: TForecastHour[];
  /** The forecast hours the label gate read when the order's trip was sent (every field of it). */
  dispatchForecast?: TLabelGateEvidence['forecast'];
  ownerId: number;
  localDate(instant: Date): string;
}

function check(
  factor: TComplianceCheck['factor'],
  values: number[],
  limitMin: number | null,
  limitMax: number | null,
): TComplianceCheck {
  if (!values.length)
    return { factor, observedMin: null, observedMax: null, limitMin, limitMax, compliant: null };
  const observedMin = Math.min(...values);
  const observedMax = Math.max(...values);
  const compliant =
    limitMin === null && limitMax === null
      ? null
      : (limitMin === null || observedMin >= limitMin) && (limitMax === null || observedMax <= limitMax);
  return { factor, observedMin, observedMax, limitMin, limitMax, compliant };
}

/**
 * The closed-order application report: planned against applied, the weather during the
 * application (the hours stored with the order when it completed, else the provider's hours at the
 * first field's centroid) against the strictest limits of the
 * order's products, and the applicator's licences on the closing day: for each product, those it
 * asks for (none, applicator, dicamba with applicator) must be in force, the rule of the order's alerts.
 */
export async function buildClosedOrderReport(input: TReportInput): Promise<TClosedOrderReport> {
  const { order } = input.document;
  const closedAt = order.dtEncerramento ? new Date(order.dtEncerramento) : null;
  const startedAt = order.startedAt
    ? new Date(order.startedAt)
    : closedAt
      ? new Date(closedAt.getTime() - 3600_000)
      : null;
  const centroid = input.document.fields.find((field) => field.centroid)?.centroid ?? null;
  let hours: TForecastHour[] = input.observedHours ?? [];
  if (!hours.length && centroid && startedAt && closedAt) {
    const from = new Date(Math.floor(startedAt.getTime() / 3600_000) * 3600_000);
    hours = await input.weather
      .hourly(input.ownerId, centroid, from, new Date(closedAt.getTime() + 1))
      .catch(() => []);
  }
  const orderProducts = input.document.products.filter((product) =>
    order.products.some((line) => line.productId === product.id),
  );
  const limits = strictestWeatherLimits(orderProducts);
  const fieldNames = new Set(order.fields.map((field) => field.name));
  const dispatch = (input.dispatchForecast ?? []).filter((hour) => fieldNames.has(hour.fieldName));
  const checksOf = (series: readonly Pick<TForecastHour, 'windKmh' | 'temperatureC' | 'humidityPct'>[]) => [
    check(
      'WIND',
      series.map((hour) => hour.windKmh),
      limits.vlVelocWindMin,
      limits.vlVelocWindMax,
    ),
    check(
      'TEMPERATURE',
      series.map((hour) => hour.temperatureC),
      limits.vlTemperatureMin,
      limits.vlTemperatureMax,
    ),
    check(
      'HUMIDITY',
      series.map((hour) => hour.humidityPct),
      limits.vlHumidityMin,
      limits.vlHumidityMax,
    ),
  ];
  const licenceAlerts = closedAt
    ? licenceAlertsOf(input.applicator ?? { licences: [] }, orderProducts, input.localDate(closedAt))
    : [];
  const missing = [...new Set(licenceAlerts.flatMap((alert) => alert.missing))];
  const plannedStart = order.plannedStart ? Date.parse(order.plannedStart) : null;
  const plannedEnd = order.plannedEnd ? Date.parse(order.plannedEnd) : null;
  return {
    workOrder: {
      cdOrdemServico: order.cdOrdemServico,
      vlOrdemServico: order.vlOrdemServico,
      description: order.description,
      growerName: order.growerName,
      farmName: order.farmName,
      equipmentGroupName: order.equipmentGroupName,
      timing: order.timing,
      applicationType: order.applicationType,
      products: order.products,
      fields: order.fields,
    },
    application: {
      plannedArea: order.selectedArea,
      appliedArea: order.appliedArea,
      plannedVolume: order.totalVolume,
      appliedVolume: order.appliedVolume,
      plannedStart: order.plannedStart,
      plannedEnd: order.plannedEnd,
      startedAt: startedAt?.toISOString() ?? null,
      closedAt: order.dtEncerramento,
      plannedDuration:
        plannedStart !== null && plannedEnd !== null ? (plannedEnd - plannedStart) / 1000 : null,
      actualDuration: startedAt && closedAt ? (closedAt.getTime() - startedAt.getTime()) / 1000 : null,
      cleanEquipment: order.cleanEquipment,
    },
    compliance: {
      checks: checksOf(hours),
      weatherHours: hours.length,
      dispatchChecks: checksOf(dispatch),
      dispatchHours: dispatch.length,
      licenceInForce: missing.length === 0,
      missingLicences: missing,
      licenceAlerts,
    },
    applicator: input.applicator
      ? {
          id: input.applicator.id,
          name: input.applicator.name,
          code: input.applicator.code,
          licences: input.applicator.licences.map((licence) => ({
            type: licence.type,
            number: licence.number,
            expirationDate: licence.expirationDate,
          })),
        }
      : null,
    mapSource: 'planned-fields',
  };
}
