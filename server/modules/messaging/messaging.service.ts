import { sql, type Kysely, type Transaction } from 'kysely';
import { isActiveStatus } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import {
  containsLink,
  MESSAGE_LIMITS,
  storeParty,
  userParty,
  type ConversationType,
  type MessageReportReason,
  type PartyKey,
} from '../../../shared/domain/messaging';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { enforceRateLimits, rateLimitRule } from '../../core/rate-limit';
import { canSee, isAnnouncer, loadAnnouncementsByIds } from '../announcements';
import { claimMessageMedia } from '../media';
import type { Viewer } from '../users';
import {
  loadConversations,
  toSideModel,
  loadMessages,
  statusFor,
  type ConversationModel,
  type MessageModel,
  type SideModel,
} from './messaging.mappers';

const conversationNotFound = () =>
  new AppError(ErrorCode.MESSAGE_CONVERSATION_NOT_FOUND, text('messages.conversationNotFound'));
const blockedError = () => new AppError(ErrorCode.MESSAGE_BLOCKED, text('messages.blocked'));

/** The message a member writes: text and pictures, checked before anything is written. */
export interface MessageInput {
  text?: string | null;
  mediaIds?: readonly string[] | null;
  clientId?: string | null;
}

/** Anonymous accounts have no messenger (spec §6: messenger only for non-anonymous members). */
function requireMessenger(viewer: Viewer): void {
  if (viewer.isAnonymous) throw new AppError(ErrorCode.MESSAGE_ANONYMOUS, text('messages.anonymous'));
}

/** The parties the caller answers for: themselves and each of their stores. */
export function partiesOf(viewer: Viewer): PartyKey[] {
  return [userParty(viewer.id), ...(viewer.storeIds ?? []).map(storeParty)];
}

/** The party whose inbox the caller reads: their store's (members only) or their own. */
export function inboxParty(viewer: Viewer, storeId: string | null | undefined): PartyKey {
  if (!storeId) return userParty(viewer.id);
  if (!(viewer.storeIds ?? []).includes(storeId)) {
    throw new AppError(ErrorCode.FORBIDDEN, text('errors.forbidden'));
  }
  return storeParty(storeId);
}

function checkedText(input: MessageInput): { body: string; mediaIds: string[] } {
  const body = input.text?.trim() ?? '';
  const mediaIds = [...(input.mediaIds ?? [])];
  if (!body && mediaIds.length === 0) throw new AppError(ErrorCode.MESSAGE_EMPTY, text('messages.empty'));
  if ([...body].length > MESSAGE_LIMITS.textMax) {
    throw new AppError(ErrorCode.MESSAGE_TOO_LONG, text('messages.tooLong', { max: MESSAGE_LIMITS.textMax }), {
      max: MESSAGE_LIMITS.textMax,
    });
  }
  if (mediaIds.length > MESSAGE_LIMITS.picturesMax) {
    throw new AppError(
      ErrorCode.MESSAGE_TOO_MANY_PICTURES,
      text('messages.tooManyPictures', { max: MESSAGE_LIMITS.picturesMax }),
      { max: MESSAGE_LIMITS.picturesMax },
    );
  }
  return { body, mediaIds };
}

/**
 * The caller's side of a conversation: the side of one of their parties (their own first). Anyone
 * else, moderators included, gets MESSAGE/CONVERSATION_NOT_FOUND: moderators read through reports.
 */
