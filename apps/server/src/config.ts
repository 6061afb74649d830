import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Server settings read once from the environment. */
export interface TConfig {
  port: number;
  host: string;
  /** PGlite data folder, used when no DATABASE_URL is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Built web app to serve; absent in tests. */
  webDist: string | undefined;
  logLevel: string;
  /** Load demo data into an empty database on start. */
  seedDemo: boolean;
  /** Replay a demo crew's day in the simulator on start (SIMULATE_DEMO). */
  simulateDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** JSON webhook of an SMS gateway; without it SMS is not offered. */
  smsUrl: string | undefined;
  /** Bearer token for the SMS gateway. */
  smsToken: string | undefined;
  /** Address people open the app at; invite links start with it. */
  publicUrl: string;
  /** `stored` (default) or `open-meteo`. */
  weatherProvider: 'stored' | 'open-meteo';
  openMeteoUrl: string;
  /** `great-circle` (default) or `osrm`. */
  routingProvider: 'great-circle' | 'osrm';
  osrmUrl: string | undefined;
  /** Road distance over straight-line distance for the great-circle estimate. */
  roadFactor: number;
  /** Days of machine positions kept (POSITION_RETENTION_DAYS); older days are dropped. */
  positionRetentionDays: number;
  /** Minutes since a machine's last point within which it counts as online (MACHINE_ONLINE_MINUTES). */
  machineOnlineMinutes: number;
  /** Secret the farm-system credentials are sealed with (INTEGRATION_SECRET); see `secretOf`. */
  integrationSecret: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  return {
    port: Number.parseInt(env.PORT ?? '8080', 10),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: env.WEB_DIST ?? path.resolve(here, '../../web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    simulateDemo: env.SIMULATE_DEMO !== 'false',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tramline <no-reply@tramline.local>',
    smsUrl: env.SMS_URL || undefined,
    smsToken: env.SMS_TOKEN || undefined,
    weatherProvider: env.WEATHER_PROVIDER === 'open-meteo' ? 'open-meteo' : 'stored',
    openMeteoUrl: env.OPEN_METEO_URL ?? 'https://api.open-meteo.com',
    routingProvider: env.ROUTING_PROVIDER === 'osrm' ? 'osrm' : 'great-circle',
    osrmUrl: env.OSRM_URL || undefined,
    roadFactor: Number.parseFloat(env.ROAD_FACTOR ?? '1.3'),
    positionRetentionDays: Number.parseInt(env.POSITION_RETENTION_DAYS ?? '400', 10),
    machineOnlineMinutes: Number.parseFloat(env.MACHINE_ONLINE_MINUTES ?? '5'),
    publicUrl: env.PUBLIC_URL || `http://localhost:${env.PORT ?? '8080'}`,
    integrationSecret: env.INTEGRATION_SECRET || undefined,
  };
}

/**
 * A secret from the environment, else one kept in the data folder (`<name>` in DATA_DIR, made on
 * the first start, readable by the owner only), so sealed values outlive a restart without any
 * setting. Several processes on one PostgreSQL server must share it through the environment.
 */
export function secretOf(configured: string | undefined, dataDir: string, name: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
