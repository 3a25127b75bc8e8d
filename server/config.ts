import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { RATE_LIMITS, type RateLimitName, type RateLimitRule } from '../shared/domain/rate-limits';

/** Where the server runs: development opens GraphiQL and the mail outbox; production refuses missing secrets. */
export type RunMode = 'development' | 'production' | 'test';

/** Typed configuration of the server, read once from the environment. */
export interface Config {
  mode: RunMode;
  host: string;
  port: number;
  /** PostgreSQL address; when absent the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Folder for the embedded database, generated secrets and (later) media. */
  dataDir: string;
  /** Address the public sees, used in e-mail links and token issuer. */
  publicUrl: string;
  /** The member panel's address: the portal's panel paths (/publish, /my, …) redirect there. */
  panelUrl: string;
  /** Folder of the built portal scripts and styles (`vite build`); pages render without them when absent. */
  webDir: string;
  logLevel: string;
  trustProxy: boolean;
  /**
   * Session cookies carry `Secure`: always in production (even with ALLOW_INSECURE_PUBLIC_URL, the
   * browser must reach the site over https, a TLS proxy in front), and whenever PUBLIC_URL is https.
   */
  secureCookies: boolean;
  secrets: {
    /** HMAC key for access tokens (HS256). */
    jwt: string;
    /** HMAC key for the anonymous sign-in proof-of-work challenges. */
    altcha: string;
    /** The server's Web Push key pair (VAPID, P-256, base64url): browsers subscribe with the public one. */
    vapidPublicKey: string;
    vapidPrivateKey: string;
  };
  push: {
    /** Who runs the push sender (VAPID `sub`: a mailto: or https: address). */
    vapidSubject: string;
    /** Firebase Cloud Messaging (HTTP v1) for the native shells; absent: their tokens are kept, nothing is sent. */
    fcm:
      | {
          projectId: string;
          /** The service account that signs the OAuth assertion. */
          clientEmail: string;
          privateKey: string;
          /** Where the assertion is exchanged for an access token, and where messages go (tests point both to a fake). */
          tokenUrl: string;
          endpoint: string;
        }
      | undefined;
  };
  mail: {
    /** SMTP address (smtp://user:pass@host:port); when absent mail stays in the outbox. */
    smtpUrl: string | undefined;
    from: string;
  };
  google: {
    clientId: string;
    jwksUrl: string;
    issuers: string[];
  };
  facebook: {
    appId: string;
    appSecret: string;
    graphUrl: string;
  };
  /**
   * Online payment (CIB and EDAHABIA cards): `chargily` is Chargily Pay's hosted checkout at
   * `apiUrl` with `secretKey` (which also signs its webhooks); `fake` is the local fake provider
   * (tests and the demo: a page of this server stands for the hosted checkout); `none` (production
   * without a key) refuses orders that must be paid online.
   */
  payment: { provider: 'chargily' | 'fake' | 'none'; apiUrl: string; secretKey: string };
  /** Exposes GraphiQL, introspection and the readable mail outbox. */
  devTools: boolean;
  /**
   * Redis address (redis://host:port/db). When set, live GraphQL subscriptions go through Redis so
   * a subscriber on one server instance hears what another instance published; without it, the
   * in-memory emitter serves one instance.
   */
  redisUrl: string | undefined;
  /**
   * Replaced numbers of some rate limits (shared/domain/rate-limits.ts), from `RATE_LIMITS`
   * (`registrationAddress=1000,contactSender=10`: the maximum per window). None in production;
   * the end-to-end suite raises the registrations of its one local address.
   */
  rateLimits: Partial<Record<RateLimitName, RateLimitRule>>;
  /**
   * The tracking pixel (issue 21). `enabled` (TRACKING=off turns it off: pages send nothing, the
   * pixel stores nothing); `rollupIntervalMs` how often today's events are rolled up into the daily
   * figures (TRACKING_ROLLUP_SECONDS, 300 by default); `keepDays` how long raw events are kept
   * once rolled up (TRACKING_KEEP_DAYS, 90 by default, at least 2: yesterday is rolled up again
   * after midnight); `adNetworks` the origins whose frames and
   * videos promotions may show (AD_NETWORKS, comma-separated https origins).
   */
  tracking: { enabled: boolean; rollupIntervalMs: number; keepDays: number };
  adNetworks: string[];
  /**
   * The desktop studio's update feed (DESKTOP_UPDATES_DIR, `dataDir/desktop-updates` by default):
   * the files electron-builder makes for a release, served at DESKTOP_UPDATES_PATH; none with an
   * in-memory data folder unless given.
   */
  desktopUpdatesDir: string | undefined;
}

