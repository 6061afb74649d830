import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { WORK_ORDER_STATUS, type TLabelGateEvidence, type TStatusAction } from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
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
 * Stores the weather observed while an order was applied when it is completed, from the cab or in
 * the office: each hour from the start's hour to the completion, at the first field's centroid, as
 * the weather provider knows them then (its latest hours for that place). An order closed in the
 * office without having been worked starts at its planned start (closing sets it so). Runs right
 * after the completion is committed, outside the request: a failure is logged and the completion
 * stays.
 */
export function createObservedWeatherRecorder(dependencies: {
  store: TObservedWeatherStore;
  weather: TWeatherProvider;
  /** The order's applied window, read with a branch-wide view. */
  windowOf: (auth: TAuth, workOrderId: number) => Promise<TAppliedWindow | null>;
  logger?: { error: (payload: object, message: string) => void };
}) {
  let chain: Promise<void> = Promise.resolve();

  async function record(auth: TAuth, workOrderId: number) {
    const window = await dependencies.windowOf(auth, workOrderId);
    if (!window?.centroid || !window.closedAt) return;
    const end = Date.parse(window.closedAt);
    const started = window.startedAt ? Date.parse(window.startedAt) : null;
    // No start, or a planned start after the finish typed in the office: the hour before the finish.
    const start = started !== null && started <= end ? started : end - HOUR_MS;
    const from = new Date(Math.floor(start / HOUR_MS) * HOUR_MS);
    const hours = await dependencies.weather.hourly(auth.ownerId, window.centroid, from, new Date(end + 1));
    await dependencies.store.store(auth.ownerId, workOrderId, hours);
  }

  function enqueue(auth: TAuth, workOrderId: number) {
    chain = chain
      .then(() => record(auth, workOrderId))
      .catch((error: unknown) => dependencies.logger?.error({ err: error }, 'observed weather not stored'));
  }

  const onExecution: TExecutionListener = ({ auth, event, result }) => {
    if (event.type === 'complete' && result.status === WORK_ORDER_STATUS.COMPLETED)
      enqueue(auth, event.workOrderId);
  };

  /** An order closed in the office (the order list's close, or a plan's order operation). */
  function onStatusAction(auth: TAuth, workOrderId: number, action: TStatusAction) {
    if (action === 'close') enqueue(auth, workOrderId);
  }

  return {
    onExecution,
    onStatusAction,
    /** Resolves once every recording queued so far is done (tests). */
    idle: () => chain,
  };
}
