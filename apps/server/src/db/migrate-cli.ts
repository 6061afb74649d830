import { readConfig } from '../config';
import { openDatabase } from './database';

/**
 * `npm run db:migrate`: applies the committed migrations to the database the server would open
 * (`DATABASE_URL`, else the PGlite folder `DATA_DIR`) and exits. The server also migrates at
 * start-up; this is for a database prepared ahead of it.
 */
const config = readConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  console.log(`migrated ${database.kind === 'postgres' ? 'DATABASE_URL' : config.dataDir}`);
} finally {
  await database.close();
}
