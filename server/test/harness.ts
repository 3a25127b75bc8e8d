import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../config';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle, type Engine } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedReferenceData } from '../db/seed/reference';
import type { Deps } from '../deps';
import { createScratchDatabase } from './engines';

/** A real server listening on a random local port, over a fresh database. */
export interface TestServer {
  engine: Engine;
  url: string;
  app: FastifyInstance;
  deps: Deps;
  database: DatabaseHandle;
  /** Moves the server's clock (tokens, throttles, expiries) forward. */
  advanceClock(ms: number): void;
  /** POSTs a GraphQL operation; returns the parsed body and the status. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; headers?: Record<string, string> },
  ): Promise<GqlResponse<T>>;
  /** POSTs JSON (or a form when `form` is set) to a plain HTTP route. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export interface GqlResponse<T> {
  status: number;
  data: T | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string; [key: string]: unknown } }[];
}

export interface TestServerOptions {
  /** Overrides applied to the environment the config is read from. */
  env?: Record<string, string>;
  /** Change the config after it is read (for example to point providers at a local stub). */
  configure?: (config: Config) => void;
  /** Bring regions, cities, categories and menus up to date (default true; the template has them already). */
  referenceData?: boolean;
  /** Serve this database (another test server's: two instances of one marketplace); it is not closed here. */
  database?: DatabaseHandle;
  /** Where the server's log lines go (tests that read what it logs). */
  logStream?: DestinationStream;
}

/**
 * A fresh database of the given engine, migrated and seeded with the reference data (a copy of
 * the tests' template): PGlite in memory, or a scratch PostgreSQL database that `drop` removes.
 */
export async function openTestDatabase(
  engine: Engine,
  options: { poolSize?: number; url?: string } = {},
): Promise<{ database: DatabaseHandle; scratch: { url: string; drop: () => Promise<void> } | null }> {
  const scratch =
    engine === 'postgres' && !options.url ? await createScratchDatabase('souk_test', inject('postgresTemplate')) : null;
  const template = engine === 'pglite' ? inject('pgliteTemplate') : undefined;
  const database = await openDatabase({
    url: options.url ?? scratch?.url,
    dataDir: 'memory',
    poolSize: options.poolSize ?? 4,
    loadDataDir: template ? new Blob([await readFile(template)]) : undefined,
  });
  return { database, scratch };
}

/** Starts the whole server on the given engine, as `npm start` would, minus the demo data. */
export async function startTestServer(engine: Engine, options: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory',
    PUBLIC_URL: 'http://souk.test',
    ...options.env,
  });
  options.configure?.(config);
  const { database, scratch } = options.database
    ? { database: options.database, scratch: null }
    : await openTestDatabase(engine);
  // Servers start from the migrated, seeded template; these are no-ops then.
  await migrateToLatest(database.db);
  if (options.referenceData !== false) await seedReferenceData(database.db);
  let offset = 0;
  const app = await buildApp({
    config,
    database,
    now: () => new Date(Date.now() + offset),
    logStream: options.logStream,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const post: TestServer['post'] = async (path, body, headers = {}) => {
    const isForm = body instanceof URLSearchParams;
    const response = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: { ...(isForm ? {} : { 'content-type': 'application/json' }), ...headers },
      body: isForm ? body : JSON.stringify(body ?? {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  return {
    engine,
    url: address,
    app,
    deps: app.deps,
    database,
    advanceClock: (ms) => {
      offset += ms;
    },
    gql: async (query, variables, opts = {}) => {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const { status, body } = await post('/graphql', { query, variables }, headers);
      return { status, ...body };
    },
    post,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      await scratch?.drop();
    },
  };
}
