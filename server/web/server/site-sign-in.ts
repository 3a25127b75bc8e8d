import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import escapeHtml from 'escape-html';
import { print } from 'graphql';
import { LAND_ID_PATTERN, normalizeDomain } from '../../../shared/domain/stores';
import { StoreHostDocument, type StoreHostQuery } from '../../../shared/graphql/generated';
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale } from '../../../shared/i18n';
import { portalCatalog } from '../../../shared/i18n/portal';
import type { Deps } from '../../deps';
import { requestContext } from '../../graphql/context';
import { createAuthCode } from '../../modules/auth';
import { paths, safeRedirectPath, storeSitePath, withQuery } from '../app/routes';
import { SITE_SIGN_IN_PATH } from './guards';
import { storeOrigin } from './store-domains';

const QUERY = print(StoreHostDocument);

/** The hand-off page: a refresh to the store's domain at once, and a link for browsers that wait. */
function handOffPage(target: string, storeName: string, locale: Locale): string {
  const texts = portalCatalog(locale).stores.site;
  // Joined, not replaced: a store's name may hold `$&` and the like.
  const title = escapeHtml(texts.signingIn.split('{name}').join(storeName));
  const href = escapeHtml(target);
  return `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8">\
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">\
<meta http-equiv="refresh" content="0;url=${href}"><title>${title}</title></head>\
<body><p>${title}</p><p><a href="${href}">${escapeHtml(texts.continue)}</a></p></body></html>`;
}

/**
 * The portal's sign-in bridge to a store's own domain. Sessions live in per-host cookies, so a
 * member signs in on the portal and the portal hands the store's domain a single-use
 * authorization code in the address (`/login-external?auth_token=…`, the foundation's code
 * exchange), which that domain trades for its own session cookies. Only a store's registered
 * domain is ever redirected to, so the bridge cannot send codes (or people) anywhere else.
 */
export const siteSignInPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  app.get(SITE_SIGN_IN_PATH, async (request: FastifyRequest, reply) => {
    const query = request.query as Record<string, unknown>;
    const storeId = typeof query.store === 'string' && LAND_ID_PATTERN.test(query.store) ? query.store : null;
    const lang = typeof query.lang === 'string' ? query.lang : undefined;
    const back = safeRedirectPath(query.redirectTo) ?? '/';
    if (!storeId) return reply.redirect(withQuery(paths.home(), { lang }), 302);

    const claims = request.sessionClaims;
    if (!claims || claims.anon) {
      // Signing in on the portal comes back here (a path of this site, so a safe redirectTo).
      return reply.redirect(withQuery(paths.login(request.url), { lang }), 302);
    }

    const context = await requestContext(deps, request);
    const result = (await reply.graphql(QUERY, context, { id: storeId })) as { data?: StoreHostQuery | null };
    const store = result.data?.store;
    const domain = store?.domainName ? normalizeDomain(store.domainName.domain) : null;
    if (!store || !domain) {
      // No domain of its own: the store's site on the portal, where the member is signed in already.
      return reply.redirect(store ? storeSitePath(store) : withQuery(paths.home(), { lang }), 302);
    }
    const { code } = await createAuthCode(deps, claims.sub);
    const target = `${storeOrigin(domain, deps.config.publicUrl)}${withQuery('/login-external', {
      auth_token: code,
      redirectTo: back,
    })}`;
    // A page that moves on at once, not a redirect: right after the sign-in form, a redirect to
    // another host would be refused by the page policy's form-action (it follows redirects).
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'text/html; charset=utf-8')
      .send(handOffPage(target, store.name, isLocale(lang) ? lang : DEFAULT_LOCALE));
  });
  return Promise.resolve();
};
