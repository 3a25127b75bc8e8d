import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { throttleAddress } from './client-address';
import { errorCode, postWithHeaders } from './test-support';
import { THROTTLE_POLICIES, waitAfter } from './throttle.service';

describe('waitAfter', () => {
  it('waits nothing below the threshold, then doubles up to the cap', () => {
    const policy = THROTTLE_POLICIES.pair;
    expect(waitAfter(policy, 4)).toBe(0);
    expect(waitAfter(policy, 5)).toBe(30);
    expect(waitAfter(policy, 6)).toBe(60);
    expect(waitAfter(policy, 9)).toBe(480);
    expect(waitAfter(policy, 10)).toBe(900);
    expect(waitAfter(policy, 500)).toBe(900);
    expect(waitAfter(THROTTLE_POLICIES.account, 1000)).toBe(60);
  });
});

describe('throttleAddress', () => {
  it('keeps IPv4 whole and cuts IPv6 to its /64', () => {
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('2001:db8:1:2:aaaa::1')).toBe(throttleAddress('2001:db8:1:2:bbbb::9'));
    expect(throttleAddress('2001:db8:1:2::1')).not.toBe(throttleAddress('2001:db8:1:3::1'));
  });
});

describe.each(testEngines)('sign-in throttling (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // Trusting the proxy header lets one test play many client addresses.
    server = await startTestServer(engine, { env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const login = (username: string, password: string, address: string) =>
    postWithHeaders(server, '/login', { username, password }, { 'x-forwarded-for': address });
  const seconds = (body: unknown) => (body as { errors: { seconds: number }[] }).errors[0]!.seconds;

  it('slows one address guessing one account after 5 failures, even for the right password', async () => {
    const user = await createUser(server.deps);
    const address = '198.51.100.1';
    for (let i = 0; i < 5; i += 1) {
      expect((await login(user.username!, 'wrong-password', address)).status).toBe(401);
    }
    const refused = await login(user.username!, user.password, address);
    expect(refused.status).toBe(429);
    expect(errorCode(refused.body)).toBe('AUTH/MAX_ATTEMPT');
    expect(seconds(refused.body)).toBe(30);
    expect(refused.headers.get('retry-after')).toBe('30');

    // Another address is not held by this pair's wait.
    expect((await login(user.username!, user.password, '198.51.100.2')).status).toBe(200);

    server.advanceClock(31_000);
    expect((await login(user.username!, user.password, address)).status).toBe(200);
  });

  it('doubles the wait with each failure after the threshold', async () => {
    const user = await createUser(server.deps);
    const address = '198.51.100.3';
    for (let i = 0; i < 5; i += 1) await login(user.username!, 'wrong-password', address);
    expect(seconds((await login(user.username!, 'wrong-password', address)).body)).toBe(30);
    server.advanceClock(31_000);
    expect((await login(user.username!, 'wrong-password', address)).status).toBe(401);
    const second = await login(user.username!, user.password, address);
    expect(second.status).toBe(429);
    expect(seconds(second.body)).toBe(60);
    server.advanceClock(30_000);
    expect(seconds((await login(user.username!, user.password, address)).body)).toBe(30);
  });

  it('counts the username and the e-mail of one account together', async () => {
    const user = await createUser(server.deps, { username: 'alias_user', email: 'alias.user@example.dz' });
    const address = '198.51.100.4';
    for (const name of ['alias_user', 'ALIAS_USER', 'alias.user@example.dz', 'Alias.User@Example.dz', 'alias_user']) {
      expect((await login(name, 'wrong-password', address)).status).toBe(401);
    }
    const refused = await login('alias.user@example.dz', user.password, address);
    expect(refused.status).toBe(429);
  });

  it('counts unknown identifiers by their lowercased text', async () => {
    const address = '198.51.100.5';
    for (const name of ['Ghost', 'ghost', 'GHOST', 'gHoSt', ' ghost ']) {
      expect((await login(name, 'wrong-password', address)).status).toBe(401);
    }
    expect((await login('ghost', 'wrong-password', address)).status).toBe(429);
    expect((await login('another_ghost', 'wrong-password', address)).status).toBe(401);
  });

  it('clears the counters on success', async () => {
    const user = await createUser(server.deps);
    const address = '198.51.100.6';
    for (let i = 0; i < 4; i += 1) await login(user.username!, 'wrong-password', address);
    expect((await login(user.username!, user.password, address)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await login(user.username!, 'wrong-password', address)).status).toBe(401);
    }
    expect((await login(user.username!, user.password, address)).status).toBe(200);
  });

  it('slows many addresses guessing one account, but only briefly, and not the owner’s known address', async () => {
    const user = await createUser(server.deps);
    const home = '192.0.2.200';
    expect((await login(user.username!, user.password, home)).status).toBe(200);

    for (let i = 0; i < 20; i += 1) {
      expect((await login(user.username!, 'wrong-password', `192.0.2.${i + 1}`)).status).toBe(401);
    }
    const fromNewAddress = await login(user.username!, user.password, '192.0.2.150');
    expect(fromNewAddress.status).toBe(429);
    expect(seconds(fromNewAddress.body)).toBe(5);
    // The address the owner signed in from before is not held by the account's counter.
    expect((await login(user.username!, user.password, home)).status).toBe(200);

    // The owner's success reset the account counter; the attack starts again from zero.
    for (let i = 0; i < 20; i += 1) await login(user.username!, 'wrong-password', `192.0.2.${i + 30}`);
    // Keep attacking after every wait: the wait grows, but never beyond a minute.
    let last = 0;
    for (let round = 0; round < 6; round += 1) {
      const refused = await login(user.username!, user.password, '192.0.2.151');
      expect(refused.status).toBe(429);
      last = seconds(refused.body);
      expect(last).toBeLessThanOrEqual(60);
      server.advanceClock(last * 1000 + 1000);
      expect((await login(user.username!, 'wrong-password', `192.0.2.${round + 60}`)).status).toBe(401);
    }
    expect(last).toBe(60);
    server.advanceClock(61_000);
    expect((await login(user.username!, user.password, '192.0.2.152')).status).toBe(200);
  });

  it('slows one address spraying many accounts after 30 failures', async () => {
    const address = '203.0.113.50';
    for (let i = 0; i < 30; i += 1) {
      expect((await login(`sprayed_${i}`, 'wrong-password', address)).status).toBe(401);
    }
    const user = await createUser(server.deps);
    const refused = await login(user.username!, user.password, address);
    expect(refused.status).toBe(429);
    expect(seconds(refused.body)).toBe(30);
    expect((await login(user.username!, user.password, '203.0.113.51')).status).toBe(200);
  });

  it('forgets failures after a quiet hour', async () => {
    const user = await createUser(server.deps);
    const address = '198.51.100.7';
    for (let i = 0; i < 4; i += 1) await login(user.username!, 'wrong-password', address);
    server.advanceClock(61 * 60 * 1000);
    for (let i = 0; i < 4; i += 1) {
      expect((await login(user.username!, 'wrong-password', address)).status).toBe(401);
    }
    expect((await login(user.username!, user.password, address)).status).toBe(200);
  });
});