export async function requireSide(
  db: Kysely<Database>,
  viewer: Viewer,
  conversationId: string,
): Promise<ConversationModel> {
  const parties = partiesOf(viewer);
  const rows = await db
    .selectFrom('conversation_sides')
    .select('party')
    .where('conversation_id', '=', conversationId)
    .where('party', 'in', parties)
    .execute();
  const party = parties.find((p) => rows.some((row) => row.party === p));
  if (!party) throw conversationNotFound();
  const [conversation] = await loadConversations(db, [{ conversationId, party }]);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

/** The two sides of a conversation as the caller's side and the other: what a send needs. */
export type SidePair = Pick<ConversationModel, 'id' | 'mine' | 'other'>;

/**
 * The caller's side and the other side of a conversation, in one read (the send's path: no names,
 * pictures or blocks to load before writing). MESSAGE/CONVERSATION_NOT_FOUND for anyone else.
 */
async function requireSidePair(db: Kysely<Database>, viewer: Viewer, conversationId: string): Promise<SidePair> {
  const parties = partiesOf(viewer);
  const rows = await db
    .selectFrom('conversation_sides')
    .select(['party', 'unread_count', 'archived', 'muted', 'last_read_message_id', 'last_delivered_message_id'])
    .where('conversation_id', '=', conversationId)
    .execute();
  const sides = rows.map(toSideModel);
  const party = parties.find((p) => sides.some((side) => side.party === p));
  const mine = sides.find((side) => side.party === party);
  const other = sides.find((side) => side.party !== party);
  if (!mine || !other) throw conversationNotFound();
  return { id: conversationId, mine, other };
}

async function isBlocked(db: Kysely<Database>, a: PartyKey, b: PartyKey): Promise<boolean> {
  const row = await db
    .selectFrom('party_blocks')
    .select('blocker')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker', '=', a), eb('blocked', '=', b)]),
        eb.and([eb('blocker', '=', b), eb('blocked', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts one action of the member against a limit of the shared primitive, in `trx` (a refused
 * or failed action leaves no count); a full window is MESSAGE/LIMITED (`limit`, `retryAfterSeconds`).
 */
async function takeSlot(
  deps: Deps,
  trx: Transaction<Database>,
  limit: 'messageSend' | 'conversationStart',
  viewer: Viewer,
) {
  const { max } = rateLimitRule(deps, limit);
  await enforceRateLimits(
    deps,
    [{ limit, subject: `user:${viewer.id}` }],
    (seconds) =>
      new AppError(ErrorCode.MESSAGE_LIMITED, text('messages.limited', { seconds }), {
        limit: max,
        retryAfterSeconds: seconds,
      }),
    trx,
  );
}

/**
 * Writes a message in a conversation, within `trx`: the limit per minute, the block check, the
 * pictures, both sides' counters and the events. A retry with a clientId already stored returns
 * that message instead.
 */
async function sendIn(
  deps: Deps,
  trx: Transaction<Database>,
  viewer: Viewer,
  conversation: SidePair,
  input: { body: string; mediaIds: string[]; clientId: string | null },
): Promise<{ id: string; created: boolean }> {
  const clientId = input.clientId?.slice(0, 100) || null;
  if (clientId) {
    const existing = await trx
      .selectFrom('messages')
      .select('id')
      .where('sender_id', '=', viewer.id)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (existing) return { id: existing.id, created: false };
  }
  const mine = conversation.mine.party;
  const other = conversation.other.party;
  if (await isBlocked(trx, mine, other)) throw blockedError();
  await takeSlot(deps, trx, 'messageSend', viewer);
  const now = deps.now();

  // A link in the very first message of a young account goes to the moderators (still delivered).
  let flagged = false;
  if (containsLink(input.body)) {
    const author = await trx
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', viewer.id)
      .executeTakeFirstOrThrow();
    const young = now.getTime() - author.created_at.getTime() < MESSAGE_LIMITS.newAccountDays * 86_400_000;
    if (young) {
      const before = await trx
        .selectFrom('messages')
        .select('id')
        .where('sender_id', '=', viewer.id)
        .limit(1)
        .execute();
      flagged = before.length === 0;
    }
  }

  const inserted = await trx
    .insertInto('messages')
    .values({
      conversation_id: conversation.id,
      sender_id: viewer.id,
      sender_party: mine,
      body: input.body,
      client_id: clientId,
      flagged,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['sender_id', 'client_id']).where('client_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    // The same clientId sent twice at once: the other request stored it.
    const existing = await trx
      .selectFrom('messages')
      .select('id')
      .where('sender_id', '=', viewer.id)
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    return { id: existing.id, created: false };
  }
  const id = inserted.id;
  if (input.mediaIds.length > 0) {
    const claimed = await claimMessageMedia(trx, { userId: viewer.id, messageId: id, mediaIds: input.mediaIds });
    if (!claimed.ok) {
      throw new AppError(ErrorCode.MESSAGE_INVALID_PICTURES, text('messages.invalidPictures'), {
        invalidIds: claimed.invalidIds,
      });
    }
  }
  await trx
    .updateTable('conversations')
    .set({ last_message_id: id, last_message_at: now })
    .where('id', '=', conversation.id)
    .execute();
  // The sender has read everything up to their own message; the other side has one more unread.
  await trx
    .updateTable('conversation_sides')
    .set({
      last_message_at: now,
      archived: false,
      last_read_message_id: id,
      last_delivered_message_id: id,
      unread_count: 0,
    })
    .where('conversation_id', '=', conversation.id)
    .where('party', '=', mine)
    .execute();
  await trx
    .updateTable('conversation_sides')
    .set({ last_message_at: now, archived: false, unread_count: sql<number>`unread_count + 1` })
    .where('conversation_id', '=', conversation.id)
    .where('party', '=', other)
    .execute();
  await deps.events.record(trx, {
    type: 'message.sent',
    actorId: viewer.id,
    payload: { conversationId: conversation.id, messageId: id, senderId: viewer.id, parties: [mine, other], flagged },
  });
  if (flagged) {
    const report = await trx
      .insertInto('message_reports')
      .values({
        conversation_id: conversation.id,
        message_id: id,
        reporter_id: null,
        reason: 'LINK_FROM_NEW_ACCOUNT',
        details: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.events.record(trx, {
      type: 'message.reported',
      actorId: null,
      payload: {
        reportId: report.id,
        conversationId: conversation.id,
        messageId: id,
        reporterId: null,
        reason: 'LINK_FROM_NEW_ACCOUNT',
      },
    });
  }
  return { id, created: true };
}

/** A message as the side `conversation.mine` reads it. */
async function messageFor(db: Kysely<Database>, conversation: SidePair, id: string): Promise<MessageModel> {
  const [message] = await loadMessages(db, [id]);
  if (!message) throw new AppError(ErrorCode.MESSAGE_NOT_FOUND, text('messages.notFound'));
  return { ...message, status: statusFor(message, conversation.mine.party, conversation.other) };
}

/** Sends a message in one of the caller's conversations (as their store when the side is the store's). */
export async function sendMessage(
  deps: Deps,
  viewer: Viewer,
  conversationId: string,
  input: MessageInput,
): Promise<MessageModel> {
  requireMessenger(viewer);
  const checked = checkedText(input);
  // The sides only (one read): the send writes and answers without names, pictures or blocks.
  // The other side's marks read before the write stay right for the new message (not yet seen).
  const conversation = await requireSidePair(deps.db, viewer, conversationId);
  const { id } = await deps.db
    .transaction()
    .execute((trx) => sendIn(deps, trx, viewer, conversation, { ...checked, clientId: input.clientId ?? null }));
  return messageFor(deps.db, conversation, id);
}

/** What conversationStart receives: exactly one of announcementId, userId, storeId, and an optional first message. */
export interface ConversationStartInput extends MessageInput {
  announcementId?: string | null;
  userId?: string | null;
  storeId?: string | null;
}

/** The party a new conversation is with, and about what. */
async function recipientOf(
  deps: Deps,
  viewer: Viewer,
  input: ConversationStartInput,
): Promise<{ type: ConversationType; recipient: PartyKey; announcementId: string | null }> {
  const self = () => new AppError(ErrorCode.MESSAGE_SELF, text('messages.self'));
  const nobody = () => new AppError(ErrorCode.MESSAGE_RECIPIENT_NOT_FOUND, text('messages.recipientNotFound'));
  if (input.announcementId) {
    const [announcement] = await loadAnnouncementsByIds(deps.db, [input.announcementId]);
    if (!announcement || !canSee(viewer, announcement)) {
      throw new AppError(ErrorCode.MESSAGE_ANNOUNCEMENT_NOT_FOUND, text('messages.announcementNotFound'));
    }
    if (isAnnouncer(viewer, announcement)) {
      throw new AppError(ErrorCode.MESSAGE_OWN_ANNOUNCEMENT, text('messages.ownAnnouncement'));
    }
    if (!isActiveStatus(announcement.status)) {
      throw new AppError(ErrorCode.MESSAGE_ANNOUNCEMENT_NOT_ACTIVE, text('messages.announcementNotActive'), {
        status: announcement.status,
      });
    }
    return announcement.storeId
      ? { type: 'STORE', recipient: storeParty(announcement.storeId), announcementId: announcement.id }
      : { type: 'USER', recipient: userParty(announcement.userId), announcementId: announcement.id };
  }
  if (input.storeId) {
    if ((viewer.storeIds ?? []).includes(input.storeId)) throw self();
    const store = await deps.db
      .selectFrom('stores')
      .select(['id', 'status'])
      .where('id', '=', input.storeId)
      .executeTakeFirst();
    if (!store || store.status !== 'ACTIVE') throw nobody();
    return { type: 'STORE', recipient: storeParty(store.id), announcementId: null };
  }
  if (input.userId) {
    if (input.userId === viewer.id) throw self();
    const user = await deps.db
      .selectFrom('users')
      .select(['id', 'is_anonymous', 'suspended_at'])
      .where('id', '=', input.userId)
      .executeTakeFirst();
    if (!user || user.is_anonymous || user.suspended_at) throw nobody();
    return { type: 'USER', recipient: userParty(user.id), announcementId: null };
  }
  throw new AppError(ErrorCode.BAD_USER_INPUT, 'announcementId, userId or storeId is required', {
    argument: 'input',
  });
}

/**
 * Starts a conversation, or finds the one the two parties already have about the same
 * announcement (either of the two members having started it), and sends the first message if
 * one is given. Only a new conversation counts against the limit per hour.
 */
export async function startConversation(
  deps: Deps,
  viewer: Viewer,
  input: ConversationStartInput,
): Promise<ConversationModel> {
  requireMessenger(viewer);
  const { type, recipient, announcementId } = await recipientOf(deps, viewer, input);
  const first = input.text?.trim() || (input.mediaIds ?? []).length > 0 ? checkedText(input) : null;
  const mine = userParty(viewer.id);
  const subjectKey = announcementId ?? '0';
  const conversationId = await deps.db.transaction().execute(async (trx) => {
    if (await isBlocked(trx, mine, recipient)) throw blockedError();
    const reverse = recipient.startsWith('U:')
      ? await trx
          .selectFrom('conversations')
          .select('id')
          .where('starter_id', '=', recipient.slice(2))
          .where('recipient', '=', mine)
          .where('subject_key', '=', subjectKey)
          .executeTakeFirst()
      : undefined;
    let id = reverse?.id;
    if (!id) {
      const now = deps.now();
      const created = await trx
        .insertInto('conversations')
        .values({
          type,
          announcement_id: announcementId,
          starter_id: viewer.id,
          recipient,
          subject_key: subjectKey,
          created_at: now,
          last_message_at: now,
        })
        .onConflict((oc) => oc.columns(['starter_id', 'recipient', 'subject_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (created) {
        await takeSlot(deps, trx, 'conversationStart', viewer);
        await trx
          .insertInto('conversation_sides')
          .values([
            { conversation_id: created.id, party: mine, user_id: viewer.id, store_id: null, last_message_at: now },
            {
              conversation_id: created.id,
              party: recipient,
              user_id: recipient.startsWith('U:') ? recipient.slice(2) : null,
              store_id: recipient.startsWith('S:') ? recipient.slice(2) : null,
              last_message_at: now,
            },
          ])
          .execute();
        id = created.id;
      } else {
        const existing = await trx
          .selectFrom('conversations')
          .select('id')
          .where('starter_id', '=', viewer.id)
          .where('recipient', '=', recipient)
          .where('subject_key', '=', subjectKey)
          .executeTakeFirstOrThrow();
        id = existing.id;
      }
    }
    if (first) {
      const [conversation] = await loadConversations(trx, [{ conversationId: id, party: mine }]);
      await sendIn(deps, trx, viewer, conversation!, { ...first, clientId: input.clientId ?? null });
    }
    return id;
  });
  const [conversation] = await loadConversations(deps.db, [{ conversationId, party: mine }]);
  return conversation!;
}

/** One page of an inbox: `after` is the previous page's `nextCursor`. */
export interface InboxRequest {
  storeId?: string | null;
  unreadOnly?: boolean | null;
  archived?: boolean | null;
  search?: string | null;
  announcementId?: string | null;
  withStoreId?: string | null;
  first?: number | null;
  after?: string | null;
}

const pageSize = (first: number | null | undefined) =>
  Math.min(Math.max(first ?? MESSAGE_LIMITS.pageSize, 1), MESSAGE_LIMITS.pageSizeMax);

function readCursor(cursor: string | null | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = cursor.split('|');
  if (!at || !id || !/^\d{1,18}$/.test(id) || Number.isNaN(Date.parse(at))) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, 'after is not a cursor of this list', { argument: 'after' });
  }
  return { at: new Date(at), id };
}

/**
 * An inbox page: the party's conversations by newest activity, archived ones apart, filtered by
 * unread or by words of the other party's name or the announcement's title. One index walk on
 * (party, last_message_at desc, conversation_id desc).
 */
export async function listConversations(
  deps: Deps,
  viewer: Viewer,
  request: InboxRequest,
): Promise<{ data: ConversationModel[]; nextCursor: string | null }> {
  requireMessenger(viewer);
  const party = inboxParty(viewer, request.storeId);
  const size = pageSize(request.first);
  const cursor = readCursor(request.after);
  let query = deps.db
    .selectFrom('conversation_sides as s')
    .select(['s.conversation_id', 's.last_message_at'])
    .where('s.party', '=', party)
    .where('s.archived', '=', request.archived ?? false)
    .orderBy('s.last_message_at', 'desc')
    .orderBy('s.conversation_id', 'desc')
    .limit(size + 1);
  if (request.unreadOnly) query = query.where('s.unread_count', '>', 0);
  if (request.withStoreId) {
    const other = storeParty(request.withStoreId);
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('conversations as c')
          .innerJoin('conversation_sides as o', 'o.conversation_id', 'c.id')
          .select(sql`1`.as('one'))
          .whereRef('c.id', '=', 's.conversation_id')
          .where('c.announcement_id', 'is', null)
          .where('o.party', '=', other),
      ),
    );
  }
  if (request.announcementId) {
    const announcementId = request.announcementId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('conversations as about')
          .select(sql`1`.as('one'))
          .whereRef('about.id', '=', 's.conversation_id')
          .where('about.announcement_id', '=', announcementId),
      ),
    );
  }
  if (cursor) {
    query = query.where(sql<boolean>`(s.last_message_at, s.conversation_id) < (${cursor.at}, ${cursor.id}::bigint)`);
  }
  const search = request.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('conversation_sides as o')
          .innerJoin('conversations as c', 'c.id', 'o.conversation_id')
          .leftJoin('users as u', 'u.id', 'o.user_id')
          .leftJoin('stores as st', 'st.id', 'o.store_id')
          .leftJoin('announcements as a', 'a.id', 'c.announcement_id')
          .select(sql`1`.as('one'))
          .whereRef('o.conversation_id', '=', 's.conversation_id')
          .where('o.party', '<>', party)
          .where((eb) =>
            eb.or([
              eb('u.display_name', 'ilike', pattern),
              eb('u.username', 'ilike', pattern),
              eb('st.name', 'ilike', pattern),
              eb('a.title', 'ilike', pattern),
            ]),
          ),
      ),
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, size);
  const data = await loadConversations(
    deps.db,
    page.map((row) => ({ conversationId: row.conversation_id, party })),
  );
  const last = page.at(-1);
  return {
    data,
    nextCursor: rows.length > size && last ? `${last.last_message_at.toISOString()}|${last.conversation_id}` : null,
  };
}

/** The last messages of conversations, as each one's reading side sees them (one query for a page). */
export async function lastMessagesOf(
  db: Kysely<Database>,
  conversations: readonly ConversationModel[],
): Promise<(MessageModel | null)[]> {
  const messages = await loadMessages(
    db,
    conversations.flatMap((c) => (c.lastMessageId ? [c.lastMessageId] : [])),
  );
  const byId = new Map(messages.map((m) => [m.id, m]));
  return conversations.map((c) => {
    const message = c.lastMessageId ? byId.get(c.lastMessageId) : undefined;
    return message ? { ...message, status: statusFor(message, c.mine.party, c.other) } : null;
  });
}

/** A page of messages of a conversation, newest first (or, with `after`, the ones after it, oldest first). */
export interface ThreadRequest {
  first?: number | null;
  before?: string | null;
  after?: string | null;
}

async function threadPage(
  db: Kysely<Database>,
  conversationId: string,
  hiddenFor: string | null,
  request: ThreadRequest,
): Promise<{ ids: string[]; nextCursor: string | null }> {
  const size = pageSize(request.first);
  let query = db
    .selectFrom('messages as m')
    .select('m.id')
    .where('m.conversation_id', '=', conversationId)
    .limit(size + 1);
  if (hiddenFor) {
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('message_deletions as d')
            .select('d.message_id')
            .whereRef('d.message_id', '=', 'm.id')
            .where('d.user_id', '=', hiddenFor),
        ),
      ),
    );
  }
  if (request.after) {
    query = query.where('m.id', '>', request.after).orderBy('m.id', 'asc');
  } else {
    query = query.orderBy('m.id', 'desc');
    if (request.before) query = query.where('m.id', '<', request.before);
  }
  const rows = await query.execute();
  const ids = rows.slice(0, size).map((row) => row.id);
  return { ids, nextCursor: rows.length > size ? ids.at(-1)! : null };
}

