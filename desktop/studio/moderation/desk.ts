import { createStore, type StoreApi } from 'zustand/vanilla';
import { ACTION_FROM } from '../../../shared/domain/announcement-status';
import {
  MODERATOR_DELETE_REASONS,
  type AnnouncementStatus,
  type ModeratorDeleteReason,
  type ReportReason,
} from '../../../shared/domain/announcements';
import { deleteReasonsFor, MODERATION_LIMITS } from '../../../shared/domain/moderation';
import { ApiError } from '../kernel';
import type { DeskApi, OpenedEntry, QueueFilter, QueueRow, QueueStats } from './desk-api';

/** A decision on the opened announcement (refusing sets it DISABLED; deleting cannot be undone by its owner). */
export type Decision = { kind: 'PUBLISH' } | { kind: 'REFUSE' | 'DELETE'; reason: ModeratorDeleteReason };
export type ReasonKind = 'REFUSE' | 'DELETE';

export interface DeskNotice {
  kind: 'taken' | 'lockLost' | 'network' | 'failed' | 'bulk' | 'queued' | 'online' | 'reportsResolved';
  code?: string;
  /** The server's own words for a refusal (its spec text, in the studio's language), never a bare code. */
  text?: string;
  /**
   * A bulk decision's outcome; `queued` only when some were left as they are (see `publishable`).
   * After a decision on a reported announcement, `done` is how many reports it resolved.
   */
  counts?: { done: number; taken: number; failed: number; queued?: number };
}

export interface DeskState {
  filter: QueueFilter;
  queue: { status: 'loading' | 'ready' | 'failed'; rows: QueueRow[]; total: number };
  stats: QueueStats | null;
  /** The announcement open on the desk, locked for this moderator. */
  current: OpenedEntry | null;
  busy: 'taking' | 'deciding' | null;
  /** Set when a take found nothing left (with this filter, besides the skipped ones). */
  empty: boolean;
  /** The reason list open for a refusal or a deletion. */
  picker: ReasonKind | null;
  notice: DeskNotice | null;
  /** Skipped this sitting: not handed back by the next takes. */
  skipped: string[];
  /** Queue rows ticked for a bulk decision. */
  selected: string[];
  /** Decisions made this sitting. */
  decided: number;
  /**
   * Where the open announcement was opened from: the queue, or its reports (then a refusal or a
   * deletion resolves them, and the desk does not move on to the queue's next one). It stays
   * `reports` after that decision, so the desk offers the way back.
   */
  origin: 'queue' | 'reports';
  /** The moderator's reasons in the order the picker offers them (and digits pick them). */
  reasonOrder: readonly ModeratorDeleteReason[];
}

/** The reports an announcement is opened from: their reasons decide the reason offered first. */
export interface OpenedFromReports {
  reasons: readonly { reason: ReportReason; count: number }[];
}

export interface DeskActions {
  refresh: () => Promise<void>;
  setFilter: (filter: QueueFilter) => void;
  takeNext: () => Promise<void>;
  /** Opens an announcement of the queue, or a reported one from its reports. */
  open: (id: string, fromReports?: OpenedFromReports) => Promise<void>;
  decide: (decision: Decision) => Promise<void>;
  skip: () => Promise<void>;
  stop: () => Promise<void>;
  openPicker: (kind: ReasonKind) => void;
  closePicker: () => void;
  toggleSelected: (id: string) => void;
  clearSelection: () => void;
  decideSelected: (decision: Decision) => Promise<void>;
  dismissNotice: () => void;
  /** Stops the timers and the live updates, and lets the open announcement go. */
  dispose: () => void;
}

export type Desk = StoreApi<DeskState & DeskActions>;

/** Queue rows shown at once (the desk opens announcements one by one; the list is the overview). */
export const QUEUE_ROWS = 50;
/** Live changes come in bursts (a bulk decision): at most one refresh in this time, the first at once. */
const REFRESH_GAP_MS = 250;

const codeOf = (error: unknown) => ApiError.from(error).code;

/**
 * Whether publishing can be decided from this status. An announcement validated already but
 * waiting for a place in its full category (VALIDATED_QUEUED) stays in the queue, where it can be
 * refused or deleted; the server refuses to validate it again, so the desk does not offer it.
 */
export const publishable = (status: AnnouncementStatus) => ACTION_FROM.validate.includes(status);

