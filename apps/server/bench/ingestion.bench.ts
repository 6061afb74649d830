import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ALARM_REFETCH_MS } from '@tramline/domain';
import { buildApp } from '../src/app';
import { DEMO_PASSWORD } from '../src/demo/demo-context';
import { seedDemo } from '../src/demo/seed';
import { attachLive } from '../src/live/live';
import { equipment } from '../src/modules/records/equipment/equipment.tables';
import { BULK_WRITERS } from '../src/modules/monitoring/machine-api.service';
import { openAlarmPath, summarise, type TAlarmPathFigures } from './alarm-path';
import { openBenchDatabase } from './bench-database';
import { percentile, writeFigures } from './bench-doc';

const MACHINES = 50;
const FLAT_OUT_BATCH = 500;
const WARM_UP_SECONDS = 2;
const MEASURED_SECONDS = 10;
const TARGETS = { pglite: 5_000, postgresql: 20_000 };
const P95_TARGET_MS = 200;
/** Wrong-field trips of the alarm path on a quiet server, then the seconds of flat-out load it runs under. */
const QUIET_TRIPS = 20;
const LOADED_SECONDS = 45;
const ALARM_P95_TARGET_MS = 3_000;
/** Radius of the small circles each machine drives around its field's centroid, degrees. */
const CIRCLE_DEGREES = 0.0002;

interface TResult {
  scenario: string;
  batchSize: number;
  pointsPerSecond: number;
  batches: number;
  median: number;
  p95: number;
  load: number;
  /** After the last batch was answered, how long the alert rules took to judge what was left. */
  rulesBacklogMs: number;
}

/**
 * Many machines reporting at once over real HTTP: each machine sends batches of points one after
 * the other (its next batch when the last one is answered), as a terminal catching up after a
 * lost signal does; sustained points stored per second and the batch answer times, with the alert
 * rules judging every point as in production (each machine applies inside the field of one of the
 * branch's orders). Then the full path of an alarm, quiet and under the flat-out load: a machine
 * applying in a field not on its order, to the live event and the bell. On the embedded database,
 * or on PostgreSQL when TEST_DATABASE_URL is set. Writes docs/bench/ingestion.md and
 * docs/bench/alarm-path.md.
 */
