import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { DEMO_PASSWORD } from '../src/demo/demo-context';
import { seedDemo } from '../src/demo/seed';
import { equipment } from '../src/modules/records/equipment/equipment.tables';
import { openBenchDatabase } from './bench-database';
import { percentile, writeFigures } from './bench-doc';

const MACHINES = 50;
const FLAT_OUT_BATCH = 500;
const WARM_UP_SECONDS = 2;
const MEASURED_SECONDS = 10;
const TARGETS = { pglite: 5_000, postgresql: 20_000 };
const P95_TARGET_MS = 200;

interface TResult {
  scenario: string;
  batchSize: number;
  pointsPerSecond: number;
  batches: number;
  median: number;
  p95: number;
  load: number;
}

/**
 * Many machines reporting at once over real HTTP: each machine sends batches of points one after
 * the other (its next batch when the last one is answered), as a terminal catching up after a
 * lost signal does; sustained points stored per second and the batch answer times. On the
 * embedded database, or on PostgreSQL when TEST_DATABASE_URL is set. Writes docs/bench/ingestion.md.
 */
export async function benchIngestion(docsDir: string) {
  const database = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
  const handle = await openBenchDatabase();
  const demo = await seedDemo(handle.db);
  const machineIds = (
    await handle.db
      .insert(equipment)
      .values(
        Array.from({ length: MACHINES }, (_, index) => ({
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
  const app = await buildApp({ db: handle.db });
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
    machineIds.map(async (equipmentId) => {
      const response = await post('/api/machine/v1/device-tokens', {
        voucherCode: voucher.code,
        equipmentId,
      });
      if (!response.ok) throw new Error(`device token: ${response.status} ${await response.text()}`);
      return { equipmentId, token: ((await response.json()) as { token: string }).token };
    }),
  );

  // Each machine's clock starts two hours back and moves a second a point, so every point is new.
  const clock = new Map(devices.map((device) => [device.equipmentId, Date.now() - 2 * 3_600_000]));
  const batchOf = (equipmentId: number, size: number) => {
    let time = clock.get(equipmentId)!;
    const points = Array.from({ length: size }, (_, index) => {
      time += 1000;
      return {
        time: new Date(time).toISOString(),
        latitude: 42.03 + (equipmentId % 10) * 0.01 + index * 0.00003,
        longitude: -93.62 + Math.floor(equipmentId / 10) * 0.01,
        speed: 19.3,
        heading: 0,
        boomOn: true,
        sections: [true, true, true, true, true, true],
        rate: 93.5,
        tankLevel: 3000 - index,
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
    const { stored, elapsed, times } = await run(size, MEASURED_SECONDS, everyMs);
    const result = {
      scenario,
      batchSize: size,
      pointsPerSecond: stored / elapsed,
      batches: times.length,
      median: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      load: os.loadavg()[0]!,
    };
    results.push(result);
    console.log(
      `ingestion ${database}, ${scenario}, ${size}-point batches from ${MACHINES} machines: ${Math.round(result.pointsPerSecond)} points/s, ` +
        `batch median ${result.median.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (load ${result.load.toFixed(1)})`,
    );
  }
  await app.close();
  await handle.close();

  const lines = [
    `${database === 'pglite' ? 'Embedded PGlite in memory' : 'PostgreSQL (TEST_DATABASE_URL)'}, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `by \`npm run bench\` on this machine (${os.cpus().length} CPU cores, shared; client and server in one process).`,
    `${MACHINES} machines sending at once over HTTP; each scenario ${MEASURED_SECONDS} s measured after ${WARM_UP_SECONDS} s of warm-up.`,
    `Target: ${target.toLocaleString('en-US')} points/s sustained, p95 batch answer under ${P95_TARGET_MS} ms.`,
    '',
    '| scenario | batch size | points/s stored | batches | median ms | p95 ms | load average (1 min) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (result) =>
        `| ${result.scenario} | ${result.batchSize} | ${Math.round(result.pointsPerSecond).toLocaleString('en-US')} | ${result.batches} | ${result.median.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.load.toFixed(1)} |`,
    ),
  ];
  writeFigures(path.join(docsDir, 'ingestion.md'), 'Position ingestion', lines, database);
  return results;
}
