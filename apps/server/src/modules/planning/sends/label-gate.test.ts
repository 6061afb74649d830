import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { EMPTY_PLAN_SUMMARY, type TLabelGateRefusal, type TTrip } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { PLANNING_BASE } from '../planning.paths';
import { addDays, instantAt, localDateOf } from '../../../calendar/calendar';
import { products } from '../../records/products/products.tables';
import { employeeLicences } from '../../records/employees/employees.tables';
import { workOrderProducts, workOrders } from '../../work-orders/work-orders.tables';
import { planSends } from './plan-sends.tables';
import { CALM, createScriptedWeather, type TScriptedHour } from './label-gate.testing';
import { sensitiveSites } from '../../records/sensitive-sites/sensitive-sites.tables';
import { distanceToSiteMeters, siteBox } from '../../records/sensitive-sites/site-geometry';
import { readyOrdersOf } from '../../../test/ready-orders';

const weather = createScriptedWeather();
const { app, call, login, database, demo } = await createTestApp({ services: { weather: weather.provider } });
const services = app.services;
const db = database.db;
const token = await login('dispatcher');
const auth = (await services.auth.authenticate(token))!;
const applicatorToken = await login('applicator');
const base = `/api${PLANNING_BASE}`;

const groups = await services.equipmentGroups.all(auth);
/** The demo's Iowa spray crew, which sends automatically and respects every weather limit. */
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && group.autoSendLoads)!.id,
);
const [machineA, machineB] = spray.equipments.map((member) => member.cdEquipamento) as [number, number];
const ready = await readyOrdersOf(services, auth);
const [orderId, autoOrderId] = ready
  .filter((order) => order.equipmentGroupId === spray.id)
  .map((order) => order.cdOrdemServico) as [number, number];

// The order's products get known limits and need no licence; nobody applies it yet.
const productIds = (
  await db
    .select({ id: workOrderProducts.productId })
    .from(workOrderProducts)
    .where(inArray(workOrderProducts.workOrderId, [orderId, autoOrderId]))
).map((row) => row.id);
const LIMITS = {
  windSpeedMinKmh: 2,
  windSpeedMaxKmh: 15,
  temperatureMinCelsius: 5,
  temperatureMaxCelsius: 30,
  humidityMinPercent: 40,
  humidityMaxPercent: 95,
  rainFreeHours: 2,
  sunRule: true,
  licenceRequired: 'NONE',
};
await db.update(products).set(LIMITS).where(inArray(products.id, productIds));
await db
  .update(workOrders)
  .set({ applicatorId: null })
  .where(inArray(workOrders.id, [orderId, autoOrderId]));

const tomorrow = addDays(localDateOf(new Date(), spray.timeZone), 1);
/** 11:00 tomorrow in the branch's time: the application's hour. */
const eleven = instantAt(tomorrow, 11 * 60, spray.timeZone);

/** Writes tomorrow's optimised day of a machine: one order applied from `startMinute` for an hour. */
async function plan(equipmentId: number, workOrderId: number, startMinute = 11 * 60) {
  const start = instantAt(tomorrow, startMinute, spray.timeZone);
  const end = new Date(start.getTime() + 3_600_000);
  await db.transaction((tx) =>
    services.plans.saveOptimisedDay(tx, auth, {
      groupId: spray.id,
      localDate: tomorrow,
      processHash: 'c'.repeat(32),
      machines: [
        {
          equipmentId,
          workingStart: null,
          workingEnd: null,
          overtimeEnd: null,
          items: [
            {
              kind: 'order',
              workOrderId,
              plannedStart: start,
              plannedEnd: end,
              travelSeconds: 600,
              cleaningSeconds: 0,
              appliedSeconds: 3600,
              areaHectares: 10,
              volume: 1000,
              batches: 1,
            },
          ],
          activities: [
            {
              kind: 'application',
              start: start.toISOString(),
              end: end.toISOString(),
              cdOrdemServico: workOrderId,
              batch: 1,
              distanceMetres: null,
              overtime: false,
            },
          ],
          summary: { ...EMPTY_PLAN_SUMMARY, orderCount: 1, equipmentCount: 1 },
        },
      ],
    }),
  );
}

