import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../shared/domain/rate-limits';
import { loadConfig } from '../config';
import { testEngines } from '../test/engines';
import { startTestServer, type TestServer } from '../test/harness';
import { purgeRateLimitHits, takeRateLimits, type RateLimitHit } from './rate-limit';

const HOUR_MS = 60 * 60 * 1000;
let sequence = 0;
/** A subject no other test counts against. */
const fresh = (name: string) => `${name}-${(sequence += 1)}-${Date.now()}`;

describe('RATE_LIMITS in the environment', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: 'memory' };
  it('replaces the maxima it names and keeps the others and every window', () => {
    const config = loadConfig({ ...env, RATE_LIMITS: 'registrationAddress=1000, contactSender=9' });
    expect(config.rateLimits).toEqual({
      registrationAddress: { max: 1000, windowSeconds: RATE_LIMITS.registrationAddress.windowSeconds },
      contactSender: { max: 9, windowSeconds: RATE_LIMITS.contactSender.windowSeconds },
    });
    expect(loadConfig(env).rateLimits).toEqual({});
  });

  it('refuses an unknown limit or a maximum that is not a whole number above 0', () => {
    expect(() => loadConfig({ ...env, RATE_LIMITS: 'signup=5' })).toThrow(/unknown limit "signup"/);
    expect(() => loadConfig({ ...env, RATE_LIMITS: 'phoneReveal=0' })).toThrow(/phoneReveal must be/);
    expect(() => loadConfig({ ...env, RATE_LIMITS: 'phoneReveal=lots' })).toThrow(/phoneReveal must be/);
  });
});

describe.each(testEngines)('the rate-limit primitive on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // Small numbers of our own, so the primitive is tested apart from the marketplace's choices.
    server = await startTestServer(engine, {
      configure: (config) => {
        config.rateLimits = {
          contactSender: { max: 7, windowSeconds: 60 * 60 },
          contactEmail: { max: 2, windowSeconds: 60 * 60 },
          phoneReveal: { max: 3, windowSeconds: 60 * 60 },
        };
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const take = (hits: RateLimitHit[]) => takeRateLimits(server.deps, hits);

  it('lets exactly max of 50 parallel actions through and refuses the others with the wait', async () => {
    const subject = fresh('parallel');
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => take([{ limit: 'contactSender', subject }])));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(7);
    const refused = outcomes.filter((outcome) => !outcome.allowed);
    expect(refused).toHaveLength(43);
    for (const outcome of refused) {
      expect(outcome.seconds).toBeGreaterThan(60 * 60 - 30);
      expect(outcome.seconds).toBeLessThanOrEqual(60 * 60);
    }
    const rows = await server.deps.db
      .selectFrom('rate_limit_hits')
      .select('id')
      .where('key', 'like', 'contactSender:%')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(7);
  });

  it('slides: an action is allowed again when the oldest counted one leaves the window', async () => {
    const subject = fresh('sliding');
    expect(await take([{ limit: 'contactEmail', subject }])).toEqual({ allowed: true });
    server.advanceClock(20 * 60 * 1000);
    expect(await take([{ limit: 'contactEmail', subject }])).toEqual({ allowed: true });
    const refused = await take([{ limit: 'contactEmail', subject }]);
    // The first leaves the hour 40 minutes from now.
    expect(refused).toEqual({ allowed: false, seconds: 40 * 60 });
    server.advanceClock(40 * 60 * 1000 + 1000);
    expect(await take([{ limit: 'contactEmail', subject }])).toEqual({ allowed: true });
    expect(await take([{ limit: 'contactEmail', subject }])).toMatchObject({ allowed: false });
  });

  it('counts several limits together or not at all', async () => {
    const sender = fresh('sender');
    const email = fresh('email');
    expect(await take([{ limit: 'contactEmail', subject: email }])).toEqual({ allowed: true });
    expect(await take([{ limit: 'contactEmail', subject: email }])).toEqual({ allowed: true });
    // The e-mail's limit is reached: the sender's is not counted either.
    const both = [
      { limit: 'contactSender', subject: sender },
      { limit: 'contactEmail', subject: email },
    ] as const;
    expect(await take([...both])).toMatchObject({ allowed: false });
    for (let index = 0; index < 7; index += 1) {
      expect(await take([{ limit: 'contactSender', subject: sender }])).toEqual({ allowed: true });
    }
    expect(await take([{ limit: 'contactSender', subject: sender }])).toMatchObject({ allowed: false });
  });

  it('counts the same item once within the window, and keeps subjects apart', async () => {
    const subject = fresh('items');
    for (const item of ['a', 'b', 'a', 'c', 'b', 'c']) {
      expect(await take([{ limit: 'phoneReveal', subject, item }])).toEqual({ allowed: true });
    }
    expect(await take([{ limit: 'phoneReveal', subject, item: 'd' }])).toMatchObject({ allowed: false });
    expect(await take([{ limit: 'phoneReveal', subject, item: 'a' }])).toEqual({ allowed: true });
    expect(await take([{ limit: 'phoneReveal', subject: fresh('other'), item: 'd' }])).toEqual({ allowed: true });
  });

  it('rolls the count back with the caller’s transaction', async () => {
    const subject = fresh('rollback');
    for (let index = 0; index < 2; index += 1) {
      await expect(
        server.deps.db.transaction().execute(async (trx) => {
          expect(await takeRateLimits(server.deps, [{ limit: 'contactEmail', subject }], trx)).toEqual({
            allowed: true,
          });
          throw new Error('the action failed');
        }),
      ).rejects.toThrow('the action failed');
    }
    expect(await take([{ limit: 'contactEmail', subject }])).toEqual({ allowed: true });
    expect(await take([{ limit: 'contactEmail', subject }])).toEqual({ allowed: true });
  });

  it('stores no subject in clear, and the purge drops what no window counts any more', async () => {
    const subject = fresh('someone@example.dz');
    await take([{ limit: 'contactEmail', subject }]);
    const keys = await server.deps.db.selectFrom('rate_limit_hits').select('key').execute();
    expect(keys.some((row) => row.key.includes('example.dz'))).toBe(false);
    server.advanceClock(2 * HOUR_MS);
    const before = (await server.deps.db.selectFrom('rate_limit_hits').select('id').execute()).length;
    expect(before).toBeGreaterThan(0);
    expect(await purgeRateLimitHits(server.deps)).toBe(before);
    expect(await server.deps.db.selectFrom('rate_limit_hits').select('id').execute()).toEqual([]);
  });
});
