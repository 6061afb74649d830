/**
 * Seeds a fresh data folder for the schedule-screen measurement, before the server opens it (the
 * embedded PGlite takes one process at a time): the migrations and the demo tenant, as the server's
 * first start would load them, then one spray crew of 25 sprayers and `BENCH_ORDERS` ready orders in
 * Central Iowa (`seedBenchDay`, the planning-day benchmark's day). Prints the ids it made as one
 * `seeded {...}` JSON line. Run: `DATA_DIR=... BENCH_ORDERS=500 tsx e2e/bench/seed-schedule-day.ts`.
 */
import { seedBenchDay } from '../../apps/server/bench/planning-day.bench';
import { openDatabase } from '../../apps/server/src/db/database';
import { DEMO_OWNER } from '../../apps/server/src/demo/demo-context';
import { seedDemo } from '../../apps/server/src/demo/seed';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR names the data folder to seed');
const orderCount = Number(process.env.BENCH_ORDERS ?? 500);

const handle = await openDatabase({ dataDir });
try {
  await handle.migrate();
  const started = performance.now();
  const demo = await seedDemo(handle.db, { ownerCode: DEMO_OWNER });
  const demoSeconds = (performance.now() - started) / 1000;
  const day = await seedBenchDay(handle.db, demo, orderCount);
  const seconds = (performance.now() - started) / 1000;
  console.log(`seeded ${JSON.stringify({ ...day, demoSeconds, seconds })}`);
} finally {
  await handle.close();
}
