// A Souk server of a test's own, in a child process: for the tests that stop the server and
// start it again (the suite's server must stay up for the other tests).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_WEB_DIR } from '../playwright.config';

const root = path.resolve(import.meta.dirname, '../../..');

export interface OwnServer {
  url: string;
  /** Stops the process as an operator would (SIGTERM), and waits until it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port and database; resolves once it answers /status/ready. */
  start(): Promise<void>;
}

async function ready(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Another process answering on the port would pass for this one: ours must still be running.
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server for ${url} exited before it was ready (is the port taken?)`);
    const answered = await fetch(`${url}/status/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${url} did not get ready in ${timeoutMs} ms`);
}

/** A server on `port` with a fresh embedded database (demo data) serving the suite's build. */
export async function ownServer(port: number): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-e2e-own-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const server: OwnServer = {
    url,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          WEB_DIR: E2E_WEB_DIR,
          PUBLIC_URL: url,
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          // As the suite's own server (playwright.config.ts): every client is 127.0.0.1.
          RATE_LIMITS: 'registrationAddress=10000',
        },
      });
      const started = child;
      try {
        // A first start migrates and loads the demo data: minutes on a busy two-core machine.
        await ready(url, started, 300_000);
      } catch (error) {
        await server.stop();
        throw error;
      }
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
  await server.start();
  return server;
}
