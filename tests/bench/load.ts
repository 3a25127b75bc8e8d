import autocannon from 'autocannon';
import type { Pool } from 'pg';

/** One measured HTTP scenario. */
export interface Scenario {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Throughput and latency of one scenario. */
export interface Measure {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  errors: number;
}

/** Runs autocannon against one scenario for a bounded time with a bounded number of connections. */
export async function measure(scenario: Scenario, seconds: number, connections = 10): Promise<Measure> {
  const result = await autocannon({
    url: scenario.url,
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
    connections,
    duration: seconds,
  });
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    // autocannon reports p50 and p97.5 among its fixed percentiles; p97_5 is the closest above p95.
    p50Ms: result.latency.p50,
    p95Ms: result.latency.p97_5,
    errors: result.errors + result.non2xx,
  };
}

/** Prints measures as a table with each one's throughput ratio against the baseline. */
export function report(title: string, baseline: Measure, measures: Measure[]): void {
  console.log(`\n${title}`);
  console.log(
    'scenario'.padEnd(34),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p97.5 ms'.padStart(9),
    'vs baseline'.padStart(12),
    'errors'.padStart(7),
  );
  for (const m of [baseline, ...measures]) {
    const ratio = m === baseline ? '1.00' : (m.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
    console.log(
      m.name.padEnd(34),
      m.requestsPerSecond.toFixed(0).padStart(9),
      m.p50Ms.toFixed(1).padStart(8),
      m.p95Ms.toFixed(1).padStart(9),
      ratio.padStart(12),
      String(m.errors).padStart(7),
    );
  }
}

/** The p-th percentile (0..100) of some sorted durations. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The p-th percentile (0..100) of durations in any order. */
export function percentileOf(values: readonly number[], p: number): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    p,
  );
}

/** What varies from one request of a load to the next: its path, or its body. */
export interface VariedRequest {
  path?: string;
  body?: string;
}

/**
 * Sends the given requests in turn with autocannon, recording every response time so p95 is
 * exact rather than autocannon's nearest fixed percentile.
 */
export async function measureVaried(
  name: string,
  options: { url: string; method: 'GET' | 'POST'; headers?: Record<string, string> },
  requests: readonly VariedRequest[],
  seconds: number,
  connections = 10,
): Promise<Measure> {
  const times: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method,
        headers: options.headers,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              const varied = requests[next % requests.length]!;
              next += 1;
              return { ...request, ...varied };
            },
          },
        ],
      },
      (error: unknown, done) =>
        error ? reject(error instanceof Error ? error : new Error('autocannon failed')) : resolve(done),
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    errors: result.errors + result.non2xx,
  };
}

/** POSTs the given JSON bodies in turn (one per request). */
export function measureVariedPosts(
  name: string,
  url: string,
  bodies: readonly string[],
  seconds: number,
  connections = 10,
): Promise<Measure> {
  return measureVaried(
    name,
    { url, method: 'POST', headers: { 'content-type': 'application/json' } },
    bodies.map((body) => ({ body })),
    seconds,
    connections,
  );
}

/**
 * Replays statement sequences (one sequence is one request, run in order on one connection)
 * through a pg pool from `connections` concurrent loops for `seconds`, sequences in turn.
 */
export async function measureStatements(
  name: string,
  pool: Pool,
  sequences: readonly (readonly { sql: string; parameters: readonly unknown[] }[])[],
  seconds: number,
  connections = 10,
): Promise<Measure> {
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const loop = async () => {
    const client = await pool.connect();
    try {
      while (Date.now() < end) {
        const sequence = sequences[next % sequences.length]!;
        next += 1;
        const started = performance.now();
        try {
          for (const statement of sequence) await client.query(statement.sql, [...statement.parameters]);
        } catch {
          errors += 1;
        }
        times.push(performance.now() - started);
      }
    } finally {
      client.release();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: times.length / elapsed,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    errors,
  };
}
