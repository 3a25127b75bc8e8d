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
