import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../kernel';
import { STATUS_GROUPS, type StatusGroup } from '../../../shared/domain/announcement-status';
import type { GrantChange, Paged, UserDetail, UserFilter, UserRow, UsersApi } from './users-api';

/** What the last action said: done (with what), or refused with the server's text. */
export interface UsersNotice {
  kind: 'suspended' | 'restored' | 'granted' | 'failed' | 'network';
  /** The server's message (the spec's text) for a refusal, else its code. */
  text?: string;
}

export interface UsersState {
  q: string;
  filter: UserFilter;
  results: { status: 'idle' | 'loading' | 'ready' | 'failed' } & Paged<UserRow>;
  /** The account open in the panel, and which of its announcements it shows (a status chip, a page). */
  opened: {
    status: 'loading' | 'ready' | 'missing' | 'failed';
    id: string;
    user: UserDetail | null;
    group: StatusGroup;
    page: number;
  } | null;
  busy: boolean;
  notice: UsersNotice | null;
}

export interface UsersActions {
  /** Searches with these words and filter, from the first page. */
  search: (q: string, filter: UserFilter) => Promise<void>;
  goToPage: (page: number) => Promise<void>;
  open: (id: string) => Promise<void>;
  close: () => void;
  /** Shows the opened account's announcements of one status chip, at a page. */
  showAnnouncements: (group: StatusGroup, page: number) => Promise<void>;
  /** Suspends the opened account (a reason is required: the server refuses an empty one too). */
  suspend: (reason: string) => Promise<boolean>;
  restore: () => Promise<void>;
  grant: (change: GrantChange) => Promise<void>;
  dismissNotice: () => void;
}

export type UsersDesk = StoreApi<UsersState & UsersActions>;

/** Rows of a search page. */
export const USER_ROWS = 20;

const noticeOf = (error: unknown): UsersNotice => {
  const failure = ApiError.from(error);
  // The server's text: the spec's message, in the studio's language.
  return failure.isNetwork ? { kind: 'network' } : { kind: 'failed', text: failure.message };
};

/**
 * The moderators' Users tab: a search with its filter and pages, the account open in the panel
 * (its announcements and reports), and what moderators do to it; after each action the account
 * and the results are read again, so counts and statuses are the server's.
 */
export function createUsersDesk(api: UsersApi): UsersDesk {
  return createStore<UsersState & UsersActions>()((set, get) => {
    let latest = 0;
    const load = async (page: number) => {
      const { q, filter } = get();
      const request = ++latest;
      set((state) => ({ results: { ...state.results, status: 'loading' } }));
      try {
        const results = await api.search(q, filter, page, USER_ROWS);
        // A newer search or page was asked meanwhile: its answer wins, whichever comes first.
        if (request !== latest) return;
        set({ results: { status: 'ready', ...results } });
      } catch (error) {
        if (request !== latest) return;
        set((state) => ({ results: { ...state.results, status: 'failed' }, notice: noticeOf(error) }));
      }
    };

    let latestDetail = 0;
    /** Reads the opened account again with its view; a later read wins over a slower earlier one. */
    const readOpened = async (id: string, group: StatusGroup, page: number) => {
      const request = ++latestDetail;
      const user = await api.detail(id, { statuses: STATUS_GROUPS[group], page });
      if (request !== latestDetail || get().opened?.id !== id) return;
      set({ opened: { id, status: user ? 'ready' : 'missing', user, group, page } });
    };

    const reload = async () => {
      const opened = get().opened;
      if (opened) {
        try {
          await readOpened(opened.id, opened.group, opened.page);
        } catch {
          // The notice of the action says what happened; the panel keeps what it showed.
        }
      }
      if (get().results.status !== 'idle') await load(get().results.page);
    };

    /** Runs an action on the opened account, then reads it again. */
    const act = async (work: (id: string) => Promise<void>, done: UsersNotice['kind']): Promise<boolean> => {
      const opened = get().opened;
      if (!opened || get().busy) return false;
      set({ busy: true, notice: null });
      try {
        await work(opened.id);
        set({ notice: { kind: done } });
        return true;
      } catch (error) {
        set({ notice: noticeOf(error) });
        return false;
      } finally {
        set({ busy: false });
        await reload();
      }
    };

    return {
      q: '',
      filter: {},
      results: { status: 'idle', rows: [], total: 0, page: 1, lastPage: 1 },
      opened: null,
      busy: false,
      notice: null,

      search: async (q, filter) => {
        set({ q: q.trim(), filter });
        await load(1);
      },
      goToPage: async (page) => {
        const { lastPage } = get().results;
        await load(Math.min(Math.max(page, 1), lastPage));
      },
      open: async (id) => {
        set({ opened: { id, status: 'loading', user: null, group: 'all', page: 1 }, notice: null });
        try {
          await readOpened(id, 'all', 1);
        } catch (error) {
          if (get().opened?.id === id) {
            set({ opened: { id, status: 'failed', user: null, group: 'all', page: 1 }, notice: noticeOf(error) });
          }
        }
      },
      close: () => set({ opened: null }),
      showAnnouncements: async (group, page) => {
        const opened = get().opened;
        if (!opened) return;
        // The chip shows as chosen at once; the rows follow.
        set({ opened: { ...opened, group, page } });
        try {
          await readOpened(opened.id, group, Math.max(1, page));
        } catch (error) {
          set({ notice: noticeOf(error) });
        }
      },
      suspend: (reason) => act((id) => api.suspend(id, reason.trim()), 'suspended'),
      restore: async () => {
        await act((id) => api.restore(id), 'restored');
      },
      grant: async (change) => {
        await act((id) => api.grant(id, change), 'granted');
      },
      dismissNotice: () => set({ notice: null }),
    };
  });
}
