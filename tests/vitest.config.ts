import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Mercurius loads graphql's CommonJS build; ours must be the same copy, or graphql
    // refuses the mixed "realms". Node itself picks the CommonJS entry; Vite would pick .mjs.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: [
      'server/**/*.test.{ts,tsx}',
      'shared/**/*.test.{ts,tsx}',
      'desktop/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest leaves one core to itself by default: on two cores that is one worker, and most tests
    // wait on a database or a socket, so two workers nearly halve the run.
    maxWorkers: 2,
    globalSetup: ['server/test/global-setup.ts'],
    env: { NODE_ENV: 'test' },
  },
});
