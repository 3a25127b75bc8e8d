import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j',
  ALTCHA_HMAC_KEY: 'a',
  VAPID_PUBLIC_KEY: 'vp',
  VAPID_PRIVATE_KEY: 'vk',
  DATA_DIR: 'memory',
};

describe('the configuration in production', () => {
  it('refuses a plain http public address, and says why', () => {
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://souk.dz' })).toThrow(
      /PUBLIC_URL must be an https:\/\/ address in production .*ALLOW_INSECURE_PUBLIC_URL=1/s,
    );
    expect(() => loadConfig({ ...production })).toThrow(/PUBLIC_URL/);
  });

  it('takes https, or http when it is allowed on purpose', () => {
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://souk.dz/' }).publicUrl).toBe('https://souk.dz');
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://10.0.0.2', ALLOW_INSECURE_PUBLIC_URL: '1' }).publicUrl).toBe(
      'http://10.0.0.2',
    );
  });

  it('does not ask it outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory', PUBLIC_URL: 'http://souk.test' }).mode).toBe('test');
  });
});

describe('the Web Push keys and FCM', () => {
  it('are required in production, the key pair whole', () => {
    const { VAPID_PRIVATE_KEY: _omitted, ...withoutPrivate } = production;
    expect(() => loadConfig({ ...withoutPrivate, PUBLIC_URL: 'https://souk.dz' })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('are generated once outside production and kept with the other development secrets', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-config-'));
    try {
      const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
      expect(first.secrets.vapidPublicKey).toMatch(/^[\w-]{87}$/);
      expect(first.secrets.vapidPrivateKey).toMatch(/^[\w-]{43}$/);
      const again = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
      expect(again.secrets).toEqual(first.secrets);
      expect(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))).toMatchObject({
        vapidPublicKey: first.secrets.vapidPublicKey,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads the FCM service account only with a project, and its whole', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory' }).push.fcm).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory', FCM_PROJECT_ID: 'souk' })).toThrow(
      /FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY/,
    );
    const fcm = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory',
      FCM_PROJECT_ID: 'souk',
      FCM_CLIENT_EMAIL: 'push@souk.iam.gserviceaccount.com',
      FCM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----\\n',
    }).push.fcm;
    expect(fcm).toMatchObject({ projectId: 'souk', endpoint: 'https://fcm.googleapis.com' });
    expect(fcm?.privateKey).toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n');
  });
});
