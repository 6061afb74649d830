import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { localDateOf } from '../../../calendar/calendar';
import type { THourVerdict } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { buildWorkOrder } from '../../../test/factories';
import { DEMO_FORECAST_DAYS } from '../../../demo/weather.demo';
import { farms, fields } from '../../records/growers/growers.tables';
import { products } from '../../records/products/products.tables';

const { app, call, login, demo, database } = await createTestApp({ secondOwner: true });
const dispatcher = await login('dispatcher');
const auth = (await app.services.auth.authenticate(dispatcher))!;
const base = '/api/planejamento-ordem-servico/v2';
const timeZone = 'America/Chicago';
const today = localDateOf(new Date(), timeZone);
const days = Array.from({ length: DEMO_FORECAST_DAYS.after }, (_, index) =>
  localDateOf(new Date(Date.now() + index * 86_400_000), timeZone),
);

interface TOrderRow {
  cdOrdemServico: number;
  equipmentGroupId: number | null;
  fieldNames: string[];
}
// A dicamba order on a mapped demo field of the spray crew, searched first: its label (wind under
// 10 mph, 4 rain-free hours, the sun rule) is one the demo's forecast days break, whatever operations
// the season's demo orders hold.
const [dicamba] = await database.db
  .select({ id: products.id })
  .from(products)
  .where(and(eq(products.unitId, demo.units.iowa), eq(products.name, 'XtendiMax with VaporGrip Technology')));
const [field] = await database.db
  .select({ id: fields.id, farmId: fields.farmId, growerId: farms.growerId })
  .from(fields)
  .innerJoin(farms, eq(farms.id, fields.farmId))
  .where(eq(fields.id, demo.ids.fieldsIowa![0]!));
const sprayGroup = (await app.services.equipmentGroups.all(auth)).find(
  (group) => group.mixtureType === 'LIQUID',
)!;
await buildWorkOrder(app.services, auth, {
  growerId: field!.growerId,
  farmId: field!.farmId,
  fieldIds: [field!.id],
  equipmentGroupId: sprayGroup.id,
  timing: 'POST',
  products: [{ productId: dicamba!.id, rate: 1.6, rateUnit: 'fl oz' }],
});
const orders = (
  (await call(dispatcher, 'GET', '/api/ordemservicos?size=100&sort=id,desc')).json() as {
    content: TOrderRow[];
  }
).content.filter((order) => order.equipmentGroupId !== null && order.fieldNames.length > 0);

async function analyse(orderId: number, date: string) {
  const response = await call(dispatcher, 'GET', `${base}/analise/${orderId}?data=${date}`);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.json() as THourVerdict[];
}

/** Verdicts of the demo's orders over the forecast days, until one shows the limit. */
async function findBlocked(
  limit: THourVerdict['blocked'][number]['limit'],
  matches: (block: THourVerdict['blocked'][number]) => boolean = () => true,
) {
  for (const order of orders.slice(0, 20)) {
    for (const date of days) {
      const hours = await analyse(order.cdOrdemServico, date);
      const hour = hours.find((candidate) =>
        candidate.blocked.some((block) => block.limit === limit && matches(block)),
      );
      if (hour) return { order, date, hours, hour };
    }
  }
  return undefined;
}

