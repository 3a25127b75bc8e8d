/**
 * Statistics of a store's announcements (issue 7): what is counted, over which days, and the
 * bounds of a period. Days are Algeria's (UTC+1 all year, see `startOfAlgerianDay`): the server
 * counts per Algerian day, the studio picks periods and labels them in the same days.
 */
import { startOfAlgerianDay } from './format';

/**
 * What is counted per day. Likes and bookmarks are rows that an unlike or an unbookmark deletes:
 * their counts are of the likes and bookmarks still there, by the day they were given. Comments
 * count those written that day and not deleted since. Impressions (the card shown in a list) and
 * interests (looked at for 4 s) come from the tracking pixel, rolled up every few minutes.
 * Followers are the store's only.
 */
export const STATISTICS_METRICS = [
  'impressions',
  'views',
  'interests',
  'likes',
  'bookmarks',
  'phoneReveals',
  'comments',
  'followers',
] as const;
export type StatisticsMetric = (typeof STATISTICS_METRICS)[number];

/** The metrics of one announcement (followers belong to its store). */
export const ANNOUNCEMENT_METRICS = STATISTICS_METRICS.filter(
  (metric): metric is Exclude<StatisticsMetric, 'followers'> => metric !== 'followers',
);

/** Limits of a statistics period (ours: the spec is silent). */
export const STATISTICS_LIMITS = {
  /** Longest period, in days, first and last included: a year of daily points stays a small answer. */
  maxDays: 366,
  /** The periods the studio offers with one click, in days ending today. */
  presets: [7, 30, 90] as const,
  /** The period the studio opens on. */
  defaultDays: 30,
} as const;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A period of whole Algerian days, first and last included, as the API takes it (YYYY-MM-DD). */
export interface StatisticsPeriod {
  from: string;
  to: string;
}

/** The Algerian day of an instant, as YYYY-MM-DD. */
export function algerianDay(instant: Date): string {
  // Midnight in Algeria is 23:00 UTC the day before: an hour later it is the day's own UTC date.
  return new Date(startOfAlgerianDay(instant).getTime() + DAY_MS / 24).toISOString().slice(0, 10);
}

/** The instant an Algerian day (YYYY-MM-DD) starts; null when the text is no calendar day. */
export function startOfDay(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2026-02-31 over to March: such a day does not exist.
  if (new Date(utc).toISOString().slice(0, 10) !== day) return null;
  return startOfAlgerianDay(new Date(utc + DAY_MS / 2));
}

/** The day `count` days after (or before, when negative) a day. */
export function addDays(day: string, count: number): string {
  const start = startOfDay(day);
  if (!start) throw new RangeError(`not a day: ${day}`);
  return algerianDay(new Date(start.getTime() + count * DAY_MS + DAY_MS / 2));
}

/** How many days a period holds (first and last included); 0 or less when `to` is before `from`. */
export function daysIn(period: StatisticsPeriod): number {
  const from = startOfDay(period.from);
  const to = startOfDay(period.to);
  if (!from || !to) return 0;
  return Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
}

/** Every day of a period, in order. */
export function daysOf(period: StatisticsPeriod): string[] {
  return Array.from({ length: Math.max(0, daysIn(period)) }, (_, index) => addDays(period.from, index));
}

/** The last `days` days ending with today in Algeria. */
export function lastDays(days: number, now: Date): StatisticsPeriod {
  const to = algerianDay(now);
  return { from: addDays(to, 1 - days), to };
}

/** Why a period is refused, or null when it may be asked for. */
export function periodProblem(period: StatisticsPeriod): 'notADay' | 'reversed' | 'tooLong' | null {
  if (!startOfDay(period.from) || !startOfDay(period.to)) return 'notADay';
  const days = daysIn(period);
  if (days < 1) return 'reversed';
  if (days > STATISTICS_LIMITS.maxDays) return 'tooLong';
  return null;
}
