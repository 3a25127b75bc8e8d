import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { PRODUCTION_SECRETS } from '../test/production-secrets';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRETS = PRODUCTION_SECRETS;

/** Signs in through the portal's form and returns the Set-Cookie lines of the answer. */
async function signInCookies(server: TestServer, site: string): Promise<string[]> {
  const user = await createUser(server.deps);
  const response = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site },
    body: new URLSearchParams({ username: user.username!, password: user.password }),
  });
  expect(response.status).toBe(303);
  return response.headers.getSetCookie();
}

/** The session cookies of those lines, by name. */
function sessionCookies(lines: string[]): string[] {
  return lines.filter((line) => /^souk_(token|refresh)=[^;]+/.test(line));
}

describe('session cookies', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  async function serve(env: Record<string, string>): Promise<TestServer> {
    const server = await startTestServer('pglite', { env: { ...SECRETS, ...env } });
    servers.push(server);
    return server;
  }

  it('carry Secure, HttpOnly and SameSite in production', async () => {
    const server = await serve({ NODE_ENV: 'production', PUBLIC_URL: 'https://souk.test' });
    const cookies = sessionCookies(await signInCookies(server, 'https://souk.test'));
    expect(cookies).toHaveLength(2);
    for (const line of cookies) expect(line).toMatch(/; Secure(;|$)/);
    for (const line of cookies) expect(line).toMatch(/; HttpOnly(;|$)/);
    for (const line of cookies) expect(line).toMatch(/; SameSite=Lax(;|$)/);
  });

  it('stay Secure in production when an http address was allowed on purpose', async () => {
    const server = await serve({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://souk.test',
      ALLOW_INSECURE_PUBLIC_URL: '1',
    });
    const cookies = sessionCookies(await signInCookies(server, 'http://souk.test'));
    expect(cookies).toHaveLength(2);
    for (const line of cookies) expect(line).toMatch(/; Secure(;|$)/);
  });

  it('are not Secure on a developer machine served over http (the browser would drop them)', async () => {
    const server = await serve({ NODE_ENV: 'development', PUBLIC_URL: 'http://souk.test' });
    const cookies = sessionCookies(await signInCookies(server, 'http://souk.test'));
    expect(cookies).toHaveLength(2);
    for (const line of cookies) expect(line).not.toMatch(/Secure/);
  });
});

describe('a production server with an http public address', () => {
  /** Runs `tsx server/main.ts` as `npm start` would and returns how it ended. */
  function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', ...SECRETS, DATA_DIR: 'memory', PORT: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.on('error', reject);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });
  }

  it('refuses to start and says why and how to allow it', async () => {
    const { code, output } = await start({ NODE_ENV: 'production', PUBLIC_URL: 'http://souk.example' });
    expect(code).toBe(1);
    expect(output).toMatch(/PUBLIC_URL must be an https:\/\/ address in production/);
    expect(output).toMatch(/Secure/);
    expect(output).toMatch(/ALLOW_INSECURE_PUBLIC_URL=1/);
  }, 40_000);
});
