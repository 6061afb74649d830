import { sql } from 'drizzle-orm';
import type { TDatabase } from '../db/database';
import { owners } from '../modules/tenancy/tenancy.tables';
import { DEMO_OWNER, type TDemoContext } from './demo-context';
import { createRandom } from './random';
import { seedTenancy } from './tenancy.demo';
import { agronomyDemoSeeder } from './agronomy.demo';
import { fleetDemoSeeder } from './fleet.demo';
import { weatherDemoSeeder } from './weather.demo';
import { peopleDemoSeeder } from './people.demo';
import { workOrdersDemoSeeder } from './work-orders.demo';
import { plansDemoSeeder } from './plans.demo';
import { planSendsDemoSeeder, planningSendDemoSeeder } from './planning-send.demo';
import { integrationDemoSeeder } from './integration.demo';
import { sensitiveSitesDemoSeeder } from './sensitive-sites.demo';
import { robotDemoSeeder } from './robot.demo';

/** Seeders run in order after the tenancy; each records module adds its own. */
export const demoSeeders: { name: string; seed: (context: TDemoContext) => Promise<void> }[] = [
  agronomyDemoSeeder,
  weatherDemoSeeder,
  fleetDemoSeeder,
  peopleDemoSeeder,
  workOrdersDemoSeeder,
  planningSendDemoSeeder,
  plansDemoSeeder,
  planSendsDemoSeeder,
  integrationDemoSeeder,
  sensitiveSitesDemoSeeder,
  // Last: it draws nothing from the generator, so the data before it stays as it was.
  robotDemoSeeder,
];

export const DEMO_SEED = 20260401;

/**
 * Loads the demo data in one transaction: the owner, branches, offices and users, then every
 * module's records. Deterministic for a seed. Also how tests make a realistic tenant.
 */
export async function seedDemo(
  db: TDatabase,
  options: { seed?: number; ownerCode?: string; ownerName?: string } = {},
): Promise<TDemoContext> {
  return db.transaction(async (tx) => {
    const random = createRandom(options.seed ?? DEMO_SEED);
    const context = await seedTenancy(tx, random, options);
    for (const seeder of demoSeeders) await seeder.seed({ ...context, db: tx });
    return context;
  });
}

/** Seeds the demo owner when the database has no owner at all. */
export async function seedDemoIfEmpty(db: TDatabase): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(owners);
  if ((row?.count ?? 0) > 0) return false;
  await seedDemo(db, { ownerCode: DEMO_OWNER });
  return true;
}
