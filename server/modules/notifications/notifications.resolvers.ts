import type { Resolvers } from '../../graphql/resolvers.generated';
import { parseId } from '../../core/ids';
import { allow, member, signedIn } from '../../graphql/permissions';
import { listNotifications, markAllRead, markRead, notificationTopic, unreadCount } from './centre.service';
import { renderNotification } from './notifications.mappers';
import { loadSettings, setDigest, setPreference } from './preferences.service';
import { addPushToken } from './push/push.service';

/** The notification centre, preferences and push tokens: each member their own, nothing more. */
export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: allow(member, (_parent, args, ctx) => listNotifications(ctx.deps, ctx.viewer!.id, args)),
    notificationUnreadCount: allow(member, (_parent, _args, ctx) => unreadCount(ctx.deps, ctx.viewer!.id)),
    notificationSettings: allow(member, (_parent, _args, ctx) => loadSettings(ctx.deps, ctx.viewer!.id)),
  },
  Mutation: {
    notificationMarkRead: allow(member, (_parent, { id }, ctx) =>
      markRead(ctx.deps, ctx.viewer!.id, parseId(id, 'id')),
    ),
    notificationMarkAllRead: allow(member, (_parent, _args, ctx) => markAllRead(ctx.deps, ctx.viewer!.id)),
    notificationPreferenceSet: allow(member, (_parent, { kind, channel, enabled }, ctx) =>
      setPreference(ctx.deps, ctx.viewer!.id, { kind, channel, enabled, locale: ctx.lang }),
    ),
    notificationDigestSet: allow(member, (_parent, { enabled }, ctx) =>
      setDigest(ctx.deps, ctx.viewer!.id, enabled, ctx.lang),
    ),
    // Any signed-in caller, as the spec's shells do (anonymous accounts are never notified, though).
    userTokenAdd: allow(signedIn, async (_parent, { token, platform }, ctx) => {
      await addPushToken(ctx.deps, ctx.viewer!.id, token, platform ?? undefined);
      return true;
    }),
  },
  Subscription: {
    notificationAdded: {
      // Checked once, when the member subscribes: the topic is theirs.
      subscribe: allow(member, (_parent, _args, ctx) => ctx.pubsub.subscribe(notificationTopic(ctx.viewer!.id))),
    },
  },
  Notification: {
    title: (notification, _args, ctx) => renderNotification(ctx.lang, notification).title,
    body: (notification, _args, ctx) => renderNotification(ctx.lang, notification).body,
  },
};