export async function benchIngestion(docsDir: string) {
  const database = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
  const handle = await openBenchDatabase();
  const demo = await seedDemo(handle.db);
  const machineIds = (
    await handle.db
      .insert(equipment)
      .values(
        // The last one is the alarm path's machine.
        Array.from({ length: MACHINES + 1 }, (_, index) => ({
          ownerId: demo.ownerId,
          unitId: demo.units.iowa,
          name: `Reporting sprayer #${index + 1}`,
          code: `BN-RP-${String(index + 1).padStart(3, '0')}`,
          type: 'sprayer',
          profile: 'sprayer',
          boomWidthMetres: 36.6,
        })),
      )
      .returning({ id: equipment.id })
  ).map((row) => row.id);
  const probeId = machineIds.pop()!;
  // The branch's orders on one field with a boundary: machine i applies in order i's field.
  const orders = (
    (await handle.db.execute(sql`
      select wo.id, f.centroid_latitude as latitude, f.centroid_longitude as longitude
      from work_orders wo join fields f on f.id = wo.field_ids[1]
      where wo.owner_id = ${demo.ownerId} and wo.unit_id = ${demo.units.iowa} and wo.status = 1
        and f.geometry is not null and f.centroid_latitude is not null and cardinality(wo.field_ids) = 1
      order by wo.id`)) as unknown as { rows: { id: number; latitude: number; longitude: number }[] }
  ).rows;
  if (orders.length < 2) throw new Error('the demo has too few orders with a field boundary');
  const orderOf = (equipmentId: number) => orders[machineIds.indexOf(equipmentId) % orders.length]!;
  const app = await buildApp({
    db: handle.db,
    services: { machineApi: { bulkWriters: BULK_WRITERS[handle.kind] } },
  });
  const sockets = attachLive(app, { pool: handle.pool });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${address}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const { token } = (await (
    await post('/api/v2/auth-sgpa/create', { login: 'demo', password: DEMO_PASSWORD, owner: 'demo' })
  ).json()) as { token: string };
  const voucher = (await (
    await post(
      '/api/vouchers',
      {
        username: 'applicator',
        employeeCode: 'IA-101',
        obcType: 'HARDWARE',
        permission: 'COCKPIT',
        expirationDate: '2099-06-30',
      },
      { 'x-auth-token': token },
    )
  ).json()) as { code: string };
  const devices = await Promise.all(
    [...machineIds, probeId].map(async (equipmentId) => {
      const response = await post('/api/machine/v1/device-tokens', {
        voucherCode: voucher.code,
        equipmentId,
      });
      if (!response.ok) throw new Error(`device token: ${response.status} ${await response.text()}`);
      return { equipmentId, token: ((await response.json()) as { token: string }).token };
    }),
  );
  const probeDevice = devices.pop()!;

  // Each machine's clock starts twelve hours back and moves a second a point, so every point is new.
  // Flat out a machine stores some 360 points a second on a quiet machine, so its clock runs ahead
  // of the wall clock: four hours back ran into the API's 5-minute limit on the future within the
  // run. Twelve hours stay inside the demo's stored weather (yesterday and today, whole days).
  const clock = new Map(devices.map((device) => [device.equipmentId, Date.now() - 12 * 3_600_000]));
  const batchOf = (equipmentId: number, size: number) => {
    let time = clock.get(equipmentId)!;
    const order = orderOf(equipmentId);
    const points = Array.from({ length: size }, (_, index) => {
      time += 1000;
      const angle = (time / 60_000) * 2 * Math.PI;
      return {
        time: new Date(time).toISOString(),
        latitude: order.latitude + CIRCLE_DEGREES * Math.sin(angle),
        longitude: order.longitude + CIRCLE_DEGREES * Math.cos(angle),
        speed: 19.3,
        heading: 0,
        boomOn: true,
        sections: [true, true, true, true, true, true],
        rate: 93.5,
        tankLevel: 3000 - index,
        workOrderId: order.id,
      };
    });
    clock.set(equipmentId, time);
    return points;
  };

  /**
   * Every machine sends `size`-point batches for `seconds`: one each `everyMs` (a batch late
   * leaves at once, without catching up), or flat out when `everyMs` is null.
   */
  async function run(size: number, seconds: number, everyMs: number | null) {
    const times: number[] = [];
    let stored = 0;
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      devices.map(async (device, index) => {
        let next = started + (everyMs === null ? 0 : (everyMs * index) / devices.length);
        while (performance.now() < until) {
          if (everyMs !== null) {
            const wait = next - performance.now();
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
            next = Math.max(next + everyMs, performance.now());
            if (next > until) break;
          }
          const points = batchOf(device.equipmentId, size);
          const sent = performance.now();
          const response = await post(
            `/api/machine/v1/machines/${device.equipmentId}/positions`,
            { points },
            { 'x-device-token': device.token },
          );
          const answer = (await response.json()) as { accepted: number };
          if (!response.ok) throw new Error(`positions: ${response.status} ${JSON.stringify(answer)}`);
          times.push(performance.now() - sent);
          stored += answer.accepted;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    return { stored, elapsed, times };
  }

  const target = TARGETS[database];
  const pacedBatch = Math.round(target / MACHINES);
  const scenarios = [
    {
      scenario: `paced: a batch a second from each machine (${target.toLocaleString('en-US')} points/s offered)`,
      size: pacedBatch,
      everyMs: 1000,
    },
    {
      scenario: 'flat out: each machine its next batch when the last is answered',
      size: FLAT_OUT_BATCH,
      everyMs: null,
    },
  ];
  const results: TResult[] = [];
  for (const { scenario, size, everyMs } of scenarios) {
    await run(size, WARM_UP_SECONDS, everyMs);
    await app.services.alertEngine.idle();
    const { stored, elapsed, times } = await run(size, MEASURED_SECONDS, everyMs);
    const answered = performance.now();
    await app.services.alertEngine.idle();
    const rulesBacklogMs = performance.now() - answered;
    const result = {
      scenario,
      batchSize: size,
      pointsPerSecond: stored / elapsed,
      batches: times.length,
      median: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      load: os.loadavg()[0]!,
      rulesBacklogMs,
    };
    results.push(result);
    console.log(
      `ingestion ${database}, ${scenario}, ${size}-point batches from ${MACHINES} machines: ${Math.round(result.pointsPerSecond)} points/s, ` +
        `batch median ${result.median.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
        `rules' backlog ${Math.round(rulesBacklogMs)} ms (load ${result.load.toFixed(1)})`,
    );
  }

  // The alarm path: the probe applies in the next order's field while its points name the first.
  const [own, other] = orders as [(typeof orders)[0], (typeof orders)[0]];
  const probe = {
    address,
    userToken: token,
    equipmentId: probeDevice.equipmentId,
    deviceToken: probeDevice.token,
    workOrderId: own.id,
    inside: { latitude: own.latitude, longitude: own.longitude },
    wrongField: { latitude: other.latitude, longitude: other.longitude },
  };
  const paths: {
    scenario: string;
    figures: TAlarmPathFigures;
    load: number;
    pointsPerSecond: number | null;
  }[] = [];
  const alarmPath = await openAlarmPath(probe);
  const quiet = await alarmPath.measure({
    minTrips: QUIET_TRIPS,
    maxTrips: QUIET_TRIPS,
    until: () => true,
  });
  paths.push({
    scenario: 'quiet: no other machine reporting',
    figures: quiet,
    load: os.loadavg()[0]!,
    pointsPerSecond: null,
  });
  // Beside the target rate (the paced scenario), then flat out.
  for (const { scenario, size, everyMs } of [
    {
      scenario: `beside paced ingestion (the target rate) by ${MACHINES} machines`,
      size: pacedBatch,
      everyMs: 1000,
    },
    { scenario: `under flat-out ingestion by ${MACHINES} machines`, size: FLAT_OUT_BATCH, everyMs: null },
  ]) {
    let loading = true;
    const [loaded, ingested] = await Promise.all([
      alarmPath.measure({ minTrips: 10, maxTrips: 1_000, until: () => !loading }),
      run(size, LOADED_SECONDS, everyMs).finally(() => {
        loading = false;
      }),
    ]);
    await app.services.alertEngine.idle();
    paths.push({
      scenario,
      figures: loaded,
      load: os.loadavg()[0]!,
      pointsPerSecond: ingested.stored / ingested.elapsed,
    });
  }
  for (const { scenario, figures, pointsPerSecond } of paths) {
    const live = summarise(figures.live);
    const bell = summarise(figures.bell);
    console.log(
      `alarm path ${database}, ${scenario}: ${figures.trips} trips, live event p50 ${live.p50.toFixed(0)} ms p95 ${live.p95.toFixed(0)} ms max ${live.max.toFixed(0)} ms; ` +
        `bell p50 ${bell.p50.toFixed(0)} ms p95 ${bell.p95.toFixed(0)} ms max ${bell.max.toFixed(0)} ms` +
        (pointsPerSecond === null ? '' : ` (${Math.round(pointsPerSecond)} points/s stored meanwhile)`),
    );
  }
  alarmPath.close();
  await sockets.close();
  await app.close();
  await handle.close();

  const lines = [
    `${database === 'pglite' ? 'Embedded PGlite in memory' : 'PostgreSQL (TEST_DATABASE_URL)'}, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `by \`npm run bench\` on this machine (${os.cpus().length} CPU cores, shared; client and server in one process).`,
    `${MACHINES} machines sending at once over HTTP; each scenario ${MEASURED_SECONDS} s measured after ${WARM_UP_SECONDS} s of warm-up.`,
    `Target: ${target.toLocaleString('en-US')} points/s sustained, p95 batch answer under ${P95_TARGET_MS} ms.`,
    '',
    'Alert rules on: every point is judged; the last column is how long the rules took, after the last batch was answered, to judge what was left.',
    '',
    "| scenario | batch size | points/s stored | batches | median ms | p95 ms | load average (1 min) | rules' backlog ms |",
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (result) =>
        `| ${result.scenario} | ${result.batchSize} | ${Math.round(result.pointsPerSecond).toLocaleString('en-US')} | ${result.batches} | ${result.median.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.load.toFixed(1)} | ${Math.round(result.rulesBacklogMs)} |`,
    ),
  ];
  writeFigures(path.join(docsDir, 'ingestion.md'), 'Position ingestion', lines, database);

  const ms = (value: number) => Math.round(value).toLocaleString('en-US');
  const pathLines = [
    `${database === 'pglite' ? 'Embedded PGlite in memory' : 'PostgreSQL (TEST_DATABASE_URL)'}, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `by \`npm run bench\` on this machine (${os.cpus().length} CPU cores, shared; client, socket and server in one process).`,
    `Target: the bell holds the alarm within ${ms(ALARM_P95_TARGET_MS)} ms (p95) of the post; the bell's read is asked ${ALARM_REFETCH_MS} ms after the live event, as the web does.`,
    '',
    '| scenario | trips | missed | points/s stored meanwhile | live event p50 / p95 / max ms | bell p50 / p95 / max ms | load average (1 min) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...paths.map(({ scenario, figures, load, pointsPerSecond }) => {
      const live = summarise(figures.live);
      const bell = summarise(figures.bell);
      return `| ${scenario} | ${figures.trips} | ${figures.missed} | ${pointsPerSecond === null ? '—' : ms(pointsPerSecond)} | ${ms(live.p50)} / ${ms(live.p95)} / ${ms(live.max)} | ${ms(bell.p50)} / ${ms(bell.p95)} / ${ms(bell.max)} | ${load.toFixed(1)} |`;
    }),
  ];
  writeFigures(path.join(docsDir, 'alarm-path.md'), 'Alarm path', pathLines, database);
  return { results, paths };
}
