// One log line per request (issue 24): JSON in production, one readable line in development.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prettyFactory } from 'pino-pretty';
import { captureLogs } from '../security/log-capture';
import { startTestServer, type TestServer } from '../test/harness';
import { loggerOptions, PRETTY_LOG_OPTIONS } from './request-log';

describe('request logs', () => {
  let server: TestServer;
  const logs = captureLogs();
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
  });
  afterAll(async () => {
    await server?.close();
  });

  const linesOf = (url: string) =>
    logs.lines.filter((line) => (line.req as { url?: string } | undefined)?.url === url || line.msg?.includes(url));

  it('writes one JSON line per request, with its method, address, status and time', async () => {
    logs.clear();
    await fetch(`${server.url}/status/ready`);
    await fetch(`${server.url}/no-such-page-xyz`);
    // The line is written once the answer has gone: wait for it.
    await expect.poll(() => linesOf('/no-such-page-xyz').length).toBe(1);
    const [ready] = linesOf('/status/ready');
    expect(linesOf('/status/ready')).toHaveLength(1);
    expect(ready).toMatchObject({ req: { method: 'GET', url: '/status/ready' }, res: { statusCode: 200 } });
    expect(typeof ready!.responseTime).toBe('number');
    expect(ready!.msg).toMatch(/^GET \/status\/ready 200 [\d.]+ ms$/);
    expect(linesOf('/no-such-page-xyz')[0]).toMatchObject({ res: { statusCode: 404 } });
  });

  it('reads as one short line in development', () => {
    const [line] = linesOf('/status/ready');
    const pretty = prettyFactory({ ...PRETTY_LOG_OPTIONS, colorize: false })(JSON.stringify(line));
    expect(pretty.trim().split('\n')).toHaveLength(1);
    expect(pretty).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/status\/ready 200 [\d.]+ ms\s*$/);
  });

  it('goes through pino-pretty in development only, as JSON in production', () => {
    const development = loggerOptions({ mode: 'development', logLevel: 'info' });
    expect(development.logger).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions({ mode: 'production', logLevel: 'info' }).logger).not.toHaveProperty('transport');
  });
});
