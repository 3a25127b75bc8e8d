import { sql, type Kysely } from 'kysely';
import type { ConversationType, MessageStatus, PartyKey } from '../../../shared/domain/messaging';
import { firstNameOf } from '../../../shared/domain/messaging';
import type { Database } from '../../db/types';
import { loadMessageMedia, type MediaModel } from '../media';

/** What Message's field resolvers receive. Who sees what (mine, the sender) is decided there, per caller. */
export interface MessageModel {
  id: string;
  conversationId: string;
  createdAt: Date;
  text: string;
  senderId: string;
  senderParty: PartyKey;
  senderFirstName: string | null;
  clientId: string | null;
  pictures: MediaModel[];
  /** Relative to the side that reads it: SENT until the other side's marks pass it. */
  status: MessageStatus;
}

/** A party as shown to the other side. */
export interface PartyModel {
  type: ConversationType;
  id: string;
  name: string | null;
  imageUrl: string | null;
}

/** One side of a conversation, as stored. */
export interface SideModel {
  party: PartyKey;
  unreadCount: number;
  archived: boolean;
  muted: boolean;
  lastReadMessageId: string;
  lastDeliveredMessageId: string;
}

/** What Conversation's field resolvers receive: the conversation as one side (`mine`) sees it. */
export interface ConversationModel {
  id: string;
  type: ConversationType;
  announcementId: string | null;
  createdAt: Date;
  lastMessageAt: Date;
  lastMessageId: string | null;
  mine: SideModel;
  other: SideModel;
  side: PartyModel;
  counterpart: PartyModel;
  blocked: boolean;
  blockedBy: boolean;
}

/** Messages by id, with their sender's first name and pictures (status SENT: the caller's view sets it). */
export async function loadMessages(db: Kysely<Database>, ids: readonly string[]): Promise<MessageModel[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.created_at',
      'm.body',
      'm.sender_id',
      'm.sender_party',
      'm.client_id',
      'u.display_name',
      'u.username',
    ])
    .where('m.id', 'in', [...ids])
    .execute();
  const pictures = await loadMessageMedia(db, ids);
  const byId = new Map<string, MessageModel>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        conversationId: row.conversation_id,
        createdAt: row.created_at,
        text: row.body,
        senderId: row.sender_id,
        senderParty: row.sender_party,
        senderFirstName: firstNameOf(row.display_name, row.username),
        clientId: row.client_id,
        pictures: pictures.get(row.id) ?? [],
        status: 'SENT',
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The status of a message for the side reading it: its own messages against the other side's marks. */
export function statusFor(message: MessageModel, mine: PartyKey, other: SideModel): MessageStatus {
  if (message.senderParty !== mine) return 'SENT';
  if (BigInt(other.lastReadMessageId) >= BigInt(message.id)) return 'SEEN';
  if (BigInt(other.lastDeliveredMessageId) >= BigInt(message.id)) return 'DELIVERED';
  return 'SENT';
}

/** A conversation side's row as its model. */
export function toSideModel(row: {
  party: PartyKey;
  unread_count: number;
  archived: boolean;
  muted: boolean;
  last_read_message_id: string;
  last_delivered_message_id: string;
}): SideModel {
  return {
    party: row.party,
    unreadCount: row.unread_count,
    archived: row.archived,
    muted: row.muted,
    lastReadMessageId: row.last_read_message_id,
    lastDeliveredMessageId: row.last_delivered_message_id,
  };
}

/** Names and pictures of parties, by key. */
export async function loadParties(db: Kysely<Database>, keys: readonly PartyKey[]): Promise<Map<PartyKey, PartyModel>> {
  const userIds = [...new Set(keys.filter((k) => k.startsWith('U:')).map((k) => k.slice(2)))];
  const storeIds = [...new Set(keys.filter((k) => k.startsWith('S:')).map((k) => k.slice(2)))];
  const [users, stores] = await Promise.all([
    userIds.length
      ? db
          .selectFrom('users')
          .select(['id', 'display_name', 'username', 'avatar_url'])
          .where('id', 'in', userIds)
          .execute()
      : [],
    storeIds.length
      ? db.selectFrom('stores').select(['id', 'name', 'image_url']).where('id', 'in', storeIds).execute()
      : [],
  ]);
  const parties = new Map<PartyKey, PartyModel>();
  for (const user of users) {
    parties.set(`U:${user.id}`, {
      type: 'USER',
      id: user.id,
      name: user.display_name ?? user.username,
      imageUrl: user.avatar_url,
    });
  }
  for (const store of stores) {
    parties.set(`S:${store.id}`, { type: 'STORE', id: store.id, name: store.name, imageUrl: store.image_url });
  }
  return parties;
}

/**
 * Conversations as the given side of each sees them, in the order of `sides` (pairs of
 * conversation id and the reading party): both sides, the parties' names, the blocks between them.
 */
export async function loadConversations(
  db: Kysely<Database>,
  sides: readonly { conversationId: string; party: PartyKey }[],
): Promise<ConversationModel[]> {
  if (sides.length === 0) return [];
  const ids = [...new Set(sides.map((s) => s.conversationId))];
  const [conversations, sideRows] = await Promise.all([
    db.selectFrom('conversations').selectAll().where('id', 'in', ids).execute(),
    db.selectFrom('conversation_sides').selectAll().where('conversation_id', 'in', ids).execute(),
  ]);
  const byId = new Map(conversations.map((c) => [c.id, c]));
  const sidesOf = new Map<string, SideModel[]>();
  for (const row of sideRows) {
    const list = sidesOf.get(row.conversation_id) ?? [];
    list.push(toSideModel(row));
    sidesOf.set(row.conversation_id, list);
  }
  const parties = await loadParties(
    db,
    sideRows.map((row) => row.party),
  );
  const pairs = sides.flatMap(({ conversationId, party }) => {
    const both = sidesOf.get(conversationId) ?? [];
    const mine = both.find((s) => s.party === party);
    const other = both.find((s) => s.party !== party);
    return mine && other ? [{ conversationId, mine, other }] : [];
  });
  const blocks = pairs.length
    ? await db
        .selectFrom('party_blocks')
        .select(['blocker', 'blocked'])
        .where(
          sql<boolean>`(blocker, blocked) in (${sql.join(
            pairs.flatMap(({ mine, other }) => [
              sql`(${mine.party}, ${other.party})`,
              sql`(${other.party}, ${mine.party})`,
            ]),
          )})`,
        )
        .execute()
    : [];
  const blocked = new Set(blocks.map((b) => `${b.blocker}>${b.blocked}`));
  const unknown = (key: PartyKey): PartyModel => ({
    type: key.startsWith('S:') ? 'STORE' : 'USER',
    id: key.slice(2),
    name: null,
    imageUrl: null,
  });
  return pairs.flatMap(({ conversationId, mine, other }) => {
    const row = byId.get(conversationId);
    if (!row) return [];
    return [
      {
        id: row.id,
        type: row.type,
        announcementId: row.announcement_id,
        createdAt: row.created_at,
        lastMessageAt: row.last_message_at,
        lastMessageId: row.last_message_id,
        mine,
        other,
        side: parties.get(mine.party) ?? unknown(mine.party),
        counterpart: parties.get(other.party) ?? unknown(other.party),
        blocked: blocked.has(`${mine.party}>${other.party}`),
        blockedBy: blocked.has(`${other.party}>${mine.party}`),
      },
    ];
  });
}