/** A conversation's messages for one of its sides, without those the caller deleted for themselves. */
export async function listMessages(
  deps: Deps,
  viewer: Viewer,
  conversationId: string,
  request: ThreadRequest,
): Promise<{ data: MessageModel[]; nextCursor: string | null }> {
  requireMessenger(viewer);
  const conversation = await requireSide(deps.db, viewer, conversationId);
  const { ids, nextCursor } = await threadPage(deps.db, conversationId, viewer.id, request);
  const messages = await loadMessages(deps.db, ids);
  return {
    data: messages.map((m) => ({ ...m, status: statusFor(m, conversation.mine.party, conversation.other) })),
    nextCursor,
  };
}

/**
 * The messages a subscriber missed: newer than `after` in any conversation of the party, oldest
 * first, without those the member deleted for themselves (at most one page of the limit's size).
 */
export async function missedMessages(
  deps: Deps,
  viewer: Viewer,
  party: PartyKey,
  after: string,
): Promise<MessageModel[]> {
  const rows = await deps.db
    .selectFrom('messages as m')
    .innerJoin('conversation_sides as s', 's.conversation_id', 'm.conversation_id')
    .select('m.id')
    .where('s.party', '=', party)
    .where('m.id', '>', after)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('message_deletions as d')
            .select('d.message_id')
            .whereRef('d.message_id', '=', 'm.id')
            .where('d.user_id', '=', viewer.id),
        ),
      ),
    )
    .orderBy('m.id', 'asc')
    .limit(500)
    .execute();
  return loadMessages(
    deps.db,
    rows.map((row) => row.id),
  );
}

