import { sql, type RawBuilder } from 'kysely';
import { isActiveStatus } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import {
  ANNOUNCEMENT_METRICS,
  daysOf,
  periodProblem,
  startOfDay,
  STATISTICS_LIMITS,
  STATISTICS_METRICS,
  type StatisticsMetric,
  type StatisticsPeriod,
} from '../../../shared/domain/statistics';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { announcementNotFound, isAnnouncer, isModerator } from '../announcements';
import { requireStoreInsider } from '../stores';
import type { Viewer } from '../users';

/** One Algerian day's counts; `followers` is null for an announcement. */
export type StatisticsCounts = Record<Exclude<StatisticsMetric, 'followers'>, number> & { followers: number | null };

/** GraphQL `Statistics`: every day of the period, zeros included, and the sums. */
export interface StatisticsModel {
  from: string;
  to: string;
  days: (StatisticsCounts & { day: string })[];
  totals: StatisticsCounts;
}

/** Where one metric's events are: a table, its time column, and what else an event must be. */
interface EventSource {
  kind: 'events';
  table: string;
  at: string;
  /** Extra condition (comments: not deleted). */
  where?: RawBuilder<unknown>;
  /** The column naming the announcement (or the store, for followers). */
  owner: 'announcement_id' | 'store_id';
}

/** A metric rolled up per announcement and day from the tracking pixel (`announcement_daily`). */
interface RolledSource {
  kind: 'rolled';
  column: 'impressions' | 'interests';
}

type Source = EventSource | RolledSource;

const SOURCES: Record<StatisticsMetric, Source> = {
  // One row per visitor per 24 h window: a view counts once per visitor and day, as the counter does.
  views: { kind: 'events', table: 'announcement_views', at: 'viewed_at', owner: 'announcement_id' },
  impressions: { kind: 'rolled', column: 'impressions' },
  interests: { kind: 'rolled', column: 'interests' },
  likes: { kind: 'events', table: 'announcement_likes', at: 'created_at', owner: 'announcement_id' },
  bookmarks: { kind: 'events', table: 'announcement_bookmarks', at: 'created_at', owner: 'announcement_id' },
  phoneReveals: { kind: 'events', table: 'phone_reveals', at: 'created_at', owner: 'announcement_id' },
  comments: {
    kind: 'events',
    table: 'announcement_comments',
    at: 'created_at',
    owner: 'announcement_id',
    where: sql`deleted_at is null`,
  },
  followers: { kind: 'events', table: 'store_followers', at: 'created_at', owner: 'store_id' },
};

/** Whose events are counted: one announcement, or every announcement of a store (and its followers). */
type Scope = { kind: 'announcement'; id: string } | { kind: 'store'; id: string };

const DAY_SECONDS = 86_400;

/**
 * Refuses a period that is not whole days, from before to, within STATISTICS_LIMITS.maxDays
 * (BAD_USER_INPUT naming the reason): every daily figure of the API asks it the same way.
 */
export function assertPeriod(period: StatisticsPeriod): void {
  const problem = periodProblem(period);
  if (problem) {
    throw new AppError(
      ErrorCode.BAD_USER_INPUT,
      // Like other argument errors, in English: the studio checks periods with the same rule first.
      `The period must be days (YYYY-MM-DD), from before to, at most ${STATISTICS_LIMITS.maxDays} days`,
      { argument: 'period', reason: problem, maxDays: STATISTICS_LIMITS.maxDays },
    );
  }
}

/** The period as instants: the first day's start and the end of the last day (exclusive). */
function window(period: StatisticsPeriod): { start: Date; end: Date; days: string[] } {
  assertPeriod(period);
  const days = daysOf(period);
  const start = startOfDay(period.from)!;
  return { start, end: new Date(start.getTime() + days.length * DAY_SECONDS * 1000), days };
}

/**
 * One metric's counts per day of the period, in one grouped query: the day is the number of
 * whole days since the period's first midnight in Algeria (which keeps UTC+1 all year, so every
 * day is 24 hours and no zone rules are needed in SQL, on either engine).
 */
