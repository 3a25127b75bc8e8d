import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../shared/domain/errors';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n';
import type { Deps } from '../../deps';
import { resolveCaller } from '../../graphql/context';
import { isAppError } from '../../core/errors';
import { unacceptableFormField } from '../../core/input-text';
import { loginAnonymously } from '../../modules/auth';
import { throttleAddress } from '../../modules/auth';
import { loginWithPassword } from '../../modules/auth';
import { requestAuthorization, setSessionCookies } from '../../modules/auth';
import { issueSession, verifyAccessToken } from '../../modules/auth';
import { mergeCarts } from '../../modules/cart';
import { sendValidationEmail, validateEmail } from '../../modules/users';
import { confirmPasswordReset, requestPasswordReset } from '../../modules/users';
import { updateProfile } from '../../modules/users';
import { registerUser } from '../../modules/users';
import { VALIDATION_INVALID_TOKEN } from '../app/components/account/error-text';
import { encodeFieldFailures, FORM_ACTIONS, type FieldFailure } from '../app/components/account/form-state';
import { localizeHref } from '../app/navigation';
import { paths, safeRedirectPath, withQuery, type QueryParams } from '../app/routes';

/**
 * The account forms' POST routes (sign in, continue without an account, registration,
 * password reset, profile settings, e-mail validation). The forms are plain HTML forms that
 * work without JavaScript: each route calls the account services directly, sets the session
 * cookies when it signs someone in, and answers 303 See Other, to the next page on success
 * or back to the form's page with the error code, the refused fields and what was typed
 * (never a password) in the address.
 */

/**
 * Where form posts may come from: this site only (CSRF). Browsers say it in `Origin`; with a
 * `no-referrer` policy they send `Origin: null` for form posts, and then `Sec-Fetch-Site`
 * (which no page can forge) tells a same-site post; older browsers that send neither still
 * send `Referer`. A post that proves none of these is refused.
 */
export function isSameSiteForm(request: FastifyRequest, publicUrl: string): boolean {
  const site = new URL(publicUrl).origin;
  const { origin, referer } = request.headers;
  if (origin !== undefined && origin !== 'null') return origin === site;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  if (origin === 'null' || !referer) return false;
  try {
    return new URL(referer).origin === site;
  } catch {
    return false;
  }
}

/** Inputs longer than this are refused as they are (no rule accepts them, and passwords are hashed). */
const MAX_FIELD_LENGTH = 1024;

/** A posted field's text ('' when absent), cut to a sane length. */
function field(request: FastifyRequest, name: string): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const value = Array.isArray(body[name]) ? (body[name] as unknown[])[0] : body[name];
  return typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : '';
}

/** The form's language: the page's `?lang=` (the form's action keeps it), else French. */
function localeOf(request: FastifyRequest): Locale {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang ?? field(request, 'lang');
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Answers 303 to a portal address in the form's language; nothing of it may be cached. */
function seeOther(reply: FastifyReply, locale: Locale, path: string, query: QueryParams = {}): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(localizeHref(withQuery(path, query), locale), 303);
}

/** The code and refused fields of an error thrown by a service; unexpected errors are logged and become `fallback`. */
function refusalOf(
  request: FastifyRequest,
  error: unknown,
  fallback: string,
): { error: string; seconds?: number; fields?: string } {
  if (!isAppError(error)) {
    request.log.error({ err: error }, 'account form failed');
    return { error: fallback };
  }
  const extensions = (error.extensions ?? {}) as { seconds?: unknown; fields?: unknown };
  const fields = Array.isArray(extensions.fields)
    ? encodeFieldFailures(
        (extensions.fields as { field: string; rule: FieldFailure['rule'] }[]).map(({ field: name, rule }) => ({
          field: name,
          rule,
        })),
      )
    : undefined;
  const seconds = typeof extensions.seconds === 'number' ? extensions.seconds : undefined;
  return { error: error.code, seconds, fields };
}

/** Where to go once signed in: the safe `redirectTo`, the checkout of a cart being bought, else home. */
function afterSignIn(request: FastifyRequest): string {
  const chunkId = field(request, 'chunkId');
  if (chunkId) return withQuery(paths.checkout(), { chunkId });
  return safeRedirectPath(field(request, 'redirectTo')) ?? paths.home();
}

/** Adds a notice flag to a portal path that may already carry a query. */
function withNotice(path: string, notice: string): string {
  const url = new URL(path, 'http://portal.invalid');
  url.searchParams.set('notice', notice);
  return `${url.pathname}${url.search}`;
}

