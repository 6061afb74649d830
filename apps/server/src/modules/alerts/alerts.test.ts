import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TAlarm, TAlarmBell, TNotification, TPage } from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import type { TForecastHour, TWeatherProvider } from '../weather/weather.provider';

/** Calm unless a test turns the wind up. */
let windKmh = 5;
const weather: TWeatherProvider = {
  name: 'test',
  async hourly(_owner, _point, from, to) {
    const hours: TForecastHour[] = [];
    for (let time = from.getTime(); time < to.getTime(); time += 3_600_000)
      hours.push({
        hour: new Date(time),
        windKmh,
        windGustKmh: null,
        temperatureC: 20,
        humidityPct: 60,
        rainMm: 0,
      });
    return hours;
  },
};

const { app, call, login, database } = await createTestApp({ secondOwner: true, services: { weather } });
const admin = await login();
const otherAdmin = await login('demo', { owner: 'other' });
const engine = app.services.alertEngine;

async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

type TMachine = { cdEquipamento: number; cdUnidade: number; name: string };
const machines = (await call(admin, 'GET', '/api/equipamentos?size=50')).json<{ content: TMachine[] }>()
  .content;
const [machine, second] = machines as [TMachine, TMachine];

// An order of the machine's branch on one field with a boundary; the test puts it in progress.
const [target] = await rows<{
  id: number;
  ticket: string;
  lat: number;
  lon: number;
  east: number;
  product: number;
}>(sql`
  select wo.id, wo.ticket, f.centroid_latitude as lat, f.centroid_longitude as lon, f.bbox_east as east,
         wo.product_ids[1] as product
  from work_orders wo join fields f on f.id = wo.field_ids[1]
  where wo.unit_id = ${machine.cdUnidade} and f.geometry is not null and cardinality(wo.field_ids) = 1
    and cardinality(wo.product_ids) >= 1 and wo.status = 1
  order by wo.id limit 1`);
if (!target) throw new Error('no order with a field boundary in the demo');
await database.db.execute(sql`update work_orders set status = 2, alert_count = 0 where id = ${target.id}`);
await database.db.execute(
  sql`update products set wind_speed_max_kmh = 15, sun_rule = false, rain_free_hours = null where id = ${target.product}`,
);

async function deviceFor(equipmentId: number) {
  const voucher = await call(admin, 'POST', '/api/vouchers', {
    username: 'applicator',
    employeeCode: 'IA-101',
    obcType: 'HARDWARE',
    permission: 'COCKPIT',
    expirationDate: '2099-06-30',
  });
  const code = voucher.json<{ code: string }>().code;
  const token = await call(null, 'POST', '/api/machine/v1/device-tokens', { voucherCode: code, equipmentId });
  return token.json<{ token: string }>().token;
}
const device = await deviceFor(machine.cdEquipamento);
const secondDevice = await deviceFor(second.cdEquipamento);

