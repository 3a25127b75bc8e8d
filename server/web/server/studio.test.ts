import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_APP_ORIGIN } from '../../../shared/domain/studio';
import { startTestServer, type TestServer } from '../../test/harness';
import { STUDIO_CONTENT_POLICY, STUDIO_PATH } from './studio';

// The route does not touch the database: one engine is enough.
describe('the studio’s browser build and the desktop app’s calls', () => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'souk-studio-test-'));
    await mkdir(path.join(webDir, 'studio', 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'studio', 'index.html'), '<!doctype html><title>Souk Studio</title>');
    await writeFile(path.join(webDir, 'studio', 'assets', 'main-abc123.js'), 'console.log(1)');
    server = await startTestServer('pglite', { env: { WEB_DIR: webDir } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('serves the page under its own policy, read again each time, and never in a frame', async () => {
    const response = await fetch(`${server.url}${STUDIO_PATH}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Souk Studio</title>');
    expect(response.headers.get('content-security-policy')).toBe(STUDIO_CONTENT_POLICY);
    expect(STUDIO_CONTENT_POLICY).toContain("script-src 'self'");
    expect(STUDIO_CONTENT_POLICY).not.toMatch(/script-src[^;]*unsafe/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps hashed assets for a year, and answers 404 for files it does not have', async () => {
    const asset = await fetch(`${server.url}${STUDIO_PATH}assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBe(STUDIO_CONTENT_POLICY);
    expect((await fetch(`${server.url}${STUDIO_PATH}assets/nothing.js`)).status).toBe(404);
    // No way out of the build's folder.
    expect((await fetch(`${server.url}${STUDIO_PATH}..%2f..%2fpackage.json`)).status).toBe(404);
  });

  it('sends /studio to /studio/', async () => {
    const response = await fetch(`${server.url}/studio`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(STUDIO_PATH);
  });

  it('lets the desktop app’s origin call the API with a bearer token, and no other origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight(STUDIO_APP_ORIGIN);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(STUDIO_APP_ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();

    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();

    const answer = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { origin: STUDIO_APP_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(STUDIO_APP_ORIGIN);
  });
});
