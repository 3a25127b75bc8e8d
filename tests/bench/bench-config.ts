import { loadConfig, type Config } from '../../server/config';

/**
 * The configuration every benchmark runs the server code with: production mode (no dev tools,
 * production builds), fixed secrets, and the plain http address of this machine allowed on
 * purpose. `env` adds to it (the measured servers keep their data in memory).
 */
export function benchConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_INSECURE_PUBLIC_URL: '1',
    JWT_SECRET: 'bench',
    ALTCHA_HMAC_KEY: 'bench',
    // A Web Push key pair made for the benchmarks (nothing is pushed there).
    VAPID_PUBLIC_KEY: 'BA1yAKwaUmrXvhGFgwK3kbYiFSh5c9nate62uuPLxc0u9OL10bqn2UpdDjysChA6enqLSR_AU04o2qKnNGJlNDM',
    VAPID_PRIVATE_KEY: 'C56EOs7Je-AMM6A6LXYkl_t7Li4RT2iAIUvQl9t1m0Q',
    LOG_LEVEL: 'warn',
    ...env,
  });
}
