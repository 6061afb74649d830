import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TClosedOrderReport } from '@tramline/domain';
import { localDateOf } from '../../calendar/calendar';
import { deviceTokenFor } from '../../test/device-token';
import { sendTestDay } from '../../test/sent-day';
import { createTestApp } from '../../test/test-app';
import type { TForecastHour, TWeatherProvider } from '../weather/weather.provider';
import { readyOrdersOf } from '../../test/ready-orders';

/** The provider's answer now: 8 when the day is sent, 12 while applied, 40 after. */
let windKmh = 8;
/** When set, the provider fails (it is down). */
let isDown = false;
const asked: { from: Date; to: Date }[] = [];
const weather: TWeatherProvider = {
  name: 'test',
  async hourly(_owner, _point, from, to) {
    if (isDown) throw new Error('weather provider down');
    asked.push({ from, to });
    const hours: TForecastHour[] = [];
    for (let time = from.getTime(); time < to.getTime(); time += 3_600_000)
      hours.push({
        hour: new Date(time),
        windKmh,
        windGustKmh: null,
        temperatureC: 21,
        humidityPct: 55,
        rainMm: 0,
      });
    return hours;
  },
};

const { app, call, login, database } = await createTestApp({ services: { weather } });
const services = app.services;
const token = await login('dispatcher');
const auth = (await services.auth.authenticate(token))!;
const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && group.autoSendLoads)!.id,
);
const machine = spray.equipments[0]!.cdEquipamento;
const [orderId, officeOrderId, downOrderId] = (await readyOrdersOf(services, auth))
  .filter((order) => order.equipmentGroupId === spray.id)
  .map((order) => order.cdOrdemServico) as [number, number, number];
await sendTestDay(
  { services, db: database.db, auth },
  {
    groupId: spray.id,
    localDate: localDateOf(new Date(), spray.timeZone),
    equipmentId: machine,
    orderIds: [orderId],
  },
);
const device = await deviceTokenFor(call, await login(), machine);

let keys = 0;
const event = (values: Record<string, unknown>, time: Date) =>
  app.inject({
    method: 'POST',
    url: `/api/machine/v1/machines/${machine}/events`,
    headers: { 'x-device-token': device },
    payload: {
      idempotencyKey: `observed-${++keys}`,
      workOrderId: orderId,
      time: time.toISOString(),
      ...values,
    },
  });

const stored = async (id = orderId) =>
  (
    (await database.db.execute(
      sql`select hour, wind_kmh from work_order_observed_weather where work_order_id = ${id} order by hour`,
    )) as unknown as { rows: { hour: unknown; wind_kmh: number }[] }
  ).rows;

const closeInOffice = (id: number, finishedAt: Date) =>
  call(token, 'PUT', `/api/ordemservicos/${id}/close`, { termino: finishedAt.toISOString() });

const orderTimes = async (id: number) =>
  (
    (await database.db.execute(
      sql`select status, started_at, closed_at, planned_start from work_orders where id = ${id}`,
    )) as unknown as {
      rows: { status: number; started_at: unknown; closed_at: unknown; planned_start: unknown }[];
    }
  ).rows[0]!;

const hourOf = (value: unknown) => Math.floor(Date.parse(String(value)) / 3_600_000);

describe('the weather observed while an order was applied', () => {
  it('is stored with the order hour by hour from its start to its completion', async () => {
    const startedAt = new Date(Date.now() - 150 * 60_000);
    expect((await event({ type: 'start' }, startedAt)).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
    windKmh = 12;
    const done = await event({ type: 'complete', appliedArea: 5, appliedVolume: 500 }, new Date());
    expect(done.json().status).toBe(4);
    await services.observedWeather.idle();
    const [order] = (
      (await database.db.execute(
        sql`select started_at, closed_at from work_orders where id = ${orderId}`,
      )) as unknown as { rows: { started_at: string; closed_at: string }[] }
    ).rows;
    const from = Math.floor(Date.parse(String(order!.started_at)) / 3_600_000);
    const to = Math.floor(Date.parse(String(order!.closed_at)) / 3_600_000);
    const hours = await stored();
    expect(hours).toHaveLength(to - from + 1);
    expect(hours.every((hour) => hour.wind_kmh === 12)).toBe(true);
  });

  it('is what the closed-order report judges, beside the forecast at dispatch, not what the provider says later', async () => {
    windKmh = 40;
    const before = asked.length;
    const response = await call(token, 'GET', `/api/ordemservicos/${orderId}/report`);
    expect(response.statusCode).toBe(200);
    const report = response.json<TClosedOrderReport>();
    const wind = report.compliance.checks.find((check) => check.factor === 'WIND')!;
    expect(wind.observedMax).toBe(12);
    expect(report.compliance.weatherHours).toBe((await stored()).length);
    expect(asked.length).toBe(before);
    // What the label gate read at dispatch, from the trip's evidence, beside it.
    const forecastWind = report.compliance.dispatchChecks.find((check) => check.factor === 'WIND')!;
    expect(report.compliance.dispatchHours).toBeGreaterThan(0);
    expect(forecastWind).toMatchObject({ observedMin: 8, observedMax: 8 });
  });

  it('is stored the same way when the order is closed in the office, and the report shows it', async () => {
    windKmh = 17;
    const closed = await closeInOffice(officeOrderId, new Date());
    expect(closed.statusCode).toBe(200);
    await services.observedWeather.idle();
    const order = await orderTimes(officeOrderId);
    expect(order.status).toBe(4);
    // Never worked from the cab: the closing fills the planned start, or the hour before the finish.
    const from =
      order.started_at && hourOf(order.started_at) <= hourOf(order.closed_at)
        ? hourOf(order.started_at)
        : hourOf(order.closed_at) - 1;
    const hours = await stored(officeOrderId);
    expect(hours.length).toBeGreaterThan(0);
    expect(hours).toHaveLength(hourOf(order.closed_at) - from + 1);
    expect(hours.every((hour) => hour.wind_kmh === 17)).toBe(true);

    windKmh = 40;
    const before = asked.length;
    const response = await call(token, 'GET', `/api/ordemservicos/${officeOrderId}/report`);
    expect(response.statusCode).toBe(200);
    const report = response.json<TClosedOrderReport>();
    expect(report.compliance.weatherHours).toBe(hours.length);
    expect(report.compliance.checks.find((check) => check.factor === 'WIND')).toMatchObject({
      observedMin: 17,
      observedMax: 17,
    });
    expect(asked.length).toBe(before);
  });

  it('keeps an office completion when the weather provider fails, with nothing stored', async () => {
    isDown = true;
    try {
      const closed = await closeInOffice(downOrderId, new Date());
      expect(closed.statusCode).toBe(200);
      await services.observedWeather.idle();
    } finally {
      isDown = false;
    }
    expect((await orderTimes(downOrderId)).status).toBe(4);
    expect(await stored(downOrderId)).toEqual([]);
  });
});
