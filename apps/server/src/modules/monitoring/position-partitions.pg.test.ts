import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';

/**
 * On a PostgreSQL server (TEST_DATABASE_URL): positions land in one partition a UTC day, created
 * as the first point of a day arrives, and retention drops the days past the days kept. The
 * embedded database runs the same migration; this proves it on the server the large cooperatives
 * run.
 */
const RETENTION_DAYS = 3;
const DAY_MS = 86_400_000;
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const context = onServer
  ? await createTestApp({ services: { machineApi: { retentionDays: RETENTION_DAYS } } })
  : null;

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);
const partitionOf = (day: string) => `machine_positions_${day.replaceAll('-', '')}`;

describe.skipIf(!onServer)('position partitions on PostgreSQL', () => {
  it('stores each day in its own partition and drops the days past retention', async () => {
    const { app, call, login, database } = context!;
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    // The demo's own positions (the robot's run of yesterday) would count in the partitions this
    // test reads; it starts from an empty table, whose partitions stay.
    await database.db.execute(sql`delete from machine_positions`);
    const token = await login();
    const auth = (await app.services.auth.authenticate(token))!;
    const [machine] = (await app.services.equipment.list(auth, { page: 0, size: 1 } as never)).content;
    const voucher = (
      await call(token, 'POST', '/api/vouchers', {
        username: 'applicator',
        employeeCode: 'IA-101',
        obcType: 'HARDWARE',
        permission: 'COCKPIT',
        expirationDate: '2099-06-30',
      })
    ).json<{ code: string }>();
    const device = (
      await call(null, 'POST', '/api/machine/v1/device-tokens', {
        voucherCode: voucher.code,
        equipmentId: machine!.cdEquipamento,
      })
    ).json<{ token: string }>().token;

    // One point now and one on each of the two days before, at the same time of day.
    const now = Date.now() - 60_000;
    const instants = [now - 2 * DAY_MS, now - DAY_MS, now].map((time) => new Date(time));
    const days = instants.map(utcDay);
    const response = await app.inject({
      method: 'POST',
      url: `/api/machine/v1/machines/${machine!.cdEquipamento}/positions`,
      headers: { 'x-device-token': device },
      payload: {
        points: instants.map((instant) => ({
          time: instant.toISOString(),
          latitude: 41.6,
          longitude: -93.6,
          boomOn: true,
          sections: [true, false],
        })),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 3, duplicates: 0 });

    const placed = await rows<{ partition: string; count: number }>(sql`
      select tableoid::regclass::text as partition, count(*)::int as count from machine_positions
      group by 1 order by 1`);
    expect(placed).toEqual(days.map((day) => ({ partition: partitionOf(day), count: 1 })));
    const bounds = await rows<{ bound: string }>(sql`
      select pg_get_expr(c.relpartbound, c.oid) as bound from pg_class c
      where c.relname = ${partitionOf(days[2]!)}`);
    expect(bounds[0]!.bound).toContain(`FROM ('${days[2]}`);
    const sections = await rows<{ sections: boolean[] }>(sql`select sections from machine_positions limit 1`);
    expect(sections[0]!.sections).toEqual([true, false]);

    // Two days on, with three days kept, the oldest day goes with its partition.
    const dropped = await app.services.machineApi.dropExpiredPositions(new Date(now + 2 * DAY_MS));
    expect(dropped).toEqual([days[0]]);
    const left = await rows<{ name: string }>(sql`
      select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'machine_positions'::regclass order by 1`);
    expect(left.map((row) => row.name)).toEqual([partitionOf(days[1]!), partitionOf(days[2]!)]);
    const counted = await rows<{ count: number }>(sql`select count(*)::int as count from machine_positions`);
    expect(counted[0]!.count).toBe(2);
  });
});