/** Unread messages over all of a party's conversations (the top-bar and studio badges). */
export async function unreadCount(deps: Deps, viewer: Viewer, storeId: string | null | undefined): Promise<number> {
  requireMessenger(viewer);
  const party = inboxParty(viewer, storeId);
  const row = await deps.db
    .selectFrom('conversation_sides')
    .select(sql<string>`coalesce(sum(unread_count), 0)`.as('total'))
    .where('party', '=', party)
    .where('unread_count', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

type SideChange = 'READ' | 'DELIVERED' | 'ARCHIVED' | 'MUTED' | 'BLOCKED' | 'MESSAGE_DELETED';

async function recordChange(
  deps: Deps,
  trx: Kysely<Database>,
  viewer: Viewer,
  conversation: ConversationModel,
  change: SideChange,
  messageId: string | null,
  parties: PartyKey[],
) {
  await deps.events.record(trx, {
    type: 'conversation.updated',
    actorId: viewer.id,
    payload: { conversationId: conversation.id, party: conversation.mine.party, change, messageId, parties },
  });
}

/** The caller's side has read up to `messageId` (the newest message without it): its unread count follows. */
export async function markRead(
  deps: Deps,
  viewer: Viewer,
  conversationId: string,
  messageId: string | null,
): Promise<ConversationModel> {
  const conversation = await requireSide(deps.db, viewer, conversationId);
  const upTo = messageId ?? conversation.lastMessageId ?? '0';
  await deps.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('conversation_sides')
      .set({
        last_read_message_id: sql<string>`greatest(last_read_message_id, ${upTo}::bigint)`,
        last_delivered_message_id: sql<string>`greatest(last_delivered_message_id, ${upTo}::bigint)`,
        unread_count: sql<number>`(select count(*) from messages m where m.conversation_id = ${conversationId}::bigint
          and m.id > greatest(last_read_message_id, ${upTo}::bigint) and m.sender_party <> ${conversation.mine.party})`,
      })
      .where('conversation_id', '=', conversationId)
      .where('party', '=', conversation.mine.party)
      .where('last_read_message_id', '<', upTo)
      .returning('last_read_message_id')
      .executeTakeFirst();
    if (changed) {
      await recordChange(deps, trx, viewer, conversation, 'READ', changed.last_read_message_id, [
        conversation.mine.party,
        conversation.other.party,
      ]);
    }
  });
  return requireSide(deps.db, viewer, conversationId);
}

