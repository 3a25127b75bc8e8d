import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * Opens and migrates the database the server would use (DATABASE_URL, else PGlite under
 * DATA_DIR), for command-line tools. PGlite allows one process per data folder: stop the
 * server first when it runs on the embedded database.
 */
export async function openForCli(): Promise<{ config: Config; database: DatabaseHandle }> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir === 'memory' ? 'memory' : path.join(config.dataDir, 'pglite'),
  });
  await migrateToLatest(database.db);
  return { config, database };
}
