import { buildApp, closeHttp, shutDown } from './app';
import { readConfig, secretOf } from './config';
import { openDatabase } from './db/database';
import { seedDemoIfEmpty } from './demo/seed';
import { DEMO_OWNER, DEMO_PASSWORD } from './demo/demo-context';
import { attachLive } from './live/live';
import { createOpenMeteoProvider } from './modules/weather/open-meteo.provider';
import { createOsrmRouting } from './modules/routing/osrm.provider';
import { createGreatCircleRouting } from './modules/routing/great-circle.provider';
import { createAutoSendScheduler } from './modules/planning/sends/auto-send-scheduler';
import { smsProviderFrom } from './modules/share/sms-http.provider';
import { createPositionRetention } from './modules/monitoring/position-retention';
import { authChangesOf, noticesOf } from './modules/auth/auth-changes';
import { ORDER_FACTS_CHANNEL } from './modules/work-orders/work-orders.service';
import { startDemoSimulation } from './modules/simulator/demo-run';
import { ownAddress } from './modules/simulator/simulator.routes';
import { createAlertClock } from './modules/alerts/alert-clock';
import { integrationClockOf } from './modules/integration/integration-clock';
import { createForecastClock } from './modules/planning/forecast-watch/forecast-clock';
import { BULK_WRITERS } from './modules/monitoring/machine-api.service';

const config = readConfig();
const database = await openDatabase(config);
await database.migrate();
const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db) : false;

const app = await buildApp({
  db: database.db,
  logger: { level: config.logLevel },
  webDist: config.webDist,
  services: {
    auth: { changes: authChangesOf(database) },
    workOrders: { changes: noticesOf(database, ORDER_FACTS_CHANNEL) },
    people: {
      share: {
        smtpUrl: config.smtpUrl,
        mailFrom: config.mailFrom,
        sms: smsProviderFrom(config),
        logger: { info: (payload, message) => app.log.info(payload, message) },
      },
      invites: { publicUrl: config.publicUrl },
    },
    weather:
      config.weatherProvider === 'open-meteo'
        ? createOpenMeteoProvider({ baseUrl: config.openMeteoUrl, store: database.db })
        : undefined,
    routing:
      config.routingProvider === 'osrm' && config.osrmUrl
        ? createOsrmRouting({ baseUrl: config.osrmUrl })
        : createGreatCircleRouting(config.roadFactor),
    machineApi: { retentionDays: config.positionRetentionDays, bulkWriters: BULK_WRITERS[database.kind] },
    monitoring: { onlineMinutes: config.machineOnlineMinutes },
    integration: { secret: secretOf(config.integrationSecret, config.dataDir, 'integration.secret') },
  },
});
// The embedded database has one process; on a PostgreSQL server others may be running jobs.
const alone = database.kind === 'pglite';
const interrupted = await app.services.planningJobs.failInterrupted(alone);
if (interrupted > 0)
  app.log.warn({ interrupted }, 'planning work interrupted by the last stop was marked failed');
app.services.planningJobs.startHeartbeat(alone);
const live = attachLive(app, { pool: database.pool });
const autoSend = createAutoSendScheduler({ ...app.services, logger: app.log });
const positionRetention = createPositionRetention({ machineApi: app.services.machineApi, logger: app.log });
const alertClock = createAlertClock({ ...app.services, logger: app.log });
const integrationClock = integrationClockOf(app.services, app.log);
const forecastClock = createForecastClock({ ...app.services, logger: app.log });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await shutDown(
    [
      { name: 'auto-send', run: () => autoSend.stop() },
      { name: 'position retention', run: () => positionRetention.stop() },
      { name: 'simulator', run: () => app.services.simulator.stopAll() },
      { name: 'alert clock', run: () => alertClock.stop() },
      { name: 'integration clock', run: () => integrationClock.stop() },
      { name: 'forecast clock', run: () => forecastClock.stop() },
      { name: 'planning jobs', run: () => app.services.planningJobs.stopAll() },
      { name: 'live updates', run: () => live.close() },
      { name: 'http', run: () => closeHttp(app) },
      { name: 'database', run: () => database.close() },
    ],
    {
      log: {
        info: (payload, message) => app.log.info(payload, message),
        error: (payload, message) => app.log.error(payload, message),
      },
      exit: (code) => process.exit(code),
    },
  );
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
autoSend.start();
positionRetention.start();
if (config.simulateDemo)
  // The simulator reports through the machine API of this very server, so it starts once listening.
  startDemoSimulation(app.services, ownAddress(app.server.address()), app.log).catch((error: unknown) =>
    app.log.warn({ err: error }, 'demo simulation did not start'),
  );
alertClock.start();
integrationClock.start();
forecastClock.start();
const url = `http://localhost:${config.port}`;
console.log(`\nTramline is running at ${url}`);
console.log(
  `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
);
if (seeded) console.log('Demo data loaded.');
console.log(`Demo login: company "${DEMO_OWNER}", user "demo", password "${DEMO_PASSWORD}"\n`);
