import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { MESSAGE_LIMITS } from '../../../shared/domain/messaging';
import { ApiError } from '../kernel';
import type { InboxApi, InboxConversation, InboxFilter, InboxMessage, InboxUpdate, QuickReply } from './inbox-api';

/** What the inbox tells the member after a refusal or a lost connection. */
export type InboxNotice = { kind: 'refused'; message: string } | { kind: 'network' };

export interface InboxState {
  storeId: string;
  filter: InboxFilter;
  list: { status: 'loading' | 'ready' | 'failed'; rows: InboxConversation[] };
  openId: string | null;
  /** The open conversation's messages, oldest first, and where its history goes on. */
  thread: { status: 'idle' | 'loading' | 'ready' | 'failed'; messages: InboxMessage[]; nextCursor: string | null };
  quickReplies: QuickReply[];
  draft: string;
  sending: boolean;
  notice: InboxNotice | null;
}

export interface InboxActions {
  load: () => Promise<void>;
  setFilter: (filter: Partial<InboxFilter>) => Promise<void>;
  open: (conversationId: string) => Promise<void>;
  loadOlder: () => Promise<void>;
  setDraft: (text: string) => void;
  /** Puts a saved answer in the box (the member may still change it before sending). */
  useQuickReply: (id: string) => void;
  send: () => Promise<void>;
  saveQuickReply: (title: string, text: string) => Promise<void>;
  deleteQuickReply: (id: string) => Promise<void>;
  /** A message heard on the socket (the store's conversations only). */
  received: (message: InboxMessage) => void;
  /** A read or delivered mark heard on the socket. */
  updated: (update: InboxUpdate) => void;
  dismissNotice: () => void;
}

export type Inbox = StoreApi<InboxState & InboxActions>;

const noticeOf = (error: unknown): InboxNotice =>
  error instanceof ApiError && !error.isNetwork ? { kind: 'refused', message: error.message } : { kind: 'network' };

const byId = (a: InboxMessage, b: InboxMessage) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1);

/** Adds messages to a thread, each id once, oldest first. */
function withMessages(list: InboxMessage[], added: InboxMessage[]): InboxMessage[] {
  const known = new Set(list.map((m) => m.id));
  return [...list, ...added.filter((m) => !known.has(m.id))].sort(byId);
}

/**
 * A store's inbox for its members: the conversations (all or unread, searched by buyer or
 * announcement), the open thread with its history, the composer's draft and the store's quick
 * replies; the socket's messages and marks land here through `received` and `updated`. Only the
 * latest list load is kept (a slow answer to an older filter is dropped).
 */
