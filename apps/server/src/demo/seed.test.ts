import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { openDatabase, type TDatabaseHandle } from '../db/database';
import { fields } from '../modules/records/growers/growers.tables';
import { equipment } from '../modules/records/equipment/equipment.tables';
import { units } from '../modules/tenancy/tenancy.tables';
import { workOrders } from '../modules/work-orders/work-orders.tables';
import { createTestDatabase } from '../test/test-database';
import { seedDemo, seedDemoIfEmpty } from './seed';

const ACRES_PER_HECTARE = 2.4710538;

/** What a seeded demo tenant holds, in a form two seeds can be compared by. */
async function snapshot(handle: TDatabaseHandle) {
  const db = handle.db;
  const branches = await db.select().from(units).orderBy(asc(units.id));
  const fieldRows = await db
    .select({
      unitId: fields.unitId,
      name: fields.name,
      code: fields.code,
      areaHectares: fields.areaHectares,
      geometry: fields.geometry,
    })
    .from(fields)
    .orderBy(asc(fields.id));
  const machines = await db
    .select({ unitId: equipment.unitId, type: equipment.type, name: equipment.name })
    .from(equipment)
    .orderBy(asc(equipment.id));
  const orders = await db
    .select({ description: workOrders.description, status: workOrders.status })
    .from(workOrders)
    .orderBy(asc(workOrders.id));
  return { branches, fieldRows, machines, orders };
}

describe('demo data', () => {
  let first: TDatabaseHandle;
  let second: TDatabaseHandle;

  beforeAll(async () => {
    first = await createTestDatabase();
    second = await createTestDatabase();
    await seedDemo(first.db);
    await seedDemo(second.db);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('holds an Iowa branch in US units and a Mato Grosso branch in metric, in their time zones', async () => {
    const { branches } = await snapshot(first);
    expect(branches.map((unit) => [unit.timeZone, unit.language])).toEqual(
      expect.arrayContaining([
        ['America/Chicago', 'en-us'],
        ['America/Cuiaba', 'pt-br'],
      ]),
    );
  });

  it('holds at least 40 mapped fields of 20 to 400 acres, ten machines of every kind asked and 60 orders in several states', async () => {
    const { fieldRows, machines, orders } = await snapshot(first);
    const cropFields = fieldRows.filter(
      (field) =>
        field.geometry !== null &&
        field.areaHectares !== null &&
        field.areaHectares * ACRES_PER_HECTARE >= 20 &&
        field.areaHectares * ACRES_PER_HECTARE <= 400,
    );
    expect(cropFields.length).toBeGreaterThanOrEqual(40);
    expect(machines.length).toBeGreaterThanOrEqual(10);
    const kinds = new Set(machines.map((machine) => machine.type));
    for (const kind of ['sprayer', 'spreader', 'tender-truck', 'robot']) expect(kinds).toContain(kind);
    expect(orders.length).toBeGreaterThanOrEqual(60);
    expect(new Set(orders.map((order) => order.status)).size).toBeGreaterThanOrEqual(4);
  });

  it('is the same on every seeding: names, boundaries, areas, machines and orders', async () => {
    const [one, two] = await Promise.all([snapshot(first), snapshot(second)]);
    expect(two.fieldRows).toEqual(one.fieldRows);
    expect(two.machines).toEqual(one.machines);
    expect(two.orders).toEqual(one.orders);
  });

  it('keeps every field inside its branch: Iowa fields in Iowa, Mato Grosso fields in Mato Grosso', async () => {
    const { branches } = await snapshot(first);
    const iowa = branches.find((unit) => unit.timeZone === 'America/Chicago')!;
    const rows = await first.db
      .select({ latitude: fields.centroidLatitude, longitude: fields.centroidLongitude })
      .from(fields)
      .where(eq(fields.unitId, iowa.id));
    for (const row of rows.filter((candidate) => candidate.latitude !== null)) {
      expect(row.latitude).toBeGreaterThan(40.3);
      expect(row.latitude).toBeLessThan(43.6);
      expect(row.longitude).toBeGreaterThan(-96.7);
      expect(row.longitude).toBeLessThan(-90.1);
    }
  });

  // The embedded database's own folder; a PostgreSQL server keeps its data by itself.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'loads the demo on the first start of an empty data folder and keeps the data on the next start',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tramline-restart-'));
      const countOrders = async (handle: TDatabaseHandle) =>
        (await handle.db.select({ count: sql<number>`count(*)::int` }).from(workOrders))[0]!.count;
      try {
        const firstStart = await openDatabase({ dataDir });
        await firstStart.migrate();
        expect(await seedDemoIfEmpty(firstStart.db)).toBe(true);
        const ordersAtFirstStart = await countOrders(firstStart);
        await firstStart.db
          .update(workOrders)
          .set({ description: 'Kept across restarts' })
          .where(eq(workOrders.id, 1));
        await firstStart.close();

        const nextStart = await openDatabase({ dataDir });
        await nextStart.migrate();
        expect(await seedDemoIfEmpty(nextStart.db)).toBe(false);
        expect(await countOrders(nextStart)).toBe(ordersAtFirstStart);
        const [kept] = await nextStart.db
          .select({ description: workOrders.description })
          .from(workOrders)
          .where(eq(workOrders.id, 1));
        expect(kept?.description).toBe('Kept across restarts');
        await nextStart.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
