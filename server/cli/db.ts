// `npm run db:migrate` and `npm run db:seed`: database chores without starting the server.
import { parseArgs } from 'node:util';
import pino from 'pino';
import { seedOnStart } from '../db/seed';
import { openForCli } from './open';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const command = positionals[0];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: npm run db:migrate | npm run db:seed');
  process.exit(2);
}

const { config, database } = await openForCli();
try {
  if (command === 'seed') {
    const deps = {
      db: database.db,
      engine: database.engine,
      config,
      log: pino({ level: 'warn' }),
      now: () => new Date(),
    };
    const { demoLoaded } = await seedOnStart(deps, { demo: true });
    console.log(
      demoLoaded ? 'reference and demo data loaded' : 'reference data up to date (demo data was already loaded)',
    );
  } else {
    console.log('database migrated');
  }
} finally {
  await database.close();
}