/**
 * The moderation desk: the queue and its counts, kept live from the server's queue events; the
 * announcement open for this moderator (its lock renewed every third of its life while open);
 * decisions that open the next announcement by themselves; skips; bulk decisions on a selection.
 */
export function createDesk(api: DeskApi, options: { renewEveryMs?: number } = {}): Desk {
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  let lastRefreshAt = 0;
  let disposed = false;
  // Refreshes run one at a time. urql hands a query asked again while the same one is in
  // flight the answer of the first: a refresh asked after a decision would get a queue read
  // before it. So a refresh asked during another waits for it and then reads again (one such
  // read stands for all asked meanwhile).
  let loading: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const refreshOnce = (load: () => Promise<void>): Promise<void> => {
    if (!loading) {
      loading = load().finally(() => {
        loading = null;
      });
      return loading;
    }
    queued ??= loading.then(() => {
      queued = null;
      return refreshOnce(load);
    });
    return queued;
  };
  const laterRefresh = () => {
    if (refreshTimer || disposed) return;
    refreshTimer = setTimeout(
      () => {
        refreshTimer = null;
        lastRefreshAt = Date.now();
        void store.getState().refresh();
      },
      Math.max(0, lastRefreshAt + REFRESH_GAP_MS - Date.now()),
    );
  };

  const store = createStore<DeskState & DeskActions>()((set, get) => {
    const notice = (kind: DeskNotice['kind'], extra: Partial<DeskNotice> = {}) => set({ notice: { kind, ...extra } });

    /** What to do when a call on the open announcement failed. */
    const failed = (error: unknown) => {
      const failure = ApiError.from(error);
      const code = failure.code;
      if (code === 'MODERATION/TAKEN') {
        set({ current: null });
        notice('taken');
        laterRefresh();
      } else if (code === 'network') notice('network');
      else notice('failed', { code, text: failure.message });
    };

    const send = (id: string, decision: Decision) =>
      decision.kind === 'PUBLISH'
        ? api.publish(id)
        : decision.kind === 'REFUSE'
          ? api.refuse(id, decision.reason)
          : api.remove(id, decision.reason);

    return {
      filter: {},
      queue: { status: 'loading', rows: [], total: 0 },
      stats: null,
      current: null,
      busy: null,
      empty: false,
      picker: null,
      notice: null,
      skipped: [],
      selected: [],
      decided: 0,
      origin: 'queue',
      reasonOrder: MODERATOR_DELETE_REASONS,

      refresh() {
        return refreshOnce(async () => {
          const filter = get().filter;
          const [queue, stats] = await Promise.allSettled([api.queue(filter, QUEUE_ROWS), api.stats()]);
          if (disposed || get().filter !== filter) return;
          set((state) => ({
            queue:
              queue.status === 'fulfilled'
                ? { status: 'ready', ...queue.value }
                : { ...state.queue, status: state.queue.rows.length > 0 ? 'ready' : 'failed' },
            stats: stats.status === 'fulfilled' ? stats.value : state.stats,
            // A ticked row that left the queue cannot be decided any more.
            selected:
              queue.status === 'fulfilled'
                ? state.selected.filter((id) => queue.value.rows.some((row) => row.announcement.id === id))
                : state.selected,
          }));
        });
      },

      setFilter(filter) {
        set({ filter, skipped: [], empty: false, selected: [], queue: { ...get().queue, status: 'loading' } });
        void get().refresh();
      },

      async takeNext() {
        if (get().busy) return;
        set({ busy: 'taking', picker: null, empty: false });
        try {
          const previous = get().current;
          if (previous) await api.release(previous.announcement.id);
          const next = await api.takeNext(get().filter, get().skipped.slice(-MODERATION_LIMITS.bulkMax));
          set({
            current: next,
            empty: next === null,
            notice: null,
            origin: 'queue',
            reasonOrder: MODERATOR_DELETE_REASONS,
          });
        } catch (error) {
          failed(error);
        } finally {
          set({ busy: null });
          laterRefresh();
        }
      },

      async open(id, fromReports) {
        if (get().busy || get().current?.announcement.id === id) return;
        set({ busy: 'taking', picker: null });
        try {
          const previous = get().current;
          if (previous) await api.release(previous.announcement.id);
          set({ current: null });
          const opened = await api.lock(id);
          set({
            current: opened,
            empty: false,
            notice: null,
            origin: fromReports ? 'reports' : 'queue',
            reasonOrder: fromReports ? deleteReasonsFor(fromReports.reasons) : MODERATOR_DELETE_REASONS,
          });
        } catch (error) {
          failed(error);
        } finally {
          set({ busy: null });
          laterRefresh();
        }
      },

      async decide(decision) {
        const current = get().current;
        if (!current || get().busy) return;
        if (decision.kind === 'PUBLISH' && !publishable(current.announcement.status)) {
          notice(current.announcement.status === 'VALIDATED_QUEUED' ? 'queued' : 'online');
          return;
        }
        set({ busy: 'deciding', picker: null });
        try {
          if (get().origin === 'reports' && decision.kind !== 'PUBLISH') {
            // Its reports are resolved with the decision; the moderator goes back to them, not on through the queue.
            const resolved = await api.resolveReports(current.announcement.id, decision.kind, decision.reason);
            set((state) => ({
              current: null,
              decided: state.decided + 1,
              notice: { kind: 'reportsResolved', counts: { done: resolved, taken: 0, failed: 0 } },
            }));
            laterRefresh();
            return;
          }
          await send(current.announcement.id, decision);
          set((state) => ({ current: null, decided: state.decided + 1, notice: null }));
        } catch (error) {
          failed(error);
          return;
        } finally {
          set({ busy: null });
        }
        // The next one opens by itself: a moderator goes through the queue without reaching for it.
        await get().takeNext();
      },

      async skip() {
        const current = get().current;
        if (!current || get().busy) return;
        set((state) => ({ skipped: [...state.skipped, current.announcement.id] }));
        await get().takeNext();
      },

      async stop() {
        const current = get().current;
        set({ current: null, picker: null, empty: false });
        if (current) await api.release(current.announcement.id).catch(() => undefined);
        laterRefresh();
      },

      openPicker(kind) {
        if (get().current && !get().busy) set({ picker: kind });
      },
      closePicker() {
        set({ picker: null });
      },
      toggleSelected(id) {
        set((state) => ({
          selected: state.selected.includes(id)
            ? state.selected.filter((other) => other !== id)
            : [...state.selected, id],
        }));
      },
      clearSelection() {
        set({ selected: [] });
      },

      async decideSelected(decision) {
        const chosen = get().selected.slice(0, MODERATION_LIMITS.bulkMax);
        if (chosen.length === 0 || get().busy) return;
        const statuses = new Map(get().queue.rows.map((row) => [row.announcement.id, row.announcement.status]));
        const ids =
          decision.kind === 'PUBLISH' ? chosen.filter((id) => publishable(statuses.get(id) ?? 'PENDING')) : chosen;
        const queued = chosen.length - ids.length;
        set({ busy: 'deciding', picker: null });
        const counts: NonNullable<DeskNotice['counts']> = { done: 0, taken: 0, failed: 0 };
        if (queued > 0) counts.queued = queued;
        for (const id of ids) {
          try {
            // Each one is locked first, as when opened: another moderator's stays theirs.
            if (get().current?.announcement.id !== id) await api.lock(id);
            await send(id, decision);
            counts.done += 1;
            if (get().current?.announcement.id === id) set({ current: null });
          } catch (error) {
            if (codeOf(error) === 'MODERATION/TAKEN') counts.taken += 1;
            else counts.failed += 1;
          }
        }
        set((state) => ({ busy: null, selected: [], decided: state.decided + counts.done }));
        notice('bulk', { counts });
        await get().refresh();
      },

      dismissNotice() {
        set({ notice: null });
      },

      dispose() {
        disposed = true;
        if (refreshTimer) clearTimeout(refreshTimer);
        clearInterval(renewTimer);
        stopWatching();
        const current = get().current;
        if (current) void api.release(current.announcement.id).catch(() => undefined);
      },
    };
  });

  // Keeps the open announcement's lock alive; a lock that lapsed anyway (asleep, offline) is said.
  const renewTimer = setInterval(
    () => {
      const current = store.getState().current;
      if (!current || store.getState().busy) return;
      api
        .renew([current.announcement.id])
        .then((renewed) => {
          if (renewed === 0 && store.getState().current === current) {
            store.setState({ current: null, notice: { kind: 'lockLost' } });
          }
        })
        .catch(() => undefined);
    },
    options.renewEveryMs ?? MODERATION_LIMITS.lockMs / 3,
  );

  const stopWatching = api.watch(laterRefresh);

  return store;
}
