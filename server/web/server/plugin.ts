import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, DEFAULT_LOCALE, type Locale } from '../../../shared/i18n';
import type { Deps } from '../../deps';
import { exchangeAuthCode } from '../../modules/auth';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../../modules/auth';
import { revokeRefreshToken } from '../../modules/auth';
import { PAGES } from '../app/pages/registry';
import { accountForms } from './account-forms';
import { contactFormPlugin } from './contact-form';
import { phoneRevealFormPlugin } from './phone-reveal-form';
import { commentFormPlugin } from './comment-form';
import { isSiteRoute } from '../app/routes';
import type { SiteInfo } from '../app/site';
import { adNetworkAdditions, extendPolicy, sitePolicyAdditions } from './content-policy';
import { decidePage, decideStorePage } from './guards';
import {
  ASSET_BASE,
  manifestReader,
  SERVICE_WORKER_ENTRY,
  SITE_ANALYTICS_ENTRY,
  SITE_STYLESHEET_ENTRY,
} from './manifest';
import { renderPage } from './render';
import { siteSignInPlugin } from './site-sign-in';
import { sitemapPlugin } from './sitemap';
import { storeDomainResolver, storeOrigin } from './store-domains';

/**
 * The Content Security Policy of portal pages: scripts only from this site and carrying the
 * page's nonce, no inline handlers, no plugins, no framing.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  styleSrcAttr: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * A redirect's location as it may be sent: an absolute address the guards built from the
 * configuration (panel, portal), or a path of this site; a path a browser would read as another
 * host (`//host`, `/\host`) or one holding control characters falls back to the home page.
 */
