import { sql } from 'kysely';
import { addDays, algerianDay } from '../../../shared/domain/statistics';
import { lockForTransaction } from '../../core/locks';
import type { Deps } from '../../deps';

/** Days ahead whose partitions exist before their first event. */
const PARTITIONS_AHEAD = 3;

function partitionName(day: string): string {
  return `tracking_events_${day.replaceAll('-', '')}`;
}

/**
 * Creates the partitions of the coming days (and of today when none of its events sit in the
 * default partition yet). A day's events then go to their own table, which the roll-up reads
 * alone and which can be dropped whole once it is old.
 */
export async function ensureTrackingPartitions(deps: Pick<Deps, 'db' | 'log' | 'now'>): Promise<void> {
  const today = algerianDay(deps.now());
  for (let offset = 0; offset <= PARTITIONS_AHEAD; offset += 1) {
    const day = addDays(today, offset);
    const next = addDays(day, 1);
    const name = partitionName(day);
    try {
      // Under a lock: two servers on one database (or two test files) would both find the
      // partition missing and the second's create would fail.
      await deps.db.transaction().execute(async (trx) => {
        await lockForTransaction(trx, 'tracking-partitions');
        const exists = await sql<{ found: number }>`select 1 as found from pg_class where relname = ${name}`.execute(
          trx,
        );
        if (exists.rows.length > 0) return;
        if (offset === 0) {
          // Today's events already in the default partition would have to move: today stays there.
          const early = await sql`select 1 from tracking_events_default where day = ${day} limit 1`.execute(trx);
          if (early.rows.length > 0) return;
        }
        await sql`create table if not exists ${sql.table(name)} partition of tracking_events
          for values from (${sql.lit(day)}) to (${sql.lit(next)})`.execute(trx);
      });
    } catch (error) {
      // An event of that day came meanwhile: it stays in the default partition, still counted.
      deps.log.warn({ err: error, day }, 'tracking partition not created');
    }
  }
}

/**
 * Drops the events older than `keepDays` days (their figures stay, rolled up in the daily
 * tables): a whole day's partition is dropped at once, without scanning it; the few old events
 * that sat in the default partition are deleted. Returns the partitions dropped.
 */
export async function dropOldTrackingEvents(
  deps: Pick<Deps, 'db' | 'log' | 'now'>,
  keepDays: number,
): Promise<string[]> {
  const cutoff = addDays(algerianDay(deps.now()), -keepDays);
  const children = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    join pg_class p on p.oid = i.inhparent
    where p.relname = 'tracking_events' and c.relname ~ '^tracking_events_[0-9]{8}$'`.execute(deps.db);
  const dropped: string[] = [];
  for (const { name } of children.rows) {
    const digits = name.slice('tracking_events_'.length);
    const day = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
    if (day >= cutoff) continue;
    await sql`drop table if exists ${sql.table(name)}`.execute(deps.db);
    dropped.push(day);
  }
  await sql`delete from tracking_events_default where day < ${cutoff}::date`.execute(deps.db);
  if (dropped.length > 0) deps.log.info({ days: dropped.sort() }, 'old tracking events dropped');
  return dropped;
}

export interface RollupResult {
  promotions: number;
  announcements: number;
  pages: number;
}

/**
 * Rolls one Algerian day of events up into the daily figures: impressions and clicks per
 * promotion, impressions in lists and interest per announcement, views and visitors per page. The day is counted again whole
 * and its rows replaced, so a roll-up can run as often as wanted and always gives the same
 * figures; a promotion or announcement deleted since is left out.
 */
export async function rollupDay(deps: Pick<Deps, 'db' | 'config'>, day: string): Promise<RollupResult> {
  // The portal's own pages by their path; a link that left the site by its whole address.
  const origin = new URL(deps.config.publicUrl).origin;
  return deps.db.transaction().execute(async (trx) => {
    const promotions = await sql`
      insert into promotion_daily (promotion_id, day, impressions, clicks)
      select p.id, ${day}::date,
        count(*) filter (where e.type = 'promotion_view')::int,
        count(*) filter (where e.type = 'promotion_click')::int
      from tracking_events e
      cross join lateral unnest(e.promotion_ids) as shown(promotion_id)
      join promotions p on p.id = shown.promotion_id
      where e.day = ${day}::date and e.type in ('promotion_view', 'promotion_click')
      group by p.id
      on conflict (promotion_id, day) do update
        set impressions = excluded.impressions, clicks = excluded.clicks`.execute(trx);
    const announcements = await sql`
      insert into announcement_daily (announcement_id, day, impressions, interests)
      select a.id, ${day}::date,
        count(*) filter (where e.type = 'appearance')::int,
        count(*) filter (where e.type = 'interest')::int
      from tracking_events e
      join announcements a on a.id = e.announcement_id
      where e.day = ${day}::date and e.type in ('appearance', 'interest')
      group by a.id
      on conflict (announcement_id, day) do update
        set impressions = excluded.impressions, interests = excluded.interests`.execute(trx);
    // Page views per address (its query and fragment left out: a search's filters are one page),
    // with their visitors: the distinct track ids of the day.
    const pages = await sql`
      insert into page_daily (day, path, views, visitors)
      select ${day}::date,
        coalesce(nullif(left(split_part(split_part(
          case when left(e.url, ${origin.length}) = ${origin} then substr(e.url, ${origin.length + 1}) else e.url end,
          '#', 1), '?', 1), 500), ''), '/') as path,
        count(*)::int, count(distinct e.track_id)::int
      from tracking_events e
      where e.day = ${day}::date and e.type = 'page_view'
      group by 2
      on conflict (day, path) do update set views = excluded.views, visitors = excluded.visitors`.execute(trx);
    return {
      promotions: Number(promotions.numAffectedRows ?? 0),
      announcements: Number(announcements.numAffectedRows ?? 0),
      pages: Number(pages.numAffectedRows ?? 0),
    };
  });
}

/**
 * The scheduled roll-up: today's events, and the day before once more when the day has turned
 * since the last run (its last minutes came after that run), then the events older than
 * `keepDays` are dropped. Returns the day it rolled up last.
 */
export async function rollupRecent(
  deps: Pick<Deps, 'db' | 'log' | 'now' | 'config'>,
  lastDay: string | null,
  keepDays: number,
): Promise<string> {
  const today = algerianDay(deps.now());
  await ensureTrackingPartitions(deps);
  if (lastDay !== today) {
    await rollupDay(deps, addDays(today, -1));
    // Once a day (and at start): the events past their keeping, long rolled up, go.
    await dropOldTrackingEvents(deps, keepDays);
  }
  await rollupDay(deps, today);
  return today;
}
