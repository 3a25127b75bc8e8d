import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: Debian's Chromium (a test tool's own browser download cannot work here)
 * against the real server, started once from a fresh embedded database with the demo data.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const root = path.resolve(import.meta.dirname, '../..');
// A fresh database each run, so every run starts from the same demo marketplace.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `souk-e2e-${process.pid}`);
// The workers (other processes) read the same folders: they inherit this variable.
process.env.E2E_DATA_DIR = dataDir;
// Its own build folder too: runs side by side must not overwrite each other's scripts.
const webDir = path.join(dataDir, 'web');
export const E2E_BASE_URL = `http://127.0.0.1:${port}`;
/** The build the suite's server serves (tests that start a server of their own serve it too). */
export const E2E_WEB_DIR = webDir;
export const E2E_PORT = port;

export default defineConfig({
  testDir: '.',
  // One folder per port: runs side by side must not clear each other's artefacts.
  outputDir: path.join(root, 'test-results', String(port)),
  timeout: 30_000,
  expect: { timeout: 7_500 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${dataDir}" && npm run build && node --import tsx server/main.ts`,
    cwd: root,
    url: `${E2E_BASE_URL}/status/ready`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      PUBLIC_URL: E2E_BASE_URL,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Every browser and fixture of the suite registers from 127.0.0.1: the registration limit per
      // address is raised so the suite does not trip on it. The others stay as in production (phone
      // reveals count per member, and a test meets that limit on purpose).
      RATE_LIMITS: 'registrationAddress=10000',
      // Promotion figures are rolled up every 2 s instead of 5 min: a click shows in the studio at once.
      TRACKING_ROLLUP_SECONDS: '2',
    },
  },
});
