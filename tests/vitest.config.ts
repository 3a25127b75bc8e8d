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
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'desktop/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['server/test/global-setup.ts'],
    env: { NODE_ENV: 'test' },
  },
});