/** A device of the caller's side received messages up to `messageId`; the sender hears of it once. */
export async function markDelivered(
  deps: Deps,
  viewer: Viewer,
  conversationId: string,
  messageId: string,
): Promise<boolean> {
  const conversation = await requireSide(deps.db, viewer, conversationId);
  return deps.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('conversation_sides')
      .set({ last_delivered_message_id: messageId })
      .where('conversation_id', '=', conversationId)
      .where('party', '=', conversation.mine.party)
      .where('last_delivered_message_id', '<', messageId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('messages')
            .select('id')
            .where('id', '=', messageId)
            .where('conversation_id', '=', conversationId),
        ),
      )
      .returning('last_delivered_message_id')
      .executeTakeFirst();
    if (changed) {
      await recordChange(deps, trx, viewer, conversation, 'DELIVERED', messageId, [conversation.other.party]);
    }
    return changed !== undefined;
  });
}

/** Archives or mutes the caller's side (their own view only; the other side is told nothing). */
export async function setSideFlag(
  deps: Deps,
  viewer: Viewer,
  conversationId: string,
  flag: 'archived' | 'muted',
  value: boolean,
): Promise<ConversationModel> {
  const conversation = await requireSide(deps.db, viewer, conversationId);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('conversation_sides')
      .set({ [flag]: value })
      .where('conversation_id', '=', conversationId)
      .where('party', '=', conversation.mine.party)
      .execute();
    await recordChange(deps, trx, viewer, conversation, flag === 'archived' ? 'ARCHIVED' : 'MUTED', null, [
      conversation.mine.party,
    ]);
  });
  return requireSide(deps.db, viewer, conversationId);
}

