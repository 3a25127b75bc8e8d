// `npm run bench`: figures and ratios against a baseline measured in the same run, never
// pass/fail timings (the machines are shared and noisy). Set BENCH_DATABASE_URL to run the
// server on PostgreSQL instead of PGlite, and BENCH_SECONDS to lengthen each scenario.
// On PostgreSQL the search benchmark follows: BENCH_SEARCH_ANNOUNCEMENTS (default 1 000 000)
// announcements are loaded first when the database has fewer; BENCH_SEARCH=off skips it.
// The portal benchmark follows (BENCH_PORTAL=off skips it): pages rendered by the server beside
// a bare renderToString of the same tree, and the JavaScript each route ships; on PGlite it
// runs on the demo marketplace, on PostgreSQL on the database as the search bench left it.
// On PGlite the studio benchmark follows (BENCH_STUDIO=off skips it): the editor in Chromium on
// a 300-block page, keystroke to canvas, reorder and start, beside a bare input's keystroke.
// BENCH_ONLY=studio runs that one alone (it still builds the portal and starts its server).
// The moderation desk follows the studio's (BENCH_MODERATION=off skips it; BENCH_ONLY=moderation
// runs it alone): creation to an open moderator's queue, and keyboard-only decisions per minute.
// The event backbone runs first, before any server starts (BENCH_EVENTS=off skips it; BENCH_ONLY=events
// runs it alone): commit to subscriber latency and events drained per second, on PGlite in memory
// and, with BENCH_DATABASE_URL, on a scratch database created on that server for the run.
// The messenger follows the event backbone (BENCH_MESSAGING=off skips it; BENCH_ONLY=messaging runs
// it alone): send to delivery, memory per idle socket, and with BENCH_DATABASE_URL the inbox at
// BENCH_MESSAGING_CONVERSATIONS conversations (default 100,000, ten messages each).
// Checkout follows the messenger (BENCH_CHECKOUT=off skips it; BENCH_ONLY=checkout runs it alone):
// order placement over HTTP, and with BENCH_DATABASE_URL the seller's orders list at
// BENCH_CHECKOUT_ORDERS orders (default 1,000,000) in one store.
// Tracking follows checkout (BENCH_TRACKING=off skips it; BENCH_ONLY=tracking runs it alone): the
// pixel's requests per second and p99, the daily roll-up of BENCH_TRACKING_EVENTS events (10,000,000
// with BENCH_DATABASE_URL), and promotionFetch's p95.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { measure, report } from './load';
import { buildPortal, pickPortalVariants, reportPortal, runPortalBench } from './portal';
import { prepareSearchBench, reportSearch, runSearchBench } from './search';
import type { StudioBenchLand } from './site-setup';
import { reportModeration, runModerationBench } from './moderation';
import { reportEvents, runEventsBench } from './events';
import { reportMessaging, runMessagingBench } from './messaging';
import { reportCheckout, runCheckoutBench } from './checkout';
import { reportTracking, runTrackingBench } from './tracking';
import { reportStudio, runStudioBench } from './studio';
import { measureTransfer, reportTransfer } from './transfer';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const searchTarget = Number(process.env.BENCH_SEARCH_ANNOUNCEMENTS ?? 1_000_000);
const only = process.env.BENCH_ONLY;
const inProcessOnly = only === 'events' || only === 'messaging' || only === 'checkout' || only === 'tracking';
const eventsEnabled = process.env.BENCH_EVENTS !== 'off' && (only === undefined || only === 'events');
const messagingEnabled = process.env.BENCH_MESSAGING !== 'off' && (only === undefined || only === 'messaging');
const checkoutEnabled = process.env.BENCH_CHECKOUT !== 'off' && (only === undefined || only === 'checkout');
const trackingEnabled = process.env.BENCH_TRACKING !== 'off' && (only === undefined || only === 'tracking');
const searchEnabled = databaseUrl !== undefined && process.env.BENCH_SEARCH !== 'off';
const portalEnabled = process.env.BENCH_PORTAL !== 'off';
const studioEnabled = process.env.BENCH_STUDIO !== 'off';
const studioOnly = only === 'studio' || only === 'moderation';
const moderationEnabled = process.env.BENCH_MODERATION !== 'off' && only !== 'studio';

// React (and graphql-js) choose their production builds from NODE_ENV when first loaded: the
// servers run as in production, and so does this process' bare render (React is imported later).
process.env.NODE_ENV = 'production';
const serverEnv: NodeJS.ProcessEnv = { ...process.env };