async function countPerDay(
  deps: Pick<Deps, 'db'>,
  metric: StatisticsMetric,
  scope: Scope,
  range: { start: Date; end: Date; days: string[] },
): Promise<Map<number, number>> {
  const source = SOURCES[metric];
  if (source.kind === 'rolled') return rolledPerDay(deps, source, scope, range.days);
  const at = sql.ref(source.at);
  const owner =
    source.owner === 'store_id'
      ? sql`store_id = ${scope.id}`
      : scope.kind === 'announcement'
        ? sql`announcement_id = ${scope.id}`
        : sql`announcement_id in (select id from announcements where store_id = ${scope.id})`;
  const result = await sql<{ day: number; n: number }>`
    select floor(extract(epoch from (${at} - ${range.start}::timestamptz)) / ${DAY_SECONDS})::int as day,
      count(*)::int as n
    from ${sql.table(source.table)}
    where ${owner} and ${at} >= ${range.start} and ${at} < ${range.end} ${source.where ? sql`and ${source.where}` : sql``}
    group by 1`.execute(deps.db);
  return new Map(result.rows.map((row) => [Number(row.day), Number(row.n)]));
}

/** A rolled-up metric's sums per day of the period (day 0 is its first), over the scope's announcements. */
async function rolledPerDay(
  deps: Pick<Deps, 'db'>,
  source: RolledSource,
  scope: Scope,
  days: string[],
): Promise<Map<number, number>> {
  const owner =
    scope.kind === 'announcement'
      ? sql`announcement_id = ${scope.id}`
      : sql`announcement_id in (select id from announcements where store_id = ${scope.id})`;
  const result = await sql<{ day: number; n: number }>`
    select (day - ${days[0]}::date)::int as day, sum(${sql.ref(source.column)})::int as n
    from announcement_daily
    where ${owner} and day >= ${days[0]}::date and day <= ${days[days.length - 1]}::date
    group by 1`.execute(deps.db);
  return new Map(result.rows.map((row) => [Number(row.day), Number(row.n)]));
}

/** Every metric of a scope over a period: one query per metric, run together. */
async function statisticsOf(deps: Pick<Deps, 'db'>, scope: Scope, period: StatisticsPeriod): Promise<StatisticsModel> {
  const range = window(period);
  const metrics: readonly StatisticsMetric[] = scope.kind === 'store' ? STATISTICS_METRICS : ANNOUNCEMENT_METRICS;
  const counted = await Promise.all(metrics.map((metric) => countPerDay(deps, metric, scope, range)));
  const perMetric = new Map(metrics.map((metric, index) => [metric, counted[index]!]));
  const countsOf = (index: number | null): StatisticsCounts => {
    const read = (metric: StatisticsMetric) => {
      const counts = perMetric.get(metric)!;
      if (index !== null) return counts.get(index) ?? 0;
      let sum = 0;
      for (const n of counts.values()) sum += n;
      return sum;
    };
    return {
      impressions: read('impressions'),
      interests: read('interests'),
      views: read('views'),
      likes: read('likes'),
      bookmarks: read('bookmarks'),
      phoneReveals: read('phoneReveals'),
      comments: read('comments'),
      followers: perMetric.has('followers') ? read('followers') : null,
    };
  };
  return {
    from: period.from,
    to: period.to,
    days: range.days.map((day, index) => ({ day, ...countsOf(index) })),
    totals: countsOf(null),
  };
}

/**
 * An announcement's statistics. Its announcers (owner, store members) and moderators see them
 * (the `showAnalytics` rule); an announcement the caller cannot see at all is ANNOUNCEMENT/NOT_FOUND,
 * a public one of someone else FORBIDDEN.
 */
export async function announcementStatistics(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer,
  id: string,
  period: StatisticsPeriod,
): Promise<StatisticsModel> {
  const row = await deps.db
    .selectFrom('announcements')
    .select(['id', 'user_id', 'store_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  const owners = row ? { userId: row.user_id, storeId: row.store_id } : null;
  const insider = owners !== null && (isAnnouncer(viewer, owners) || isModerator(viewer));
  if (!row || (!insider && !isActiveStatus(row.status))) throw announcementNotFound();
  if (!insider) throw new AppError(ErrorCode.FORBIDDEN, text('errors.forbidden'));
  return statisticsOf(deps, { kind: 'announcement', id }, period);
}

/** A store's statistics over all its announcements, with its new followers: members, moderators, operators. */
export async function storeStatistics(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer,
  storeId: string,
  period: StatisticsPeriod,
): Promise<StatisticsModel> {
  await requireStoreInsider(deps, viewer, storeId);
  return statisticsOf(deps, { kind: 'store', id: storeId }, period);
}
