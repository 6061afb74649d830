import { describe, expect, it } from 'vitest';
import { type TFleetNow, type TTrailCollection, type TTrailStatistics } from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import { sendTestDay } from '../../test/sent-day';
import { localDateOf, localMidnight } from '../../calendar/calendar';
import { workedWindow } from '../../test/worked-window';
import { deviceTokenFor } from '../../test/device-token';
import { readyOrdersOf } from '../../test/ready-orders';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const services = app.services;
const admin = await login();
const auth = (await services.auth.authenticate(admin))!;
const otherAdmin = await login('demo', { owner: 'other' });
const client = auth.ownerCode;

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID')!.id,
);
const [machineId, idleId] = spray.equipments.map((member) => member.cdEquipamento) as [number, number];
const machine = await services.equipment.get(auth, machineId);
const orders = await readyOrdersOf(services, auth);
const [order, sentOrder] = orders.map((row) => row.cdOrdemServico) as [number, number];
const today = localDateOf(new Date(), spray.timeZone);

const device = await deviceTokenFor(call, admin, machineId);

async function report(points: unknown[]) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/machine/v1/machines/${machineId}/positions`,
    headers: { 'x-device-token': device },
    payload: { points },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

/** Metres northwards as degrees of latitude (turf's mean earth radius). */
const north = (metres: number) => (metres / (6371008.8 * Math.PI)) * 180;
// The day of the synthetic pass: today, or yesterday in the first hour of a local day.
const worked = workedWindow(spray.timeZone, 30);
const base = worked.start + 600_000;
const workedDay = worked.date;
const at = (seconds: number) => new Date(base + seconds * 1000).toISOString();
const START = { latitude: 41.6, longitude: -93.6 };

/**
 * A synthetic pass of `order`, a point every 10 s: 10 points applying at 36 km/h (100 m apart,
 * rates 100..190), 6 travelling with the boom off, 3 stopped where the travel ended, 10 minutes of
 * silence, then 2 points applying at rate 200. Known answers: 1.6 km; 110 s applying, 60 s
 * travelling, 20 s stopped (the silence counts for nothing).
 */
function pass() {
  const points = [];
  for (let i = 0; i < 10; i += 1)
    points.push({ i, boomOn: true, speed: 36, rate: 100 + 10 * i, metres: i * 100 });
  for (let i = 10; i < 16; i += 1) points.push({ i, boomOn: false, speed: 36, rate: 0, metres: i * 100 });
  for (let i = 16; i < 19; i += 1) points.push({ i, boomOn: false, speed: 0, rate: 0, metres: 1500 });
  points.push({ i: 19, boomOn: true, speed: 36, rate: 200, metres: 2000, late: 600 });
  points.push({ i: 20, boomOn: true, speed: 36, rate: 200, metres: 2100, late: 600 });
  return points.map((point) => ({
    time: at(point.i * 10 + (point.late ?? 0)),
    latitude: START.latitude + north(point.metres),
    longitude: START.longitude,
    speed: point.speed,
    heading: 0,
    boomOn: point.boomOn,
    rate: point.rate,
    tankLevel: 2000,
    workOrderId: order,
  }));
}
await report(pass());
// A stop outside any order, away from the pass: only a dot trail's box holds it.
await report([{ time: at(-600), latitude: 41.5, longitude: -93.7, speed: 0, boomOn: false }]);

describe('order trails on POST /api/v4/ordem-servico/rastro/{clientId}', () => {
  it('answers lines split into applying and travelling, simplified', async () => {
    const response = await call(admin, 'POST', `/api/v4/ordem-servico/rastro/${client}`, {
      cd_ordem_servico: [order],
    });
    expect(response.statusCode).toBe(200);
    const { features } = response.json<TTrailCollection>();
    expect(features.map((feature) => feature.properties.state)).toEqual([
      'applying',
      'travelling',
      'applying',
    ]);
    // The straight first segment keeps only its ends.
    expect(features[0]!.geometry.coordinates).toHaveLength(2);
    expect(features[0]!.properties.rate).toBe(145);
    expect(features[1]!.properties.rate).toBeNull();
    // The travelling segment starts where the applying one ended.
    expect(features[1]!.geometry.coordinates[0]).toEqual(features[0]!.geometry.coordinates.at(-1));
  });

  it("answers no trail for another owner's order and 404 for another owner's client id", async () => {
    const other = await call(otherAdmin, 'POST', '/api/v4/ordem-servico/rastro/other', {
      cd_ordem_servico: [order],
    });
    expect(other.statusCode).toBe(200);
    expect(other.json<TTrailCollection>().features).toEqual([]);
    const wrongClient = await call(otherAdmin, 'POST', `/api/v4/ordem-servico/rastro/${client}`, {
      cd_ordem_servico: [order],
    });
    expect(wrongClient.statusCode).toBe(404);
  });

  it('refuses an empty order list with 400', async () => {
    const response = await call(admin, 'POST', `/api/v4/ordem-servico/rastro/${client}`, {
      cd_ordem_servico: [],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('day trails on POST /api/v4/ordem-servico/rastro/v2/{clientId}/{branch}', () => {
  it("answers the branch's trails of the day, of the machines asked", async () => {
    const url = `/api/v4/ordem-servico/rastro/v2/${client}/${auth.unitId}`;
    const day = await call(admin, 'POST', url, { dtInicio: workedDay });
    expect(day.statusCode).toBe(200);
    expect(day.json<TTrailCollection>().features).toHaveLength(3);
    const none = await call(admin, 'POST', url, { dtInicio: workedDay, equipamentoIds: [idleId] });
    expect(none.json<TTrailCollection>().features).toEqual([]);
  });

  it('refuses a range running backwards or over 7 days with 400, another branch with 404', async () => {
    const url = `/api/v4/ordem-servico/rastro/v2/${client}/${auth.unitId}`;
    expect((await call(admin, 'POST', url, { dtInicio: workedDay, dtFim: '2000-01-01' })).statusCode).toBe(
      400,
    );
    expect((await call(admin, 'POST', url, { dtInicio: '2026-01-01', dtFim: '2026-01-08' })).statusCode).toBe(
      400,
    );
    const foreign = `/api/v4/ordem-servico/rastro/v2/${client}/999999`;
    expect((await call(admin, 'POST', foreign, { dtInicio: workedDay })).statusCode).toBe(404);
  });
});

describe('order figures on GET /api/v4/ordem-servico/statistics/{clientId}', () => {
  it('answers distance, time by state, mean speed and the applied rate range', async () => {
    const response = await call(
      admin,
      'GET',
      `/api/v4/ordem-servico/statistics/${client}?cd_ordem_servico=${order}&dtInicio=${workedDay}`,
    );
    expect(response.statusCode).toBe(200);
    const figures = response.json<TTrailStatistics>();
    expect(figures.points).toBe(21);
    expect(figures.distanceKm).toBeCloseTo(1.6, 2);
    expect(figures.applyingMinutes).toBe(1.8);
    expect(figures.travellingMinutes).toBe(1);
    expect(figures.stoppedMinutes).toBe(0.3);
    expect(figures.meanSpeedKmh).toBeCloseTo(1.6 / (170 / 3600), 0);
    expect([figures.rateMin, figures.rateMax]).toEqual([100, 200]);
    expect(figures.start).toBe(at(0));
  });

  it('answers 404 for an order of another owner and 400 without an order', async () => {
    const other = await call(
      otherAdmin,
      'GET',
      `/api/v4/ordem-servico/statistics/other?cd_ordem_servico=${order}`,
    );
    expect(other.statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/v4/ordem-servico/statistics/${client}`)).statusCode).toBe(400);
  });

  it('answers zeros for an order with no points', async () => {
    const response = await call(
      admin,
      'GET',
      `/api/v4/ordem-servico/statistics/${client}?cd_ordem_servico=${sentOrder}`,
    );
    expect(response.json<TTrailStatistics>()).toMatchObject({ points: 0, distanceKm: 0, meanSpeedKmh: null });
  });
});

