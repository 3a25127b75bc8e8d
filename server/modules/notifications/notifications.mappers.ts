import type { NotificationKind } from '../../../shared/domain/notifications';
import { isolate } from '../../../shared/domain/format';
import { UNPAID_ORDER_HOLD_MINUTES } from '../../../shared/domain/orders';
import { translate, type MessageKey } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';

/** A notification as the GraphQL `Notification` resolvers receive it. */
export interface NotificationModel {
  id: string;
  kind: NotificationKind;
  targetType: string;
  targetId: string;
  link: string;
  /** The texts' parameters, rendered in the reader's language. */
  data: Record<string, string>;
  createdAt: Date;
  readAt: Date | null;
}

/** The columns a model is read from. */
export const NOTIFICATION_COLUMNS = [
  'id',
  'kind',
  'target_type',
  'target_id',
  'link',
  'data',
  'created_at',
  'read_at',
] as const;

export function toNotificationModel(row: {
  id: string;
  kind: NotificationKind;
  target_type: string;
  target_id: string;
  link: string;
  data: Record<string, string>;
  created_at: Date;
  read_at: Date | null;
}): NotificationModel {
  return {
    id: row.id,
    kind: row.kind,
    targetType: row.target_type,
    targetId: row.target_id,
    link: row.link,
    data: row.data,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

/** The catalog entry of a notification: its kind, and for some kinds what was decided. */
function textsOf(kind: NotificationKind, data: Record<string, string>): `notifications.${string}` {
  switch (kind) {
    case 'ANNOUNCEMENT_COMMENT':
      return 'notifications.announcementComment';
    case 'COMMENT_REPLY':
      return 'notifications.commentReply';
    case 'ANNOUNCEMENT_DECISION':
      return data.decision === 'VALIDATED'
        ? 'notifications.decisionValidated'
        : data.decision === 'DELETED'
          ? 'notifications.decisionDeleted'
          : 'notifications.decisionRefused';
    case 'ANNOUNCEMENT_EXPIRES_SOON':
      return 'notifications.expiresSoon';
    case 'ANNOUNCEMENT_EXPIRED':
      return 'notifications.expired';
    case 'STORE_FOLLOWER':
      return 'notifications.storeFollower';
    case 'UNSEEN_MESSAGE':
      return 'notifications.unseenMessage';
    case 'REPORT_HANDLED':
      return data.action === 'DISMISS' ? 'notifications.reportDismissed' : 'notifications.reportActed';
    case 'SAVED_SEARCH_MATCH':
      return data.count === '1' ? 'notifications.savedSearchOne' : 'notifications.savedSearchMany';
    case 'STORE_REQUEST_DECISION':
      return data.decision === 'APPROVED' ? 'notifications.storeRequestApproved' : 'notifications.storeRequestRefused';
    case 'PROMOTION_REQUEST_DECISION':
      return data.decision === 'APPROVED'
        ? 'notifications.promotionRequestApproved'
        : 'notifications.promotionRequestRefused';
    case 'ORDER_UPDATE':
      return `notifications.order${data.status ?? 'PLACED'}`;
    case 'STOCK_ALERT':
      return data.remaining === '0' ? 'notifications.stockOut' : 'notifications.stockLow';
  }
}

/** A moderator's reason in `locale`: its text when it is one of the known codes, else as given. */
function reasonText(locale: Locale, reason: string | undefined): string {
  if (!reason) return translate(locale, 'notifications.noReason');
  // Codes are single words (SPAM, paymentExpired); anything else is a person's words, said as
  // written (looked up as a key, a colon in it would read as a namespace and cut the text).
  if (!/^[A-Za-z_]+$/.test(reason)) return reason;
  const key = `notifications.reasons.${reason}` as MessageKey;
  // A reason may say a rule's figure (the unpaid order's hold): the shared one, not a copy.
  const known = translate(locale, key, { minutes: UNPAID_ORDER_HOLD_MINUTES });
  return known === key ? reason : known;
}

/** A notification's title and text in `locale`. */
export function renderNotification(
  locale: Locale,
  notification: Pick<NotificationModel, 'kind' | 'data'>,
): { title: string; body: string } {
  const base = textsOf(notification.kind, notification.data);
  const someone = translate(locale, 'notifications.someone');
  const data = notification.data;
  // Names and titles members wrote are isolated, so an Arabic title stays in order in French.
  const written = (value: string | undefined) => (value === undefined ? someone : isolate(value));
  const params = {
    ...data,
    author: written(data.author),
    follower: written(data.follower),
    sender: written(data.sender),
    ...(data.title === undefined ? {} : { title: isolate(data.title) }),
    ...(data.store === undefined ? {} : { store: isolate(data.store) }),
    ...(data.name === undefined ? {} : { name: isolate(data.name) }),
    ...(data.tracking === undefined ? {} : { tracking: isolate(data.tracking) }),
    reason: reasonText(locale, data.reason),
  };
  return {
    title: translate(locale, `${base}.title` as MessageKey, params),
    body: translate(locale, `${base}.body` as MessageKey, params),
  };
}