/** Blocks or unblocks the other side: while blocked, neither writes to the other (MESSAGE/BLOCKED). */
export async function setBlocked(
  deps: Deps,
  viewer: Viewer,
  conversationId: string,
  blocked: boolean,
): Promise<ConversationModel> {
  const conversation = await requireSide(deps.db, viewer, conversationId);
  await deps.db.transaction().execute(async (trx) => {
    if (blocked) {
      await trx
        .insertInto('party_blocks')
        .values({
          blocker: conversation.mine.party,
          blocked: conversation.other.party,
          blocked_by_user_id: viewer.id,
          created_at: deps.now(),
        })
        .onConflict((oc) => oc.columns(['blocker', 'blocked']).doNothing())
        .execute();
    } else {
      await trx
        .deleteFrom('party_blocks')
        .where('blocker', '=', conversation.mine.party)
        .where('blocked', '=', conversation.other.party)
        .execute();
    }
    await recordChange(deps, trx, viewer, conversation, 'BLOCKED', null, [
      conversation.mine.party,
      conversation.other.party,
    ]);
  });
  return requireSide(deps.db, viewer, conversationId);
}

/** The conversation of a message the caller may see (their side's, not deleted for them). */
async function requireMessage(deps: Deps, viewer: Viewer, messageId: string) {
  const row = await deps.db
    .selectFrom('messages')
    .select(['id', 'conversation_id'])
    .where('id', '=', messageId)
    .executeTakeFirst();
  const notFound = () => new AppError(ErrorCode.MESSAGE_NOT_FOUND, text('messages.notFound'));
  if (!row) throw notFound();
  const conversation = await requireSide(deps.db, viewer, row.conversation_id).catch(() => {
    throw notFound();
  });
  return { message: row, conversation };
}

