// `npm run bench`: figures and ratios against a baseline measured in the same run, never
// pass/fail timings (the machines are shared and noisy). Set BENCH_DATABASE_URL to run the
// server on PostgreSQL instead of PGlite, and BENCH_SECONDS to lengthen each scenario.
// On PostgreSQL the search benchmark follows: BENCH_SEARCH_ANNOUNCEMENTS (default 1 000 000)
// announcements are loaded first when the database has fewer; BENCH_SEARCH=off skips it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { measure, report } from './load';
import { prepareSearchBench, reportSearch, runSearchBench } from './search';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const searchTarget = Number(process.env.BENCH_SEARCH_ANNOUNCEMENTS ?? 1_000_000);
const searchEnabled = databaseUrl !== undefined && process.env.BENCH_SEARCH !== 'off';

async function startBenchServer(): Promise<{ souk: string; bare: string; engine: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./bench-server.ts', import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const urls = JSON.parse(firstLine) as { souk: string; bare: string; engine: string };
  return { ...urls, stop: () => child.kill('SIGTERM') };
}

// The data and the statements of the search benchmark are ready before the server starts, so
// loading a million announcements does not compete with the measured server.
const searchBench = searchEnabled ? await prepareSearchBench(databaseUrl, searchTarget) : null;

const server = await startBenchServer();
try {
  const graphql = (name: string, query: string) => ({
    name,
    url: `${server.souk}/graphql`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const baseline = await measure({ name: 'bare Fastify route (baseline)', url: `${server.bare}/bare` }, seconds);
  const measures = [];
  measures.push(await measure({ name: 'GET /status/ready', url: `${server.souk}/status/ready` }, seconds));
  measures.push(await measure(graphql('GraphQL { me { id } }', '{ me { id } }'), seconds));
  report(`Foundation (${server.engine}, ${seconds}s per scenario, 10 connections)`, baseline, measures);

  if (searchBench) {
    const results = await runSearchBench(server.souk, databaseUrl!, searchBench.shapes, seconds, 10);
    reportSearch(
      `Search (${server.engine}, ${searchBench.announcements.toLocaleString('en')} announcements, ${seconds}s per measure)`,
      10,
      results,
    );
  } else if (!databaseUrl) {
    console.log('\nSearch: set BENCH_DATABASE_URL (PostgreSQL) to measure the search at a million announcements.');
  }
} finally {
  server.stop();
  await searchBench?.close();
}
