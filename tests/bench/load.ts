import autocannon from 'autocannon';

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
