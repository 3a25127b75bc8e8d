import { describe, expect, it } from 'vitest';
import { createTokenStore, type TokenFiles } from './token-store';

const tokens = { token: 'access', expiresAt: 10, refreshToken: 'refresh', refreshExpiresAt: 20 };

function files() {
  let data: Buffer | null = null;
  const store: TokenFiles & { data: () => Buffer | null } = {
    read: () => Promise.resolve(data),
    write: (next) => {
      data = next;
      return Promise.resolve();
    },
    remove: () => {
      data = null;
      return Promise.resolve();
    },
    data: () => data,
  };
  return store;
}

/** A reversible "encryption" standing for the system's: what matters here is that the file never holds the plain text. */
const secretStorage = (available: boolean) => ({
  isEncryptionAvailable: () => available,
  encryptString: (text: string) => Buffer.from(Buffer.from(text).map((byte) => byte ^ 0x5a)),
  decryptString: (data: Buffer) => Buffer.from(data.map((byte) => byte ^ 0x5a)).toString(),
});

describe('token store', () => {
  it('writes the tokens encrypted with the secret storage and reads them back', async () => {
    const disk = files();
    const store = createTokenStore(secretStorage(true), disk);
    await store.save(tokens);
    expect(disk.data()!.toString()).not.toContain('refresh');
    expect(await createTokenStore(secretStorage(true), disk).load()).toEqual(tokens);
  });

  it('never writes them in plain text when no secret storage exists: memory only, gone on restart', async () => {
    const disk = files();
    const store = createTokenStore(secretStorage(false), disk);
    await store.save(tokens);
    expect(disk.data()).toBeNull();
    expect(await store.load()).toEqual(tokens);
    expect(await createTokenStore(secretStorage(false), disk).load()).toBeNull();
  });

  it('forgets an unreadable file and signs out', async () => {
    const disk = files();
    await disk.write(Buffer.from('garbage'));
    expect(await createTokenStore(secretStorage(true), disk).load()).toBeNull();
    expect(disk.data()).toBeNull();
  });

  it('clear removes them', async () => {
    const disk = files();
    const store = createTokenStore(secretStorage(true), disk);
    await store.save(tokens);
    await store.clear();
    expect(await store.load()).toBeNull();
  });
});