const send = (body: object = {}, as = token, headers?: Record<string, string>) =>
  call(
    as,
    'POST',
    `${base}/enviar`,
    { configuracaoId: spray.id, referencia: tomorrow, equipamentoId: machineA, ...body },
    headers,
  );

/** Weather calm all day except at 11:00, which has `change`. */
const atEleven = (change: Partial<TScriptedHour>) =>
  weather.script((hour) => (hour.getTime() === eleven.getTime() ? { ...CALM, ...change } : CALM));

async function refusal(body: object = {}, headers?: Record<string, string>) {
  const response = await send(body, token, headers);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(409);
  return response.json<TLabelGateRefusal>();
}

await plan(machineA, orderId);

describe('the label gate at dispatch', () => {
  it.each([
    ['windMax', { windKmh: 27 }, 27, 15],
    ['windMin', { windKmh: 1 }, 1, 2],
    ['temperatureMax', { temperatureC: 34 }, 34, 30],
    ['temperatureMin', { temperatureC: 3 }, 3, 5],
    ['humidityMin', { humidityPct: 20 }, 20, 40],
    ['humidityMax', { humidityPct: 98 }, 98, 95],
  ] as const)(
    'refuses a send whose planned hour breaks %s with 409 and the value against the limit',
    async (rule, change, value, limit) => {
      atEleven(change);
      const body = await refusal();
      expect(body.code).toBe('labelGateRefused');
      expect(body.details.violations.length).toBeGreaterThan(0);
      for (const violation of body.details.violations)
        expect(violation).toMatchObject({
          rule,
          cdOrdemServico: orderId,
          hour: eleven.toISOString(),
          value,
          limit,
        });
    },
  );

  it('refuses rain inside the product’s rain-free hours after the application', async () => {
    const noon = eleven.getTime() + 3_600_000;
    weather.script((hour) => (hour.getTime() === noon ? { ...CALM, rainMm: 1.5 } : CALM));
    const [violation] = (await refusal()).details.violations;
    expect(violation).toMatchObject({ rule: 'rain', value: 1.5, limit: 2, hour: eleven.toISOString() });
  });

  it('lets a send through when the rain comes after the rain-free hours', async () => {
    const later = eleven.getTime() + 4 * 3_600_000;
    weather.script((hour) => (hour.getTime() === later ? { ...CALM, rainMm: 3 } : CALM));
    const response = await send();
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
  });

  it('refuses an application before 1 hour after sunrise (the sun rule)', async () => {
    weather.reset();
    await plan(machineA, orderId, 4 * 60);
    const violations = (await refusal()).details.violations;
    expect(violations.map((violation) => violation.rule)).toContain('sun');
    expect(violations.find((violation) => violation.rule === 'sun')!.message).toMatch(/sunrise/);
    await plan(machineA, orderId);
  });

  it('refuses an hour without forecast at the field', async () => {
    weather.script((hour) => (hour.getTime() === eleven.getTime() ? null : CALM));
    const violations = (await refusal()).details.violations;
    expect(violations.map((violation) => violation.rule)).toContain('noForecast');
  });

  it('words each violation in the caller’s language and units', async () => {
    atEleven({ windKmh: 27 });
    const english = (await refusal()).details.violations[0]!;
    expect(english.message).toMatch(/^Wind 16\.8\smph over the maximum 9\.3\smph of /);
    const portuguese = await refusal({}, { locale: 'pt-br' });
    expect(portuguese.message).toMatch(/^O dia descumpre/);
    expect(portuguese.details.violations[0]!.message).toMatch(
      /^Vento 27\skm\/h acima do máximo 15\skm\/h de /,
    );
  });

  it('refuses a restricted-use product on an order without a certified applicator', async () => {
    weather.reset();
    await db.update(products).set({ licenceRequired: 'APPLICATOR' }).where(inArray(products.id, productIds));
    try {
      const violations = (await refusal()).details.violations;
      expect(violations.map((violation) => violation.rule)).toEqual(
        expect.arrayContaining(['restrictedUse']),
      );
    } finally {
      await db.update(products).set({ licenceRequired: 'NONE' }).where(inArray(products.id, productIds));
    }
  });

  it('refuses an applicator whose licence is not in force on the day', async () => {
    const [expired] = await db
      .select({ employeeId: employeeLicences.employeeId })
      .from(employeeLicences)
      .where(eq(employeeLicences.number, 'IA-CA-49102'));
    await db.update(products).set({ licenceRequired: 'APPLICATOR' }).where(inArray(products.id, productIds));
    await db.update(workOrders).set({ applicatorId: expired!.employeeId }).where(eq(workOrders.id, orderId));
    try {
      const violations = (await refusal()).details.violations;
      expect(violations.map((violation) => violation.rule)).toContain('licence');
      expect(violations.find((violation) => violation.rule === 'licence')!.message).toMatch(/APPLICATOR/);
    } finally {
      await db.update(products).set({ licenceRequired: 'NONE' }).where(inArray(products.id, productIds));
      await db.update(workOrders).set({ applicatorId: null }).where(eq(workOrders.id, orderId));
    }
  });

  it('refuses a blank override reason with 400', async () => {
    atEleven({ windKmh: 27 });
    expect((await send({ overrideReason: '   ' })).statusCode).toBe(400);
  });

  it('does not let a user without the send permission override (403)', async () => {
    atEleven({ windKmh: 27 });
    const response = await send({ overrideReason: 'Wind drops by then' }, applicatorToken);
    expect(response.statusCode).toBe(403);
  });

  it('sends with an override reason and keeps the evidence with the trip: forecast, rules, who and why', async () => {
    atEleven({ windKmh: 27 });
    const response = await send({ overrideReason: 'Wind forecast to drop; checked on site' });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const trip = response.json<TTrip>();
    expect(trip.gate!.override).toEqual({
      userId: auth.userId,
      login: 'dispatcher',
      reason: 'Wind forecast to drop; checked on site',
    });
    expect(trip.gate!.violations.map((violation) => violation.rule)).toContain('windMax');
    expect(trip.gate!.rules).toEqual(
      expect.arrayContaining([
        { rule: 'windMax', passed: false },
        { rule: 'sun', passed: true },
      ]),
    );
    expect(
      trip.gate!.forecast.some((hour) => hour.hour === eleven.toISOString() && hour.windKmh === 27),
    ).toBe(true);
    const [row] = await db.select().from(planSends).where(eq(planSends.id, trip.id));
    expect(row).toMatchObject({
      overriddenBy: auth.userId,
      overrideReason: 'Wind forecast to drop; checked on site',
    });
    const trips = (await call(token, 'GET', `/api/trips?equipamentoId=${machineA}&date=${tomorrow}`)).json<
      TTrip[]
    >();
    expect(trips.at(-1)!.gate!.override!.reason).toBe('Wind forecast to drop; checked on site');
  });

  it('sends a day that passes with its evidence and no override', async () => {
    weather.reset();
    const response = await send({ overrideReason: 'not needed' });
    expect(response.statusCode).toBe(201);
    const gate = response.json<TTrip>().gate!;
    expect(gate.violations).toEqual([]);
    expect(gate.override).toBeNull();
    expect(gate.rules.every((rule) => rule.passed)).toBe(true);
    expect(gate.forecast).toHaveLength(1);
  });

  it('makes the daily auto-send skip a violating machine day and record why, never overriding', async () => {
    await plan(machineB, autoOrderId);
    atEleven({ windKmh: 30 });
    const sent = await services.planSends.sendGroupAutomatically(
      auth.ownerId,
      spray.id,
      tomorrow,
      new Date(),
    );
    expect(sent).toBe(0);
    const trips = (await call(token, 'GET', `/api/trips?equipamentoId=${machineB}&date=${tomorrow}`)).json<
      TTrip[]
    >();
    expect(trips).toEqual([]);
    const skips = await services.planSends.autoSendSkips(auth.ownerId, spray.id, tomorrow);
    expect(skips.map((skip) => skip.equipmentId)).toContain(machineB);
    expect(skips.find((skip) => skip.equipmentId === machineB)!.violations[0]).toMatchObject({
      rule: 'windMax',
      cdOrdemServico: autoOrderId,
    });
  });
});

