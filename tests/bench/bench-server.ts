// Started by the benchmark as a child process, so the load generator does not share its
// event loop: the real Souk server, plus a bare Fastify route as the same-run baseline.
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { benchConfig } from './bench-config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedReferenceData } from '../../server/db/seed/reference';

const config = benchConfig({ DATA_DIR: 'memory' });
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir: 'memory' });
await migrateToLatest(database.db);
await seedReferenceData(database.db);
const app = await buildApp({ config, database });
const souk = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.get('/bare', () => ({ status: 'ready' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

process.stdout.write(`${JSON.stringify({ souk, bare: bareUrl, engine: database.engine })}\n`);
process.on('SIGTERM', () => {
  void Promise.all([app.close(), bare.close()])
    .then(() => database.close())
    .then(() => process.exit(0));
});
