import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import { ensureTestRegions, lastMailTo, register, validRegistration } from '../users/users.test-support';
import { MAX_ATTEMPTS, retryDelayMs } from './delivery';
import { enqueueMail } from './outbox';
import { mailWorkerOf } from './worker';

/** A message as the SMTP server received it. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on the loopback interface. Recipients starting with `busy` are refused
 * once with a temporary 451, those starting with `bounce` always with a permanent 550.
 */
async function startSmtp(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const refusedOnce = new Set<string>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refuse = (code: number, text: string) => callback(Object.assign(new Error(text), { responseCode: code }));
      if (address.address.startsWith('bounce')) return refuse(550, 'No such user');
      if (address.address.startsWith('busy') && !refusedOnce.has(address.address)) {
        refusedOnce.add(address.address);
        return refuse(451, 'Try again later');
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The text of a quoted-printable body, enough to read links that were folded across lines. */
function unfold(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('retry delays', () => {
  it('double from one minute and stop growing at six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 3600_000);
  });
});

describe.each(testEngines)('mail on %s', (engine) => {
  describe('with SMTP', () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let server: TestServer;
    beforeAll(async () => {
      smtp = await startSmtp();
      server = await startTestServer(engine, { env: { SMTP_URL: smtp.url, MAIL_FROM: 'Souk <no-reply@souk.test>' } });
      await ensureTestRegions(server.deps);
    });
    afterAll(async () => {
      await server?.close();
      await smtp?.close();
    });

    it('delivers the validation mail soon after registration and records it as sent', async () => {
      const input = validRegistration();
      const email = input.email as string;
      expect((await register(server, input, 'en')).errors).toBeUndefined();
      const message = await until(() => smtp.received.find((m) => m.to.includes(email)));
      expect(message.from).toBe('no-reply@souk.test');
      expect(message.raw).toContain('Subject: Confirm your e-mail address on Souk');
      expect(unfold(message.raw)).toMatch(/http:\/\/souk\.test\/auth\/validate\?token=[\w-]{43}/);
      const row = await until(async () => {
        const mail = await lastMailTo(server.deps, email);
        return mail?.sent_at ? mail : undefined;
      });
      expect(row).toMatchObject({ attempts: 1, last_error: null });
    });

    it('retries a temporary refusal later, with a growing delay', async () => {
      const to = `busy.${Date.now()}@example.dz`;
      await enqueueMail(server.deps, { to, subject: 'Retry me', text: 'Hello', locale: 'en' });
      await mailWorkerOf(server.deps)!.flush();
      const failed = await lastMailTo(server.deps, to);
      expect(failed).toMatchObject({ sent_at: null, attempts: 1 });
      expect(failed!.last_error).toMatch(/451/);
      expect(failed!.next_attempt_at.getTime() - server.deps.now().getTime()).toBeGreaterThan(50_000);

      await mailWorkerOf(server.deps)!.flush();
      expect(await lastMailTo(server.deps, to)).toMatchObject({ sent_at: null, attempts: 1 });

      server.advanceClock(retryDelayMs(1) + 1000);
      await mailWorkerOf(server.deps)!.flush();
      const sent = await lastMailTo(server.deps, to);
      expect(sent).toMatchObject({ attempts: 2, last_error: null });
      expect(sent!.sent_at).toBeInstanceOf(Date);
      expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    });

    it('gives up at once on a permanent refusal and keeps the reason', async () => {
      const to = `bounce.${Date.now()}@example.dz`;
      await enqueueMail(server.deps, { to, subject: 'Bounce', text: 'Hello', locale: 'en' });
      await mailWorkerOf(server.deps)!.flush();
      server.advanceClock(24 * 3600_000);
      await mailWorkerOf(server.deps)!.flush();
      const row = await lastMailTo(server.deps, to);
      expect(row).toMatchObject({ sent_at: null, attempts: MAX_ATTEMPTS });
      expect(row!.last_error).toMatch(/550/);
    });
  });

  describe('without SMTP', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine);
      await ensureTestRegions(server.deps);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('keeps mail in the outbox and runs no worker', async () => {
      const input = validRegistration();
      await register(server, input);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailWorkerOf(server.deps)).toBeUndefined();
      expect(await lastMailTo(server.deps, input.email as string)).toMatchObject({ sent_at: null, attempts: 0 });
    });

    it('does not serve the dev outbox outside development', async () => {
      const response = await fetch(`${server.url}/dev/outbox`);
      expect(response.status).toBe(404);
    });
  });

  describe('dev outbox', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, { env: { DEV_TOOLS: '1' } });
      await ensureTestRegions(server.deps);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('lists recent mail as a page with clickable links, and as JSON', async () => {
      const input = validRegistration();
      await register(server, input, 'en');
      await enqueueMail(server.deps, {
        to: 'curious@example.dz',
        subject: '<script>alert(1)</script>',
        text: 'See https://souk.test/x?a=1&b=<2>',
        locale: 'en',
      });

      const page = await fetch(`${server.url}/dev/outbox`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const html = await page.text();
      expect(html).toMatch(/<a href="http:\/\/souk\.test\/auth\/validate\?token=[\w-]+">/);
      expect(html).toContain('Confirm your e-mail address on Souk');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toContain('<script>');
      expect(html.indexOf('curious@example.dz')).toBeLessThan(html.indexOf(input.email as string));

      const json = await fetch(`${server.url}/dev/outbox?format=json&to=${encodeURIComponent(input.email as string)}`);
      const body = (await json.json()) as { messages: { to: string; subject: string; text: string }[] };
      expect(body.messages).toHaveLength(1);
      expect(body.messages[0]).toMatchObject({ to: input.email, subject: 'Confirm your e-mail address on Souk' });
      expect(body.messages[0]!.text).toContain('http://souk.test/auth/validate?token=');
    });
  });
});
