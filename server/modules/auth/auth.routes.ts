import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { ErrorCode } from '../../../shared/domain/errors';
import type { Deps } from '../../deps';
import { isAppError } from '../../core/errors';
import { createAnonymousChallenge, loginAnonymously, purgeAnonymousChallenges } from './anonymous.service';
import { exchangeAuthCode, purgeAuthCodes } from './auth-codes.service';
import { AuthError } from './auth-errors';
import { throttleAddress } from './client-address';
import { loginWithPassword } from './login.service';
import { purgeRefreshTokens, revokeRefreshToken, rotateRefreshToken, type AuthTokenResponse } from './sessions.service';
import { verifyFacebookToken } from './social/facebook';
import { verifyGoogleIdToken } from './social/google';
import { signInWithProvider } from './social/social-accounts.service';
import { purgeLoginAttempts } from './throttle.service';

/** Bounds on what the routes accept: generous for real clients, small enough that no input is costly. */
const LIMITS = { identifier: 254, password: 1024, providerToken: 8192, secretToken: 512 } as const;

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

const tokenResponseSchema = {
  200: {
    type: 'object',
    required: ['token', 'expires_in', 'refresh_token', 'refresh_expires_in'],
    properties: {
      token: { type: 'string' },
      expires_in: { type: 'integer' },
      refresh_token: { type: 'string' },
      refresh_expires_in: { type: 'integer' },
    },
  },
} as const;

const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: { username: text(LIMITS.identifier), password: text(LIMITS.password) },
  },
  response: tokenResponseSchema,
} as const;

const providerTokenSchema = {
  body: { type: 'object', required: ['token'], properties: { token: text(LIMITS.providerToken) } },
  response: tokenResponseSchema,
} as const;

const oauthTokenSchema = {
  body: {
    type: 'object',
    required: ['grant_type'],
    properties: {
      grant_type: { type: 'string', enum: ['authorization_code', 'refresh_token'] },
      code: text(LIMITS.secretToken),
      // The spec's name for the code (sign-in by address).
      auth_code: text(LIMITS.secretToken),
      refresh_token: text(LIMITS.secretToken),
    },
  },
  response: tokenResponseSchema,
} as const;

const logoutSchema = {
  body: { type: 'object', required: ['refresh_token'], properties: { refresh_token: text(LIMITS.secretToken) } },
} as const;

interface LoginBody {
  username: string;
  password: string;
}
interface ProviderTokenBody {
  token: string;
}
interface OAuthTokenBody {
  grant_type: 'authorization_code' | 'refresh_token';
  code?: string;
  auth_code?: string;
  refresh_token?: string;
}
interface LogoutBody {
  refresh_token: string;
}

/** Spent challenges, stale throttle counters, old codes and expired refresh tokens are swept this often. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

function sendTokens(reply: FastifyReply, tokens: AuthTokenResponse): FastifyReply {
  // Token responses must never be cached (OAuth 2, RFC 6749 §5.1).
  return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens);
}

function badInput(message: string): AuthError {
  return new AuthError(ErrorCode.BAD_USER_INPUT, message, 400);
}

/**
 * The sign-in gateway: POST /login, /login/social, /login/facebook, /login-anonymous (with
 * GET /login-anonymous/challenge), /oauth2/token and /logout. Success bodies are the spec's
 * auth token response; failures are `{errors: [{code, message, ...}]}` with a fitting status.
 */
export const authRoutes: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AuthError || isAppError(error)) {
      const status = error instanceof AuthError ? error.httpStatus : 400;
      const { code, ...extra } = (error.extensions ?? {}) as { code?: string };
      if (error.code === ErrorCode.AUTH_MAX_ATTEMPT && typeof extra === 'object' && 'seconds' in extra) {
        void reply.header('retry-after', String(extra.seconds));
      }
      return reply.status(status).send({ errors: [{ code: code ?? error.code, message: error.message, ...extra }] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Schema validation, unreadable bodies, wrong content types: the caller's fault, said plainly.
      return reply.status(status).send({ errors: [{ code: ErrorCode.BAD_USER_INPUT, message: error.message }] });
    }
    throw error;
  });

  app.post<{ Body: LoginBody }>('/login', { schema: loginSchema }, async (request, reply) => {
    const tokens = await loginWithPassword(deps, {
      username: request.body.username,
      password: request.body.password,
      address: throttleAddress(request.ip),
    });
    return sendTokens(reply, tokens);
  });

  app.post<{ Body: ProviderTokenBody }>('/login/social', { schema: providerTokenSchema }, async (request, reply) => {
    const profile = await verifyGoogleIdToken(deps, request.body.token);
    return sendTokens(reply, await signInWithProvider(deps, profile));
  });

  app.post<{ Body: ProviderTokenBody }>('/login/facebook', { schema: providerTokenSchema }, async (request, reply) => {
    const profile = await verifyFacebookToken(deps, request.body.token);
    return sendTokens(reply, await signInWithProvider(deps, profile));
  });

  app.get('/login-anonymous/challenge', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send(await createAnonymousChallenge(deps));
  });

  app.post('/login-anonymous', { schema: { response: tokenResponseSchema } }, async (request, reply) => {
    const header = request.headers['recaptcha-token'];
    return sendTokens(reply, await loginAnonymously(deps, Array.isArray(header) ? header[0] : header));
  });

  app.post<{ Body: OAuthTokenBody }>('/oauth2/token', { schema: oauthTokenSchema }, async (request, reply) => {
    const body = request.body;
    if (body.grant_type === 'authorization_code') {
      const code = body.code ?? body.auth_code;
      if (!code) throw badInput('body must have property code (or auth_code)');
      return sendTokens(reply, await exchangeAuthCode(deps, code));
    }
    if (!body.refresh_token) throw badInput('body must have property refresh_token');
    return sendTokens(reply, await rotateRefreshToken(deps, body.refresh_token));
  });

  app.post<{ Body: LogoutBody }>('/logout', { schema: logoutSchema }, async (request, reply) => {
    // Unknown tokens are answered the same way: signing out is idempotent and reveals nothing.
    await revokeRefreshToken(deps, request.body.refresh_token);
    return reply.status(204).send();
  });

  const purge = async () => {
    try {
      await purgeAnonymousChallenges(deps);
      await purgeLoginAttempts(deps);
      await purgeAuthCodes(deps);
      await purgeRefreshTokens(deps);
    } catch (error) {
      deps.log.warn({ err: error }, 'auth tables purge failed');
    }
  };
  const timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
  return Promise.resolve();
};