let clock = Date.now() - 50 * 60_000;
/** Points a minute apart from a clock that only moves forward. */
async function drive(token: string, equipmentId: number, points: Record<string, unknown>[]) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/machine/v1/machines/${equipmentId}/positions`,
    headers: { 'x-device-token': token },
    payload: {
      points: points.map((values) => {
        clock += 60_000;
        return {
          time: new Date(clock).toISOString(),
          speed: 10,
          boomOn: true,
          workOrderId: target!.id,
          ...values,
        };
      }),
    },
  });
  expect(response.statusCode).toBe(200);
  await engine.idle();
}
const inside = (values: Record<string, unknown> = {}) => ({
  latitude: target.lat,
  longitude: target.lon,
  ...values,
});
const outside = (values: Record<string, unknown> = {}) => ({
  latitude: target.lat,
  longitude: target.east + 0.05,
  ...values,
});

const bell = async (token = admin) => (await call(token, 'GET', '/api/alarmes/sino')).json<TAlarmBell>();
const alarms = async (query = '', token = admin) =>
  (await call(token, 'GET', `/api/alarmes?size=50${query}`)).json<TPage<TAlarm>>();
const alertCount = async () =>
  (await call(admin, 'GET', `/api/ordemservicos/${target.id}`)).json<{ qtdAlertas: number }>().qtdAlertas;

describe('the wrong-field guard (class 13, code 1)', () => {
  it('opens an alarm when the boom is on outside the order fields and shows it in the bell', async () => {
    const before = await bell();
    await drive(device, machine.cdEquipamento, [inside(), outside()]);
    const after = await bell();
    expect(after.count).toBe(before.count + 1);
    const [latest] = after.latest;
    expect(latest).toMatchObject({
      fgClassificacao: 13,
      cdEspecialAlarme: 1,
      fgOnline: 1,
      cdEquipamento: machine.cdEquipamento,
      descEquipamento: machine.name,
      cdOrdemServico: target.id,
      vlOrdemServico: target.ticket,
    });
    expect(latest!.descAlarme).toMatch(/^Applying outside the fields of order/);
    expect(await alertCount()).toBeGreaterThanOrEqual(1);
  });

  it('closes the alarm when the machine is back inside, keeping its duration', async () => {
    await drive(device, machine.cdEquipamento, [outside(), inside()]);
    const list = await alarms(`&cdEspecialAlarme=1&cdEquipamento=${machine.cdEquipamento}`);
    const [alarm] = list.content;
    expect(alarm).toMatchObject({ fgOnline: 0 });
    // Opened at the first point outside, closed at the point back inside: two minutes.
    expect(alarm!.duracao).toBe(120);
    expect(await alertCount()).toBe(0);
    expect((await alarms('&open=true&cdEspecialAlarme=1')).totalElements).toBe(0);
  });

  it('writes the alarm in the reader language', async () => {
    const response = await call(admin, 'GET', '/api/alarmes?size=1&cdEspecialAlarme=1', undefined, {
      locale: '1',
    });
    expect(response.json<TPage<TAlarm>>().content[0]!.descAlarme).toMatch(/^Aplicando fora dos talhões/);
  });
});

describe('a terminal catching up', () => {
  it("reads the order's fields once for a batch of many minutes of points, not once a minute of them", async () => {
    const reads = vi.spyOn(app.services.workOrders, 'document');
    try {
      // Ten minutes of points a second apart, inside the field: as sent after a lost signal.
      const points = Array.from({ length: 600 }, () => {
        clock += 1000;
        return {
          ...inside(),
          time: new Date(clock).toISOString(),
          speed: 10,
          boomOn: true,
          workOrderId: target.id,
        };
      });
      const response = await app.inject({
        method: 'POST',
        url: `/api/machine/v1/machines/${machine.cdEquipamento}/positions`,
        headers: { 'x-device-token': device },
        payload: { points },
      });
      expect(response.statusCode).toBe(200);
      await engine.idle();
      expect(reads.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      reads.mockRestore();
    }
    expect((await alarms(`&open=true&cdEquipamento=${machine.cdEquipamento}`)).totalElements).toBe(0);
  });
});

describe('label weather (code 2), stopped (code 3) and leaving the fields (code 4)', () => {
  it('opens code 2 while applying in wind over the label maximum and closes it when calm', async () => {
    windKmh = 30;
    engine.forgetWeather();
    await drive(secondDevice, second.cdEquipamento, [inside()]);
    const query = `&open=true&cdEspecialAlarme=2&cdEquipamento=${second.cdEquipamento}`;
    const open = await alarms(query);
    expect(open.totalElements).toBe(1);
    expect(open.content[0]!.descAlarme).toContain('wind');
    windKmh = 5;
    engine.forgetWeather();
    await drive(secondDevice, second.cdEquipamento, [inside()]);
    expect((await alarms(query)).totalElements).toBe(0);
  });

  it('opens code 4 when the machine drives away before completing, code 3 after standing still', async () => {
    await drive(device, machine.cdEquipamento, [inside(), outside({ boomOn: false })]);
    expect(
      (await alarms(`&open=true&cdEspecialAlarme=4&cdEquipamento=${machine.cdEquipamento}`)).totalElements,
    ).toBe(1);
    const still = Array.from({ length: 11 }, () => outside({ boomOn: false, speed: 0 }));
    await drive(device, machine.cdEquipamento, still);
    expect(
      (await alarms(`&open=true&cdEspecialAlarme=3&cdEquipamento=${machine.cdEquipamento}`)).totalElements,
    ).toBe(1);
    await drive(device, machine.cdEquipamento, [inside({ boomOn: false })]);
    expect((await alarms(`&open=true&cdEquipamento=${machine.cdEquipamento}`)).totalElements).toBe(0);
  });
});

describe('acknowledging on /api/alarmes/reconhecer', () => {
  it('acknowledges in bulk with a note and the bell counts down', async () => {
    await drive(device, machine.cdEquipamento, [outside()]);
    const open = await alarms('&open=true&acknowledged=false');
    expect(open.totalElements).toBeGreaterThan(0);
    const before = await bell();
    const ids = open.content.map((alarm) => alarm.cdId);
    const response = await call(admin, 'POST', '/api/alarmes/reconhecer', { ids, note: 'Driver called' });
    expect(response.statusCode).toBe(200);
    expect(response.json<TAlarm[]>().every((alarm) => alarm.acknowledgeNote === 'Driver called')).toBe(true);
    expect((await bell()).count).toBe(before.count - ids.length);
    expect((await alarms('&acknowledged=true')).totalElements).toBeGreaterThanOrEqual(ids.length);
  });

  it("refuses another owner's alarm with 404 and an empty list with 400", async () => {
    const [alarm] = (await alarms()).content;
    const response = await call(otherAdmin, 'POST', '/api/alarmes/reconhecer', { ids: [alarm!.cdId] });
    expect(response.statusCode).toBe(404);
    expect((await alarms('', otherAdmin)).totalElements).toBe(0);
    expect((await call(admin, 'POST', '/api/alarmes/reconhecer', { ids: [] })).statusCode).toBe(400);
  });
});

describe('notifications on /api/notificacoes', () => {
  const list = async (query = '', token = admin) =>
    (await call(token, 'GET', `/api/notificacoes?size=50${query}`)).json<TPage<TNotification>>();

  it('tells an order canceled in the office, unread until the user reads it', async () => {
    const [order] = await rows<{ id: number; version: number }>(
      sql`select id, version from work_orders where unit_id = ${machine.cdUnidade} and status = 1 order by id desc limit 1`,
    );
    const canceled = await call(admin, 'PUT', `/api/ordemservicos/${order!.id}/cancel`, {
      version: order!.version,
    });
    expect(canceled.statusCode).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const unread = await list('&read=false&type=canceledWorkOrder');
    const told = unread.content.find((notification) => notification.cdOrdemServico === order!.id);
    expect(told).toMatchObject({ type: 'canceledWorkOrder', read: false });
    const marked = await call(admin, 'POST', '/api/notificacoes/lidas', { ids: [told!.id] });
    expect(marked.statusCode).toBe(200);
    expect((await list('&read=true')).content.some((notification) => notification.id === told!.id)).toBe(
      true,
    );
    // Another owner never sees it.
    expect((await list('', otherAdmin)).content.some((notification) => notification.id === told!.id)).toBe(
      false,
    );
  });

  it('tells a late order once', async () => {
    const [order] = await rows<{ id: number }>(
      sql`select id from work_orders where unit_id = ${machine.cdUnidade} and status = 1 order by id limit 1`,
    );
    await database.db.execute(
      sql`update work_orders set planned_end = now() - interval '1 hour' where id = ${order!.id}`,
    );
    await app.services.alertNotifier.checkLate();
    await app.services.alertNotifier.checkLate();
    const late = (await list('&type=lateWorkOrder')).content.filter((n) => n.cdOrdemServico === order!.id);
    expect(late).toHaveLength(1);
    expect(late[0]!.message).toMatch(/is late/);
  });

  it('tells a finished optimisation from the planning live event', async () => {
    app.services.live.publish({ ownerCode: 'demo', unitId: machine.cdUnidade }, 'planning-progress', {
      processHash: 'abc',
      status: 'concluido',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await list('&type=optimisationFinished')).totalElements).toBe(1);
  });
});
