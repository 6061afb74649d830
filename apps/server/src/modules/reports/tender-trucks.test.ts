import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TTenderTruckReport } from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import { tenderTripDetails, tenderTrips } from '../loads/loads.tables';

const { call, login, database, app } = await createTestApp({ secondOwner: true });
const admin = await login();
const auth = (await app.services.auth.authenticate(admin))!;
const otherAdmin = await login('demo', { owner: 'other' });
const db = database.db;

const products = (
  (await db.execute(
    sql`select id, name, type from products where owner_id = ${auth.ownerId} and type = 'LIQUID' order by id limit 2`,
  )) as unknown as { rows: { id: number; name: string; type: string }[] }
).rows;
const [glyphosate, surfactant] = products as [(typeof products)[number], (typeof products)[number]];

/** One dispatched load: its tender, day, and lines (product, or water when null, and quantity). */
async function trip(
  ownerId: number,
  unitId: number,
  tender: { id: number; name: string },
  localDate: string,
  lines: { productId: number | null; equipmentId: number; quantity: number }[],
) {
  const [row] = await db
    .insert(tenderTrips)
    .values({
      ownerId,
      unitId,
      localDate,
      equipmentGroupId: 1,
      equipmentGroupName: 'Spray crew North',
      groupType: 'LIQUID',
      tenderId: tender.id,
      tenderName: tender.name,
      status: 'dispatched',
      tickets: [],
      loadKey: `${tender.id}-${localDate}-${Math.random()}`,
      dispatchedAt: new Date(`${localDate}T14:00:00Z`),
    })
    .returning();
  await db.insert(tenderTripDetails).values(
    lines.map((line, sequence) => ({
      tripId: row!.id,
      localDate,
      equipmentId: line.equipmentId,
      equipmentName: `Sprayer ${line.equipmentId}`,
      productId: line.productId,
      productName: line.productId === null ? null : 'as dispatched',
      quantity: line.quantity,
      sequence,
    })),
  );
}

const nurse = { id: 9101, name: 'Nurse truck 1' };
const other = { id: 9102, name: 'Nurse truck 2' };
// Two trips of the first truck on one day serving two sprayers, one of the second, one a day later.
await trip(auth.ownerId, auth.unitId, nurse, '2026-05-04', [
  { productId: null, equipmentId: 1, quantity: 3000 },
  { productId: glyphosate.id, equipmentId: 1, quantity: 120 },
  { productId: surfactant.id, equipmentId: 1, quantity: 15 },
]);
await trip(auth.ownerId, auth.unitId, nurse, '2026-05-04', [
  { productId: null, equipmentId: 2, quantity: 2500 },
  { productId: glyphosate.id, equipmentId: 2, quantity: 100 },
]);
await trip(auth.ownerId, auth.unitId, other, '2026-05-04', [
  { productId: glyphosate.id, equipmentId: 3, quantity: 80 },
]);
await trip(auth.ownerId, auth.unitId, nurse, '2026-05-05', [
  { productId: null, equipmentId: 1, quantity: 1000 },
]);

const report = async (token: string, query: string) => {
  const response = await call(token, 'GET', `/api/reports/tender-trucks?${query}`);
  return { status: response.statusCode, body: response.json() as TTenderTruckReport };
};

describe('tender truck report', () => {
  it('sums trips, machines served, water and each product per tender truck and day', async () => {
    const { status, body } = await report(admin, 'dateInit=2026-05-04&dateEnd=2026-05-04');
    expect(status).toBe(200);
    expect(body.rows).toEqual([
      expect.objectContaining({
        localDate: '2026-05-04',
        tenderName: 'Nurse truck 1',
        trips: 2,
        machinesServed: 2,
        waterLitres: 5500,
        products: expect.arrayContaining([
          expect.objectContaining({ productId: glyphosate.id, quantity: 220, productType: 'LIQUID' }),
          expect.objectContaining({ productId: surfactant.id, quantity: 15 }),
        ]),
      }),
      expect.objectContaining({ tenderName: 'Nurse truck 2', trips: 1, machinesServed: 1, waterLitres: 0 }),
    ]);
    expect(body.rows[0]!.products).toHaveLength(2);
  });

  it('narrows to one tender truck and to the days that carried a product', async () => {
    const byTender = await report(admin, `dateInit=2026-05-04&dateEnd=2026-05-05&equipmentId=${nurse.id}`);
    expect(byTender.body.rows.map((row) => [row.localDate, row.trips])).toEqual([
      ['2026-05-04', 2],
      ['2026-05-05', 1],
    ]);
    const byProduct = await report(
      admin,
      `dateInit=2026-05-04&dateEnd=2026-05-05&productId=${surfactant.id}`,
    );
    expect(
      byProduct.body.rows.map((row) => [row.tenderName, row.products.map((line) => line.quantity)]),
    ).toEqual([['Nurse truck 1', [15]]]);
  });

  it("shows another owner none of the branch's trips", async () => {
    const { status, body } = await report(otherAdmin, 'dateInit=2026-05-04&dateEnd=2026-05-05');
    expect(status).toBe(200);
    expect(body.rows).toEqual([]);
  });

  it('refuses a range that runs backwards with 400 on dateEnd, and a caller without reports.read with 403', async () => {
    const backwards = await call(
      admin,
      'GET',
      '/api/reports/tender-trucks?dateInit=2026-05-05&dateEnd=2026-05-04',
    );
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('dateEnd');
    const applicator = await login('applicator');
    expect(
      (await call(applicator, 'GET', '/api/reports/tender-trucks?dateInit=2026-05-04&dateEnd=2026-05-04'))
        .statusCode,
    ).toBe(403);
  });
});