/** Removes a message from the caller's own view; the caller's other devices hear of it. */
export async function deleteMessageForMe(deps: Deps, viewer: Viewer, messageId: string): Promise<boolean> {
  const { conversation } = await requireMessage(deps, viewer, messageId);
  await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('message_deletions')
      .values({ message_id: messageId, user_id: viewer.id, deleted_at: deps.now() })
      .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
      .returning('message_id')
      .executeTakeFirst();
    if (inserted) {
      await recordChange(deps, trx, viewer, conversation, 'MESSAGE_DELETED', messageId, [userParty(viewer.id)]);
    }
  });
  return true;
}

/** What the moderators see of a report. */
export interface MessageReportModel {
  id: string;
  conversationId: string;
  messageId: string | null;
  reporterId: string | null;
  reason: MessageReportReason;
  details: string | null;
  createdAt: Date;
  resolved: boolean;
}

export const REPORT_COLUMNS = [
  'id',
  'conversation_id',
  'message_id',
  'reporter_id',
  'reason',
  'details',
  'created_at',
  'resolved_at',
] as const;

export function toReport(row: {
  id: string;
  conversation_id: string;
  message_id: string | null;
  reporter_id: string | null;
  reason: MessageReportReason;
  details: string | null;
  created_at: Date;
  resolved_at: Date | null;
}): MessageReportModel {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    messageId: row.message_id,
    reporterId: row.reporter_id,
    reason: row.reason,
    details: row.details,
    createdAt: row.created_at,
    resolved: row.resolved_at !== null,
  };
}

