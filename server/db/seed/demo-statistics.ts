import { sql } from 'kysely';
import { ACTIVE_STATUSES } from '../../../shared/domain/announcements';
import { algerianDay } from '../../../shared/domain/statistics';
import type { Deps } from '../../deps';
import { Random, seedOf } from './announcements/random';
import { buyerComment } from './announcements/vocabulary/comments';
import { findDemoLands } from './demo-stores';

/** Set in app_meta with the rows: the demo statistics are loaded once per database. */
export const DEMO_STATISTICS_KEY = 'demo_statistics_seeded_at';

/** Days of activity before today, so the studio's default 30-day chart is full. */
const DAYS = 30;
/** Announcements per store that get activity (the freshest active ones). */
const ANNOUNCEMENTS_PER_STORE = 24;
const DAY_MS = 86_400_000;

/**
 * Activity on the demo stores' announcements over the last 30 days, for their studio's
 * statistics: views (one row per visitor and day, as the server records them), phone reveals,
 * likes, bookmarks and questions from the demo members, and the followers' dates spread over
 * the month. Counters are brought in line with the rows. A few thousand rows in bulk inserts:
 * well under a second on PGlite.
 */
export async function seedDemoStatistics(deps: Deps, seed = 2026): Promise<void> {
  const done = await deps.db
    .selectFrom('app_meta')
    .select('key')
    .where('key', '=', DEMO_STATISTICS_KEY)
    .executeTakeFirst();
  if (done) return;
  const started = Date.now();
  const { storeIds } = await findDemoLands(deps);
  const now = deps.now();
  const members = await deps.db
    .selectFrom('users')
    .select('id')
    .where('email', 'like', '%@souk.example')
    .where('is_anonymous', '=', false)
    .orderBy('id')
    .execute();

  await deps.db.transaction().execute(async (trx) => {
    const views = { id: [] as string[], visitor: [] as string[], period: [] as string[], at: [] as string[] };
    const daily = { id: [] as string[], day: [] as string[], impressions: [] as number[], interests: [] as number[] };
    const reveals = { id: [] as string[], visitor: [] as string[], at: [] as string[] };
    const likes = { id: [] as string[], user: [] as string[], at: [] as string[] };
    const bookmarks = { id: [] as string[], user: [] as string[], at: [] as string[] };
    const comments = { id: [] as string[], user: [] as string[], content: [] as string[], at: [] as string[] };
    const touched: string[] = [];
    /** A moment of the day `daysAgo` days before now, never in the future. */
    const moment = (random: Random, daysAgo: number) =>
      new Date(Math.min(now.getTime() - 60_000, now.getTime() - daysAgo * DAY_MS - random.int(0, DAY_MS - 1)));

    for (const storeId of storeIds) {
      const insiders = new Set(
        (await trx.selectFrom('store_members').select('user_id').where('store_id', '=', storeId).execute()).map(
          (m) => m.user_id,
        ),
      );
      const fans = members.filter((m) => !insiders.has(m.id)).map((m) => m.id);
      const announcements = await trx
        .selectFrom('announcements')
        .select('id')
        .where('store_id', '=', storeId)
        .where('status', 'in', [...ACTIVE_STATUSES])
        .orderBy('refreshed_at', 'desc')
        .limit(ANNOUNCEMENTS_PER_STORE)
        .execute();
      for (const [index, { id }] of announcements.entries()) {
        touched.push(id);
        const random = new Random(seedOf(seed, 'statistics', storeId, index));
        // Some announcements draw more eyes; every one rises slowly over the month.
        const appeal = random.between(0.5, 6);
        // The card shown in lists and looked at: several times the page's views (their own draw,
        // so the rest of the demo stays as it was). Past days only: today's come from the pixel.
        const lists = new Random(seedOf(seed, 'lists', storeId, index));
        for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
          const trend = 0.6 + (0.8 * (DAYS - daysAgo)) / DAYS;
          const count = Math.round(appeal * trend * random.between(0.3, 1.7));
          if (daysAgo > 0) {
            daily.id.push(id);
            daily.day.push(algerianDay(new Date(now.getTime() - daysAgo * DAY_MS)));
            daily.impressions.push(Math.round((count + 1) * lists.between(6, 12)));
            daily.interests.push(Math.round((count + 1) * lists.between(1.2, 2.2)));
          }
          for (let n = 0; n < count; n += 1) {
            const at = moment(random, daysAgo);
            views.id.push(id);
            views.visitor.push(`ip:demo-${storeId}-${index}-${daysAgo}-${n}`);
            views.period.push(new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS).toISOString());
            views.at.push(at.toISOString());
            if (random.chance(0.12)) {
              reveals.id.push(id);
              reveals.visitor.push(`ip:demo-${storeId}-${index}-${daysAgo}-${n}`);
              reveals.at.push(moment(random, daysAgo).toISOString());
            }
          }
        }
        for (const user of random.sample(fans, random.int(0, Math.min(6, fans.length)))) {
          likes.id.push(id);
          likes.user.push(user);
          likes.at.push(moment(random, random.int(0, DAYS - 1)).toISOString());
        }
        for (const user of random.sample(fans, random.int(0, Math.min(3, fans.length)))) {
          bookmarks.id.push(id);
          bookmarks.user.push(user);
          bookmarks.at.push(moment(random, random.int(0, DAYS - 1)).toISOString());
        }
        for (const user of random.sample(fans, random.int(0, Math.min(2, fans.length)))) {
          comments.id.push(id);
          comments.user.push(user);
          comments.content.push(buyerComment(random, 'fr', 'Alger'));
          comments.at.push(moment(random, random.int(0, DAYS - 1)).toISOString());
        }
      }
      // The store's followers came over the month, not all on the day it opened.
      const followers = await trx
        .selectFrom('store_followers')
        .select('user_id')
        .where('store_id', '=', storeId)
        .execute();
      const random = new Random(seedOf(seed, 'followers', storeId));
      for (const { user_id } of followers) {
        await trx
          .updateTable('store_followers')
          .set({ created_at: moment(random, random.int(0, DAYS - 1)) })
          .where('store_id', '=', storeId)
          .where('user_id', '=', user_id)
          .execute();
      }
    }

    if (views.id.length > 0) {
      await sql`insert into announcement_views (announcement_id, visitor, period_start, viewed_at)
        select * from unnest(${views.id}::bigint[], ${views.visitor}::text[], ${views.period}::timestamptz[], ${views.at}::timestamptz[])
        on conflict do nothing`.execute(trx);
    }
    if (daily.id.length > 0) {
      await sql`insert into announcement_daily (announcement_id, day, impressions, interests)
        select * from unnest(${daily.id}::bigint[], ${daily.day}::date[], ${daily.impressions}::int[], ${daily.interests}::int[])
        on conflict do nothing`.execute(trx);
    }
    if (reveals.id.length > 0) {
      await sql`insert into phone_reveals (announcement_id, visitor, created_at)
        select * from unnest(${reveals.id}::bigint[], ${reveals.visitor}::text[], ${reveals.at}::timestamptz[])`.execute(
        trx,
      );
    }
    for (const [table, rows] of [
      ['announcement_likes', likes],
      ['announcement_bookmarks', bookmarks],
    ] as const) {
      if (rows.id.length === 0) continue;
      await sql`insert into ${sql.table(table)} (announcement_id, user_id, created_at)
        select * from unnest(${rows.id}::bigint[], ${rows.user}::bigint[], ${rows.at}::timestamptz[])
        on conflict do nothing`.execute(trx);
    }
    if (comments.id.length > 0) {
      await sql`insert into announcement_comments (announcement_id, user_id, content, created_at)
        select * from unnest(${comments.id}::bigint[], ${comments.user}::bigint[], ${comments.content}::text[], ${comments.at}::timestamptz[])`.execute(
        trx,
      );
    }
    if (touched.length > 0) {
      // Counters follow the rows: likes and comments are counted, views only grow by the new rows.
      await sql`update announcements a set
          like_count = (select count(*) from announcement_likes l where l.announcement_id = a.id),
          comment_count = (select count(*) from announcement_comments c where c.announcement_id = a.id),
          view_count = a.view_count + (select count(*) from announcement_views v where v.announcement_id = a.id)
        where a.id = any(${touched}::bigint[])`.execute(trx);
    }
    await trx.insertInto('app_meta').values({ key: DEMO_STATISTICS_KEY, value: now.toISOString() }).execute();
    deps.log.info(
      { ms: Date.now() - started, views: views.id.length, stores: storeIds.length },
      'demo statistics loaded',
    );
  });
}