describe('order analysis hour by hour', () => {
  it('answers the day’s hours from local midnight with the forecast at the field', async () => {
    const hours = await analyse(orders[0]!.cdOrdemServico, today);
    expect(hours.length).toBeGreaterThanOrEqual(23);
    expect(localDateOf(new Date(hours[0]!.hour), timeZone)).toBe(today);
    expect(
      Number(
        new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(
          new Date(hours[0]!.hour),
        ),
      ),
    ).toBe(0);
    expect(hours.every((hour) => hour.windSpeedKmh !== null && hour.temperatureC !== null)).toBe(true);
  });

  it('names the product and the wind limit it breaks in a windy hour, with the value above the threshold', async () => {
    const tooWindy = (block: THourVerdict['blocked'][number]) => block.value! > block.threshold!;
    const found = await findBlocked('wind', tooWindy);
    expect(found).toBeDefined();
    const block = found!.hour.blocked.find((candidate) => candidate.limit === 'wind' && tooWindy(candidate))!;
    expect(block.productName).not.toBe('');
    expect(block.value!).toBeGreaterThan(block.threshold!);
    expect(found!.hour.windSpeedKmh).toBe(block.value);
    expect(found!.hour.open).toBe(false);
  });

  it('blocks hours of rain for products that need rain-free hours', async () => {
    const found = await findBlocked('rain');
    expect(found).toBeDefined();
  });

  it('closes the night by the sun rule', async () => {
    const found = await findBlocked('sun');
    expect(found).toBeDefined();
    const midnight = found!.hours[0]!;
    expect(midnight.blocked.some((block) => block.limit === 'sun')).toBe(true);
  });

  it('leaves out the limits the order’s group does not respect', async () => {
    const found = (await findBlocked('wind'))!;
    const groupId = found.order.equipmentGroupId!;
    const settings = (await call(dispatcher, 'GET', `${base}/configuracao/${groupId}/settings`)).json();
    const saved = await call(dispatcher, 'PUT', `${base}/configuracao/${groupId}/settings`, {
      weighting: settings.weighting,
      vehicle: settings.vehicle,
      weather: { wind: false, temperature: true, humidity: true, rain: true, sun: true },
      version: settings.version,
    });
    expect(saved.statusCode).toBe(200);
    try {
      const hours = await analyse(found.order.cdOrdemServico, found.date);
      expect(hours.some((hour) => hour.blocked.some((block) => block.limit === 'wind'))).toBe(false);
    } finally {
      // The group respects every limit again for the other tests.
      const restored = await call(dispatcher, 'PUT', `${base}/configuracao/${groupId}/settings`, {
        weighting: settings.weighting,
        vehicle: settings.vehicle,
        weather: settings.weather,
        version: saved.json().version,
      });
      expect(restored.statusCode).toBe(200);
    }
  });

  it('answers 422 with code 707 for a day the forecast does not cover', async () => {
    const far = localDateOf(new Date(Date.now() + 30 * 86_400_000), timeZone);
    const response = await call(
      dispatcher,
      'GET',
      `${base}/analise/${orders[0]!.cdOrdemServico}?data=${far}`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe(707);
  });

  it('refuses a malformed date with 400 and another tenant’s order with 404', async () => {
    expect(
      (await call(dispatcher, 'GET', `${base}/analise/${orders[0]!.cdOrdemServico}?data=tomorrow`))
        .statusCode,
    ).toBe(400);
    const other = await login('demo', { owner: 'other' });
    expect(
      (await call(other, 'GET', `${base}/analise/${orders[0]!.cdOrdemServico}?data=${today}`)).statusCode,
    ).toBe(404);
  });
});

describe('demo weather', () => {
  it('holds hours too windy for a 10 mph product and hours of rain in both branches over the forecast days', async () => {
    for (const branch of ['iowa', 'matoGrosso'] as const) {
      const point =
        branch === 'iowa' ? { latitude: 42.03, longitude: -93.62 } : { latitude: -12.55, longitude: -55.72 };
      const fields = (await app.services.fields.boundariesOfUnit(demo.ownerId, demo.units[branch])).filter(
        (field) => field.centroid,
      );
      const at = fields[0]?.centroid ?? point;
      const from = new Date(Date.now() - 3_600_000);
      const hours = await app.services.weather.hourly(
        demo.ownerId,
        at,
        from,
        new Date(from.getTime() + DEMO_FORECAST_DAYS.after * 86_400_000),
      );
      expect(hours.length, branch).toBeGreaterThan(48);
      expect(
        hours.some((hour) => hour.windKmh > 16.1),
        `${branch} windy hours`,
      ).toBe(true);
      expect(
        hours.some((hour) => hour.windKmh < 10),
        `${branch} calm hours`,
      ).toBe(true);
      expect(
        hours.some((hour) => hour.rainMm > 0),
        `${branch} rain`,
      ).toBe(true);
    }
  });
});