const order = await services.workOrders.get(auth, orderId);
const field = await services.fields.get(auth, order.fieldIds[0]!);
const [, south, east, north] = field.bbox!;
/** An apiary about 300 m east of the field's box, at its middle latitude. */
const hives = {
  geometry: {
    type: 'Point' as const,
    coordinates: [east + 300 / (111_320 * Math.cos((north * Math.PI) / 180)), (south + north) / 2] as [
      number,
      number,
    ],
  },
  radiusMeters: 20,
};
const gap = distanceToSiteMeters(field.geometry!, hives);
const otherBranch = Object.values(demo.units).find((unitId) => unitId !== auth.unitId)!;

async function placeSite(bufferMeters: number, unitId = auth.unitId) {
  const box = siteBox(hives, bufferMeters);
  const [row] = await db
    .insert(sensitiveSites)
    .values({
      ownerId: auth.ownerId,
      unitId,
      name: 'Hansen apiary',
      kind: 'apiary',
      ...hives,
      bufferMeters,
      bboxWest: box[0],
      bboxSouth: box[1],
      bboxEast: box[2],
      bboxNorth: box[3],
    })
    .returning();
  return row!;
}
const removeSite = (id: number) => db.delete(sensitiveSites).where(eq(sensitiveSites.id, id));

