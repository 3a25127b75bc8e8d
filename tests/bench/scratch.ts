import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';

/**
 * A migrated scratch database on the PostgreSQL server at `url` (`souk_bench_<name>_<pid>`), so a
 * benchmark's data never touches another's; `drop` removes it.
 */
export async function openScratchDatabase(
  url: string,
  name: string,
  statementTimeoutMs: number,
): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const database = `souk_bench_${name}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${database} with (force)`);
  await admin(`create database ${database}`);
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${database}`;
  const handle = await openDatabase({ url: scratchUrl.toString(), statementTimeoutMs });
  await migrateToLatest(handle.db);
  return { database: handle, drop: () => admin(`drop database if exists ${database} with (force)`) };
}