const REGISTRATION_FIELDS = ['email', 'username', 'gender', 'birthDate', 'regionId', 'phone'] as const;
const PROFILE_FIELDS = ['displayName', 'gender', 'birthDate', 'regionId', 'phone'] as const;

/** The typed values to hand back to the form (passwords are not among them). */
function typed(request: FastifyRequest, names: readonly string[]): QueryParams {
  return Object.fromEntries(names.map((name) => [name, field(request, name)]));
}

/** The page each form route goes back to with a refusal. */
const FORM_PAGES: Record<string, string> = {
  [paths.login()]: paths.login(),
  [FORM_ACTIONS.anonymousLogin]: paths.login(),
  [paths.register()]: paths.register(),
  [paths.resetPasswordRequest()]: paths.resetPasswordRequest(),
  [paths.resetPasswordConfirm()]: paths.resetPasswordConfirm(),
  [paths.profileSettings()]: paths.profileSettings(),
  [FORM_ACTIONS.validationEmail]: paths.profileSettings(),
};

/**
 * A visitor who filled a cart without an account (the anonymous sign-in) keeps it when signing in
 * or registering: its lines join the member's cart. A failure here never blocks the sign-in.
 */
async function carryAnonymousCart(deps: Deps, request: FastifyRequest, memberToken: string): Promise<void> {
  const claims = request.sessionClaims;
  if (!claims?.anon) return;
  try {
    const member = await verifyAccessToken(deps.config, memberToken, deps.now());
    if ('claims' in member) await mergeCarts(deps, claims.sub, member.claims.sub);
  } catch (error) {
    request.log.warn({ err: error }, 'the anonymous cart could not be carried over');
  }
}

