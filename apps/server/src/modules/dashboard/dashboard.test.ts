import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDashboard, TTelemetry } from '@tramline/domain';
import { createSprayGroupApp } from '../../test/spray-group-app';
import { sendTestDay } from '../../test/sent-day';
import { deviceTokenFor } from '../../test/device-token';
import { localMidnight, nextDate } from '../../calendar/calendar';
import type { TForecastHour, TWeatherProvider } from '../weather/weather.provider';
import { bucketFor, hourOpen } from './dashboard.service';

/** A forecast that is open for spraying on even hours (wind 8 km/h) and too windy on odd ones. */
const weather: TWeatherProvider = {
  name: 'test',
  async hourly(_ownerId, _point, from, to) {
    const hours: TForecastHour[] = [];
    for (let at = from.getTime(); at < to.getTime(); at += 3_600_000)
      hours.push({
        hour: new Date(at),
        windKmh: new Date(at).getUTCHours() % 2 ? 30 : 8,
        windGustKmh: null,
        temperatureC: 20,
        humidityPct: 60,
        rainMm: 0,
      });
    return hours;
  },
};

const { app, call, database, services, admin, auth, otherAdmin, matoGrosso, spray, ready, today } =
  await createSprayGroupApp({ weather });
const machineId = spray.equipments[0]!.cdEquipamento;
const [first, second, planned] = ready.map((order) => order.cdOrdemServico) as [number, number, number];
await sendTestDay(
  { services, db: database.db, auth },
  { groupId: spray.id, localDate: today, equipmentId: machineId, orderIds: [first, second, planned] },
);
const device = await deviceTokenFor(call, admin, machineId);
let keys = 0;
async function machine(path: 'events' | 'positions', payload: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/machine/v1/machines/${machineId}/${path}`,
    headers: { 'x-device-token': device },
    payload:
      path === 'events'
        ? { idempotencyKey: `dashboard-${++keys}`, time: new Date().toISOString(), ...payload }
        : payload,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

// Twenty minutes of points every second: boom on with all sections for the first ten, then two of
// four sections, slowing down and the tank emptying; the first order completed.
const base = Math.floor((Date.now() - 40 * 60_000) / 60_000) * 60_000;
const POINTS = 1200;
for (let batch = 0; batch < POINTS; batch += 500)
  await machine('positions', {
    points: Array.from({ length: Math.min(500, POINTS - batch) }, (_, j) => {
      const i = batch + j;
      return {
        time: new Date(base + i * 1000).toISOString(),
        latitude: 41.6 + i * 0.00001,
        longitude: -93.6,
        speed: i < 600 ? 20 : 10,
        heading: 0,
        boomOn: true,
        sections: i < 600 ? [true, true, true, true] : [true, true, false, false],
        rate: 100,
        tankLevel: 3000 - i,
        workOrderId: first,
      };
    }),
  });
await machine('events', { type: 'start', workOrderId: first });
await machine('events', { type: 'complete', workOrderId: first, appliedArea: 7.5, appliedVolume: 750 });
// The rules judge the points after they are answered: their alarms settle before anything is counted.
await app.services.alertEngine.idle();

async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the day at a glance on GET /api/dashboard', () => {
  it('equals counts and sums taken separately from the stored rows', async () => {
    const response = await call(admin, 'GET', '/api/dashboard');
    expect(response.statusCode).toBe(200);
    const dashboard = response.json<TDashboard>();
    expect(dashboard.day).toBe(today);

    const from = localMidnight(today, spray.timeZone).toISOString();
    const to = localMidnight(nextDate(today), spray.timeZone).toISOString();
    const orders = await rows<{ status: number; closed_at: string | null }>(sql`
      select status, closed_at from work_orders where owner_id = ${auth.ownerId} and unit_id = ${auth.unitId}`);
    const expected = new Map<number, number>();
    for (const order of orders) {
      const closedToday =
        order.closed_at !== null &&
        new Date(order.closed_at) >= new Date(from) &&
        new Date(order.closed_at) < new Date(to);
      if ([1, 2, 5].includes(order.status) || ([3, 4, 7].includes(order.status) && closedToday))
        expected.set(order.status, (expected.get(order.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(dashboard.orders.map((row) => [row.status, row.count]))).toEqual(
      Object.fromEntries(expected),
    );
    expect(dashboard.orders.find((row) => row.status === 4)?.count).toBeGreaterThanOrEqual(1);

    const items = await rows<{ area_hectares: number }>(sql`
      select i.area_hectares from plan_items i join plans p on p.id = i.plan_id
      where p.unit_id = ${auth.unitId} and p.active and p.local_date = ${today} and i.kind = 'order'`);
    expect(dashboard.plannedHectares).toBeCloseTo(
      items.reduce((sum, item) => sum + item.area_hectares, 0),
      3,
    );
    expect(dashboard.plannedHectares).toBeGreaterThan(0);
    expect(dashboard.appliedHectares).toBeCloseTo(7.5, 6);

    const [alarms] = await rows<{ count: number }>(sql`
      select count(*)::int as count from alarms where unit_id = ${auth.unitId} and ended_at is null`);
    expect(dashboard.openAlerts).toBe(alarms!.count);

    const fleet = await services.fleet.now(auth);
    const machines = dashboard.machines.reduce((sum, row) => sum + row.count, 0);
    expect(machines).toBe(fleet.machines.length);
    expect(dashboard.machines.find((row) => row.state === 'applying')?.count).toBeGreaterThanOrEqual(0);
  });

  it('gives the next hours with the spray-window verdict', async () => {
    const dashboard = (await call(admin, 'GET', '/api/dashboard')).json<TDashboard>();
    expect(dashboard.weather).toHaveLength(12);
    for (const hour of dashboard.weather) expect(hour.open).toBe(new Date(hour.hour).getUTCHours() % 2 === 0);
  });

  it('closes an hour with rain in it or in the hour after', () => {
    const hour = (rainMm: number): TForecastHour => ({
      hour: new Date(),
      windKmh: 8,
      windGustKmh: null,
      temperatureC: 20,
      humidityPct: 60,
      rainMm,
    });
    expect(hourOpen([hour(0), hour(0)], 0)).toBe(true);
    expect(hourOpen([hour(0), hour(2)], 0)).toBe(false);
    expect(hourOpen([hour(2), hour(0)], 0)).toBe(false);
  });

  it('reads another day on ?day= and refuses a bad day with 400', async () => {
    const earlier = (await call(admin, 'GET', '/api/dashboard?day=2001-01-01')).json<TDashboard>();
    expect(earlier.day).toBe('2001-01-01');
    expect(earlier.plannedHectares).toBe(0);
    expect(earlier.appliedHectares).toBe(0);
    expect((await call(admin, 'GET', '/api/dashboard?day=tomorrow')).statusCode).toBe(400);
  });

  it("shows another owner and another branch none of this branch's figures", async () => {
    for (const token of [otherAdmin, matoGrosso]) {
      const response = await call(token, 'GET', `/api/dashboard?day=${today}`);
      expect(response.statusCode).toBe(200);
      const dashboard = response.json<TDashboard>();
      const caller = (await services.auth.authenticate(token))!;
      expect(caller.unitId).not.toBe(auth.unitId);
      const [own] = await rows<{ hectares: number }>(sql`
        select coalesce(sum(i.area_hectares), 0)::float8 as hectares from plan_items i join plans p on p.id = i.plan_id
        where p.owner_id = ${caller.ownerId} and p.unit_id = ${caller.unitId} and p.active
          and p.local_date = ${today} and i.kind = 'order'`);
      expect(dashboard.plannedHectares).toBeCloseTo(own!.hectares, 3);
      expect(dashboard.appliedHectares).toBe(0);
    }
  });

  it('refuses a caller without a session with 401', async () => {
    expect((await call(null, 'GET', '/api/dashboard')).statusCode).toBe(401);
  });
});

describe("a machine's telemetry on GET /api/telemetry", () => {
  const range = (minutes: number) =>
    `from=${new Date(base).toISOString()}&to=${new Date(base + minutes * 60_000).toISOString()}`;

  it('averages the stored points per bucket', async () => {
    const response = await call(admin, 'GET', `/api/telemetry?machineId=${machineId}&${range(20)}&bucket=60`);
    expect(response.statusCode).toBe(200);
    const telemetry = response.json<TTelemetry>();
    expect(telemetry.bucket).toBe(60);
    expect(telemetry.points).toHaveLength(20);
    expect(telemetry.points.reduce((sum, point) => sum + point.points, 0)).toBe(POINTS);
    const [stored] = await rows<{ speed: number; tank: number }>(sql`
      select avg(speed_kmh)::float8 as speed, avg(tank_level_litres)::float8 as tank from machine_positions
      where equipment_id = ${machineId} and recorded_at >= ${new Date(base).toISOString()}
        and recorded_at < ${new Date(base + 60_000).toISOString()}`);
    expect(telemetry.points[0]!.speedKmh).toBeCloseTo(stored!.speed, 2);
    expect(telemetry.points[0]!.tankLevelLitres).toBeCloseTo(stored!.tank, 1);
    expect(telemetry.points[0]!.sectionsOn).toBe(1);
    expect(telemetry.points[19]!.sectionsOn).toBe(0.5);
    expect(telemetry.points[19]!.boomOn).toBe(1);
    expect(telemetry.engineHours).toBeNull();
  });

  it('widens a bucket too narrow for the range and picks one without', async () => {
    const narrow = (
      await call(admin, 'GET', `/api/telemetry?machineId=${machineId}&${range(7 * 24 * 60)}&bucket=1`)
    ).json<TTelemetry>();
    expect(narrow.bucket).toBe(bucketFor(7 * 86_400_000));
    expect(narrow.bucket).toBeGreaterThanOrEqual((7 * 86_400) / 2000);
    const picked = (
      await call(admin, 'GET', `/api/telemetry?machineId=${machineId}&${range(20)}`)
    ).json<TTelemetry>();
    expect(picked.bucket).toBe(1);
    expect(picked.points).toHaveLength(POINTS);
  });

  it('refuses a range backwards or over seven days, or a bucket not offered, with 400', async () => {
    const from = new Date(base).toISOString();
    const tooLong = new Date(base + 8 * 86_400_000).toISOString();
    const backwards = await call(
      admin,
      'GET',
      `/api/telemetry?machineId=${machineId}&from=${from}&to=${from}`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].path).toBe('querystring.to');
    expect(
      (await call(admin, 'GET', `/api/telemetry?machineId=${machineId}&from=${from}&to=${tooLong}`))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(admin, 'GET', `/api/telemetry?machineId=${machineId}&${range(20)}&bucket=7`)).statusCode,
    ).toBe(400);
    expect((await call(admin, 'GET', `/api/telemetry?${range(20)}`)).statusCode).toBe(400);
  });

  it("answers 404 for another owner's or another branch's machine", async () => {
    expect(
      (await call(otherAdmin, 'GET', `/api/telemetry?machineId=${machineId}&${range(20)}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(matoGrosso, 'GET', `/api/telemetry?machineId=${machineId}&${range(20)}`)).statusCode,
    ).toBe(404);
  });
});
