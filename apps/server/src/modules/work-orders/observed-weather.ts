import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TLabelGateEvidence } from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TForecastHour, TWeatherProvider } from '../weather/weather.provider';
import { planSends } from '../planning/sends/plan-sends.tables';
import type { TExecutionListener } from './work-order-execution.service';
import { workOrderObservedWeather } from './observed-weather.tables';

const HOUR_MS = 3_600_000;

/** The observed hours stored with completed orders, and the forecast read at dispatch. */
export function createObservedWeatherStore(db: TDatabase) {
  return {
    /** The hours stored with an order, oldest first; empty when none were stored. */
    async hoursOf(ownerId: number, workOrderId: number): Promise<TForecastHour[]> {
      const rows = await db
        .select()
        .from(workOrderObservedWeather)
        .where(
          and(
            eq(workOrderObservedWeather.ownerId, ownerId),
            eq(workOrderObservedWeather.workOrderId, workOrderId),
          ),
        )
        .orderBy(asc(workOrderObservedWeather.hour));
      return rows.map((row) => ({
        hour: row.hour,
        windKmh: row.windKmh,
        windGustKmh: row.windGustKmh,
        temperatureC: row.temperatureC,
        humidityPct: row.humidityPct,
        rainMm: row.rainMm,
      }));
    },

    /** The forecast hours the label gate read when the order was last sent (all the trip's fields). */
    async dispatchForecastOf(ownerId: number, workOrderId: number): Promise<TLabelGateEvidence['forecast']> {
      const [row] = await db
        .select({ gate: planSends.gate })
        .from(planSends)
        .where(
          and(
            eq(planSends.ownerId, ownerId),
            sql`${workOrderId} = any(${planSends.workOrderIds})`,
            isNotNull(planSends.gate),
          ),
        )
        .orderBy(desc(planSends.sentAt))
        .limit(1);
      return row?.gate?.forecast ?? [];
    },

    /** Keeps the hours (an hour already stored stays as it was). */
    async store(ownerId: number, workOrderId: number, hours: readonly TForecastHour[]) {
      if (!hours.length) return;
      await db
        .insert(workOrderObservedWeather)
        .values(hours.map((hour) => ({ ...hour, ownerId, workOrderId })))
        .onConflictDoNothing();
    },
  };
}
export type TObservedWeatherStore = ReturnType<typeof createObservedWeatherStore>;

/** What the recorder reads of a completed order: its start, end and first field's centroid. */
export interface TAppliedWindow {
  startedAt: string | null;
  closedAt: string | null;
  centroid: { latitude: number; longitude: number } | null;
}

/**
 * Stores the weather observed while an order was applied when the cab completes it: each hour
 * from the start's hour to the completion, at the first field's centroid, as the weather provider
 * knows them then (its latest hours for that place). Runs outside the request; a failure is logged.
 */
export function createObservedWeatherRecorder(dependencies: {
  store: TObservedWeatherStore;
  weather: TWeatherProvider;
  /** The order's applied window, read with a branch-wide view. */
  windowOf: (
    auth: Parameters<TExecutionListener>[0]['auth'],
    workOrderId: number,
  ) => Promise<TAppliedWindow | null>;
  logger?: { error: (payload: object, message: string) => void };
}) {
  let chain: Promise<void> = Promise.resolve();

  async function record(auth: Parameters<TExecutionListener>[0]['auth'], workOrderId: number) {
    const window = await dependencies.windowOf(auth, workOrderId);
    if (!window?.centroid || !window.closedAt) return;
    const end = Date.parse(window.closedAt);
    const start = window.startedAt ? Date.parse(window.startedAt) : end - HOUR_MS;
    const from = new Date(Math.floor(start / HOUR_MS) * HOUR_MS);
    const hours = await dependencies.weather.hourly(auth.ownerId, window.centroid, from, new Date(end + 1));
    await dependencies.store.store(auth.ownerId, workOrderId, hours);
  }

  const onExecution: TExecutionListener = ({ auth, event, result }) => {
    if (event.type !== 'complete' || result.status !== 4) return;
    chain = chain
      .then(() => record(auth, event.workOrderId))
      .catch((error: unknown) => dependencies.logger?.error({ err: error }, 'observed weather not stored'));
  };

  return {
    onExecution,
    /** Resolves once every recording queued so far is done (tests). */
    idle: () => chain,
  };
}
