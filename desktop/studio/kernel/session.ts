import type { StoredTokens, StudioPlatform } from '../platform/platform';
import { ApiError, NETWORK } from './errors';

/** The gateway's token response (spec §3 "Auth token response"). */
interface TokenResponse {
  token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
}

/** A refusal of the gateway (an ApiError), with its code (INVALID_CREDENTIALS, AUTH/MAX_ATTEMPT…). */
export class GatewayError extends ApiError {
  override name = 'GatewayError';

  constructor(
    code: string,
    message: string,
    /** AUTH/MAX_ATTEMPT: how long to wait before trying again. */
    readonly seconds: number | null = null,
  ) {
    super(code, message);
  }
}

/**
 * The gateway could not be reached (no network, server down, CORS refused). Requests that need a
 * token fail with it as a network error, so the editor keeps its edits and retries, rather than
 * sending them unauthenticated.
 */
export class GatewayUnreachable extends ApiError {
  override name = 'GatewayUnreachable';

  constructor(cause: unknown) {
    super(NETWORK, 'The sign-in gateway could not be reached');
    this.cause = cause;
  }
}

/** Why the session ended: the user signed out, or it could not be renewed (refresh refused or expired). */
export type SignOutReason = 'signedOut' | 'expired';

/** A change of the session: signed in, or signed out with the reason. */
export type SessionChange = { signedIn: true } | { signedIn: false; reason: SignOutReason };

/** Where the session keeps its tokens (the platform's secret storage on the desktop). */
export type TokenStore = Pick<StudioPlatform, 'loadTokens' | 'saveTokens' | 'clearTokens'>;

/** Refresh the access token this long before it expires, so no request goes out with a dying one. */
export const REFRESH_MARGIN_MS = 60_000;

const toStored = (response: TokenResponse, now: number): StoredTokens => ({
  token: response.token,
  expiresAt: now + response.expires_in * 1000,
  refreshToken: response.refresh_token,
  refreshExpiresAt: now + response.refresh_expires_in * 1000,
});

async function post(baseUrl: string, path: string, body: unknown): Promise<Response> {
  try {
    return await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new GatewayUnreachable(error);
  }
}

interface GatewayBody extends Partial<TokenResponse> {
  errors?: { code?: string; message?: string; seconds?: number }[];
}

async function readTokens(response: Response, now: number): Promise<StoredTokens> {
  const body = (await response.json().catch(() => null)) as GatewayBody | null;
  if (response.ok && body?.token && body.refresh_token) return toStored(body as TokenResponse, now);
  // A proxy's or a server's failure page is no answer about the credentials.
  if (response.status >= 500 || !body?.errors) throw new GatewayUnreachable(new Error(`HTTP ${response.status}`));
  const error = body.errors[0];
  throw new GatewayError(
    error?.code ?? `HTTP_${response.status}`,
    error?.message ?? response.statusText,
    typeof error?.seconds === 'number' ? error.seconds : null,
  );
}

/**
 * The signed-in session of the studio: signs in through the gateway (POST /login), keeps the
 * tokens in the platform's token store, and hands out a valid access token, rotating the refresh
 * token (POST /oauth2/token) shortly before the access token expires or when the server refused
 * it. Concurrent callers share one refresh: the gateway treats a refresh token presented twice as
 * stolen and revokes the whole session.
 */
export class StudioSession {
  private tokens: StoredTokens | null = null;
  private refreshing: Promise<StoredTokens | null> | null = null;
  private readonly listeners = new Set<(change: SessionChange) => void>();

  constructor(
    private readonly store: TokenStore,
    /** The API's origin (no trailing slash): /login, /oauth2/token and /graphql hang below it. */
    readonly baseUrl: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  /** Reads the tokens a previous run kept; true when still signed in (an unreadable store counts as none). */
  async restore(): Promise<boolean> {
    const kept = await this.store.loadTokens().catch(() => null);
    if (kept && kept.refreshExpiresAt > this.now()) {
      this.tokens = kept;
      return true;
    }
    this.tokens = null;
    if (kept) await this.store.clearTokens();
    return false;
  }

  /** True while the session holds tokens (it may still need a refresh before the next request). */
  get signedIn(): boolean {
    return this.tokens !== null;
  }

  /** Calls the listener on every sign-in and sign-out; returns the unsubscribe. */
  onChange(listener: (change: SessionChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** POST /login; throws GatewayError (refused) or GatewayUnreachable. */
  async signIn(username: string, password: string): Promise<void> {
    const tokens = await readTokens(await post(this.baseUrl, '/login', { username, password }), this.now());
    await this.keep(tokens);
    this.emit({ signedIn: true });
  }

  /** The access token when it needs no rotation now, else null (a synchronous look, for routing a request). */
  freshToken(): string | null {
    const tokens = this.tokens;
    return tokens && tokens.expiresAt - REFRESH_MARGIN_MS > this.now() ? tokens.token : null;
  }

  /**
   * A valid access token, rotated first when it is about to expire; null once signed out.
   * Throws GatewayUnreachable when it needed a refresh and the gateway could not be reached.
   */
  async accessToken(): Promise<string | null> {
    const tokens = this.tokens;
    if (!tokens) return null;
    return this.freshToken() ?? (await this.refresh())?.token ?? null;
  }

  /**
   * Rotates the refresh token (also after the server refused the access token). A refused
   * refresh (revoked, expired, already used) ends the session with reason 'expired' and resolves
   * null; an unreachable gateway keeps the session and rejects with GatewayUnreachable.
   */
  refresh(): Promise<StoredTokens | null> {
    this.refreshing ??= (async () => {
      const current = this.tokens;
      if (!current) return null;
      try {
        const response = await post(this.baseUrl, '/oauth2/token', {
          grant_type: 'refresh_token',
          refresh_token: current.refreshToken,
        });
        const tokens = await readTokens(response, this.now());
        // Signed out while the refresh was on its way: the new tokens are not kept.
        if (this.tokens !== current) return this.tokens;
        await this.keep(tokens);
        return tokens;
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        if (this.tokens === current) await this.end('expired');
        return null;
      }
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Forgets the tokens and revokes the refresh token on the gateway (best effort). */
  async signOut(): Promise<void> {
    const refreshToken = this.tokens?.refreshToken;
    await this.end('signedOut');
    if (refreshToken) await post(this.baseUrl, '/logout', { refresh_token: refreshToken }).catch(() => undefined);
  }

  private async keep(tokens: StoredTokens): Promise<void> {
    this.tokens = tokens;
    await this.store.saveTokens(tokens);
  }

  private async end(reason: SignOutReason): Promise<void> {
    if (!this.tokens) return;
    this.tokens = null;
    await this.store.clearTokens();
    this.emit({ signedIn: false, reason });
  }

  private emit(change: SessionChange): void {
    this.listeners.forEach((listener) => listener(change));
  }
}