describe('rate legend on GET /api/v4/ordem-servico/legend/{clientId}', () => {
  it('answers five classes of equal width with their point counts, in l/ha for a liquid', async () => {
    const response = await call(
      admin,
      'GET',
      `/api/v4/ordem-servico/legend/${client}?cd_ordem_servico=${order}&isLiquid=true`,
    );
    expect(response.statusCode).toBe(200);
    const legend = response.json<{ unit: string; classes: { min: number; max: number; points: number }[] }>();
    expect(legend.unit).toBe('l/ha');
    expect(legend.classes.map((entry) => [entry.min, entry.max, entry.points])).toEqual([
      [100, 120, 2],
      [120, 140, 2],
      [140, 160, 2],
      [160, 180, 2],
      [180, 200, 4],
    ]);
    const dry = await call(admin, 'GET', `/api/v4/ordem-servico/legend/${client}?cd_ordem_servico=${order}`);
    expect(dry.json<{ unit: string }>().unit).toBe('kg/ha');
  });

  it('refuses an isLiquid that is not a boolean with 400', async () => {
    const response = await call(
      admin,
      'GET',
      `/api/v4/ordem-servico/legend/${client}?cd_ordem_servico=${order}&isLiquid=maybe`,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('trail extent on GET /api/v1/extent/rastro/{client}/{branch}', () => {
  const url = (dot: boolean) =>
    `/api/v1/extent/rastro/${client}/${auth.unitId}?dt_ini=${workedDay}&dt_fim=${workedDay}&is_dot_trail=${dot}`;

  it('boxes the moving points, or every point for a dot trail', async () => {
    const lines = (await call(admin, 'GET', url(false))).json<{ bbox: number[] }>().bbox;
    expect(lines[0]).toBeCloseTo(-93.6, 6);
    expect(lines[1]).toBeCloseTo(41.6, 6);
    expect(lines[3]).toBeCloseTo(41.6 + north(2100), 6);
    const dots = (await call(admin, 'GET', url(true))).json<{ bbox: number[] }>().bbox;
    expect(dots.slice(0, 2)).toEqual([-93.7, 41.5]);
  });

  it('answers null for a day without points, 404 for another branch, 400 for a bad date', async () => {
    const empty = await call(
      admin,
      'GET',
      `/api/v1/extent/rastro/${client}/${auth.unitId}?dt_ini=2020-01-01&dt_fim=2020-01-01`,
    );
    expect(empty.json()).toEqual({ bbox: null });
    expect(
      (
        await call(
          otherAdmin,
          'GET',
          `/api/v1/extent/rastro/other/${auth.unitId}?dt_ini=${workedDay}&dt_fim=${workedDay}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          admin,
          'GET',
          `/api/v1/extent/rastro/${client}/${auth.unitId}?dt_ini=yesterday&dt_fim=${workedDay}`,
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('the fleet now on GET /api/monitoring/fleet', () => {
  // The day's progress counts today's points only, so the test needs 25 minutes of today behind it.
  const dayOld = Date.now() - localMidnight(today, spray.timeZone).getTime() > 25 * 60_000;
  it.runIf(dayOld)(
    'shows a machine working its sent order: state, progress, schedule and its day',
    async () => {
      const planned = new Date(Date.now() - 20 * 60_000);
      await sendTestDay(
        { services, db: database.db, auth },
        {
          groupId: spray.id,
          localDate: today,
          equipmentId: machineId,
          orderIds: [sentOrder],
          start: planned,
        },
      );
      // Ten minutes ago it applied 1 km of the sent order, and it is applying now.
      const start = Date.now() - 10 * 60_000;
      await report(
        Array.from({ length: 11 }, (_, i) => ({
          time: new Date(start + i * 10_000).toISOString(),
          latitude: 41.7 + north(i * 100),
          longitude: -93.6,
          speed: 36,
          heading: 0,
          boomOn: true,
          rate: 150,
          tankLevel: 1500,
          workOrderId: sentOrder,
        })),
      );
      await report([
        {
          time: new Date().toISOString(),
          latitude: 41.71,
          longitude: -93.6,
          speed: 12,
          heading: 90,
          boomOn: true,
          workOrderId: sentOrder,
        },
      ]);

      const response = await call(admin, 'GET', '/api/monitoring/fleet');
      expect(response.statusCode).toBe(200);
      const fleet = response.json<TFleetNow>();
      expect(fleet.date).toBe(today);
      const working = fleet.machines.find((entry) => entry.equipamentoId === machineId)!;
      expect(working.state).toBe('applying');
      expect(working.position).toMatchObject({ speedKmh: 12, headingDegrees: 90 });
      const width = machine.boomWidth ?? machine.spreaderWidth ?? machine.spinnerRangeMax ?? 0;
      expect(working.work).toMatchObject({ cdOrdemServico: sentOrder, plannedArea: 10 });
      expect(working.work!.doneArea).toBeCloseTo((1000 * width) / 10_000, 1);
      // 20 minutes since the planned start, less the share of the hour done.
      const share = Math.min(1, (1000 * width) / 10_000 / 10);
      expect(working.work!.scheduleDeltaMinutes).toBe(Math.round(20 - share * 60));
      expect(working.day).toHaveLength(1);
      expect(working.day[0]).toMatchObject({
        cdOrdemServico: sentOrder,
        actualStart: new Date(start).toISOString(),
      });
      expect(fleet.orders.map((entry) => entry.cdOrdemServico)).toContain(sentOrder);
      expect(fleet.machines.find((entry) => entry.equipamentoId === idleId)!.state).toBe('offline');
    },
  );

  it.runIf(dayOld)(
    'takes the order a start event left in progress over the order its points name',
    async () => {
      const started = await app.inject({
        method: 'POST',
        url: `/api/machine/v1/machines/${machineId}/events`,
        headers: { 'x-device-token': device },
        payload: {
          type: 'start',
          idempotencyKey: 'fleet-start',
          workOrderId: sentOrder,
          time: new Date().toISOString(),
        },
      });
      expect(started.statusCode).toBe(200);
      await report([
        {
          time: new Date(Date.now() + 1000).toISOString(),
          latitude: 41.71,
          longitude: -93.6,
          speed: 0,
          boomOn: false,
        },
      ]);
      const fleet = (await call(admin, 'GET', '/api/monitoring/fleet')).json<TFleetNow>();
      const working = fleet.machines.find((entry) => entry.equipamentoId === machineId)!;
      expect(working.position!.workOrderId).toBeNull();
      expect(working.work).toMatchObject({ cdOrdemServico: sentOrder, status: 2 });
      expect(working.state).toBe('stopped');
    },
  );

  it("shows none of another owner's machines", async () => {
    const fleet = (await call(otherAdmin, 'GET', '/api/monitoring/fleet')).json<TFleetNow>();
    expect(fleet.machines.map((entry) => entry.equipamentoId)).not.toContain(machineId);
  });
});
