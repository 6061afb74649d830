import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../src/demo/demo-context';
import { adminQuery, databaseUrl } from '../src/test/test-snapshots';
import { startServerProcess } from '../src/test/server-process';
import { percentile, writeFigures } from './bench-doc';

/** Offered loads, requests per second, each held for `SECONDS`; then as fast as it answers. */
const RATES = [100, 200, 300];
/** Offered loads on PostgreSQL with two server processes. */
const PG_RATES = [200, 500];
const SECONDS = 20;
const CONNECTIONS = 32;
const USERS = ['demo', 'manager', 'dispatcher', 'topmanager'];

/** The mixed reads of a working day: order list, machines, fields and the session check. */
const READS = [
  '/api/ordemservicos?category=active&size=20',
  '/api/equipamentos?page=0&size=20',
  '/api/talhoes?page=0&size=20',
  '/api/auth-sgpa/clarify',
];

interface TRun {
  offered: number | 'max';
  achieved: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/**
 * Runs one load, shared evenly by the servers at `urls` (as a proxy in front of them would), and
 * records each request's latency itself from autocannon's response events.
 */
async function runLoad(urls: readonly string[], tokens: string[], rate: number | undefined): Promise<TRun> {
  const latencies: number[] = [];
  let errors = 0;
  const requests = tokens.flatMap((token) =>
    READS.map((read) => ({ method: 'GET' as const, path: read, headers: { 'x-auth-token': token } })),
  );
  const share = (total: number) => Math.max(1, Math.round(total / urls.length));
  const results = await Promise.all(
    urls.map(
      (url) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            {
              url,
              connections: share(CONNECTIONS),
              duration: SECONDS,
              requests,
              ...(rate ? { overallRate: share(rate) } : {}),
            },
            (error, finished) => (error ? reject(error) : resolve(finished)),
          );
          instance.on('response', (_client, statusCode, _bytes, responseTime) => {
            latencies.push(responseTime);
            if (statusCode >= 400) errors += 1;
          });
        }),
    ),
  );
  for (const result of results) errors += result.errors + result.timeouts;
  latencies.sort((a, b) => a - b);
  return {
    offered: rate ?? 'max',
    achieved: latencies.length / SECONDS,
    p50: Math.round(percentile(latencies, 0.5) ?? Number.NaN),
    p95: Math.round(percentile(latencies, 0.95) ?? Number.NaN),
    p99: Math.round(percentile(latencies, 0.99) ?? Number.NaN),
    errors,
  };
}

/**
 * The server as `npm start` runs it, in its own process: on a new embedded database with the demo
 * data, or on the PostgreSQL database `databaseUrl` (the first process seeds it and replays the
 * demo crew; the others only serve).
 */
async function startServer(databaseUrl?: string, first = true) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tramline-load-'));
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      WEB_DIST: '',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(first ? {} : { SEED_DEMO: 'false', SIMULATE_DEMO: 'false' }),
    },
    { echo: true },
  );
  return {
    url: server.url,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(url: string) {
  const tokens: string[] = [];
  for (const login of USERS) {
    const response = await fetch(`${url}/api/v2/auth-sgpa/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password: DEMO_PASSWORD, owner: 'demo' }),
    });
    tokens.push(((await response.json()) as { token: string }).token);
  }
  return tokens;
}

/** Warms up, then holds each offered rate and finally runs unthrottled; answers a table of rows. */
async function measure(label: string, urls: readonly string[], rates: readonly number[]) {
  const tokens = await signIn(urls[0]!);
  await runLoad(urls, tokens, 50); // warm up
  const runs: TRun[] = [];
  for (const rate of [...rates, undefined]) {
    const run = await runLoad(urls, tokens, rate);
    runs.push(run);
    console.log(
      `read load (${label}) ${run.offered}/s: ${run.achieved.toFixed(0)}/s answered, p50 ${run.p50} ms, p95 ${run.p95} ms, p99 ${run.p99} ms, ${run.errors} errors`,
    );
  }
  return [
    '| offered (req/s) | answered (req/s) | p50 (ms) | p95 (ms) | p99 (ms) | errors |',
    '|---|---|---|---|---|---|',
    ...runs.map(
      (run) =>
        `| ${run.offered} | ${run.achieved.toFixed(0)} | ${run.p50} | ${run.p95} | ${run.p99} | ${run.errors} |`,
    ),
  ];
}

const machine = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg()[0]!.toFixed(1)} at the end`;

/** Two server processes on a new database of the PostgreSQL server at `serverUrl`. */
async function measurePostgres(serverUrl: string) {
  const name = `tramline_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const servers: { url: string; stop(): Promise<void> }[] = [];
  try {
    const url = databaseUrl(serverUrl, name);
    servers.push(await startServer(url, true));
    servers.push(await startServer(url, false));
    return await measure(
      'PostgreSQL, two processes',
      servers.map((server) => server.url),
      PG_RATES,
    );
  } finally {
    for (const server of servers) await server.stop();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/**
 * Mixed read load through real HTTP on the loopback: the server in its own process on a fresh
 * embedded database with the demo data, four signed-in users, each offered rate held for 20 s, then
 * unthrottled; then, when BENCH_DATABASE_URL names a PostgreSQL server, two server processes on a
 * new database there, the load shared between them. Writes docs/bench/read-load.md.
 */
export async function benchReadLoad(docsDir: string) {
  const file = path.join(docsDir, 'read-load.md');
  const title = 'Mixed read load';
  const setting = `${CONNECTIONS} connections, ${SECONDS} s per row, reads in turn by four users: ${READS.join(', ')}.`;
  const server = await startServer();
  try {
    const rows = await measure('embedded', [server.url], RATES);
    writeFigures(
      file,
      title,
      [
        `Embedded database (PGlite), measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; the server in its own process (\`npm start\` on a fresh demo database), ${setting}`,
        '',
        ...rows,
      ],
      'embedded',
    );
  } finally {
    await server.stop();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log('read load on PostgreSQL skipped: set BENCH_DATABASE_URL to a PostgreSQL server');
    return;
  }
  const rows = await measurePostgres(serverUrl);
  writeFigures(
    file,
    title,
    [
      `PostgreSQL server, two server processes on one new database, measured ${new Date().toISOString().slice(0, 10)} on ${machine()} (the database server on the same machine); the load shared evenly between the two processes as a proxy would, ${setting}`,
      '',
      ...rows,
    ],
    'postgres',
  );
}
