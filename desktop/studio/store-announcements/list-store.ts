import { createStore, type StoreApi } from 'zustand/vanilla';
import { canApply } from '../../../shared/domain/announcement-status';
import type { AnnouncementStatus, MemberDeleteReason } from '../../../shared/domain/announcements';
import { STORE_ANNOUNCEMENTS_LIMITS } from '../../../shared/domain/stores';
import { STATUS_GROUPS, type StatusGroup } from '../../../shared/domain/announcement-status';
import { ApiError } from '../kernel';
import { forbiddingStatus, type AnnouncementRow, type OwnerAction, type StoreStudioApi } from './store-api';

/** What the list tells the user after an action or a failure. */
export type ListNotice =
  /** The server refused: the status forbids the action (its text, and the status). */
  | { kind: 'impossible'; message: string; status: AnnouncementStatus | null; action: OwnerAction }
  | { kind: 'done'; action: OwnerAction; count: number }
  | { kind: 'network' }
  | { kind: 'failed'; code: string; message: string };

export interface ListState {
  storeId: string;
  group: StatusGroup;
  q: string;
  page: number;
  list: { status: 'loading' | 'ready' | 'failed'; rows: AnnouncementRow[]; lastPage: number; total: number };
  /** Ticked rows (of the shown page) for a bulk action. */
  selected: string[];
  busy: boolean;
  /** The delete dialog, open on these announcements. */
  deleting: string[] | null;
  notice: ListNotice | null;
}

export interface ListActions {
  load: () => Promise<void>;
  setGroup: (group: StatusGroup) => void;
  setQuery: (q: string) => void;
  setPage: (page: number) => void;
  toggle: (id: string) => void;
  /** Ticks every row of the page, or none when all are ticked. */
  toggleAll: () => void;
  /** Runs an owner action; deleting opens the reason dialog instead. */
  act: (action: OwnerAction, ids: readonly string[]) => Promise<void>;
  confirmDelete: (reason: MemberDeleteReason) => Promise<void>;
  cancelDelete: () => void;
  dismissNotice: () => void;
}

export type AnnouncementList = StoreApi<ListState & ListActions>;

/** The actions a row's status allows (the server decides anyway). */
export function allowedActions(status: AnnouncementStatus): OwnerAction[] {
  return (['refresh', 'disable', 'restore', 'delete'] as const).filter((action) => canApply(action, status));
}

/**
 * The store's announcements for its studio: a status group, a search, a page, the ticked rows,
 * and the owner actions on one row or on the ticked ones. Only the latest load is kept (a slow
 * answer to an older filter is dropped).
 */
export function createAnnouncementList(api: StoreStudioApi, storeId: string): AnnouncementList {
  let generation = 0;
  return createStore<ListState & ListActions>()((set, get) => {
    const run = async (action: OwnerAction, ids: readonly string[], reason?: MemberDeleteReason) => {
      if (ids.length === 0 || get().busy) return;
      set({ busy: true, notice: null });
      try {
        // One call, all or none: a selection is one page (at most pageSizeMax rows, below the
        // server's bulk maximum), and one refused announcement leaves the others as they were.
        await api.act(action, ids, reason);
        set({ busy: false, deleting: null, selected: [], notice: { kind: 'done', action, count: ids.length } });
      } catch (error) {
        const failure = ApiError.from(error);
        const notice: ListNotice =
          failure.code === 'ANNOUNCEMENT/ACTION_IMPOSSIBLE'
            ? { kind: 'impossible', message: failure.message, status: forbiddingStatus(failure), action }
            : failure.isNetwork
              ? { kind: 'network' }
              : { kind: 'failed', code: failure.code, message: failure.message };
        set({ busy: false, deleting: null, notice });
      }
      await get().load();
    };

    return {
      storeId,
      group: 'all',
      q: '',
      page: 1,
      list: { status: 'loading', rows: [], lastPage: 1, total: 0 },
      selected: [],
      busy: false,
      deleting: null,
      notice: null,

      load: async () => {
        generation += 1;
        const mine = generation;
        const { group, q, page } = get();
        set((state) => ({ list: { ...state.list, status: 'loading' } }));
        try {
          const answer = await api.list(storeId, {
            statuses: STATUS_GROUPS[group],
            q: q.trim(),
            page,
            count: STORE_ANNOUNCEMENTS_LIMITS.pageSize,
          });
          if (mine !== generation) return;
          set((state) => ({
            page: answer.page,
            list: { status: 'ready', rows: answer.rows, lastPage: answer.lastPage, total: answer.total },
            selected: state.selected.filter((id) => answer.rows.some((row) => row.id === id)),
          }));
        } catch {
          if (mine !== generation) return;
          set((state) => ({ list: { ...state.list, status: 'failed' } }));
        }
      },
      setGroup: (group) => {
        set({ group, page: 1, selected: [] });
        void get().load();
      },
      setQuery: (q) => {
        set({ q, page: 1, selected: [] });
        void get().load();
      },
      setPage: (page) => {
        set({ page, selected: [] });
        void get().load();
      },
      toggle: (id) =>
        set((state) => ({
          selected: state.selected.includes(id) ? state.selected.filter((s) => s !== id) : [...state.selected, id],
        })),
      toggleAll: () =>
        set((state) => ({
          selected: state.selected.length === state.list.rows.length ? [] : state.list.rows.map((row) => row.id),
        })),
      act: async (action, ids) => {
        if (action === 'delete') {
          set({ deleting: [...ids], notice: null });
          return;
        }
        await run(action, ids);
      },
      confirmDelete: async (reason) => {
        const ids = get().deleting;
        if (ids) await run('delete', ids, reason);
      },
      cancelDelete: () => set({ deleting: null }),
      dismissNotice: () => set({ notice: null }),
    };
  });
}
