import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../deps';
import { scheduleWhileRunning } from './scheduled';

/** Just what the schedule reads of the dependencies: the mode and a logger that records. */
function depsOf(mode: 'test' | 'development') {
  const logged: string[] = [];
  const deps = {
    config: { mode },
    log: { error: (_context: unknown, message: string) => logged.push(message) },
  } as unknown as Deps;
  return { deps, logged };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('work scheduled while the server runs', () => {
  it('runs on its interval one run at a time, logs a failure and goes on, and stops with the server', async () => {
    const app = Fastify();
    const { deps, logged } = depsOf('development');
    let runs = 0;
    let concurrent = 0;
    let most = 0;
    scheduleWhileRunning(app, deps, { name: 'test sweep', intervalMs: 10, runOnReady: true }, async () => {
      runs += 1;
      concurrent += 1;
      most = Math.max(most, concurrent);
      await sleep(35);
      concurrent -= 1;
      if (runs === 2) throw new Error('boom');
    });
    await app.ready();
    // Long enough for several runs even on a busy machine (each takes 35 ms, every 10 ms).
    await sleep(400);
    await app.close();
    const afterClose = runs;
    await sleep(80);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
    expect(logged).toEqual(['test sweep failed']);
    expect(runs).toBe(afterClose);
  });

  it('does not run by itself in tests, which call the returned run', async () => {
    const app = Fastify();
    const { deps } = depsOf('test');
    let runs = 0;
    const run = scheduleWhileRunning(app, deps, { name: 'test sweep', intervalMs: 5, runOnReady: true }, () => {
      runs += 1;
      return Promise.resolve();
    });
    await app.ready();
    await sleep(40);
    expect(runs).toBe(0);
    await run();
    expect(runs).toBe(1);
    await app.close();
  });
});
