import { createHmac } from 'node:crypto';
import type { Deps } from '../../../deps';
import { invalidCredentials, providerUnavailable } from '../auth-errors';
import { textOrNull, type ProviderProfile } from './provider-profile';

/** Outbound requests to the Graph API give up after this long. */
const FETCH_TIMEOUT_MS = 5000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * GETs a Graph API path. Unreachable, timed out, 5xx or unreadable answers are
 * AUTH/UNKNOWN_ERROR; a 4xx is Facebook refusing the token: INVALID_CREDENTIALS.
 */
async function graphGet(deps: Deps, path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
  const url = new URL(`${deps.config.facebook.graphUrl}/${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    body = await response.json();
  } catch (error) {
    deps.log.warn({ err: error, path }, 'Facebook Graph API unreachable');
    throw providerUnavailable();
  }
  if (response.status >= 500 || !isObject(body)) throw providerUnavailable();
  if (!response.ok) throw invalidCredentials();
  return body;
}

/**
 * Verifies a Facebook user access token: the token-inspection endpoint must call it valid and
 * issued to our app, then the profile is read with it (with `appsecret_proof`, so a stolen
 * token alone cannot be replayed against our app id). Facebook e-mails count as verified.
 */
export async function verifyFacebookToken(deps: Deps, accessToken: string): Promise<ProviderProfile> {
  const { appId, appSecret } = deps.config.facebook;
  if (!appId || !appSecret) throw providerUnavailable(503);

  const inspection = await graphGet(deps, 'debug_token', {
    input_token: accessToken,
    access_token: `${appId}|${appSecret}`,
  });
  const data = inspection.data;
  if (!isObject(data) || data.is_valid !== true || String(data.app_id) !== appId) throw invalidCredentials();
  const inspectedUser =
    typeof data.user_id === 'string' || typeof data.user_id === 'number' ? String(data.user_id) : null;

  const me = await graphGet(deps, 'me', {
    fields: 'id,name,email',
    access_token: accessToken,
    appsecret_proof: createHmac('sha256', appSecret).update(accessToken).digest('hex'),
  });
  const subject = textOrNull(typeof me.id === 'number' ? String(me.id) : me.id, 255);
  if (!subject || (inspectedUser !== null && inspectedUser !== subject)) throw invalidCredentials();
  const email = textOrNull(me.email, 254);
  return {
    provider: 'facebook',
    subject,
    email,
    emailVerified: email !== null,
    name: textOrNull(me.name),
    pictureUrl: null,
  };
}
