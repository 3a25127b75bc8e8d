import { createStore, type StoreApi } from 'zustand/vanilla';
import { lastDays, periodProblem, STATISTICS_LIMITS, type StatisticsPeriod } from '../../../shared/domain/statistics';
import { ApiError } from '../kernel';
import type { StatisticsSeries, StoreStudioApi } from './store-api';

/** Whose statistics: the whole store, or one of its announcements. */
export type StatisticsTarget = { kind: 'store'; storeId: string } | { kind: 'announcement'; id: string; title: string };

export interface StatisticsState {
  target: StatisticsTarget;
  /** A preset (days ending today) or a period the user typed. */
  preset: number | 'custom';
  period: StatisticsPeriod;
  /** Why the typed period cannot be asked for (checked here with the server's rule). */
  problem: ReturnType<typeof periodProblem>;
  series: { status: 'loading' | 'ready' | 'failed'; data: StatisticsSeries | null; code: string | null };
}

export interface StatisticsActions {
  load: () => Promise<void>;
  setTarget: (target: StatisticsTarget) => void;
  setPreset: (days: number) => void;
  setCustom: (period: StatisticsPeriod) => void;
}

export type Statistics = StoreApi<StatisticsState & StatisticsActions>;

/** The statistics panel's state: a target, a period of Algerian days, and its daily series. */
export function createStatistics(
  api: StoreStudioApi,
  target: StatisticsTarget,
  now: () => Date = () => new Date(),
): Statistics {
  let generation = 0;
  return createStore<StatisticsState & StatisticsActions>()((set, get) => ({
    target,
    preset: STATISTICS_LIMITS.defaultDays,
    period: lastDays(STATISTICS_LIMITS.defaultDays, now()),
    problem: null,
    series: { status: 'loading', data: null, code: null },

    load: async () => {
      generation += 1;
      const mine = generation;
      const { target: current, period } = get();
      if (periodProblem(period)) return;
      set((state) => ({ series: { ...state.series, status: 'loading' } }));
      try {
        const data =
          current.kind === 'store'
            ? await api.storeStatistics(current.storeId, period)
            : await api.announcementStatistics(current.id, period);
        if (mine === generation) set({ series: { status: 'ready', data, code: null } });
      } catch (error) {
        if (mine !== generation) return;
        const { code } = ApiError.from(error);
        set((state) => ({ series: { status: 'failed', data: state.series.data, code } }));
      }
    },
    setTarget: (next) => {
      set({ target: next });
      void get().load();
    },
    setPreset: (days) => {
      set({ preset: days, period: lastDays(days, now()), problem: null });
      void get().load();
    },
    setCustom: (period) => {
      const problem = periodProblem(period);
      set({ preset: 'custom', period, problem });
      if (!problem) void get().load();
    },
  }));
}
