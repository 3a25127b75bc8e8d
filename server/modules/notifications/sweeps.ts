import { sql } from 'kysely';
import { NOTIFICATION_LIMITS, notificationLinks } from '../../../shared/domain/notifications';
import { translate } from '../../../shared/i18n';
import type { Deps } from '../../deps';
import { enqueueMail, notifyMailQueued } from '../mail';
import { renderNotification } from './notifications.mappers';
import { notify } from './notify.service';
import { settingsOf } from './preferences.service';

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 200;

/**
 * Tells announcers whose announcement expires within `expiresSoonDays` (once per lifetime: a
 * refresh moves the expiry, and the key with it). Run on a schedule; returns how many were told.
 */
export async function notifyExpiringAnnouncements(deps: Deps): Promise<number> {
  const at = deps.now();
  const horizon = new Date(at.getTime() + NOTIFICATION_LIMITS.expiresSoonDays * DAY_MS);
  const windowSql = `${NOTIFICATION_LIMITS.expiresSoonDays} days`;
  let total = 0;
  for (;;) {
    const told = await deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('announcements as a')
        .select(['a.id', 'a.user_id', 'a.slug', 'a.title', 'a.expires_at'])
        .where('a.status', 'in', ['PUBLISHED', 'EDITED'])
        .where('a.expires_at', '>', at)
        .where('a.expires_at', '<=', horizon)
        .where((eb) =>
          eb.not(
            eb.exists(
              // Told in this lifetime: a refresh moves the expiry past this notification's window.
              eb
                .selectFrom('notifications as n')
                .select('n.id')
                .whereRef('n.user_id', '=', 'a.user_id')
                .where('n.kind', '=', 'ANNOUNCEMENT_EXPIRES_SOON')
                .where(sql<boolean>`n.target_id = a.id::text`)
                .where(sql<boolean>`n.created_at >= a.expires_at - ${windowSql}::interval`),
            ),
          ),
        )
        .orderBy('a.expires_at')
        .limit(BATCH)
        .execute();
      let count = 0;
      for (const row of due) {
        await notify(deps, trx, row.user_id, {
          kind: 'ANNOUNCEMENT_EXPIRES_SOON',
          target: { type: 'ANNOUNCEMENT', id: row.id },
          link: notificationLinks.announcement(row),
          data: { title: row.title, days: String(NOTIFICATION_LIMITS.expiresSoonDays) },
          dedupeKey: `expiresSoon:${row.id}:${row.expires_at!.getTime()}`,
        });
        count += 1;
      }
      return count;
    });
    total += told;
    if (told < BATCH) return total;
  }
}

/**
 * Messages still unseen when their delay passed become UNSEEN_MESSAGE notifications (one per
 * conversation and member; e-mails grouped per conversation). Returns how many were told.
 */
export async function notifyUnseenMessages(deps: Deps): Promise<number> {
  let total = 0;
  for (;;) {
    const told = await deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('notification_unseen_messages')
        .selectAll()
        .where('due_at', '<=', deps.now())
        .orderBy('due_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of due) {
        await trx
          .deleteFrom('notification_unseen_messages')
          .where('user_id', '=', row.user_id)
          .where('conversation_id', '=', row.conversation_id)
          .execute();
        const sender = row.sender_id
          ? await trx
              .selectFrom('users')
              .select(['username', 'display_name'])
              .where('id', '=', row.sender_id)
              .executeTakeFirst()
          : undefined;
        const name = sender?.display_name ?? sender?.username;
        await notify(deps, trx, row.user_id, {
          kind: 'UNSEEN_MESSAGE',
          target: { type: 'CONVERSATION', id: row.conversation_id },
          link: notificationLinks.conversation(row.conversation_id),
          data: name ? { sender: name } : {},
          dedupeKey: `unseenMessage:${row.message_id}`,
          groupKey: `conversation:${row.conversation_id}`,
        });
      }
      return due.length;
    });
    total += told;
    if (told < BATCH) return total;
  }
}

/**
 * The daily digest: for each member who chose it, one e-mail listing what waited since the last
 * one (at most one a day). Returns how many digests were queued.
 */
export async function sendDigests(deps: Deps): Promise<number> {
  const at = deps.now();
  const since = new Date(at.getTime() - NOTIFICATION_LIMITS.digestIntervalMs);
  const members = await deps.db
    .selectFrom('notifications as n')
    .leftJoin('notification_settings as s', 's.user_id', 'n.user_id')
    .select('n.user_id')
    .distinct()
    .where('n.email_state', '=', 'DIGEST')
    .where((eb) => eb.or([eb('s.digest_sent_at', 'is', null), eb('s.digest_sent_at', '<=', since)]))
    .limit(1000)
    .execute();
  let sent = 0;
  for (const { user_id: userId } of members) {
    const queued = await deps.db.transaction().execute(async (trx) => {
      // Locked, then checked again: another instance may have sent it meanwhile.
      const settings = await trx
        .selectFrom('notification_settings')
        .select(['digest_sent_at'])
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (settings?.digest_sent_at && settings.digest_sent_at > since) return false;
      const rows = await trx
        .selectFrom('notifications')
        .select(['id', 'kind', 'data', 'link'])
        .where('user_id', '=', userId)
        .where('email_state', '=', 'DIGEST')
        .orderBy('id')
        .execute();
      const user = await trx
        .selectFrom('users')
        .select(['email', 'username', 'display_name'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (rows.length === 0 || !user?.email) return false;
      const { locale } = await settingsOf(trx, userId);
      const listed = rows.slice(-NOTIFICATION_LIMITS.digestMaxItems);
      const items = listed
        .map((row) => {
          const { title, body } = renderNotification(locale, row);
          return `• ${title}: ${body}\n  ${deps.config.publicUrl}${row.link}`;
        })
        .join('\n');
      const more = rows.length - listed.length;
      await enqueueMail(
        deps,
        {
          to: user.email,
          locale,
          subject: translate(locale, 'notifications.mail.digestSubject'),
          text: translate(locale, 'notifications.mail.digestText', {
            name: user.display_name ?? user.username ?? user.email,
            items,
            more: more > 0 ? translate(locale, 'notifications.mail.digestMore', { count: more }) : '',
            link: deps.config.publicUrl + notificationLinks.notifications(),
            settings: deps.config.publicUrl + notificationLinks.notifications(),
          }),
        },
        trx,
      );
      await trx
        .updateTable('notifications')
        .set({ email_state: 'SENT' })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      await trx
        .insertInto('notification_settings')
        .values({ user_id: userId, digest_sent_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ digest_sent_at: at }))
        .execute();
      return true;
    });
    if (queued) sent += 1;
  }
  if (sent > 0) notifyMailQueued(deps);
  return sent;
}
