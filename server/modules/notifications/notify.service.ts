import type { Kysely } from 'kysely';
import {
  NOTIFICATION_LIMITS,
  notificationLinks,
  type NotificationKind,
  type NotificationTargetType,
} from '../../../shared/domain/notifications';
import { translate } from '../../../shared/i18n';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { enqueueMail } from '../mail';
import { renderNotification } from './notifications.mappers';
import type { NotificationEmailState } from './notifications.tables';
import { channelsFor, lockSettings, settingsOf } from './preferences.service';

/** What a module (or a subscriber) asks to tell a member. */
export interface NotifyInput {
  kind: NotificationKind;
  target: { type: NotificationTargetType; id: string };
  /** The portal path the notification opens. */
  link: string;
  /** The texts' parameters (the announcement's title, the reason…). */
  data?: Record<string, string>;
  /** What makes it once per member: the event's id, or a sweep's own key. */
  dedupeKey: string;
  /** E-mails of one group (a conversation, an announcement) leave at most once an hour; default: the target. */
  groupKey?: string;
}

/** What `notify` did, for its callers and tests. */
export interface NotifyResult {
  notificationId: string;
  email: NotificationEmailState | null;
}

/**
 * Tells a member of something, by the channels they chose for its kind: writes the notification
 * (in the app, or kept for the e-mail only), puts its e-mail in the outbox now (at most one per
 * group within the hour; into the daily digest if they chose it), and records
 * `notification.created`, whose subscriber sends it live and by push after the commit.
 *
 * Pass the transaction of the change (or of the event's delivery): nothing is told unless it
 * commits. Idempotent by `dedupeKey`; returns null when it was told already, or when the member
 * is anonymous or gone.
 */
export async function notify(
  deps: Deps,
  db: Kysely<Database>,
  userId: string,
  input: NotifyInput,
): Promise<NotifyResult | null> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'is_anonymous', 'is_validated', 'username', 'display_name', 'suspended_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.is_anonymous) return null;
  const channels = await channelsFor(db, userId, input.kind);
  const mailable = channels.EMAIL && user.email !== null && user.is_validated && user.suspended_at === null;

  const groupKey = input.groupKey ?? `${input.target.type}:${input.target.id}`;
  const data = input.data ?? {};
  const at = deps.now();
  let email: NotificationEmailState | null = null;
  if (mailable) {
    await lockSettings(db, userId);
    const settings = await settingsOf(db, userId);
    if (settings.emailDigest) email = 'DIGEST';
    else {
      const recent = await db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', userId)
        .where('group_key', '=', groupKey)
        .where('email_state', '=', 'SENT')
        .where('created_at', '>', new Date(at.getTime() - NOTIFICATION_LIMITS.emailGroupWindowMs))
        .limit(1)
        .executeTakeFirst();
      email = recent ? 'GROUPED' : 'SENT';
    }
  }

  const inserted = await db
    .insertInto('notifications')
    .values({
      user_id: userId,
      kind: input.kind,
      target_type: input.target.type,
      target_id: input.target.id,
      link: input.link,
      data: JSON.stringify(data),
      dedupe_key: input.dedupeKey,
      group_key: groupKey,
      in_app: channels.IN_APP,
      email_state: email,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;

  if (email === 'SENT') {
    const { locale } = await settingsOf(db, userId);
    const { title, body } = renderNotification(locale, { kind: input.kind, data });
    await enqueueMail(
      deps,
      {
        to: user.email!,
        locale,
        subject: title,
        text: translate(locale, 'notifications.mail.text', {
          name: user.display_name ?? user.username ?? user.email!,
          body,
          link: deps.config.publicUrl + input.link,
          settings: deps.config.publicUrl + notificationLinks.notifications(),
        }),
      },
      db,
    );
  }
  // Every channel off: the row stays (told once is told once), with nothing to deliver.
  if (!channels.IN_APP && !channels.PUSH && email !== 'SENT') return { notificationId: inserted.id, email };
  await deps.events.record(db, {
    type: 'notification.created',
    payload: {
      notificationId: inserted.id,
      userId,
      inApp: channels.IN_APP,
      push: channels.PUSH,
      mailed: email === 'SENT',
    },
  });
  return { notificationId: inserted.id, email };
}