function followable(location: string): string {
  if (/^https?:\/\//.test(location)) return location;
  return /^\/(?![/\\])[^\u0000-\u001f\u007f\\]*$/.test(location) ? location : '/';
}

/** True when the request carries a valid session of a member with an account (not an anonymous token). */
function isSignedInMember(request: FastifyRequest): boolean {
  return request.sessionClaims !== undefined && !request.sessionClaims.anon;
}

/** The page's language: `?lang=` (spec §1), else French. */
function localeOf(request: FastifyRequest): Locale {
  const lang = (request.query as Record<string, unknown>).lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * The public web portal: every page of the spec's route table, server-rendered with React and
 * hydrated by the browser build served under /static/.
 */
export const webPlugin: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const manifest = manifestReader(deps.config.webDir, deps.config.mode !== 'production');
  if (!manifest.available()) {
    app.log.warn(`no portal build in ${deps.config.webDir}: pages render without scripts (run "npm run build")`);
  }

  await app.register(helmet, {
    enableCSPNonces: true,
    // Pictures' addresses are absolute (PUBLIC_URL), which may differ from the host a page was asked on.
    contentSecurityPolicy: {
      directives: { ...CSP_DIRECTIVES, imgSrc: [...CSP_DIRECTIVES.imgSrc, new URL(deps.config.publicUrl).origin] },
    },
    // Browsers then send a real Origin on the site's own form posts (the forms' CSRF check).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Pictures are served by the media routes to this same site.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  await app.register(fastifyStatic, {
    root: deps.config.webDir,
    prefix: ASSET_BASE,
    // Built files carry their content hash in their names: they never change.
    immutable: true,
    maxAge: '365d',
    index: false,
    wildcard: true,
    // The build's `.br` and `.gz` copies (server/web/precompress.ts), chosen by Accept-Encoding.
    preCompressed: true,
  });

  // The service worker at the site's root, so its scope is the whole site (Web Push on any page).
  // Never cached for long: a new build's worker must reach browsers at their next visit.
  app.get('/sw.js', async (_request, reply) => {
    const file = manifest.builtFileOf(SERVICE_WORKER_ENTRY);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('cache-control', 'no-cache')
      .sendFile(file, deps.config.webDir, { immutable: false, maxAge: 0 });
  });

  const portal: SiteInfo = {
    publicUrl: deps.config.publicUrl,
    panelUrl: deps.config.panelUrl,
    tracking: deps.config.tracking.enabled,
  };
  const storeForHost = storeDomainResolver(deps);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Joined, not resolved against the base: `new URL('//x', base)` would read `//x` as another host.
    const url = new URL(`${deps.config.publicUrl}${request.url}`);
    // Empty segments (`//`, `/a//b`) name no page; their one address has single slashes. Collapsed
    // here, once, so no guard below builds a redirect from a path that starts with `//`.
    if (url.pathname.includes('//')) {
      return reply.redirect(`${url.pathname.replace(/\/{2,}/g, '/')}${url.search}`, 301);
    }
    const signedIn = isSignedInMember(request);
    // A visitor who continued without an account holds a session too: enough to check out (spec §6).
    const anySession = request.sessionClaims !== undefined;
    // A store's own domain serves that store as the whole site (spec §2); any other host, the portal.
    const hit = await storeForHost(reply, request.host);
    const site: SiteInfo = hit
      ? {
          ...portal,
          publicUrl: storeOrigin(hit.domain, deps.config.publicUrl),
          portalUrl: deps.config.publicUrl,
          storeDomain: { storeId: hit.storeId },
        }
      : portal;
    const decision = hit
      ? decideStorePage(url, { signedIn, anySession, storeId: hit.storeId, portalUrl: deps.config.publicUrl })
      : decidePage(url, { signedIn, anySession, panelUrl: portal.panelUrl });
    switch (decision.kind) {
      case 'redirect':
        return reply.redirect(followable(decision.location), decision.status ?? 302);
      case 'exchange-code':
        try {
          setSessionCookies(deps, reply, await exchangeAuthCode(deps, decision.code));
        } catch (error) {
          // Spec §8: a failed token exchange is logged only.
          request.log.info({ err: error }, 'sign-in by address refused');
        }
        return reply.redirect(decision.next, 302);
      case 'logout': {
        const refresh = request.cookies[REFRESH_COOKIE];
        if (refresh) await revokeRefreshToken(deps, refresh).catch(() => undefined);
        clearSessionCookies(deps, reply);
        return reply.redirect(decision.next, 302);
      }
      case 'render':
        break;
    }

    const locale = localeOf(request);
    const page = PAGES[decision.match.name];
    const assets = manifest.assetsFor(page.source, locale);
    // Store and market sites (and every page of a store's own domain) add their own stylesheet.
    const siteStylesheet = hit || isSiteRoute(decision.match.name) ? manifest.fileOf(SITE_STYLESHEET_ENTRY) : null;
    if (siteStylesheet) assets.stylesheets.push(siteStylesheet);
    const { html, response } = await renderPage({
      deps,
      request,
      reply,
      href: `${url.pathname}${url.search}`,
      locale,
      site,
      assets,
      analyticsScript: manifest.fileOf(SITE_ANALYTICS_ENTRY),
      nonce: reply.cspNonce.script,
      styleNonce: reply.cspNonce.style,
    });
    if (response.redirect) return reply.redirect(response.redirect.location, response.redirect.status);
    const policy = reply.raw.getHeader('content-security-policy');
    if (response.site && typeof policy === 'string') {
      // A site page: its embeds' frames, and its land's analytics origins when it has ids.
      reply.raw.setHeader('content-security-policy', extendPolicy(policy, sitePolicyAdditions(response.site)));
    } else if (deps.config.adNetworks.length > 0 && typeof policy === 'string') {
      // Portal pages frame promotions of the ad networks operators allow, and nothing else.
      reply.raw.setHeader('content-security-policy', extendPolicy(policy, adNetworkAdditions(deps.config.adNetworks)));
    }
    return reply
      .status(response.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .send(html);
  };

  await app.register(accountForms, { deps });
  await app.register(sitemapPlugin, { deps });
  await app.register(contactFormPlugin, { deps });
  await app.register(phoneRevealFormPlugin, { deps });
  await app.register(commentFormPlugin, { deps });
  await app.register(siteSignInPlugin, { deps });
  app.get('/', sendPage);
  app.get('/*', sendPage);
};
