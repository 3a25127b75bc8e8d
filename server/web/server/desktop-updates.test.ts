import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_UPDATES_PATH } from '../../../shared/domain/studio';
import { startTestServer, type TestServer } from '../../test/harness';

// The feed reads files only: one engine is enough.
describe('the desktop studio’s update feed', () => {
  let server: TestServer;
  let dir: string;
  const latest = [
    'version: 0.2.0',
    'files:',
    '  - url: Souk-Studio-Setup-0.2.0.exe',
    '    sha512: c2hhNTEy',
    '    size: 12',
    'path: Souk-Studio-Setup-0.2.0.exe',
    'sha512: c2hhNTEy',
    "releaseDate: '2026-11-29T10:00:00.000Z'",
    '',
  ].join('\n');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'souk-updates-'));
    await writeFile(path.join(dir, 'latest.yml'), latest);
    await writeFile(path.join(dir, 'Souk-Studio-Setup-0.2.0.exe'), Buffer.from('MZ-installer'));
    server = await startTestServer('pglite', { env: { DESKTOP_UPDATES_DIR: dir } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the release’s description, read again on every check', async () => {
    const response = await fetch(`${server.url}${DESKTOP_UPDATES_PATH}latest.yml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/yaml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(latest);
  });

  it('serves the installer it names, byte for byte', async () => {
    const response = await fetch(`${server.url}${DESKTOP_UPDATES_PATH}Souk-Studio-Setup-0.2.0.exe`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('MZ-installer');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('sees a release published while it runs', async () => {
    await writeFile(path.join(dir, 'latest-linux.yml'), 'version: 0.2.0\n');
    const response = await fetch(`${server.url}${DESKTOP_UPDATES_PATH}latest-linux.yml`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('version: 0.2.0\n');
  });

  it('answers 404 for what it does not have and for any path out of its folder', async () => {
    expect((await fetch(`${server.url}${DESKTOP_UPDATES_PATH}latest-mac.yml`)).status).toBe(404);
    expect((await fetch(`${server.url}${DESKTOP_UPDATES_PATH}..%2f..%2fpackage.json`)).status).toBe(404);
    expect((await fetch(`${server.url}${DESKTOP_UPDATES_PATH}%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
  });

  it('answers 404 when no release was ever published (no folder)', async () => {
    const empty = await startTestServer('pglite', {
      env: { DESKTOP_UPDATES_DIR: path.join(dir, 'nothing-here') },
    });
    try {
      const response = await fetch(`${empty.url}${DESKTOP_UPDATES_PATH}latest.yml`);
      expect(response.status).toBe(404);
    } finally {
      await empty.close();
    }
  });
});
