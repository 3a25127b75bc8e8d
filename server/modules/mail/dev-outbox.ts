import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { listRecentMail, type OutboxEntry } from './outbox';

/** How many messages the page shows. */
const SHOWN = 50;

/** Escapes a text for HTML and turns its http(s) addresses into links a developer can click. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderEntry(entry: OutboxEntry): string {
  const status = entry.sentAt
    ? `sent ${entry.sentAt.toISOString()}`
    : `waiting (attempts: ${entry.attempts}${entry.lastError ? `, last error: ${escapeHtml(entry.lastError)}` : ''})`;
  return `<article>
<h2>${escapeHtml(entry.subject)}</h2>
<p class="meta">#${entry.id} · to <strong>${escapeHtml(entry.to)}</strong> · ${escapeHtml(entry.locale)} · queued ${entry.createdAt.toISOString()} · ${status}</p>
<pre dir="auto">${linkify(entry.text)}</pre>
</article>`;
}

function renderPage(entries: OutboxEntry[]): string {
  const body = entries.length ? entries.map(renderEntry).join('\n') : '<p>The outbox is empty.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Souk — mail outbox (development)</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-inline-size: 60rem; padding-inline: 1rem; }
article { border-block-end: 1px solid #ddd; padding-block: 1rem; }
.meta { color: #555; font-size: 0.9rem; }
pre { white-space: pre-wrap; background: #f7f7f7; padding: 1rem; }
</style>
</head>
<body>
<h1>Mail outbox</h1>
<p>The ${SHOWN} most recent messages, newest first. <a href="?format=json">JSON</a></p>
${body}
</body>
</html>`;
}

/**
 * `GET /dev/outbox`: the recent mail as a readable page (or JSON with `?format=json`), so a
 * developer without an SMTP server can follow validation and reset links. Only registered
 * when the dev tools are on; elsewhere the path is an ordinary 404.
 */
export function registerDevOutbox(app: FastifyInstance, deps: Deps): void {
  app.get<{ Querystring: { format?: string; to?: string } }>('/dev/outbox', async (request, reply) => {
    const entries = await listRecentMail(deps.db, { limit: SHOWN, to: request.query.to });
    void reply.header('cache-control', 'no-store');
    if (request.query.format === 'json') return reply.send({ messages: entries });
    return reply.type('text/html; charset=utf-8').send(renderPage(entries));
  });
}
