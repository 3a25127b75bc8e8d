import type { Kysely } from 'kysely';
import { NOTIFICATION_LIMITS, notificationLinks } from '../../../shared/domain/notifications';
import { subscriber, type DomainEvent } from '../../core/events';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { notifyMailQueued } from '../mail';
import { loadNotification, notificationTopic } from './centre.service';
import { renderNotification } from './notifications.mappers';
import { notify } from './notify.service';
import { settingsOf } from './preferences.service';
import { deliverPush } from './push/push.service';

/** The announcement as the notifications about it need it. */
async function announcementOf(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('announcements')
    .select(['id', 'slug', 'title', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

async function nameOf(db: Kysely<Database>, userId: string | null): Promise<Record<string, string>> {
  if (!userId) return {};
  const user = await db
    .selectFrom('users')
    .select(['username', 'display_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const name = user?.display_name ?? user?.username;
  return name ? { name } : {};
}

/** The announcement transitions that are a moderator's decision, as the notification says them. */
const DECISIONS: Partial<Record<string, 'VALIDATED' | 'REFUSED' | 'DELETED'>> = {
  validate: 'VALIDATED',
  refuse: 'REFUSED',
  moderatorDelete: 'DELETED',
};

/** Writes the notifications an event of another module causes (each once: keyed by the event). */
async function notificationsOf(event: DomainEvent, db: Kysely<Database>, deps: Deps): Promise<void> {
  const key = `event:${event.id}`;
  switch (event.type) {
    case 'comment.created': {
      const { commentId, announcementId, parentId, authorId } = event.payload;
      const announcement = await announcementOf(db, announcementId);
      if (!announcement) return;
      const author = (await nameOf(db, authorId)).name;
      const data = { title: announcement.title, ...(author ? { author } : {}) };
      const link = notificationLinks.comment(announcement, commentId);
      let parentAuthor: string | null = null;
      if (parentId) {
        const parent = await db
          .selectFrom('announcement_comments')
          .select('user_id')
          .where('id', '=', parentId)
          .executeTakeFirst();
        parentAuthor = parent?.user_id ?? null;
        if (parentAuthor && parentAuthor !== authorId) {
          await notify(deps, db, parentAuthor, {
            kind: 'COMMENT_REPLY',
            target: { type: 'COMMENT', id: commentId },
            link,
            data,
            dedupeKey: key,
            groupKey: `ANNOUNCEMENT:${announcementId}`,
          });
        }
      }
      // The announcer hears of every comment but their own, unless the reply already told them.
      if (announcement.user_id !== authorId && announcement.user_id !== parentAuthor) {
        await notify(deps, db, announcement.user_id, {
          kind: 'ANNOUNCEMENT_COMMENT',
          target: { type: 'COMMENT', id: commentId },
          link,
          data,
          dedupeKey: key,
          groupKey: `ANNOUNCEMENT:${announcementId}`,
        });
      }
      return;
    }
    case 'announcement.statusChanged': {
      const { announcementId, userId, transition, reason } = event.payload;
      const decision = DECISIONS[transition];
      if (!decision && transition !== 'expire') return;
      const announcement = await announcementOf(db, announcementId);
      if (!announcement) return;
      await notify(deps, db, userId, {
        kind: decision ? 'ANNOUNCEMENT_DECISION' : 'ANNOUNCEMENT_EXPIRED',
        target: { type: 'ANNOUNCEMENT', id: announcementId },
        link: notificationLinks.announcement(announcement),
        data: { title: announcement.title, ...(decision ? { decision } : {}), ...(reason ? { reason } : {}) },
        dedupeKey: key,
      });
      return;
    }
    case 'store.followed': {
      const { storeId, userId, following } = event.payload;
      if (!following) return;
      const store = await db
        .selectFrom('stores')
        .select(['id', 'slug', 'name'])
        .where('id', '=', storeId)
        .executeTakeFirst();
      if (!store) return;
      const owners = await db
        .selectFrom('store_members')
        .select('user_id')
        .where('store_id', '=', storeId)
        .where('role', '=', 'OWNER')
        .execute();
      const follower = (await nameOf(db, userId)).name;
      for (const owner of owners) {
        if (owner.user_id === userId) continue;
        await notify(deps, db, owner.user_id, {
          kind: 'STORE_FOLLOWER',
          target: { type: 'STORE', id: storeId },
          link: notificationLinks.store(store),
          data: { store: store.name, ...(follower ? { follower } : {}) },
          // Following, leaving and following again tells the owners once.
          dedupeKey: `storeFollower:${storeId}:${userId}`,
        });
      }
      return;
    }
    case 'moderation.reportsResolved': {
      const { targetType, targetId, action, reporterIds } = event.payload;
      const announcementId =
        targetType === 'ANNOUNCEMENT'
          ? targetId
          : (
              await db
                .selectFrom('announcement_comments')
                .select('announcement_id')
                .where('id', '=', targetId)
                .executeTakeFirst()
            )?.announcement_id;
      const announcement = announcementId ? await announcementOf(db, announcementId) : undefined;
      if (!announcement) return;
      for (const reporterId of reporterIds) {
        await notify(deps, db, reporterId, {
          kind: 'REPORT_HANDLED',
          target: { type: targetType === 'COMMENT' ? 'COMMENT' : 'ANNOUNCEMENT', id: targetId },
          link:
            targetType === 'COMMENT'
              ? notificationLinks.comment(announcement, targetId)
              : notificationLinks.announcement(announcement),
          data: { title: announcement.title, action },
          dedupeKey: key,
        });
      }
      return;
    }
    default:
      return;
  }
}

/** Members hear of what concerns them: comments, replies, decisions, expiries, followers, handled reports. */
export const notificationsFromEventsSubscriber = subscriber({
  name: 'notifications.fromEvents',
  events: ['comment.created', 'announcement.statusChanged', 'store.followed', 'moderation.reportsResolved'],
  async handle(event, { db, deps }) {
    await notificationsOf(event, db, deps);
  },
});

/** The members behind a messaging party: the member (`U:<id>`) or every member of the store (`S:<id>`). */
async function membersOf(db: Kysely<Database>, party: string): Promise<string[]> {
  const [kind, id] = [party.slice(0, 2), party.slice(2)];
  if (kind === 'U:') return [id];
  if (kind !== 'S:') return [];
  const rows = await db.selectFrom('store_members').select('user_id').where('store_id', '=', id).execute();
  return rows.map((row) => String(row.user_id));
}

/**
 * A message starts waiting for its recipients (every member behind the other party) to see it;
 * if one has not after `unseenMessageDelayMs`, the sweep tells them (`notifyUnseenMessages`).
 * Their side reading the conversation (`conversation.updated`, change READ) ends the wait for
 * everyone behind that side: a store's inbox read by one member is read for all.
 */
export const unseenMessagesSubscriber = subscriber({
  name: 'notifications.unseenMessages',
  events: ['message.sent', 'conversation.updated'],
  async handle(event, { db }) {
    if (event.type === 'message.sent') {
      const { conversationId, messageId, senderId, parties } = event.payload;
      const due = new Date(event.occurredAt.getTime() + NOTIFICATION_LIMITS.unseenMessageDelayMs);
      // The sender's side is the first party; every other side waits.
      for (const party of parties.slice(1)) {
        for (const userId of await membersOf(db, party)) {
          if (userId === senderId) continue;
          // The first unseen message of a conversation sets the time; later ones wait with it.
          await db
            .insertInto('notification_unseen_messages')
            .values({
              user_id: userId,
              conversation_id: conversationId,
              message_id: messageId,
              sender_id: senderId,
              due_at: due,
            })
            .onConflict((oc) => oc.columns(['user_id', 'conversation_id']).doNothing())
            .execute();
        }
      }
    } else if (event.payload.change === 'READ') {
      const readers = await membersOf(db, event.payload.party);
      if (readers.length === 0) return;
      await db
        .deleteFrom('notification_unseen_messages')
        .where('conversation_id', '=', event.payload.conversationId)
        .where('user_id', 'in', readers)
        .execute();
    }
  },
});

/**
 * A written notification reaches its member after the commit: live (`notificationAdded`) when it
 * shows in the app, by push when they want it, and the mail worker is woken for its e-mail.
 */
export const notificationDeliverySubscriber = subscriber({
  name: 'notifications.delivery',
  events: ['notification.created'],
  // eslint-disable-next-line @typescript-eslint/require-await -- the work happens after commit
  async handle(event, { deps, afterCommit, live }) {
    const { notificationId, userId, inApp, push, mailed } = event.payload;
    afterCommit(async () => {
      if (mailed) notifyMailQueued(deps);
      if (!inApp && !push) return;
      const notification = await loadNotification(deps, notificationId);
      if (!notification) return;
      if (inApp) await live.publish(notificationTopic(userId), { notificationAdded: notification });
      if (push) {
        const { locale } = await settingsOf(deps.db, userId);
        const { title, body } = renderNotification(locale, notification);
        await deliverPush(deps, userId, {
          title,
          body,
          url: deps.config.publicUrl + notification.link,
          kind: notification.kind,
          notificationId,
        });
      }
    });
  },
});
