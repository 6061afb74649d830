import {
  DASHBOARD_SPRAY_LIMITS,
  DASHBOARD_WEATHER_HOURS,
  MACHINE_STATES,
  TELEMETRY_BUCKETS,
  TELEMETRY_MAX_POINTS,
  type TDashboard,
  type TDashboardQuery,
  type TTelemetry,
  type TTelemetryQuery,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { localDateOf, localMidnight, nextDate } from '../../calendar/calendar';
import type { TTenancyService } from '../tenancy/tenancy.service';
import type { TEquipmentService } from '../records/equipment/equipment.service';
import type { TFleetService } from '../monitoring/fleet.service';
import type { TForecastHour, TWeatherProvider } from '../weather/weather.provider';
import { createDashboardRepository } from './dashboard.repository';

const HOUR = 3_600_000;
const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;

/** An hour is open when its wind, temperature and humidity hold the limits and no rain falls in it or the hours after. */
export function hourOpen(hours: readonly TForecastHour[], index: number): boolean {
  const limits = DASHBOARD_SPRAY_LIMITS;
  const hour = hours[index]!;
  const rainFree = hours.slice(index, index + 1 + limits.rainFreeHours).every((next) => next.rainMm <= 0);
  return (
    hour.windKmh >= limits.windSpeedMinKmh &&
    hour.windKmh <= limits.windSpeedMaxKmh &&
    hour.temperatureC <= limits.temperatureMaxCelsius &&
    hour.humidityPct >= limits.humidityMinPercent &&
    rainFree
  );
}

/** The narrowest allowed bucket that keeps a range under `TELEMETRY_MAX_POINTS` buckets. */
export function bucketFor(spanMs: number, asked?: number): number {
  const least = spanMs / 1000 / TELEMETRY_MAX_POINTS;
  const fits = TELEMETRY_BUCKETS.filter((bucket) => bucket >= least);
  const widest = TELEMETRY_BUCKETS[TELEMETRY_BUCKETS.length - 1]!;
  if (asked !== undefined && asked >= least) return asked;
  return fits[0] ?? widest;
}

/** The branch's day at a glance, and one machine's telemetry over time. */
export function createDashboardService(
  db: TDatabase,
  deps: {
    tenancy: TTenancyService;
    equipment: TEquipmentService;
    fleet: TFleetService;
    weather: TWeatherProvider;
  },
) {
  const repository = createDashboardRepository(db);

  async function branchOf(auth: TAuth) {
    const branch = (await deps.tenancy.repository.permittedUnits(auth.userId)).find(
      (unit) => unit.id === auth.unitId,
    );
    if (!branch) throw notFound();
    return branch;
  }

  async function weatherOf(ownerId: number, point: { latitude: number; longitude: number }, now: Date) {
    const from = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
    const to = new Date(
      from.getTime() + (DASHBOARD_WEATHER_HOURS + DASHBOARD_SPRAY_LIMITS.rainFreeHours) * HOUR,
    );
    const hours = await deps.weather.hourly(ownerId, point, from, to).catch(() => []);
    return hours.slice(0, DASHBOARD_WEATHER_HOURS).map((hour, index) => ({
      hour: hour.hour.toISOString(),
      windKmh: hour.windKmh,
      temperatureC: hour.temperatureC,
      humidityPct: hour.humidityPct,
      rainMm: hour.rainMm,
      open: hourOpen(hours, index),
    }));
  }

  return {
    /**
     * Orders by status, hectares planned and applied on the day, machines by state now, open
     * alarms and the next hours' weather at the branch's centre with the spray-window verdict.
     */
    async dashboard(auth: TAuth, query: TDashboardQuery, now = new Date()): Promise<TDashboard> {
      const branch = await branchOf(auth);
      const day = query.day ?? localDateOf(now, branch.timeZone);
      const from = localMidnight(day, branch.timeZone);
      const to = localMidnight(nextDate(day), branch.timeZone);
      const scope = { ownerId: auth.ownerId, unitId: auth.unitId, locationIds: auth.activeLocationIds };
      const [orders, plannedHectares, appliedHectares, openAlerts, fleet, weather] = await Promise.all([
        repository.ordersByStatus(scope, from, to),
        repository.plannedHectares(scope, day),
        repository.appliedHectares(scope, from, to),
        repository.openAlerts(scope),
        deps.fleet.now(auth, now),
        branch.latitude === null || branch.longitude === null
          ? Promise.resolve([])
          : weatherOf(auth.ownerId, { latitude: branch.latitude, longitude: branch.longitude }, now),
      ]);
      const counts = new Map<string, number>();
      for (const machine of fleet.machines) counts.set(machine.state, (counts.get(machine.state) ?? 0) + 1);
      return {
        day,
        timeZone: branch.timeZone,
        orders,
        plannedHectares: round(plannedHectares),
        appliedHectares: round(appliedHectares),
        machines: MACHINE_STATES.map((state) => ({ state, count: counts.get(state) ?? 0 })),
        openAlerts,
        weather,
      };
    },

    /** One machine of the branch, its points in the range averaged per bucket; 404 for a machine not in it. */
    async telemetry(auth: TAuth, query: TTelemetryQuery): Promise<TTelemetry> {
      const machine = await deps.equipment.get(auth, query.machineId);
      const from = new Date(query.from);
      const to = new Date(query.to);
      const bucket = bucketFor(to.getTime() - from.getTime(), query.bucket);
      const rows = await repository.telemetry(
        { ownerId: auth.ownerId, unitId: auth.unitId },
        machine.cdEquipamento,
        from,
        to,
        bucket,
      );
      const value = (number: number | null, digits = 2) => (number === null ? null : round(number, digits));
      return {
        machineId: machine.cdEquipamento,
        name: machine.name,
        from: from.toISOString(),
        to: to.toISOString(),
        bucket,
        engineHours: null,
        points: rows.map((row) => ({
          at: new Date(row.bucketStart * 1000).toISOString(),
          speedKmh: value(row.speedKmh),
          rate: value(row.rate),
          tankLevelLitres: value(row.tankLevelLitres, 1),
          boomOn: value(row.boomOn, 3),
          sectionsOn: value(row.sectionsOn, 3),
          points: row.points,
        })),
      };
    },
  };
}

export type TDashboardService = ReturnType<typeof createDashboardService>;
