import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { startTestServer } from '../../test/harness';
import { openLocalDiskStorage, type LocalDiskStorage } from './local-disk-storage';
import { storePicture } from './media.service';
import { plainPng } from './media.test-support';
import { mediaStorageFor } from './open-storage';

const KEY = 'ab'.repeat(32);

describe('local-disk media storage', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'souk-media-test-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps each size under <dataDir>/media/<2 hex>/<key>/<size>.webp, reads it with its length and deletes a picture', async () => {
    const storage = await openLocalDiskStorage(dataDir);
    expect(storage.root).toBe(path.join(dataDir, 'media'));
    await storage.put(KEY, 'MEDIUM', Buffer.from('medium bytes'));
    await storage.put(KEY, 'SMALL', Buffer.from('small'));
    expect(await readFile(path.join(dataDir, 'media', 'ab', KEY, 'medium.webp'), 'utf8')).toBe('medium bytes');
    expect(await storage.exists(KEY, 'MEDIUM')).toBe(true);
    expect(await storage.exists(KEY, 'LARGE')).toBe(false);

    const read = await storage.read(KEY, 'MEDIUM');
    expect(read?.length).toBe(12);
    expect(await text(read!.stream)).toBe('medium bytes');
    expect(await storage.read(KEY, 'LARGE')).toBeNull();

    await storage.remove(KEY);
    expect(await storage.exists(KEY, 'MEDIUM')).toBe(false);
    expect(existsSync(path.join(dataDir, 'media', 'ab'))).toBe(false);
    // Removing what is not there is not an error.
    await storage.remove(KEY);
    // A real data folder survives close.
    await storage.close();
    expect(existsSync(path.join(dataDir, 'media'))).toBe(true);
  });

  it('refuses keys that are not digests, so no path can escape the folder', async () => {
    const storage = await openLocalDiskStorage(dataDir);
    for (const key of ['../../etc', KEY.toUpperCase(), KEY.slice(1), `${KEY}/..`]) {
      await expect(storage.put(key, 'SMALL', Buffer.from('x'))).rejects.toThrow('not a storage key');
    }
    await storage.close();
  });

  it("uses a throwaway folder for an in-memory server's data and removes it on close", async () => {
    const storage = await openLocalDiskStorage('memory');
    expect(storage.root.startsWith(tmpdir())).toBe(true);
    await storage.put(KEY, 'ORIGINAL', Buffer.from('x'));
    expect(existsSync(storage.root)).toBe(true);
    await storage.close();
    expect(existsSync(storage.root)).toBe(false);
  });
});

describe.each(testEngines)('the media storage of a test server (%s)', (engine) => {
  it('lives in a temporary folder that goes when the server closes', async () => {
    const server = await startTestServer(engine);
    let root: string;
    try {
      const user = await createUser(server.deps);
      const stored = await storePicture(server.deps, user.id, await plainPng(30, 30));
      root = ((await mediaStorageFor(server.deps.config)) as LocalDiskStorage).root;
      expect(root.startsWith(tmpdir())).toBe(true);
      expect(existsSync(path.join(root, stored.storageKey.slice(0, 2), stored.storageKey, 'small.webp'))).toBe(true);
    } finally {
      await server.close();
    }
    expect(existsSync(root)).toBe(false);
  });
});
