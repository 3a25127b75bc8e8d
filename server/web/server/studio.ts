import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps';
import { SITE_FRAME_ORIGINS } from './content-policy';

/** Where the studio's browser build is served. */
export const STUDIO_PATH = '/studio/';

/**
 * The studio's policy: its own scripts only; inline styles (the canvas writes the site theme's
 * custom properties in a style element, drag and drop moves rows with inline transforms);
 * owners' pictures from the web; the players and maps the site blocks embed; the API here.
 */
export const STUDIO_CONTENT_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' https:",
  `frame-src ${SITE_FRAME_ORIGINS.join(' ')}`,
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The studio's renderer as a web app at /studio/ (development and the end-to-end tests; the
 * desktop app loads the same build from its own files). Built by `npm run build` beside the
 * portal's build (WEB_DIR/studio).
 */
export const studioPlugin: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const root = path.join(deps.config.webDir, 'studio');
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`no studio build in ${root} (run "npm run build")`);
  }
  const headers = (reply: { header(name: string, value: string): unknown }) => {
    reply.header('content-security-policy', STUDIO_CONTENT_POLICY);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  };
  await app.register(fastifyStatic, {
    root,
    prefix: STUDIO_PATH,
    decorateReply: false,
    index: ['index.html'],
    wildcard: true,
    // The build's `.br` and `.gz` copies (server/web/precompress.ts), chosen by Accept-Encoding.
    preCompressed: true,
    setHeaders: (response, file) => {
      headers(response);
      // Hashed assets never change; the page itself is read again each time.
      response.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/studio', async (_request, reply) => {
    headers(reply);
    return reply.redirect(STUDIO_PATH, 301);
  });
};