/** Registers the account forms' routes; `plugin.ts` registers it before the page routes. */
export const accountForms: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  // Refused text goes back to the form as a field error (below), not as the gateway's 400.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, ownTextCheck: true };
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    if (!isSameSiteForm(request, deps.config.publicUrl)) {
      return reply.status(403).header('content-type', 'text/plain; charset=utf-8').send('Forbidden: cross-site form');
    }
    // A field holding NUL or a lone surrogate (shared/domain/text.ts) goes back to its form as
    // that field's error before any service reads it; nothing typed is echoed back with it.
    const refused = unacceptableFormField(request.body);
    if (refused !== null) {
      const page = FORM_PAGES[request.routeOptions.url ?? ''] ?? paths.home();
      return seeOther(reply, localeOf(request), page, {
        error: ErrorCode.BAD_USER_INPUT,
        fields: encodeFieldFailures([{ field: refused, rule: 'text' }]),
      });
    }
  });

  app.post(paths.login(), async (request, reply) => {
    const locale = localeOf(request);
    const username = field(request, 'username').trim();
    const password = field(request, 'password');
    const back = { username, redirectTo: field(request, 'redirectTo'), chunkId: field(request, 'chunkId') };
    // An empty identifier or password is simply wrong: nothing to look up, no attempt to count.
    if (!username || !password) {
      return seeOther(reply, locale, paths.login(), { error: ErrorCode.INVALID_CREDENTIALS, ...back });
    }
    try {
      const tokens = await loginWithPassword(deps, { username, password, address: throttleAddress(request.ip) });
      await carryAnonymousCart(deps, request, tokens.token);
      setSessionCookies(deps, reply, tokens);
      return seeOther(reply, locale, afterSignIn(request));
    } catch (error) {
      return seeOther(reply, locale, paths.login(), {
        ...refusalOf(request, error, ErrorCode.AUTH_UNKNOWN_ERROR),
        ...back,
      });
    }
  });

  app.post(FORM_ACTIONS.anonymousLogin, async (request, reply) => {
    const locale = localeOf(request);
    try {
      setSessionCookies(deps, reply, await loginAnonymously(deps, field(request, 'altcha') || undefined));
      return seeOther(reply, locale, afterSignIn(request));
    } catch (error) {
      const failure = refusalOf(request, error, ErrorCode.AUTH_UNKNOWN_ERROR);
      return seeOther(reply, locale, paths.login(), {
        ...failure,
        loginAnonymous: 1,
        redirectTo: field(request, 'redirectTo'),
      });
    }
  });

  app.post(paths.register(), async (request, reply) => {
    const locale = localeOf(request);
    let userId: string;
    try {
      const user = await registerUser(
        deps,
        {
          ...Object.fromEntries(REGISTRATION_FIELDS.map((name) => [name, field(request, name)])),
          password: field(request, 'password'),
          passwordConfirmation: field(request, 'passwordConfirmation'),
        },
        locale,
        request.ip,
      );
      userId = user.id;
    } catch (error) {
      const failure = refusalOf(request, error, ErrorCode.REGISTER_UNKNOWN_ERROR);
      return seeOther(reply, locale, paths.register(), {
        ...failure,
        ...typed(request, REGISTRATION_FIELDS),
        redirectTo: field(request, 'redirectTo'),
      });
    }
    try {
      const tokens = await issueSession(deps, userId);
      await carryAnonymousCart(deps, request, tokens.token);
      setSessionCookies(deps, reply, tokens);
      return seeOther(reply, locale, withNotice(afterSignIn(request), 'registered'));
    } catch (error) {
      // The account exists: should signing in fail, the member signs in by hand rather than registering again.
      const failure = refusalOf(request, error, ErrorCode.AUTH_UNKNOWN_ERROR);
      return seeOther(reply, locale, paths.login(), { ...failure, username: field(request, 'username') });
    }
  });

  app.post(paths.resetPasswordRequest(), async (request, reply) => {
    const locale = localeOf(request);
    const email = field(request, 'email').trim();
    try {
      await requestPasswordReset(deps, email, locale, request.ip);
      return seeOther(reply, locale, paths.resetPasswordRequest(), { sent: 1, email });
    } catch (error) {
      return seeOther(reply, locale, paths.resetPasswordRequest(), {
        ...refusalOf(request, error, ErrorCode.RESET_UNKNOWN_ERROR),
        email,
      });
    }
  });

  app.post(paths.resetPasswordConfirm(), async (request, reply) => {
    const locale = localeOf(request);
    const token = field(request, 'token');
    try {
      await confirmPasswordReset(deps, {
        token,
        password: field(request, 'password'),
        passwordConfirmation: field(request, 'passwordConfirmation'),
      });
      // The reset signs the account out everywhere: the member signs in again with the new password.
      return seeOther(reply, locale, paths.login(), { notice: 'passwordChanged' });
    } catch (error) {
      return seeOther(reply, locale, paths.resetPasswordConfirm(), {
        ...refusalOf(request, error, ErrorCode.RESET_UNKNOWN_ERROR),
        token,
      });
    }
  });

  /** The signed-in member posting a settings form; null for visitors and anonymous sessions. */
  const memberOf = async (request: FastifyRequest) => {
    const { viewer } = await resolveCaller(deps, requestAuthorization(request));
    return viewer && !viewer.isAnonymous ? viewer : null;
  };

  app.post(paths.profileSettings(), async (request, reply) => {
    const locale = localeOf(request);
    const viewer = await memberOf(request);
    if (!viewer) return seeOther(reply, locale, paths.login(paths.profileSettings()));
    try {
      await updateProfile(
        deps,
        viewer.id,
        Object.fromEntries(PROFILE_FIELDS.map((name) => [name, field(request, name)])),
      );
      return seeOther(reply, locale, paths.profileSettings(), { saved: 1 });
    } catch (error) {
      return seeOther(reply, locale, paths.profileSettings(), {
        ...refusalOf(request, error, ErrorCode.INTERNAL_SERVER_ERROR),
        ...typed(request, PROFILE_FIELDS),
      });
    }
  });

  app.post(FORM_ACTIONS.validationEmail, async (request, reply) => {
    const locale = localeOf(request);
    const viewer = await memberOf(request);
    if (!viewer) return seeOther(reply, locale, paths.login(paths.profileSettings()));
    try {
      await sendValidationEmail(deps, viewer.id, locale);
      return seeOther(reply, locale, paths.profileSettings(), { resent: 1 });
    } catch (error) {
      return seeOther(
        reply,
        locale,
        paths.profileSettings(),
        refusalOf(request, error, ErrorCode.INTERNAL_SERVER_ERROR),
      );
    }
  });

  // The link of the validation e-mail (users/links.ts): following it validates the address.
  app.get<{ Querystring: { token?: string; lang?: string } }>(FORM_ACTIONS.validateEmail, async (request, reply) => {
    const locale = localeOf(request);
    const signedIn = (await memberOf(request)) !== null;
    const next = signedIn ? paths.profileSettings() : paths.login();
    try {
      await validateEmail(deps, String(request.query.token ?? '').slice(0, MAX_FIELD_LENGTH));
      return seeOther(reply, locale, next, { notice: 'emailValidated' });
    } catch (error) {
      const failure = refusalOf(request, error, VALIDATION_INVALID_TOKEN);
      return seeOther(reply, locale, next, {
        error: failure.error === ErrorCode.BAD_USER_INPUT ? VALIDATION_INVALID_TOKEN : failure.error,
      });
    }
  });

  return Promise.resolve();
};
