import { sql } from 'kysely';
import { addDays, type StatisticsPeriod } from '../../../shared/domain/statistics';
import type { Deps } from '../../deps';
import { assertPeriod } from '../statistics';

export interface AudienceModel {
  views: number;
  visitors: number;
  pages: { path: string; views: number; visitors: number }[];
}

/** Most pages one answer lists. */
const PAGES_MAX = 100;

/**
 * The portal's audience over a period, from the page views rolled up per page and day: the
 * totals, and the most viewed pages. Visitors are summed over the days (one person on two days
 * counts twice): what the daily roll-up can tell without keeping every visitor.
 */
export async function audience(
  deps: Pick<Deps, 'db'>,
  period: StatisticsPeriod,
  count: number | null | undefined,
): Promise<AudienceModel> {
  assertPeriod(period);
  const limit = Math.min(Math.max(Math.trunc(count ?? 20), 1), PAGES_MAX);
  const inPeriod = deps.db
    .selectFrom('page_daily')
    .where('day', '>=', period.from)
    .where('day', '<', addDays(period.to, 1));
  const [totals, pages] = await Promise.all([
    inPeriod
      .select([
        sql<number>`coalesce(sum(views), 0)::int`.as('views'),
        sql<number>`coalesce(sum(visitors), 0)::int`.as('visitors'),
      ])
      .executeTakeFirstOrThrow(),
    inPeriod
      .select(['path', sql<number>`sum(views)::int`.as('views'), sql<number>`sum(visitors)::int`.as('visitors')])
      .groupBy('path')
      .orderBy(sql`sum(views)`, 'desc')
      .orderBy('path')
      .limit(limit)
      .execute(),
  ]);
  return { views: totals.views, visitors: totals.visitors, pages };
}