interface BenchServerInfo {
  souk: string;
  bare: string;
  engine: string;
  storeHome?: string;
  studio?: StudioBenchLand;
}

async function startBenchServer(script = './bench-server.ts'): Promise<BenchServerInfo & { stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(script, import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: serverEnv,
  });
  // The server's own log lines (warnings) share its standard output: the addresses are the line that names them.
  const infoLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('{"souk"')) resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const urls = JSON.parse(infoLine) as BenchServerInfo;
  return { ...urls, stop: () => child.kill('SIGTERM') };
}

// The event backbone first, in this process, while nothing else runs.
if (eventsEnabled) reportEvents(await runEventsBench(databaseUrl));
if (messagingEnabled) reportMessaging(await runMessagingBench(databaseUrl));
if (checkoutEnabled) reportCheckout(await runCheckoutBench(databaseUrl));
if (trackingEnabled) reportTracking(await runTrackingBench(databaseUrl));
if (!inProcessOnly) await serverBenches();

/** Everything measured against a server in a child process. */
async function serverBenches(): Promise<void> {
  // The data and the statements of the search benchmark are ready before the server starts, so
  // loading a million announcements does not compete with the measured server.
  const searchBench = searchEnabled ? await prepareSearchBench(databaseUrl, searchTarget) : null;
  // The portal's production build, in a folder of its own, read by the servers started below.
  const portalBuild = portalEnabled ? await buildPortal() : null;
  if (portalBuild) serverEnv.WEB_DIR = portalBuild.webDir;

  const server = await startBenchServer();
  try {
    const graphql = (name: string, query: string) => ({
      name,
      url: `${server.souk}/graphql`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    if (!studioOnly) {
      const baseline = await measure({ name: 'bare Fastify route (baseline)', url: `${server.bare}/bare` }, seconds);
      const measures = [];
      measures.push(await measure({ name: 'GET /status/ready', url: `${server.souk}/status/ready` }, seconds));
      measures.push(await measure(graphql('GraphQL { me { id } }', '{ me { id } }'), seconds));
      report(`Foundation (${server.engine}, ${seconds}s per scenario, 10 connections)`, baseline, measures);
    }

    if (searchBench && !studioOnly) {
      const results = await runSearchBench(server.souk, databaseUrl!, searchBench.shapes, seconds, 10);
      reportSearch(
        `Search (${server.engine}, ${searchBench.announcements.toLocaleString('en')} announcements, ${seconds}s per measure)`,
        10,
        results,
      );
    } else if (!databaseUrl) {
      console.log('\nSearch: set BENCH_DATABASE_URL (PostgreSQL) to measure the search at a million announcements.');
    }

    if (portalBuild) {
      // On PGlite the foundation server has no announcements: the portal gets one with the demo data.
      const portalServer = databaseUrl ? null : await startBenchServer('./portal-server.ts');
      try {
        const url = portalServer?.souk ?? server.souk;
        if (!studioOnly) {
          const variants = await pickPortalVariants(url);
          // The store site's page (issue 5): set up on the demo data only, by the portal server.
          if (portalServer?.storeHome) variants.storeHome = [portalServer.storeHome];
          const measured = await runPortalBench(url, portalBuild.webDir, variants, seconds, 10);
          const data = searchBench
            ? `${searchBench.announcements.toLocaleString('en')} announcements`
            : databaseUrl
              ? 'the database as it is'
              : 'demo data, 3,000 announcements';
          reportPortal(`Portal pages (${server.engine}, ${data}, ${seconds}s per measure)`, 10, measured, portalBuild);
          const transfer = await measureTransfer(url, [
            ['home', '/'],
            ['search', variants.search[0]!],
            ['category', variants.category[0]!],
            ['announcement', variants.announcement[0]!],
          ]);
          reportTransfer(transfer);
        }
        // The studio's editor in Chromium (issue 6), on the demo data's 300-block working build.
        if (studioEnabled && only !== 'moderation' && portalServer?.studio) {
          const studio = await runStudioBench(portalServer.souk, portalServer.studio);
          reportStudio(`Studio editor (Chromium, ${portalServer.studio.storeName})`, studio);
        }
        // The moderation desk (issue 7), on the demo data's moderators.
        if (moderationEnabled && portalServer) {
          const moderation = await runModerationBench(portalServer.souk);
          reportModeration('Moderation desk (Chromium, demo data)', moderation);
        }
      } finally {
        portalServer?.stop();
      }
    }
  } finally {
    server.stop();
    await searchBench?.close();
    await portalBuild?.remove();
  }
}