type Env = Record<string, string | undefined>;

/** PAYMENT_PROVIDER, CHARGILY_API_URL and CHARGILY_SECRET_KEY (README). */
function paymentFrom(env: Env, mode: RunMode): Config['payment'] {
  const secretKey = env.CHARGILY_SECRET_KEY ?? '';
  const chosen = env.PAYMENT_PROVIDER ?? (secretKey ? 'chargily' : mode === 'production' ? 'none' : 'fake');
  if (chosen !== 'chargily' && chosen !== 'fake' && chosen !== 'none') {
    throw new Error(`PAYMENT_PROVIDER must be chargily, fake or none, got "${chosen}"`);
  }
  if (chosen === 'chargily' && !secretKey) throw new Error('PAYMENT_PROVIDER=chargily needs CHARGILY_SECRET_KEY');
  if (chosen === 'fake' && mode === 'production') throw new Error('the fake payment provider cannot run in production');
  return {
    provider: chosen,
    apiUrl: (env.CHARGILY_API_URL ?? 'https://pay.chargily.net/test/api/v2').replace(/\/$/, ''),
    // The fake provider signs its webhooks too, with a key of its own.
    secretKey: chosen === 'fake' ? secretKey || 'souk-fake-pay-secret' : secretKey,
  };
}

/** AD_NETWORKS: the https origins operators allow frames and videos from. */
function adNetworksFrom(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const url = new URL(item);
      if (url.protocol !== 'https:') throw new Error(`AD_NETWORKS must list https origins, got "${item}"`);
      return url.origin;
    });
}

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/**
 * Secrets that are not given in the environment are generated once and kept in
 * `dataDir/secrets.json` (mode 600), so a developer's tokens survive a restart.
 * Production must pass them explicitly.
 */
function loadSecrets(env: Env, mode: RunMode, dataDir: string): Config['secrets'] {
  const given = {
    jwt: env.JWT_SECRET,
    altcha: env.ALTCHA_HMAC_KEY,
    vapidPublicKey: env.VAPID_PUBLIC_KEY,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY,
  };
  if (given.jwt && given.altcha && given.vapidPublicKey && given.vapidPrivateKey) {
    return {
      jwt: given.jwt,
      altcha: given.altcha,
      vapidPublicKey: given.vapidPublicKey,
      vapidPrivateKey: given.vapidPrivateKey,
    };
  }
  if (mode === 'production') {
    throw new Error('JWT_SECRET, ALTCHA_HMAC_KEY, VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set in production');
  }
  // A key pair is generated whole: half of a given pair with half of a stored one would not match.
  const givenPair =
    given.vapidPublicKey && given.vapidPrivateKey
      ? { publicKey: given.vapidPublicKey, privateKey: given.vapidPrivateKey }
      : undefined;
  if (mode === 'test' || dataDir === 'memory') {
    const pair = givenPair ?? webpush.generateVAPIDKeys();
    return {
      jwt: given.jwt ?? randomBytes(32).toString('hex'),
      altcha: given.altcha ?? randomBytes(32).toString('hex'),
      vapidPublicKey: pair.publicKey,
      vapidPrivateKey: pair.privateKey,
    };
  }
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Config['secrets']> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Config['secrets']>;
  const storedPair =
    stored.vapidPublicKey && stored.vapidPrivateKey
      ? { publicKey: stored.vapidPublicKey, privateKey: stored.vapidPrivateKey }
      : undefined;
  const pair = givenPair ?? storedPair ?? webpush.generateVAPIDKeys();
  const secrets = {
    jwt: given.jwt ?? stored.jwt ?? randomBytes(32).toString('hex'),
    altcha: given.altcha ?? stored.altcha ?? randomBytes(32).toString('hex'),
    vapidPublicKey: pair.publicKey,
    vapidPrivateKey: pair.privateKey,
  };
  if (
    stored.jwt !== secrets.jwt ||
    stored.altcha !== secrets.altcha ||
    stored.vapidPublicKey !== secrets.vapidPublicKey ||
    stored.vapidPrivateKey !== secrets.vapidPrivateKey
  ) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}

/**
 * FCM for the native shells, when a project is given: the service account's e-mail and key
 * (the key's newlines may be written `\n`, as in most secret stores).
 */
