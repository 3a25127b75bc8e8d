// Started by the portal benchmark when no BENCH_DATABASE_URL is given: the real Souk server on
// an in-memory PGlite database holding the demo marketplace (3,000 announcements), so that
// `npm run bench` measures real pages on a fresh machine.
import { buildApp } from '../../server/app';
import { benchConfig } from './bench-config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedOnStart } from '../../server/db/seed';
import { commitStudioBenchSite, publishBenchSite } from './site-setup';

const config = benchConfig({ DATA_DIR: 'memory' });
const database = await openDatabase({ dataDir: 'memory' });
await migrateToLatest(database.db);
const app = await buildApp({ config, database });
await seedOnStart(app.deps, { demo: true });
const storeHome = await publishBenchSite(app.deps);
// The studio benchmark's editor: a 300-block working build on a FULL-plan store.
const studio = await commitStudioBenchSite(app.deps);
const souk = await app.listen({ port: 0, host: '127.0.0.1' });

process.stdout.write(`${JSON.stringify({ souk, engine: database.engine, storeHome, studio })}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
