import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from './db/database';
import { createScratchDatabase, testEngines } from './test/engines';
import { PRODUCTION_SECRETS } from './test/production-secrets';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORKERS = 12;

/** One request of the load: when it left and came back (ms since the load began), and how. */
interface Outcome {
  start: number;
  end: number;
  status?: number;
  connection?: string | null;
  /** The network error's code when there was no answer. */
  error?: string;
}

/** Where the real server keeps its data: a copy of the tests' template (migrated and seeded). */
async function prepareData(
  engine: 'pglite' | 'postgres',
  folder: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (engine === 'postgres') {
    const scratch = await createScratchDatabase('souk_shutdown', inject('postgresTemplate'));
    return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
  }
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const database = await openDatabase({ dataDir: path.join(folder, 'pglite'), loadDataDir: template });
  await database.close();
  return { env: {}, drop: async () => {} };
}

function startServer(env: Record<string, string>): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.resume();
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      if (code !== 0) console.error(errors);
      resolve(code);
    }),
  );
  return { child, exited };
}

/** A TCP port nothing listens on now: the system picks it for a moment's listener, which closes. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/status/ready`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start in time');
}

/** A graphql-ws connection, acknowledged; resolves `closed` with the close code the server sent. */
async function openSocket(url: string): Promise<{ closed: Promise<number> }> {
  const socket = new WebSocket(url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'connection_ack') resolve();
    });
    socket.on('error', reject);
  });
  return { closed };
}

describe.each(testEngines)('graceful shutdown of the real server (%s)', (engine) => {
  let folder: string;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'souk-shutdown-'));
  });
  afterAll(async () => {
    await drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('finishes the requests in progress, refuses new ones cleanly, closes sockets with 1012, exits 0', async () => {
    const data = await prepareData(engine, folder);
    drop = data.drop;
    // A port the system says is free (a random one collided with another test's server once).
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const { child, exited } = startServer({
      NODE_ENV: 'production',
      PUBLIC_URL: url,
      ALLOW_INSECURE_PUBLIC_URL: '1',
      ...PRODUCTION_SECRETS,
      DATA_DIR: folder,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...data.env,
    });
    try {
      await waitUntilReady(url, 40_000);
      const socket = await openSocket(url);

      const began = performance.now();
      const outcomes: Outcome[] = [];
      let stopped = false;
      const once = async (request: () => Promise<Response>): Promise<boolean> => {
        const outcome: Outcome = { start: performance.now() - began, end: 0 };
        outcomes.push(outcome);
        try {
          const response = await request();
          await response.arrayBuffer();
          outcome.status = response.status;
          outcome.connection = response.headers.get('connection');
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause;
          outcome.error = cause?.code ?? String(error);
        }
        outcome.end = performance.now() - began;
        // A client told to go away (refused, or no server listening) stops, as a balancer would.
        return outcome.status === 200;
      };
      const page = () => fetch(`${url}/`);
      const query = () =>
        fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ me { id } }' }),
        });
      const workers = Array.from({ length: WORKERS }, async (_, index) => {
        while (!stopped && (await once(index % 2 === 0 ? page : query))) {
          // Keep loading until refused.
        }
      });

      await new Promise((resolve) => setTimeout(resolve, 2_000));
      // Pages take the longest to render: a burst of them is surely in progress at SIGTERM.
      const burst = Array.from({ length: 6 }, () => once(page));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const sigtermAt = performance.now() - began;
      child.kill('SIGTERM');

      const code = await exited;
      stopped = true;
      await Promise.all([...workers, ...burst]);

      expect(code).toBe(0);
      expect(await socket.closed).toBe(1012);
      const failed = outcomes.filter(
        (outcome) =>
          !(
            outcome.status === 200 ||
            (outcome.status === 503 && outcome.connection === 'close') ||
            // Never reached the server: it had stopped listening.
            outcome.error === 'ECONNREFUSED'
          ),
      );
      expect(failed).toEqual([]);
      const finishedAfterSigterm = outcomes.filter(
        (outcome) => outcome.status === 200 && outcome.start < sigtermAt && outcome.end > sigtermAt,
      );
      expect(finishedAfterSigterm.length).toBeGreaterThan(0);
      expect(outcomes.some((outcome) => outcome.status === 503)).toBe(true);
      expect(outcomes.filter((outcome) => outcome.status === 200).length).toBeGreaterThan(WORKERS);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
