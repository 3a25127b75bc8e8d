import type { Kysely } from 'kysely';
import type { Locale } from '../../../shared/i18n/locales';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';

/** An e-mail as services write it: who, what, and in which language. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  locale: Locale;
}

/** A row of the outbox as the dev page and the CLI show it. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  locale: string;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
}

/**
 * Puts an e-mail in the outbox. Pass the caller's transaction as `db` so the mail exists
 * exactly when the change that caused it is committed; the delivery worker sends it later.
 */
export async function enqueueMail(deps: Deps, message: OutgoingMail, db: Kysely<Database> = deps.db): Promise<string> {
  const now = deps.now();
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      locale: message.locale,
      created_at: now,
      next_attempt_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The most recent mail, newest first (sent or not), optionally for one address. */
export async function listRecentMail(
  db: Kysely<Database>,
  options: { limit?: number; to?: string } = {},
): Promise<OutboxEntry[]> {
  let query = db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(options.limit ?? 50);
  if (options.to) query = query.where((eb) => eb(eb.fn('lower', ['to']), '=', options.to!.toLowerCase()));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    locale: row.locale,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
  }));
}
