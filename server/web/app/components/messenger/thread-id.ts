/**
 * What `/messages/thread/{threadId}` opens. The API's `messengerLink` names an announcement
 * (`announcement-12`): the member's conversation about it, or a new one on the first message.
 * `store-3` is the member's conversation with a store about no announcement (its "write to us").
 * Any other id is a conversation's.
 */
export type ThreadTarget = { announcementId: string } | { storeId: string } | { conversationId: string } | null;

export function threadTarget(threadId: string | undefined): ThreadTarget {
  if (!threadId) return null;
  const about = /^announcement-(\d{1,19})$/.exec(threadId);
  if (about) return { announcementId: about[1]! };
  const store = /^store-(\d{1,19})$/.exec(threadId);
  if (store) return { storeId: store[1]! };
  return /^\d{1,19}$/.test(threadId) ? { conversationId: threadId } : null;
}

/** The party key (`U:<id>` or `S:<id>`) of a side, as the server's events name it. */
export function partyKey(party: { type: 'USER' | 'STORE'; id: string }): string {
  return `${party.type === 'STORE' ? 'S' : 'U'}:${party.id}`;
}

/** Whether message `id` is at or before `mark` (ids grow with time); false without a mark. */
export function reachedBy(id: string, mark: string | null | undefined): boolean {
  if (!mark || !/^\d+$/.test(id) || !/^\d+$/.test(mark)) return false;
  return BigInt(id) <= BigInt(mark);
}