function loadFcm(env: Env): Config['push']['fcm'] {
  const projectId = env.FCM_PROJECT_ID;
  if (!projectId) return undefined;
  const clientEmail = env.FCM_CLIENT_EMAIL;
  const privateKey = env.FCM_PRIVATE_KEY?.replace(/\\n/g, '\n');
  if (!clientEmail || !privateKey) throw new Error('FCM_PROJECT_ID needs FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY');
  return {
    projectId,
    clientEmail,
    privateKey,
    tokenUrl: env.FCM_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
    endpoint: (env.FCM_ENDPOINT ?? 'https://fcm.googleapis.com').replace(/\/$/, ''),
  };
}

/** Parses `RATE_LIMITS` (`name=max,…`); throws on an unknown limit or a maximum that is not a whole number above 0. */
function rateLimitsFrom(raw: string | undefined): Config['rateLimits'] {
  const limits: Config['rateLimits'] = {};
  for (const entry of (raw ?? '').split(',').filter((part) => part.trim() !== '')) {
    const [name = '', max = ''] = entry.split('=').map((part) => part.trim());
    if (!Object.hasOwn(RATE_LIMITS, name)) throw new Error(`RATE_LIMITS names an unknown limit "${name}"`);
    const value = Number(max);
    if (!Number.isInteger(value) || value < 1) throw new Error(`RATE_LIMITS: ${name} must be a whole number above 0`);
    const limit = name as RateLimitName;
    limits[limit] = { max: value, windowSeconds: RATE_LIMITS[limit].windowSeconds };
  }
  return limits;
}

/** Reads the environment into a typed config; throws with the variable's name on bad values. */
export function loadConfig(env: Env = process.env): Config {
  const mode: RunMode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = intFrom(env, 'PORT', 3000);
  const host = env.HOST ?? '0.0.0.0';
  const dataDir = env.DATA_DIR === 'memory' ? 'memory' : path.resolve(env.DATA_DIR ?? '.data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  // Production session cookies are Secure, so a browser sends them over https only: a plain http
  // address would either lose every sign-in or (without Secure) carry sessions in clear. It is
  // refused unless someone says on purpose that it is what they want.
  if (mode === 'production' && !publicUrl.startsWith('https://') && env.ALLOW_INSECURE_PUBLIC_URL !== '1') {
    throw new Error(
      `PUBLIC_URL must be an https:// address in production (got "${publicUrl}"): session cookies are Secure ` +
        'there and would never come back over http, and links in mails would point to an unencrypted address. ' +
        'Set ALLOW_INSECURE_PUBLIC_URL=1 to start anyway (a TLS proxy in front whose public address is not known here, or a private test).',
    );
  }
  return {
    mode,
    host,
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    publicUrl,
    // Empty: this server is the member panel (issue 19); an outside panel's address sends its paths there.
    panelUrl: (env.PANEL_URL ?? '').replace(/\/$/, ''),
    webDir: path.resolve(env.WEB_DIR ?? 'dist/web'),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    secureCookies: mode === 'production' || publicUrl.startsWith('https://'),
    secrets: loadSecrets(env, mode, dataDir),
    push: { vapidSubject: env.VAPID_SUBJECT ?? 'mailto:no-reply@souk.dz', fcm: loadFcm(env) },
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM ?? 'Souk <no-reply@souk.dz>' },
    google: {
      clientId: env.GOOGLE_CLIENT_ID ?? '',
      jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: (env.GOOGLE_ISSUERS ?? 'https://accounts.google.com,accounts.google.com').split(','),
    },
    facebook: {
      appId: env.FACEBOOK_APP_ID ?? '',
      appSecret: env.FACEBOOK_APP_SECRET ?? '',
      graphUrl: (env.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com').replace(/\/$/, ''),
    },
    payment: paymentFrom(env, mode),
    devTools: mode === 'development' || env.DEV_TOOLS === '1',
    redisUrl: env.REDIS_URL || undefined,
    rateLimits: rateLimitsFrom(env.RATE_LIMITS),
    tracking: {
      enabled: env.TRACKING !== 'off',
      rollupIntervalMs: Math.max(1, intFrom(env, 'TRACKING_ROLLUP_SECONDS', 300)) * 1000,
      keepDays: Math.max(2, intFrom(env, 'TRACKING_KEEP_DAYS', 90)),
    },
    adNetworks: adNetworksFrom(env.AD_NETWORKS),
    desktopUpdatesDir: env.DESKTOP_UPDATES_DIR
      ? path.resolve(env.DESKTOP_UPDATES_DIR)
      : dataDir === 'memory'
        ? undefined
        : path.join(dataDir, 'desktop-updates'),
  };
}
