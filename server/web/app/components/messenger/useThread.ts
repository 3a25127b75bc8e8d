import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, useMutation, useSubscription } from 'urql';
import {
  ConversationMarkReadDocument,
  ConversationTypingDocument,
  ConversationUpdatedDocument,
  MessageListDocument,
  MessageReceivedDocument,
  MessageDeleteDocument,
  MessageSendDocument,
  type ConversationFieldsFragment,
  type MessageFieldsFragment,
} from '../../../../../shared/graphql/generated';
import { onSocketReconnected } from '../../graphql-client';
import { partyKey } from './thread-id';

const PAGE = 30;
/** How long "is writing…" stays after the other side's last keystroke signal. */
const TYPING_SHOWN_MS = 5000;

/** A message of the thread: stored, or one of ours on its way (or refused, its text kept). */
export type ThreadMessage = MessageFieldsFragment & { pending?: boolean; failed?: string };

/** Oldest first, each id once; a stored message replaces our pending copy of it (same clientId). */
function merge(list: ThreadMessage[], incoming: ThreadMessage[]): ThreadMessage[] {
  const byKey = new Map<string, ThreadMessage>();
  for (const message of [...list, ...incoming]) {
    const pendingKey = message.clientId ? `c:${message.clientId}` : null;
    if (!message.pending && pendingKey) byKey.delete(pendingKey);
    if (message.pending && byKey.has(`m:${message.id}`)) continue;
    byKey.set(message.pending && pendingKey ? pendingKey : `m:${message.id}`, message);
  }
  return [...byKey.values()].sort((a, b) => {
    if (a.pending !== b.pending) return a.pending ? 1 : -1;
    if (a.pending) return a.createdAt < b.createdAt ? -1 : 1;
    return BigInt(a.id) < BigInt(b.id) ? -1 : 1;
  });
}

/**
 * One conversation, live: its messages (a page of history, older pages on demand, new ones as
 * the socket brings them, and what was missed after a reconnect), the other side's read and
 * delivered marks and typing, and sending with our text kept until the server has it.
 */
export function useThread(conversation: ConversationFieldsFragment) {
  const client = useClient();
  const id = conversation.id;
  const mine = partyKey(conversation.side);
  const [messages, setMessages] = useState<ThreadMessage[]>([]);
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const firstLoaded = useRef(false);
  const [marks, setMarks] = useState({
    read: conversation.counterpartLastReadId ?? null,
    delivered: conversation.counterpartLastDeliveredId ?? null,
  });
  const [typingAt, setTypingAt] = useState<number | null>(null);
  const [, markRead] = useMutation(ConversationMarkReadDocument);
  const [, sendMessage] = useMutation(MessageSendDocument);
  const [, deleteMessage] = useMutation(MessageDeleteDocument);

  const latest = useCallback(async () => {
    const result = await client
      .query(MessageListDocument, { conversationId: id, first: PAGE }, { requestPolicy: 'network-only' })
      .toPromise();
    const page = result.data?.messageList;
    if (!page) return;
    setMessages((list) => merge(list, [...page.data].reverse()));
    // The first answer also says where history starts; later ones (catch-up) only add the newest.
    if (!firstLoaded.current) {
      firstLoaded.current = true;
      setOlderCursor(page.nextCursor ?? null);
      setLoaded(true);
    }
  }, [client, id]);

  useEffect(() => {
    void latest();
    // After a drop, the page asks again for the newest messages: what came meanwhile is merged in.
    const stop = onSocketReconnected(() => void latest());
    return () => {
      stop();
    };
  }, [latest]);

  // Reading: the thread is on screen, so what the other side sent is read once it is shown.
  const lastTheirs = [...messages].reverse().find((m) => !m.pending && !m.mine)?.id ?? null;
  useEffect(() => {
    if (lastTheirs) void markRead({ id, messageId: lastTheirs });
  }, [id, lastTheirs, markRead]);

  useSubscription({ query: MessageReceivedDocument }, (_previous: unknown, event) => {
    const message = event.messageReceived;
    if (message.conversationId === id) {
      setMessages((list) => merge(list, [message]));
      if (!message.mine) setTypingAt(null);
    }
    return event;
  });
  useSubscription({ query: ConversationUpdatedDocument }, (_previous: unknown, event) => {
    const update = event.conversationUpdated;
    if (update.conversationId === id && update.party !== mine && update.messageId) {
      const messageId = update.messageId;
      if (update.change === 'READ') setMarks({ read: messageId, delivered: messageId });
      if (update.change === 'DELIVERED') setMarks((m) => ({ ...m, delivered: messageId }));
    }
    return event;
  });
  useSubscription({ query: ConversationTypingDocument }, (_previous: unknown, event) => {
    const typing = event.conversationTyping;
    if (typing.conversationId === id && typing.party !== mine) setTypingAt(Date.now());
    return event;
  });
  useEffect(() => {
    if (typingAt === null) return;
    const timer = setTimeout(() => setTypingAt(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typingAt]);

  const loadOlder = useCallback(async () => {
    if (!olderCursor) return;
    const result = await client
      .query(MessageListDocument, { conversationId: id, first: PAGE, before: olderCursor })
      .toPromise();
    const page = result.data?.messageList;
    if (!page) return;
    setMessages((list) => merge(list, [...page.data].reverse()));
    setOlderCursor(page.nextCursor ?? null);
  }, [client, id, olderCursor]);

  /** Sends a text; resolves to the server's refusal (its words) or null once stored. */
  const send = useCallback(
    async (text: string, mediaIds: string[] = [], clientId = crypto.randomUUID()): Promise<string | null> => {
      const draft: ThreadMessage = {
        id: `pending-${clientId}`,
        conversationId: id,
        createdAt: new Date().toISOString(),
        text,
        mine: true,
        fromStore: conversation.side.type === 'STORE',
        senderId: null,
        senderFirstName: null,
        status: 'SENT',
        clientId,
        pictures: [],
        pending: true,
      };
      setMessages((list) => merge(list, [draft]));
      const result = await sendMessage({ conversationId: id, text, mediaIds, clientId });
      const stored = result.data?.messageSend;
      if (stored) {
        setMessages((list) => merge(list, [stored]));
        return null;
      }
      const refusal = result.error?.graphQLErrors[0]?.message ?? result.error?.message ?? '';
      // Refused: the draft leaves the thread and its text goes back to the composer.
      setMessages((list) => list.filter((m) => m.clientId !== clientId || !m.pending));
      return refusal;
    },
    [conversation.side.type, id, sendMessage],
  );

  /** Removes a message from this member's view of the thread (the other side keeps it). */
  const remove = useCallback(
    async (messageId: string) => {
      const result = await deleteMessage({ id: messageId });
      if (result.data?.messageDelete) setMessages((list) => list.filter((m) => m.id !== messageId));
    },
    [deleteMessage],
  );

  return {
    remove,
    messages,
    loaded,
    hasOlder: olderCursor !== null,
    loadOlder,
    send,
    marks,
    typing: typingAt !== null,
  };
}
