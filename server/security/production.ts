import { PRODUCTION_SECRETS } from '../test/production-secrets';

/**
 * The environment of a server in production mode for tests: real secrets, an https public
 * address, no development tools (GraphiQL, introspection, the mail outbox).
 */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://souk.test',
  ...PRODUCTION_SECRETS,
  LOG_LEVEL: 'warn',
};
