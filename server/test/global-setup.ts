import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedReferenceData } from '../db/seed/reference';
import { createScratchDatabase } from './engines';

/**
 * Builds one migrated, reference-seeded PGlite database before the tests and dumps it to a
 * file; each test server then starts from that dump in well under a second instead of
 * creating, migrating and seeding its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dropPostgresTemplate = await preparePostgresTemplate(project);
  const folder = await mkdtemp(path.join(tmpdir(), 'souk-test-'));
  const file = path.join(folder, 'template.tar');
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    await migrateToLatest(database.db);
    await seedReferenceData(database.db);
    const dump = await database.dumpDataDir!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(folder, { recursive: true, force: true });
    await dropPostgresTemplate();
  };
}

/** The same on PostgreSQL, when configured: a template database each test database is copied from. */
async function preparePostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  if (!process.env.TEST_DATABASE_URL) return async () => {};
  const template = await createScratchDatabase('souk_template');
  const database = await openDatabase({ url: template.url });
  try {
    await migrateToLatest(database.db);
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', template.name);
  return template.drop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
