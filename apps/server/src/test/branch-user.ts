import { eq } from 'drizzle-orm';
import type { TRole } from '@tramline/domain';
import { locations, userLocations, users, userUnits } from '../modules/tenancy/tenancy.tables';
import type { TTestApp } from './test-app';

/**
 * Adds a user of the demo owner permitted in one branch only (and its locations), with the demo
 * password; answers the user's id. For tests of branch isolation.
 */
export async function addBranchUser(
  testApp: Pick<TTestApp, 'database' | 'demo'>,
  options: { login: string; unitId: number; roles: TRole[] },
): Promise<number> {
  const db = testApp.database.db;
  const [template] = await db.select().from(users).where(eq(users.id, testApp.demo.userIds.demo!));
  const [row] = await db
    .insert(users)
    .values({
      ownerId: testApp.demo.ownerId,
      login: options.login,
      name: options.login,
      passwordHash: template!.passwordHash,
      language: 'en-us',
      roles: options.roles,
      activeUnitId: options.unitId,
    })
    .returning();
  await db.insert(userUnits).values({ userId: row!.id, unitId: options.unitId });
  const branchLocations = await db.select().from(locations).where(eq(locations.unitId, options.unitId));
  if (branchLocations.length)
    await db
      .insert(userLocations)
      .values(branchLocations.map((location) => ({ userId: row!.id, locationId: location.id })));
  return row!.id;
}
