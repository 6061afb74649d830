import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TApplicationRecords, TApplicationReport, TOperationalReport } from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import { sendTestDay } from '../../test/sent-day';
import { workedWindow } from '../../test/worked-window';
import { trailStatistics, type TTrailPoint } from '../monitoring/trail-figures';
import { deviceTokenFor } from '../../test/device-token';
import { readyOrdersOf } from '../../test/ready-orders';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const services = app.services;
const admin = await login();
const auth = (await services.auth.authenticate(admin))!;
const otherAdmin = await login('demo', { owner: 'other' });

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID')!.id,
);
const machineId = spray.equipments[0]!.cdEquipamento;
const ready = (await readyOrdersOf(services, auth)).filter((order) => order.equipmentGroupId === spray.id);
const [first, second, planned] = ready.map((order) => order.cdOrdemServico) as [number, number, number];
const growerId = ready[0]!.growerId as number;
// The day of the machine's work: today, or yesterday in the first half hour of a local day.
const worked = workedWindow(spray.timeZone, 25);
const workedDay = worked.date;
const range = `dateInit=${workedDay}&dateEnd=${workedDay}`;

await sendTestDay(
  { services, db: database.db, auth },
  {
    groupId: spray.id,
    localDate: workedDay,
    equipmentId: machineId,
    orderIds: [first, second, planned],
    start: new Date(worked.start),
  },
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
        ? {
            idempotencyKey: `report-${++keys}`,
            time: new Date(worked.end - 60_000 + keys * 1000).toISOString(),
            ...payload,
          }
        : payload,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

// A small day: the first two orders applied and completed, positions every 20 s for 20 minutes
// (boom on, then travelling, then stopped), the third order left planned.
const base = worked.start;
await machine('positions', {
  points: Array.from({ length: 60 }, (_, i) => ({
    time: new Date(base + i * 20_000).toISOString(),
    latitude: 41.6 + i * 0.0005,
    longitude: -93.6,
    speed: i >= 50 ? 0 : 20,
    heading: 0,
    boomOn: i < 30,
    rate: i < 30 ? 100 : 0,
    workOrderId: first,
  })),
});
for (const [order, area] of [
  [first, 7.5],
  [second, 4.25],
] as const) {
  await machine('events', { type: 'start', workOrderId: order });
  await machine('events', {
    type: 'complete',
    workOrderId: order,
    appliedArea: area,
    appliedVolume: area * 100,
  });
}

async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('operational report on GET /api/reports/operational', () => {
  it('equals the sums of the raw plan items, positions and completions of the day', async () => {
    const response = await call(admin, 'GET', `/api/reports/operational?${range}&equipmentId=${machineId}`);
    expect(response.statusCode).toBe(200);
    const report = response.json<TOperationalReport>();
    expect(report.rows).toHaveLength(1);
    const row = report.rows[0]!;

    const items = await rows<{ kind: string; area_hectares: number; applied_seconds: number }>(sql`
      select i.kind, i.area_hectares, i.applied_seconds from plan_items i join plans p on p.id = i.plan_id
      where p.equipment_id = ${machineId} and p.active and p.local_date = ${workedDay}`);
    const orderItems = items.filter((item) => item.kind === 'order');
    expect(row.plannedOrders).toBe(orderItems.length);
    expect(row.plannedAreaHectares).toBeCloseTo(
      orderItems.reduce((sum, item) => sum + item.area_hectares, 0),
      6,
    );
    expect(row.plannedApplyingHours).toBeCloseTo(
      items.reduce((sum, item) => sum + item.applied_seconds, 0) / 3600,
      3,
    );

    const points = await rows<{
      recorded_at: string;
      latitude: number;
      longitude: number;
      speed_kmh: number | null;
      boom_on: boolean | null;
      rate: number | null;
      work_order_id: number | null;
    }>(sql`select recorded_at, latitude, longitude, speed_kmh, boom_on, rate, work_order_id
      from machine_positions where equipment_id = ${machineId}`);
    const statistics = trailStatistics(
      first,
      points.map((point): TTrailPoint => ({
        equipmentId: machineId,
        recordedAt: new Date(point.recorded_at),
        latitude: point.latitude,
        longitude: point.longitude,
        speedKmh: point.speed_kmh,
        boomOn: point.boom_on,
        rate: point.rate,
        workOrderId: point.work_order_id,
      })),
    );
    expect(row.source).toBe('positions');
    expect(row.applyingHours * 60).toBeCloseTo(statistics.applyingMinutes, 1);
    expect(row.travellingHours * 60).toBeCloseTo(statistics.travellingMinutes, 1);
    expect(row.stoppedHours! * 60).toBeCloseTo(statistics.stoppedMinutes, 1);

    const completed = await rows<{ id: number; applied_area_hectares: number }>(sql`
      select distinct w.id, w.applied_area_hectares from work_order_execution_events x
      join work_orders w on w.id = x.work_order_id
      where x.equipment_id = ${machineId} and x.type = 'complete'`);
    expect(row.completedOrders).toBe(completed.length);
    expect(row.appliedAreaHectares).toBeCloseTo(
      completed.reduce((sum, order) => sum + order.applied_area_hectares, 0),
      6,
    );
  });

  it('reads hours from the plan, and says so, for a machine that sent no points', async () => {
    const idle = spray.equipments[1]?.cdEquipamento;
    if (idle === undefined) return;
    const [order] = ready.slice(3).map((candidate) => candidate.cdOrdemServico);
    await sendTestDay(
      { services, db: database.db, auth },
      {
        groupId: spray.id,
        localDate: workedDay,
        equipmentId: idle,
        orderIds: [order!],
        start: new Date(worked.start),
      },
    );
    const report = (
      await call(admin, 'GET', `/api/reports/operational?${range}&equipmentId=${idle}`)
    ).json<TOperationalReport>();
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({
      source: 'plan',
      applyingHours: 1,
      stoppedHours: null,
      plannedOrders: 1,
    });
  });
});

describe('application report on GET /api/reports/application', () => {
  it('lists the completed orders with each product total equal to rate x applied area', async () => {
    const response = await call(admin, 'GET', `/api/reports/application?preset=LAST_7_DAYS`);
    expect(response.statusCode).toBe(200);
    const report = response.json<TApplicationReport>();
    expect(report.rows.map((row) => row.cdOrdemServico)).toEqual(expect.arrayContaining([first, second]));
    expect(report.rows.every((row) => row.status === 4)).toBe(true);
    for (const row of report.rows.filter((candidate) => [first, second].includes(candidate.cdOrdemServico))) {
      const lines = await rows<{ product_id: number; rate_per_hectare: number; epa: string | null }>(sql`
        select wp.product_id, wp.rate_per_hectare, p.epa from work_order_products wp
        join products p on p.id = wp.product_id where wp.work_order_id = ${row.cdOrdemServico} order by wp.position`);
      expect(row.products.map((line) => line.productId)).toEqual(lines.map((line) => line.product_id));
      row.products.forEach((line, index) => {
        expect(line.registrationNumber).toBe(lines[index]!.epa);
        expect(line.total).toBeCloseTo(lines[index]!.rate_per_hectare * row.appliedAreaHectares!, 6);
      });
      // The day went out with an override reason; the send keeps it only when the gate found a
      // broken label on the day, so the report says what the send recorded.
      const [send] = await rows<{ override_reason: string | null }>(sql`
        select override_reason from plan_sends where ${row.cdOrdemServico} = any(work_order_ids)
        order by sent_at desc limit 1`);
      expect(row.labelGate).toBe(send!.override_reason === null ? 'passed' : 'overridden');
      expect(row.startedAt).not.toBeNull();
      expect(row.closedAt).not.toBeNull();
    }
  });

  it('narrows to a grower, a product and a status', async () => {
    const byGrower = (
      await call(admin, 'GET', `/api/reports/application?${range}&growerId=${growerId}`)
    ).json<TApplicationReport>();
    expect(byGrower.rows.every((row) => row.growerId === growerId)).toBe(true);
    const ready = (
      await call(admin, 'GET', `/api/reports/application?${range}&status=1`)
    ).json<TApplicationReport>();
    expect(ready.rows).toEqual([]);
  });
});

describe('application records on GET /api/reports/application-records', () => {
  const grower = () => ready.find((order) => order.cdOrdemServico === first)!.growerId as number;

  it('holds every required item on each product line', async () => {
    const response = await call(
      admin,
      'GET',
      `/api/reports/application-records?${range}&growerId=${grower()}&format=json`,
    );
    expect(response.statusCode).toBe(200);
    const records = response.json<TApplicationRecords>();
    expect(records.growerName).not.toBe('');
    expect(records.lines.length).toBeGreaterThan(0);
    for (const line of records.lines) {
      expect(line.startedAt).not.toBeNull();
      expect(line.closedAt).not.toBeNull();
      expect(line.productName).not.toBe('');
      expect(line.ratePerHectare).toBeGreaterThan(0);
      expect(line.total).toBeCloseTo(line.ratePerHectare * line.areaHectares, 6);
      expect(line.farmName).not.toBe('');
      expect(line.fieldNames.length).toBeGreaterThan(0);
      expect(line.areaHectares).toBeGreaterThan(0);
      expect(line).toHaveProperty('registrationNumber');
      expect(line).toHaveProperty('applicatorName');
      expect(line).toHaveProperty('licenceNumbers');
      expect(line).toHaveProperty('cropName');
      expect(line).toHaveProperty('windKmh');
    }
  });

  it('downloads CSV with a header and a row per product line, in the branch units', async () => {
    const json = (
      await call(admin, 'GET', `/api/reports/application-records?${range}&growerId=${grower()}&format=json`)
    ).json<TApplicationRecords>();
    const response = await call(
      admin,
      'GET',
      `/api/reports/application-records?${range}&growerId=${grower()}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('.csv');
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Registration (EPA) number');
    expect(lines).toHaveLength(json.lines.length + 1);
    expect(lines[1]).toMatch(/ ac/);
  });

  it("downloads CSV in the units a user chose over the branch's", async () => {
    const session = await login();
    const choose = async (token: string, units: string) => {
      const response = await call(token, 'PUT', '/api/auth-sgpa/update', { units });
      expect(response.statusCode).toBe(200);
      return response.json<{ token: string }>().token;
    };
    const metric = await choose(session, 'metric');
    const csv = await call(metric, 'GET', `/api/reports/application-records?${range}&growerId=${grower()}`);
    const [, line] = csv.body.trim().split('\r\n');
    expect(line).toMatch(/ ha/);
    expect(line).not.toMatch(/ ac/);
    await choose(metric, 'language');
  });

  it('renders a PDF', async () => {
    const response = await call(
      admin,
      'GET',
      `/api/reports/application-records?${range}&growerId=${grower()}&format=pdf`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 404 for another owner's grower", async () => {
    const response = await call(
      otherAdmin,
      'GET',
      `/api/reports/application-records?${range}&growerId=${grower()}&format=json`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('report access and input', () => {
  it("shows another owner none of this owner's machines or orders", async () => {
    const operational = (
      await call(otherAdmin, 'GET', `/api/reports/operational?${range}`)
    ).json<TOperationalReport>();
    expect(operational.rows.some((row) => row.equipmentId === machineId)).toBe(false);
    const application = (
      await call(otherAdmin, 'GET', `/api/reports/application?${range}`)
    ).json<TApplicationReport>();
    expect(application.rows.some((row) => [first, second].includes(row.cdOrdemServico))).toBe(false);
  });

  it('refuses a caller without reports.read with 403', async () => {
    const applicator = await login('applicator');
    expect((await call(applicator, 'GET', `/api/reports/operational?${range}`)).statusCode).toBe(403);
    expect((await call(applicator, 'GET', `/api/reports/application?${range}`)).statusCode).toBe(403);
  });

  it('refuses a range running backwards, too long or missing with 400', async () => {
    const backwards = await call(
      admin,
      'GET',
      `/api/reports/operational?dateInit=${workedDay}&dateEnd=2000-01-01`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].path).toBe('querystring.dateEnd');
    expect(
      (await call(admin, 'GET', '/api/reports/operational?dateInit=2024-01-01&dateEnd=2026-01-01'))
        .statusCode,
    ).toBe(400);
    expect((await call(admin, 'GET', '/api/reports/application')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/reports/application?preset=LAST_WEEK')).statusCode).toBe(400);
    expect((await call(admin, 'GET', `/api/reports/application-records?${range}`)).statusCode).toBe(400);
  });
});
