import type { Kysely } from 'kysely';
import { NOTIFICATION_LIMITS, notificationLinks } from '../../../shared/domain/notifications';
import { subscriber, type DomainEvent, type DomainEventType } from '../../core/events';
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

/**
 * The messaging events this module listens to. Messaging records them (its issue lands apart):
 * until it does, nothing is recorded under these names and this subscriber never runs.
 */
export const MESSAGE_SENT = 'message.sent';
export const CONVERSATION_READ = 'conversation.read';

interface MessageSentPayload {
  conversationId: string;
  messageId: string;
  senderId: string | null;
  recipientIds: string[];
}

const isId = (value: unknown): value is string => typeof value === 'string' || typeof value === 'number';

function messageSentPayload(payload: unknown): MessageSentPayload | null {
  const value = payload as Partial<Record<keyof MessageSentPayload, unknown>> | null;
  if (!value || !isId(value.conversationId) || !isId(value.messageId) || !Array.isArray(value.recipientIds)) {
    return null;
  }
  return {
    conversationId: String(value.conversationId),
    messageId: String(value.messageId),
    senderId: isId(value.senderId) ? String(value.senderId) : null,
    recipientIds: value.recipientIds.filter(isId).map(String),
  };
}

/**
 * A message starts waiting for its recipients to see it; if one has not after
 * `unseenMessageDelayMs`, the sweep tells them (`notifyUnseenMessages`). A read of the
 * conversation (`conversation.read` with `{conversationId, userId}`) ends the wait.
 */
export const unseenMessagesSubscriber = subscriber({
  name: 'notifications.unseenMessages',
  // Typed loosely on purpose: the names are not in the catalogue until messaging lands.
  events: [MESSAGE_SENT, CONVERSATION_READ] as unknown as DomainEventType[],
  async handle(event, { db }) {
    const type = event.type as string;
    if (type === MESSAGE_SENT) {
      const sent = messageSentPayload(event.payload);
      if (!sent) return;
      const due = new Date(event.occurredAt.getTime() + NOTIFICATION_LIMITS.unseenMessageDelayMs);
      for (const userId of new Set(sent.recipientIds)) {
        if (userId === sent.senderId) continue;
        // The first unseen message of a conversation sets the time; later ones wait with it.
        await db
          .insertInto('notification_unseen_messages')
          .values({
            user_id: userId,
            conversation_id: sent.conversationId,
            message_id: sent.messageId,
            sender_id: sent.senderId,
            due_at: due,
          })
          .onConflict((oc) => oc.columns(['user_id', 'conversation_id']).doNothing())
          .execute();
      }
    } else if (type === CONVERSATION_READ) {
      const read = event.payload as { conversationId?: unknown; userId?: unknown } | null;
      if (!read || !isId(read.conversationId) || !isId(read.userId)) return;
      await db
        .deleteFrom('notification_unseen_messages')
        .where('user_id', '=', String(read.userId))
        .where('conversation_id', '=', String(read.conversationId))
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
