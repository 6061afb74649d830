import { percentile, writeFigures } from './bench-doc';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase, type TDatabaseHandle } from '../src/db/database';
import { DEMO_PASSWORD } from '../src/demo/demo-context';
import { seedDemo } from '../src/demo/seed';

const ORDER_COUNT = 100_000;
const RUNS = 60;
const WARM_UP = 5;

const intArray = (ids: readonly number[]) =>
  sql.raw(`ARRAY[${ids.map((id) => Math.trunc(id)).join(',')}]::int[]`);

/** Seeds the demo tenant and 100,000 work orders in its Iowa branch (one INSERT ... SELECT per table). */
export async function seedBenchOrders(handle: TDatabaseHandle) {
  const demo = await seedDemo(handle.db);
  const unitId = demo.units.iowa;
  const fieldIds = demo.ids.fieldsIowa!;
  const productIds = demo.ids.productsIowa!;
  const groupIds = demo.ids.equipmentGroupsIowa!;
  const seedStart = performance.now();
  // Each order takes the first field of a farm (with its grower) and one product; groups cycle.
  // The order's product and field ids are written with it; the lines are then loaded with the
  // line triggers off (replica role), which would otherwise rewrite those arrays 100,000 times.
  await handle.db.execute(sql`
    insert into work_orders (owner_id, unit_id, location_id, description, ticket, status, grower_id, farm_id, equipment_group_id, timing, application_type,
      carrier_rate_litres_per_hectare, total_area_hectares, selected_area_hectares, total_volume_litres, created_at, closed_at, skipped_on, scheduled_on, alert_count,
      product_ids, field_ids)
    select ${demo.ownerId}, ${unitId}, null,
      (array['Post-emerge herbicide','Burndown ahead of beans','Fungicide pass','Pre-emerge residual'])[1 + g % 4],
      (500000 + g)::text,
      (array[1,1,1,1,1,2,4,4,3,5,6,7])[1 + (g * 7) % 12],
      fa.grower_id, f.farm_id,
      (${intArray(groupIds)})[1 + g % ${groupIds.length}],
      (array['PREPLANT','PRE','POST','BURNDOWN'])[1 + g % 4], 'MIX', 140, coalesce(f.area_hectares, 0), coalesce(f.area_hectares, 0), 140 * coalesce(f.area_hectares, 0),
      now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
      case when (array[1,1,1,1,1,2,4,4,3,5,6,7])[1 + (g * 7) % 12] = 4 then now() - (g % 365) * interval '1 day' + interval '5 hours' end,
      case when g % 97 = 0 then current_date end,
      case when g % 13 = 0 then current_date + (g % 3) end,
      case when g % 29 = 0 then 1 + g % 3 else 0 end,
      array[(${intArray(productIds)})[1 + g % ${productIds.length}]],
      array[(select min(first.id) from fields first where first.farm_id = f.farm_id)]
    from generate_series(1, ${ORDER_COUNT}) as g
    join fields f on f.id = (${intArray(fieldIds)})[1 + g % ${fieldIds.length}]
    join farms fa on fa.id = f.farm_id`);
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into work_order_fields (work_order_id, field_id, position, area_hectares)
      select wo.id, wo.field_ids[1], 0, wo.total_area_hectares from work_orders wo
      where wo.unit_id = ${unitId} and not exists (select 1 from work_order_fields x where x.work_order_id = wo.id)`);
    await tx.execute(sql`
      insert into work_order_products (work_order_id, product_id, position, rate_per_hectare, rate_unit)
      select wo.id, wo.product_ids[1], 0, 2.34, 'fl oz' from work_orders wo
      where wo.unit_id = ${unitId} and not exists (select 1 from work_order_products x where x.work_order_id = wo.id)`);
  });
  // A database in use is vacuumed by autovacuum; the embedded one has none, so once here.
  await handle.db.execute(sql`vacuum analyze`);
  return { seedSeconds: (performance.now() - seedStart) / 1000 };
}

/** The list calls timed: the screen's category, date-preset, sort and search uses. */
export function benchScenarios(today: Date) {
  const weekAgo = new Date(today.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
  const monthAgo = new Date(today.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      name: 'active, last 7 days, newest first',
      url: `/api/ordemservicos/all-order-by-status-products?category=active&dateInit=${weekAgo}&sort=createdAt,desc&size=20`,
    },
    {
      name: 'active, last 30 days, ranked (default sort)',
      url: `/api/ordemservicos/all-order-by-status-products?category=active&dateInit=${monthAgo}&size=20`,
    },
    {
      name: 'closed, by ticket descending, page 10',
      url: `/api/ordemservicos/by-status?category=closed&sort=vlOrdemServico,desc&page=10&size=20`,
    },
    { name: 'search a ticket', url: `/api/ordemservicos?search=5123&size=20` },
    { name: 'all active, ranked (default sort)', url: `/api/ordemservicos?category=active&size=20` },
  ];
}

/**
 * Seeds 100,000 work orders into a fresh embedded database and times the order list through the
 * HTTP layer with filters and sort. Writes docs/bench/work-orders-list.md.
 */
export async function benchWorkOrdersList(docsDir: string) {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  const { seedSeconds } = await seedBenchOrders(handle);
  const app = await buildApp({ db: handle.db });
  await app.ready();
  const loginResponse = await app.inject({
    method: 'POST',
    url: '/api/v2/auth-sgpa/create',
    payload: { login: 'demo', password: DEMO_PASSWORD, owner: 'demo' },
  });
  const token = loginResponse.json<{ token: string }>().token;
  const scenarios = benchScenarios(new Date());
  const results: { name: string; url: string; median: number; p95: number; total: number; load: number }[] =
    [];
  const { loadavg } = await import('node:os');
  // Every scenario is called a few times before any is timed: the first timed scenario should not
  // pay for the seeding's garbage collection and the first plans of the others.
  for (let run = 0; run < WARM_UP; run += 1) {
    for (const scenario of scenarios)
      await app.inject({ method: 'GET', url: scenario.url, headers: { 'x-auth-token': token } });
  }
  for (const scenario of scenarios) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: scenario.url,
        headers: { 'x-auth-token': token },
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`${scenario.url}: ${response.statusCode} ${response.body}`);
      total = response.json<{ totalElements: number }>().totalElements;
      if (run >= WARM_UP) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    results.push({
      ...scenario,
      median: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      total,
      load: loadavg()[0]!,
    });
    console.log(
      `${scenario.name}: median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (${total} matching, load ${loadavg()[0]!.toFixed(1)})`,
    );
  }
  await app.close();
  await handle.close();

  const os = await import('node:os');
  const table = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on this machine (${os.cpus().length} CPU cores, shared),`,
    `embedded PGlite in memory, through \`app.inject\` (HTTP layer, auth, validation, presentation included).`,
    `${ORDER_COUNT.toLocaleString('en-US')} orders seeded in one branch in ${seedSeconds.toFixed(1)} s; ${RUNS} timed calls per scenario after ${WARM_UP} warm-up rounds over all scenarios and ${WARM_UP} more of its own; page size 20.`,
    '',
    '| scenario | matching orders | median ms | p95 ms | load average (1 min) |',
    '|---|---:|---:|---:|---:|',
    ...results.map(
      (result) =>
        `| ${result.name} | ${result.total} | ${result.median.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.load.toFixed(1)} |`,
    ),
  ];
  writeFigures(path.join(docsDir, 'work-orders-list.md'), 'Work-order list with 100,000 orders', table);
  return results;
}