describe('the label gate: no-spray buffers around sensitive sites', () => {
  it('refuses a field inside a site’s buffer, naming the site, its kind and the distance in the caller’s units', async () => {
    weather.reset();
    expect(gap).toBeGreaterThan(200);
    const site = await placeSite(Math.ceil(gap) + 30);
    try {
      const violations = (await refusal()).details.violations;
      expect(violations).toHaveLength(1);
      expect(violations[0]).toMatchObject({
        rule: 'noSprayBuffer',
        cdOrdemServico: orderId,
        fieldName: field.name,
        site: { id: site.id, name: 'Hansen apiary', kind: 'apiary' },
        value: Math.round(gap),
        limit: site.bufferMeters,
      });
      expect(violations[0]!.message).toMatch(
        new RegExp(
          `^Field ${field.name} is [\\d,.]+\\sft from Hansen apiary \\(apiary\\), inside its [\\d,.]+\\sft no-spray buffer$`,
        ),
      );
      const portuguese = (await refusal({}, { locale: 'pt-br' })).details.violations[0]!;
      expect(portuguese.message).toMatch(/^O talhão .* está a [\d,.]+\sm de Hansen apiary \(apiário\)/);

      const response = await send({ overrideReason: 'Beekeeper moved the hives this week' });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
      const gate = response.json<TTrip>().gate!;
      expect(gate.rules).toContainEqual({ rule: 'noSprayBuffer', passed: false });
      expect(gate.override!.reason).toBe('Beekeeper moved the hives this week');
    } finally {
      await removeSite(site.id);
    }
  });

  it('lets a field just outside the buffer through', async () => {
    weather.reset();
    const site = await placeSite(Math.floor(gap) - 10);
    try {
      const response = await send();
      expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
      expect(response.json<TTrip>().gate!.rules).toContainEqual({ rule: 'noSprayBuffer', passed: true });
    } finally {
      await removeSite(site.id);
    }
  });

  it('ignores the site of another branch of the owner', async () => {
    weather.reset();
    const site = await placeSite(Math.ceil(gap) + 500, otherBranch);
    try {
      expect((await send()).statusCode).toBe(201);
    } finally {
      await removeSite(site.id);
    }
  });
});
