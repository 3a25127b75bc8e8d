import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from './types';

/** Which engine sits behind the Kysely instance. Services never branch on it. */
export type Engine = 'postgres' | 'pglite';

/** An open database: the typed query builder plus what the server needs to check and close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (used to clone test databases). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL address; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder, or 'memory' for an in-process throwaway database. */
  dataDir?: string;
  /** A PGlite data folder dump to start from (tests start each server from one migrated template). */
  loadDataDir?: Blob;
  /** Upper bound for one statement on PostgreSQL, in milliseconds. */
  statementTimeoutMs?: number;
  /** Pool size on PostgreSQL. */
  poolSize?: number;
  onPoolError?: (error: Error) => void;
}

// int8 (bigint ids, counts) arrives as text on both engines so ids stay exact and
// both engines hand services the same JavaScript types.
const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (value: string) => value);

/** Opens PostgreSQL through pg when a URL is given, otherwise PGlite (files or memory). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      statement_timeout: options.statementTimeoutMs ?? 10_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: 'postgres',
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: () => db.destroy(),
    };
  }
  const dataDir = options.dataDir ?? 'memory';
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir === 'memory' ? {} : { dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
    parsers: { [pgliteTypes.INT8]: (value: string) => value },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    engine: 'pglite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
