import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Engine } from '../db/database';

/**
 * The engines the database tests run on: PGlite in memory always, PostgreSQL too when
 * TEST_DATABASE_URL is set (CI sets it to the machine's server).
 */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a PostgreSQL database for one test server (a copy of `template` when given);
 * returns its name, its URL and a function that drops it.
 */
export async function createScratchDatabase(
  prefix = 'souk_test',
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(async (client) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        return;
      } catch (error) {
        // Two copies of one template at the same instant: PostgreSQL asks the second to wait.
        const busy = error instanceof Error && /being accessed by other users/.test(error.message);
        if (!busy || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withAdmin(async (client) => void (await client.query(`drop database if exists ${name} with (force)`))),
  };
}
