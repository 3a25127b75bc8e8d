import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { captchaError } from './auth-errors';
import { issueSession, type AuthTokenResponse } from './sessions.service';

/**
 * How hard the anonymous sign-in proof of work is. The challenge is ALTCHA's deterministic
 * mode: the server picks a secret counter between `counterMin` and `counterMax`, and the
 * client must find it by hashing counters from 0 upwards, `cost` chained SHA-256 each.
 */
export interface AnonymousChallengeSettings {
  cost: number;
  counterMin: number;
  counterMax: number;
  /** How long a challenge may be solved and used. */
  ttlSeconds: number;
}

/**
 * About 125 000 SHA-256 hashes on average (12 500 counters of 10 chained hashes): under a
 * second in Node, a second or two in a phone's browser with the widget's workers, and a real
 * cost to anyone creating accounts by the thousand. Verification is one HMAC.
 */
export const DEFAULT_ANONYMOUS_CHALLENGE: AnonymousChallengeSettings = {
  cost: 10,
  counterMin: 5_000,
  counterMax: 20_000,
  ttlSeconds: 10 * 60,
};

declare module '../../config' {
  interface Config {
    /** Overrides of the anonymous sign-in proof of work (tests make it trivial). */
    anonymousChallenge?: Partial<AnonymousChallengeSettings>;
  }
}

/** The one algorithm challenges use; a payload naming another is refused before any work. */
const ALGORITHM = 'SHA-256';

/** Longest `recaptcha-Token` header accepted (a v2 payload is well under 1 KB). */
export const MAX_PAYLOAD_LENGTH = 4096;

function settingsOf(config: Config): AnonymousChallengeSettings {
  return { ...DEFAULT_ANONYMOUS_CHALLENGE, ...config.anonymousChallenge };
}

/** Two keys from the one configured secret: one signs challenges, the other the expected keys. */
function secretsOf(config: Config): { signature: string; keySignature: string } {
  const derive = (purpose: string) => createHmac('sha256', config.secrets.altcha).update(purpose).digest('hex');
  return { signature: derive('altcha-challenge'), keySignature: derive('altcha-derived-key') };
}

/** A new signed, expiring challenge for `GET /login-anonymous/challenge`. */
export async function createAnonymousChallenge(deps: Deps): Promise<Challenge> {
  const settings = settingsOf(deps.config);
  const secrets = secretsOf(deps.config);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: settings.cost,
    counter: randomInt(settings.counterMax, settings.counterMin),
    deriveKey,
    expiresAt: new Date(deps.now().getTime() + settings.ttlSeconds * 1000),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Decodes the widget's payload (base64 JSON of {challenge, solution}); null when it is not one. */
function parsePayload(header: string): { challenge: Challenge; solution: Solution } | null {
  if (header.length > MAX_PAYLOAD_LENGTH) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(decoded) || !isObject(decoded.challenge) || !isObject(decoded.solution)) return null;
  const { challenge, solution } = decoded;
  if (!isObject(challenge.parameters) || typeof challenge.signature !== 'string') return null;
  if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
  return {
    challenge: challenge as unknown as Challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  };
}

/**
 * Checks a solution and spends it: RECAPTCHA/ERROR when it is missing, malformed, wrong,
 * expired (by the server's clock) or was used before. Runs the spending inside the
 * caller's transaction, so a failed sign-in does not burn the solution.
 */
async function spendSolution(deps: Deps, header: string | undefined): Promise<void> {
  const payload = header ? parsePayload(header) : null;
  if (!payload) throw captchaError();
  const { parameters, signature } = payload.challenge;
  const now = deps.now();
  if (parameters.algorithm !== ALGORITHM || typeof parameters.expiresAt !== 'number') throw captchaError();
  if (parameters.expiresAt * 1000 <= now.getTime()) throw captchaError();

  const secrets = secretsOf(deps.config);
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified || !signature) throw captchaError();

  const spent = await deps.db
    .insertInto('anonymous_challenges')
    .values({ signature, expires_at: new Date(parameters.expiresAt * 1000) })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  if (!spent) throw captchaError();
}

/** `POST /login-anonymous`: a solved challenge buys a new anonymous account and its session. */
export async function loginAnonymously(deps: Deps, solutionHeader: string | undefined): Promise<AuthTokenResponse> {
  return deps.db.transaction().execute(async (trx) => {
    const txDeps: Deps = { ...deps, db: trx };
    await spendSolution(txDeps, solutionHeader);
    const user = await trx
      .insertInto('users')
      .values({ is_anonymous: true, is_validated: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    return issueSession(txDeps, user.id);
  });
}

/** Forgets spent challenges once they have expired (they can no longer be replayed). */
export async function purgeAnonymousChallenges(deps: Deps): Promise<void> {
  await deps.db.deleteFrom('anonymous_challenges').where('expires_at', '<', deps.now()).execute();
}
