import { sql } from 'kysely';
import type { Deps } from '../../deps';

/** Sends one e-mail; throws when the mail server refuses it or cannot be reached. */
export type SendMail = (message: { to: string; subject: string; text: string; html: string | null }) => Promise<void>;

/** Attempts after which a message is left unsent for good (its last error stays readable). */
export const MAX_ATTEMPTS = 10;
/** How many messages one delivery pass takes. */
const BATCH_SIZE = 20;
/**
 * A claimed message is hidden from other passes (other server instances) for this long;
 * if the process dies mid-send it is tried again afterwards.
 */
const CLAIM_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 3600_000;

/** Wait before the next try after `attempts` failed ones: 1 min, 2, 4, ... up to 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** SMTP 5xx answers are final: sending the same message again would be refused again. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The outcome of one delivery pass. */
export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends the messages that are due, oldest first. Each is first claimed in one statement
 * (`for update skip locked`), so two servers sharing the database never send it twice at
 * once; a failure is recorded and retried later with a growing delay.
 */
export async function deliverPendingMail(deps: Deps, send: SendMail): Promise<DeliveryReport> {
  const now = deps.now();
  const claimed = await deps.db
    .updateTable('mail_outbox')
    .set({ attempts: sql<number>`attempts + 1`, next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where('attempts', '<', MAX_ATTEMPTS)
        .orderBy('id')
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'to', 'subject', 'text', 'html', 'attempts'])
    .execute();

  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const message of claimed.sort((a, b) => Number(a.id) - Number(b.id))) {
    try {
      await send(message);
      await deps.db
        .updateTable('mail_outbox')
        .set({ sent_at: deps.now(), last_error: null })
        .where('id', '=', message.id)
        .execute();
      report.sent += 1;
    } catch (error) {
      report.failed += 1;
      const permanent = isPermanent(error);
      const reason = error instanceof Error ? error.message : String(error);
      deps.log.warn({ mailId: message.id, attempts: message.attempts, permanent, reason }, 'mail delivery failed');
      await deps.db
        .updateTable('mail_outbox')
        .set({
          last_error: reason.slice(0, 1000),
          next_attempt_at: new Date(deps.now().getTime() + retryDelayMs(message.attempts)),
          ...(permanent ? { attempts: MAX_ATTEMPTS } : {}),
        })
        .where('id', '=', message.id)
        .execute();
    }
  }
  return report;
}
