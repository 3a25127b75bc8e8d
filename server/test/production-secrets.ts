/**
 * The secrets a production-mode server needs (config refuses to start without them), for tests
 * and benchmarks that run one. The Web Push pair is a real P-256 pair made for tests: nothing is
 * ever pushed with it.
 */
export const PRODUCTION_SECRETS = {
  JWT_SECRET: 'test-production-jwt-secret-0123456789abcdef',
  ALTCHA_HMAC_KEY: 'test-production-altcha-key-0123456789abcdef',
  VAPID_PUBLIC_KEY: 'BA1yAKwaUmrXvhGFgwK3kbYiFSh5c9nate62uuPLxc0u9OL10bqn2UpdDjysChA6enqLSR_AU04o2qKnNGJlNDM',
  VAPID_PRIVATE_KEY: 'C56EOs7Je-AMM6A6LXYkl_t7Li4RT2iAIUvQl9t1m0Q',
} as const;
