import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedOnStart } from './db/seed';

/**
 * How long requests in progress may take to finish after SIGTERM: the request timeout is 30 s, but
 * orchestrators kill after ~30 s (Kubernetes' default grace), so the rest must fit before that.
 */
const SHUTDOWN_GRACE_MS = 20_000;

/** Starts Souk: config, database (PGlite unless DATABASE_URL), migrations, seed, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir === 'memory' ? 'memory' : path.join(config.dataDir, 'pglite'),
    onPoolError: (error) => console.error('database pool error:', error.message),
  });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  const { demoLoaded } = await seedOnStart(app.deps, { demo: config.mode !== 'production' });
  if (demoLoaded) app.log.info('demo data loaded');

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing the requests in progress');
    // Past the drain's grace and the close, something hangs: leave without waiting for it.
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 5_000);
    force.unref();
    // New requests are refused (503) while those in progress finish; then the server closes.
    const { unfinished } = await app.drain(SHUTDOWN_GRACE_MS);
    if (unfinished > 0) app.log.warn({ unfinished }, 'requests still in progress at the end of the grace period');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const engine = database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Souk is running at ${config.publicUrl} (database: ${engine})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
