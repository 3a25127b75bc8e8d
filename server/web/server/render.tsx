import { Writable } from 'node:stream';
import escapeHtml from 'escape-html';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderToPipeableStream } from 'react-dom/server';
import type { Locale } from '../../../shared/i18n';
import type { Deps } from '../../deps';
import { requestContext, type AppContext } from '../../graphql/context';
import { App } from '../app/App';
import { createPortalClient } from '../app/graphql-client';
import type { PageResponse } from '../app/page-status';
import type { SiteInfo } from '../app/site';
import type { PageAssets } from './manifest';
import { DATA_ELEMENT_ID, type PageData } from './page-data';

/** A render that takes longer than this is abandoned (a stuck query must not hold the socket). */
const RENDER_TIMEOUT_MS = 10_000;

export interface RenderInput {
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
  href: string;
  locale: Locale;
  site: SiteInfo;
  assets: PageAssets;
  /** The analytics loader's address (site pages of a land with ids load it), null without a build. */
  analyticsScript?: string | null;
  nonce: string;
  /** The response's nonce for style elements. */
  styleNonce?: string;
}

export interface RenderedPage {
  html: string;
  response: PageResponse;
}

/**
 * The request context of one page, built on first use and shared by every operation the page
 * runs: the caller's token is verified and the viewer loaded once per page, not once per query.
 * Each operation gets its own copy, as Mercurius writes its per-operation state into the context.
 */
function pageContext(input: Pick<RenderInput, 'deps' | 'request' | 'locale'>): () => Promise<AppContext> {
  let built: Promise<AppContext> | undefined;
  return async () => ({ ...(await (built ??= requestContext(input.deps, input.request, input.locale))) });
}

/**
 * `fetch` for the server's urql client: runs the operation in-process through Mercurius with the
 * page's one context (the request's caller and language), so a page costs no HTTP round trip, yet
 * goes through the same schema, permissions, loaders and error masking as the public API.
 */
function inProcessFetch(input: RenderInput): typeof fetch {
  const context = pageContext(input);
  return async (_url, init) => {
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
      query: string;
      variables?: Record<string, unknown>;
      operationName?: string;
    };
    let result: unknown;
    try {
      result = await input.reply.graphql(body.query, await context(), body.variables, body.operationName);
    } catch (error) {
      // Mercurius throws for documents it refuses; ours are checked at build time, so this is a bug.
      input.request.log.error({ err: error }, 'portal query refused');
      result = { data: null, errors: [{ message: 'Ooopss ! Une erreur inattendue est survenue !' }] };
    }
    return new Response(JSON.stringify(result), { headers: { 'content-type': 'application/json' } });
  };
}

/** JSON that is safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Renders the React tree to a string once every query of the page has its data. */
function renderToString(
  node: React.ReactNode,
  options: { nonce: string; bootstrapModules: string[] },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(node, {
      nonce: options.nonce,
      bootstrapModules: options.bootstrapModules,
      // The whole page is sent at once (onAllReady): no boundary may be split out of place and
      // revealed by an inline script later, or the page would not read without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (!failed) stream.pipe(sink);
      },
      onShellError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS).unref();
  });
}

/**
 * The analytics loader of a site page whose land has a tag-manager or pixel id: a first-party
 * script with the page's nonce, the (already checked, and escaped all the same) ids on it.
 */
function analyticsTag(response: PageResponse, script: string | null, nonce: string, portalUrl: string): string {
  const ids = response.site?.analytics;
  if (!script || !ids || (!ids.googleTagManagerId && !ids.metaPixelId)) return '';
  const data = [
    ids.googleTagManagerId ? ` data-gtm="${escapeHtml(ids.googleTagManagerId)}"` : '',
    ids.metaPixelId ? ` data-pixel="${escapeHtml(ids.metaPixelId)}"` : '',
    // The cookie banner links the portal's cookies page, also from a store's own domain.
    ` data-cookies="${escapeHtml(`${portalUrl}/cookies`)}"`,
  ].join('');
  return `<script type="module" src="${escapeHtml(script)}" nonce="${escapeHtml(nonce)}" data-souk-analytics${data}></script>`;
}

/**
 * Server-renders one portal page: complete HTML (so it reads without JavaScript) with the data
 * the browser needs to hydrate it, its status decided by the page itself.
 */
export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  const { client, ssr } = createPortalClient({ isServer: true, fetch: inProcessFetch(input), lang: input.locale });
  const response: PageResponse = { status: 200 };
  const body = await renderToString(
    <App
      href={input.href}
      locale={input.locale}
      client={client}
      site={input.site}
      stylesheets={input.assets.stylesheets}
      response={response}
      styleNonce={input.styleNonce}
    />,
    { nonce: input.nonce, bootstrapModules: input.assets.entry ? [input.assets.entry] : [] },
  );
  const preload = input.assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  const data = `<script type="application/json" id="${DATA_ELEMENT_ID}">${scriptJson({ site: input.site, urql: ssr.extractData() } satisfies PageData)}</script>`;
  const analytics = analyticsTag(
    response,
    input.analyticsScript ?? null,
    input.nonce,
    input.site.portalUrl ?? input.site.publicUrl,
  );
  const html = insertBefore(insertBefore(body, '</head>', preload, 'first'), '</body>', data + analytics, 'last');
  return { html, response };
}

/**
 * Puts `insertion` before the first (or last) `marker` of the page. Joined by slicing, never by
 * `String.replace`, whose replacement patterns (`$&`, `$'`, …) would read user text in the page
 * data as instructions.
 */
export function insertBefore(html: string, marker: string, insertion: string, which: 'first' | 'last'): string {
  const at = which === 'first' ? html.indexOf(marker) : html.lastIndexOf(marker);
  if (at === -1) return html + insertion;
  return html.slice(0, at) + insertion + html.slice(at);
}