/**
 * Reports a message (or, without one, the whole conversation) of the caller's to the moderators.
 * The same report again returns the first one and tells nobody.
 */
export async function report(
  deps: Deps,
  viewer: Viewer,
  target: { conversationId: string; messageId: string | null },
  reason: MessageReportReason,
  details: string | null,
): Promise<MessageReportModel> {
  if (reason === 'LINK_FROM_NEW_ACCOUNT') {
    throw new AppError(ErrorCode.BAD_USER_INPUT, 'this reason is the server’s own', { argument: 'reason' });
  }
  const note = details?.trim().slice(0, MESSAGE_LIMITS.reportReasonMax) || null;
  return deps.db.transaction().execute(async (trx) => {
    const same = () => {
      let query = trx
        .selectFrom('message_reports')
        .select(REPORT_COLUMNS)
        .where('reporter_id', '=', viewer.id)
        .where('conversation_id', '=', target.conversationId);
      query = target.messageId
        ? query.where('message_id', '=', target.messageId)
        : query.where('message_id', 'is', null);
      return query.executeTakeFirst();
    };
    const existing = await same();
    if (existing) return toReport(existing);
    const row = await trx
      .insertInto('message_reports')
      .values({
        conversation_id: target.conversationId,
        message_id: target.messageId,
        reporter_id: viewer.id,
        reason,
        details: note,
        created_at: deps.now(),
      })
      .returning(REPORT_COLUMNS)
      .executeTakeFirstOrThrow();
    await deps.events.record(trx, {
      type: 'message.reported',
      actorId: viewer.id,
      payload: {
        reportId: row.id,
        conversationId: target.conversationId,
        messageId: target.messageId,
        reporterId: viewer.id,
        reason,
      },
    });
    return toReport(row);
  });
}

export async function reportMessage(
  deps: Deps,
  viewer: Viewer,
  messageId: string,
  reason: MessageReportReason,
  details: string | null,
): Promise<MessageReportModel> {
  const { conversation } = await requireMessage(deps, viewer, messageId);
  return report(deps, viewer, { conversationId: conversation.id, messageId }, reason, details);
}

export async function reportConversation(
  deps: Deps,
  viewer: Viewer,
  conversationId: string,
  reason: MessageReportReason,
  details: string | null,
): Promise<MessageReportModel> {
  await requireSide(deps.db, viewer, conversationId);
  return report(deps, viewer, { conversationId, messageId: null }, reason, details);
}

/** Open reports, newest first (moderators; the resolver checks who calls). */
export async function listReports(
  deps: Deps,
  request: { first?: number | null; before?: string | null },
): Promise<MessageReportModel[]> {
  let query = deps.db
    .selectFrom('message_reports')
    .select(REPORT_COLUMNS)
    .where('resolved_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(pageSize(request.first));
  if (request.before) query = query.where('id', '<', request.before);
  return (await query.execute()).map(toReport);
}

/** The thread of a reported conversation, for moderators, through the report only. */
export async function reportThread(
  deps: Deps,
  reportId: string,
  request: ThreadRequest,
): Promise<{ data: MessageModel[]; nextCursor: string | null }> {
  const row = await deps.db
    .selectFrom('message_reports')
    .select('conversation_id')
    .where('id', '=', reportId)
    .executeTakeFirst();
  if (!row) throw conversationNotFound();
  const { ids, nextCursor } = await threadPage(deps.db, row.conversation_id, null, request);
  return { data: await loadMessages(deps.db, ids), nextCursor };
}

/** A message by id as its reader sees it, for report rows (moderators). */
export async function messageById(deps: Deps, id: string | null): Promise<MessageModel | null> {
  if (!id) return null;
  const [message] = await loadMessages(deps.db, [id]);
  return message ?? null;
}

/** Who hears that the caller is writing: the other side of the conversation. */
export async function typingTarget(
  deps: Deps,
  viewer: Viewer,
  conversationId: string,
): Promise<{ conversationId: string; party: PartyKey; to: PartyKey }> {
  requireMessenger(viewer);
  const conversation = await requireSide(deps.db, viewer, conversationId);
  if (conversation.blocked || conversation.blockedBy) throw blockedError();
  return { conversationId, party: conversation.mine.party, to: conversation.other.party };
}

/** Re-exported for the resolvers: the side model's shape. */
export type { SideModel };