export function createInbox(api: InboxApi, storeId: string): Inbox {
  let generation = 0;
  const party = `S:${storeId}`;
  return createStore<InboxState & InboxActions>()(
    immer((set, get) => ({
      storeId,
      filter: { unreadOnly: false, search: '' },
      list: { status: 'loading', rows: [] },
      openId: null,
      thread: { status: 'idle', messages: [], nextCursor: null },
      quickReplies: [],
      draft: '',
      sending: false,
      notice: null,

      async load() {
        const mine = ++generation;
        set((s) => {
          s.list.status = 'loading';
        });
        try {
          const [rows, quickReplies] = await Promise.all([
            api.conversations(storeId, get().filter),
            api.quickReplies(storeId),
          ]);
          if (mine !== generation) return;
          set((s) => {
            s.list = { status: 'ready', rows };
            s.quickReplies = quickReplies;
          });
        } catch {
          if (mine === generation) set((s) => void (s.list.status = 'failed'));
        }
      },

      async setFilter(filter) {
        set((s) => {
          Object.assign(s.filter, filter);
        });
        await get().load();
      },

      async open(conversationId) {
        set((s) => {
          s.openId = conversationId;
          s.thread = { status: 'loading', messages: [], nextCursor: null };
          s.draft = '';
          s.notice = null;
        });
        try {
          const page = await api.messages(conversationId);
          if (get().openId !== conversationId) return;
          set((s) => {
            s.thread = { status: 'ready', messages: [...page.data].sort(byId), nextCursor: page.nextCursor };
            const row = s.list.rows.find((r) => r.id === conversationId);
            if (row) row.unreadCount = 0;
          });
          await api.markRead(conversationId);
        } catch (error) {
          if (get().openId !== conversationId) return;
          set((s) => {
            s.thread.status = 'failed';
            s.notice = noticeOf(error);
          });
        }
      },

      async loadOlder() {
        const { openId, thread } = get();
        if (!openId || !thread.nextCursor) return;
        try {
          const page = await api.messages(openId, thread.nextCursor);
          if (get().openId !== openId) return;
          set((s) => {
            s.thread.messages = withMessages(s.thread.messages, page.data);
            s.thread.nextCursor = page.nextCursor;
          });
        } catch (error) {
          set((s) => void (s.notice = noticeOf(error)));
        }
      },

      setDraft(text) {
        set((s) => {
          s.draft = text;
        });
      },

      useQuickReply(id) {
        const reply = get().quickReplies.find((r) => r.id === id);
        if (reply) set((s) => void (s.draft = reply.text));
      },

      async send() {
        const { openId, draft, sending } = get();
        const text = draft.trim();
        if (!openId || !text || sending || [...text].length > MESSAGE_LIMITS.textMax) return;
        set((s) => {
          s.sending = true;
          s.notice = null;
        });
        try {
          const message = await api.send(openId, text, crypto.randomUUID());
          set((s) => {
            s.sending = false;
            s.draft = '';
            if (s.openId === openId) s.thread.messages = withMessages(s.thread.messages, [message]);
          });
          get().received(message);
        } catch (error) {
          // The text stays in the box: nothing typed is lost on a refusal or a lost connection.
          set((s) => {
            s.sending = false;
            s.notice = noticeOf(error);
          });
        }
      },

      async saveQuickReply(title, text) {
        try {
          const saved = await api.saveQuickReply(storeId, title.trim(), text.trim());
          set((s) => {
            s.quickReplies.push(saved);
          });
        } catch (error) {
          set((s) => void (s.notice = noticeOf(error)));
        }
      },

      async deleteQuickReply(id) {
        try {
          await api.deleteQuickReply(id);
          set((s) => {
            s.quickReplies = s.quickReplies.filter((r) => r.id !== id);
          });
        } catch (error) {
          set((s) => void (s.notice = noticeOf(error)));
        }
      },

      received(message) {
        const open = get().openId === message.conversationId;
        const known = get().list.rows.some((r) => r.id === message.conversationId);
        set((s) => {
          if (open) s.thread.messages = withMessages(s.thread.messages, [message]);
          const index = s.list.rows.findIndex((r) => r.id === message.conversationId);
          if (index < 0) return;
          const [row] = s.list.rows.splice(index, 1);
          row!.lastMessage = message;
          row!.lastMessageAt = message.createdAt;
          if (!message.mine && !open) row!.unreadCount += 1;
          s.list.rows.unshift(row!);
        });
        if (open && !message.mine) void api.markRead(message.conversationId).catch(() => undefined);
        // A conversation the list does not hold yet (a new buyer): the list is asked again.
        if (!known && !message.mine) void get().load();
      },

      updated(update) {
        set((s) => {
          const row = s.list.rows.find((r) => r.id === update.conversationId);
          if (!row || !update.messageId) return;
          if (update.party === party) {
            // Another member of the store read it: it is read for the whole store.
            if (update.change === 'READ') row.unreadCount = 0;
            return;
          }
          if (update.change === 'READ') {
            row.counterpartLastReadId = update.messageId;
            row.counterpartLastDeliveredId = update.messageId;
          }
          if (update.change === 'DELIVERED') row.counterpartLastDeliveredId = update.messageId;
        });
      },

      dismissNotice() {
        set((s) => {
          s.notice = null;
        });
      },
    })),
  );
}
