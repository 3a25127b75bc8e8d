/**
 * The environment of a server in production mode for tests: real secrets, an https public
 * address, no development tools (GraphiQL, introspection, the mail outbox).
 */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://souk.test',
  JWT_SECRET: 'test-production-jwt-secret-0123456789abcdef',
  ALTCHA_HMAC_KEY: 'test-production-altcha-key-0123456789abcdef',
  LOG_LEVEL: 'warn',
};
