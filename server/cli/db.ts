// `npm run db:migrate` and `npm run db:seed`: database chores without starting the server.
// `npm run db:seed -- --announcements 1000000 [--seed 7]` loads generated announcements in bulk.
import { parseArgs } from 'node:util';
import pino from 'pino';
import { standaloneDeps } from '../standalone-deps';
import { seedOnStart } from '../db/seed';
import { seedAnnouncements } from '../db/seed/announcements';
import { openForCli } from './open';

const USAGE = `usage: npm run db:migrate
       npm run db:seed [-- --announcements N [--seed S] [--batch-size B] [--pictures P]]`;

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replace(/[_\s]/g, ''));
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number, got "${raw}"\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        announcements: { type: 'string' },
        seed: { type: 'string' },
        'batch-size': { type: 'string' },
        pictures: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}
const args = parse();
const command = args.positionals[0];
const bulk =
  args.values.announcements === undefined ? null : wholeNumber('announcements', args.values.announcements, 0);
const bulkOnly = Object.keys(args.values).length > 0 && bulk === null;
if (args.positionals.length !== 1 || (command !== 'migrate' && command !== 'seed') || bulkOnly) {
  console.error(USAGE);
  process.exit(2);
}
if (command === 'migrate' && bulk !== null) {
  console.error(USAGE);
  process.exit(2);
}

if (bulk !== null && process.env.NODE_ENV === 'production') {
  console.error('generated announcements are for development and benchmarks: refused with NODE_ENV=production');
  process.exit(2);
}
// The bulk load lifts the statement timeout itself for its long statements (index builds, the
// search vocabulary over a million rows).
const { config, database } = await openForCli();
try {
  const deps = standaloneDeps(database, config, pino({ level: 'warn' }));
  if (command === 'migrate') {
    console.log('database migrated');
  } else if (bulk === null) {
    const { demoLoaded } = await seedOnStart(deps, { demo: true });
    console.log(
      demoLoaded ? 'reference and demo data loaded' : 'reference data up to date (demo data was already loaded)',
    );
  } else {
    await seedOnStart(deps, { demo: false });
    const seed = wholeNumber('seed', args.values.seed, 1);
    const started = Date.now();
    let reported = 0;
    const result = await seedAnnouncements(deps, {
      count: bulk,
      seed,
      batchSize: wholeNumber('batch-size', args.values['batch-size'], 5_000),
      pictures: wholeNumber('pictures', args.values.pictures, 150),
      onProgress: (written, total) => {
        // About every 5 %, and at the end.
        if (written < total && written - reported < Math.max(1, total / 20)) return;
        reported = written;
        const seconds = (Date.now() - started) / 1000;
        const rate = Math.round(written / Math.max(seconds, 0.001));
        console.log(
          `announcements ${written.toLocaleString('fr-FR')} / ${total.toLocaleString('fr-FR')} ` +
            `(${Math.round((written / total) * 100)} %), ${rate.toLocaleString('fr-FR')}/s, ${seconds.toFixed(0)} s`,
        );
      },
    });
    const { timings } = result;
    const total = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${bulk.toLocaleString('fr-FR')} announcements by ${result.sellers.length.toLocaleString('fr-FR')} sellers ` +
        `(seed ${seed}) in ${total} s: sellers ${(timings.sellers / 1000).toFixed(1)} s, ` +
        `announcements ${(timings.announcements / 1000).toFixed(1)} s, indexes ${(timings.indexes / 1000).toFixed(1)} s, ` +
        `pictures ${(timings.pictures / 1000).toFixed(1)} s, search vocabulary and statistics ${(timings.vocabulary / 1000).toFixed(1)} s`,
    );
  }
  await deps.events.drain();
} finally {
  await database.close();
}
