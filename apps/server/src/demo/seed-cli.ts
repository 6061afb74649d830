import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { DEMO_OWNER } from './demo-context';
import { seedDemoIfEmpty } from './seed';

/**
 * `npm run db:seed`: migrates the database the server would open (`DATABASE_URL`, else the PGlite
 * folder `DATA_DIR`) and loads the demo tenant when it holds no owner yet; a database with data is
 * left as it is.
 */
const config = readConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const seeded = await seedDemoIfEmpty(database.db);
  console.log(
    seeded ? `demo tenant '${DEMO_OWNER}' loaded` : 'the database already holds data: nothing loaded',
  );
} finally {
  await database.close();
}
