import { RESPECT_ALL_WEATHER, type THourVerdict } from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import { AppError } from '../../../http/errors';
import type { TTenancyService } from '../../tenancy/tenancy.service';
import type { TWorkOrdersService } from '../../work-orders/work-orders.service';
import { WeatherUnavailableError, type TWeatherProvider } from '../../weather/weather.provider';
import type { TPlanningSettingsService } from '../settings/planning-settings.service';
import { localMidnight } from '../../../calendar/calendar';
import { computeSprayWindows, respectedLimits } from '../spray-windows/spray-windows';

export interface TOrderAnalysisDependencies {
  workOrders: TWorkOrdersService;
  tenancy: TTenancyService;
  weather: TWeatherProvider;
  planningSettings: TPlanningSettingsService;
}

type TLimit = THourVerdict['blocked'][number]['limit'];

/** The engine's limit names, grouped as the dispatcher reads them; hours without forecast have no limit. */
const LIMIT_OF: Record<string, TLimit | undefined> = {
  'wind-min': 'wind',
  'wind-max': 'wind',
  'temperature-min': 'temperature',
  'temperature-max': 'temperature',
  'humidity-min': 'humidity',
  'humidity-max': 'humidity',
  rain: 'rain',
  sun: 'sun',
};

/**
 * Order analysis: hour by hour on a day at the order's field, the forecast and which limit of which
 * product blocks the application, with the sun rule, as the order's group plans it.
 */
export function createOrderAnalysisService(dependencies: TOrderAnalysisDependencies) {
  const { workOrders, tenancy, weather, planningSettings } = dependencies;

  async function timeZoneOf(auth: TAuth) {
    const units = await tenancy.repository.unitsOfOwner(auth.ownerId);
    return units.find((unit) => unit.id === auth.unitId)?.timeZone ?? 'UTC';
  }

  return {
    async hourByHour(auth: TAuth, orderId: number, date: string): Promise<THourVerdict[]> {
      const { order, fields, products } = await workOrders.document(auth, orderId);
      const field = fields.find((candidate) => candidate.centroid !== null);
      if (!field?.centroid) throw new AppError(409, 'geometryMissing');
      const point = { latitude: field.centroid.latitude, longitude: field.centroid.longitude };
      const respect = order.equipmentGroupId
        ? await planningSettings.weatherRespectOf(auth, order.equipmentGroupId)
        : RESPECT_ALL_WEATHER;
      const timeZone = await timeZoneOf(auth);
      const dayStart = localMidnight(date, timeZone);
      const names = new Map(products.map((product) => [String(product.id), product.descProduct]));
      try {
        const [windows, forecast] = await Promise.all([
          computeSprayWindows(weather, {
            ownerId: auth.ownerId,
            point,
            date,
            timeZone,
            products: products.map((product) => respectedLimits(product, respect)),
          }),
          weather.hourly(auth.ownerId, point, dayStart, new Date(dayStart.getTime() + 26 * 3_600_000)),
        ]);
        // No forecast for the day at all: the spec's 707, as the optimiser answers it.
        if (forecast.length === 0 || windows.hours.length === 0)
          throw new AppError(422, 'planningWeatherDay', {}, undefined, 707);
        const byInstant = new Map(forecast.map((hour) => [hour.hour.getTime(), hour]));
        return windows.hours.map((hour) => {
          const instant = new Date(dayStart.getTime() + hour.start * 1000);
          const row = byInstant.get(instant.getTime());
          const blocked: THourVerdict['blocked'] = [];
          for (const reason of hour.reasons) {
            const limit = LIMIT_OF[reason.limit];
            if (!limit) continue;
            blocked.push({
              productId: Number(reason.productId),
              productName: names.get(reason.productId) ?? '',
              limit,
              value: reason.value ?? null,
              threshold: reason.threshold ?? null,
            });
          }
          return {
            hour: instant.toISOString(),
            windSpeedKmh: row?.windKmh ?? null,
            temperatureC: row?.temperatureC ?? null,
            humidityPercent: row?.humidityPct ?? null,
            rainMm: row?.rainMm ?? null,
            blocked,
            open: hour.open,
          };
        });
      } catch (error) {
        if (error instanceof WeatherUnavailableError)
          throw new AppError(503, 'weatherUnavailable', {}, undefined, 708);
        throw error;
      }
    },
  };
}

export type TOrderAnalysisService = ReturnType<typeof createOrderAnalysisService>;
