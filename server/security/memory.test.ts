import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../test/engines';
import { startTestServer, type TestServer } from '../test/harness';
import { awkwardDocuments, hostileDocuments } from './hostile-documents';
import { PRODUCTION_ENV } from './production';

setFlagsFromString('--expose-gc');
/** V8's collector, reachable once --expose-gc is set (a new context sees the flag). */
const collect = runInNewContext('gc') as () => void;

/** The heap in use once garbage is collected (twice: weak references and finalizers settle). */
function settledHeap(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

const MB = 1024 * 1024;
const generators = [...Object.values(hostileDocuments), ...Object.values(awkwardDocuments)];

describe.each(testEngines)('memory under distinct hostile documents, on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: PRODUCTION_ENV });
  });
  afterAll(() => server.close());

  async function post(query: string): Promise<number> {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** The median time of 15 plain queries, one after another (a median: the machine is shared). */
  async function usualTime(): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const started = performance.now();
      expect(await post('{ __typename }')).toBe(200);
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[7]!;
  }

  it('grows the heap by less than 100 MB over 500 distinct hostile documents, and still answers as fast', async () => {
    await usualTime();
    const usual = await usualTime();
    const before = settledHeap();

    const statuses = new Map<number, number>();
    for (let i = 0; i < 500; i += 1) {
      const generate = generators[i % generators.length]!;
      const query = generate(`m${i}`);
      // Valid documents are sent twice: the second time Mercurius compiles them (graphql-jit).
      const times = i % generators.length === generators.length - 1 ? 2 : 1;
      for (let t = 0; t < times; t += 1) {
        const status = await post(query);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }

    const grown = (settledHeap() - before) / MB;
    console.info(
      `heap grew ${grown.toFixed(1)} MB over 500 hostile documents; statuses ${JSON.stringify([...statuses])}`,
    );
    expect(grown).toBeLessThan(100);
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);

    const after = await usualTime();
    console.info(`a plain query: ${usual.toFixed(1)} ms before, ${after.toFixed(1)} ms after (medians)`);
    expect(after).toBeLessThan(Math.max(usual * 3, usual + 20));
  });
});
