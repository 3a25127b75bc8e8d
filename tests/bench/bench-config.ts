import { loadConfig, type Config } from '../../server/config';
import { PRODUCTION_SECRETS } from '../../server/test/production-secrets';

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
    ...PRODUCTION_SECRETS,
    LOG_LEVEL: 'warn',
    ...env,
  });
}
