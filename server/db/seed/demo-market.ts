import { sql, type Transaction } from 'kysely';
import type { Deps } from '../../deps';
import { loadGeo, type GeoSnapshot } from '../../modules/geo';
import type { Database } from '../types';
import { seedAnnouncements, type GeneratedAnnouncement, type Seller } from './announcements';
import { Random, seedOf } from './announcements/random';
import { buyerComment, sellerAnswer } from './announcements/vocabulary/comments';
import { reserveIds } from './announcements/writer';

/** Set in app_meta, in the same transaction as the demo announcements: they are loaded once. */
export const DEMO_MARKET_KEY = 'demo_market_seeded_at';

/** Sizes of the demo marketplace a first `npm start` loads. */
export interface DemoMarketOptions {
  /** Announcements (default 3 000). */
  announcements?: number;
  /** Distinct generated pictures they share (default 150). */
  pictures?: number;
  /** Same seed, same marketplace (default 2026). */
  seed?: number;
}

/** The defaults of `DemoMarketOptions`. */
export const DEMO_MARKET_DEFAULTS = { announcements: 3_000, pictures: 150, seed: 2026 } as const;

/** A moment between `from` and `to` (to the second). */
function between(random: Random, from: Date, to: Date): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  return new Date(Math.floor((from.getTime() + random.next() * span) / 1000) * 1000);
}

/**
 * Likes, bookmarks, comments with the sellers' answers and reactions to comments, for the
 * active announcements of one batch, from the demo members; then the announcements' like and
 * comment counts from those rows, so counters and rows agree.
 */
async function addReactions(
  trx: Transaction<Database>,
  context: { seed: number; now: Date; sellers: readonly Seller[]; geo: GeoSnapshot },
  batch: readonly GeneratedAnnouncement[],
  ids: readonly string[],
): Promise<void> {
  const { seed, now, sellers, geo } = context;
  const likes = { announcement_id: [] as string[], user_id: [] as string[], created_at: [] as string[] };
  const bookmarks = { announcement_id: [] as string[], user_id: [] as string[], created_at: [] as string[] };
  type Comment = {
    announcement: string;
    user: string;
    parent: number | null;
    content: string;
    at: Date;
    likes: number;
    dislikes: number;
  };
  const comments: Comment[] = [];
  const reactions: { comment: number; user: string; reaction: 'LIKE' | 'DISLIKE'; at: Date }[] = [];
  const counts = { id: [] as string[], likes: [] as number[], comments: [] as number[] };

  batch.forEach((announcement, i) => {
    const id = ids[i]!;
    // Only active announcements can be liked, bookmarked or discussed; the others count none.
    if (announcement.status !== 'PUBLISHED' && announcement.status !== 'EDITED') {
      counts.id.push(id);
      counts.likes.push(0);
      counts.comments.push(0);
      return;
    }
    const random = new Random(seedOf(seed, 'reactions', announcement.index));
    const others = sellers.map((_, n) => n).filter((n) => n !== announcement.sellerIndex);
    const since = announcement.validatedAt ?? announcement.createdAt;
    const likers = random.sample(
      others,
      random.weighted([
        [0, 35],
        [1, 20],
        [2, 15],
        [3, 10],
        [5, 10],
        [8, 6],
        [12, 4],
      ] as const),
    );
    for (const n of likers) {
      likes.announcement_id.push(id);
      likes.user_id.push(sellers[n]!.id);
      likes.created_at.push(between(random, since, now).toISOString());
    }
    for (const n of random.sample(
      others,
      random.weighted([
        [0, 60],
        [1, 20],
        [2, 12],
        [4, 8],
      ] as const),
    )) {
      bookmarks.announcement_id.push(id);
      bookmarks.user_id.push(sellers[n]!.id);
      bookmarks.created_at.push(between(random, since, now).toISOString());
    }
    let commentCount = 0;
    if (announcement.isCommentEnabled && random.chance(0.2)) {
      for (const n of random.sample(others, random.int(1, 4))) {
        const asker = sellers[n]!;
        const lang = random.chance(0.7) ? announcement.lang : random.pick(['fr', 'ar', 'dz'] as const);
        const region = geo.regionsById.get(asker.regionId ?? 16);
        const regionName = (lang === 'ar' ? region?.names.ar : region?.names.fr) ?? 'Alger';
        const at = between(random, since, now);
        const question =
          comments.push({
            announcement: id,
            user: asker.id,
            parent: null,
            content: buyerComment(random, lang, regionName),
            at,
            likes: 0,
            dislikes: 0,
          }) - 1;
        commentCount += 1;
        if (random.chance(0.55)) {
          const seller = sellers[announcement.sellerIndex]!;
          comments.push({
            announcement: id,
            user: seller.id,
            parent: question,
            content: sellerAnswer(random, lang),
            at: between(random, at, now),
            likes: 0,
            dislikes: 0,
          });
          commentCount += 1;
        }
        if (random.chance(0.25)) {
          for (const r of random.sample(
            others.filter((o) => o !== n),
            random.int(1, 3),
          )) {
            const reaction = random.chance(0.8) ? 'LIKE' : 'DISLIKE';
            reactions.push({ comment: question, user: sellers[r]!.id, reaction, at: between(random, at, now) });
            if (reaction === 'LIKE') comments[question]!.likes += 1;
            else comments[question]!.dislikes += 1;
          }
        }
      }
    }
    counts.id.push(id);
    counts.likes.push(likers.length);
    counts.comments.push(commentCount);
  });

  if (likes.user_id.length > 0) {
    await sql`insert into announcement_likes (announcement_id, user_id, created_at)
      select * from unnest(${likes.announcement_id}::bigint[], ${likes.user_id}::bigint[], ${likes.created_at}::timestamptz[])`.execute(
      trx,
    );
  }
  if (bookmarks.user_id.length > 0) {
    await sql`insert into announcement_bookmarks (announcement_id, user_id, created_at)
      select * from unnest(${bookmarks.announcement_id}::bigint[], ${bookmarks.user_id}::bigint[], ${bookmarks.created_at}::timestamptz[])`.execute(
      trx,
    );
  }
  if (comments.length > 0) {
    const commentIds = await reserveIds(trx, 'announcement_comments', comments.length);
    await sql`insert into announcement_comments (id, announcement_id, user_id, parent_id, content, likes_count, dislikes_count, created_at)
      select * from unnest(${commentIds}::bigint[], ${comments.map((c) => c.announcement)}::bigint[],
        ${comments.map((c) => c.user)}::bigint[], ${comments.map((c) => (c.parent === null ? null : commentIds[c.parent]!))}::bigint[],
        ${comments.map((c) => c.content)}::text[], ${comments.map((c) => c.likes)}::integer[],
        ${comments.map((c) => c.dislikes)}::integer[], ${comments.map((c) => c.at.toISOString())}::timestamptz[])`.execute(
      trx,
    );
    if (reactions.length > 0) {
      await sql`insert into comment_reactions (comment_id, user_id, reaction, created_at)
        select * from unnest(${reactions.map((r) => commentIds[r.comment]!)}::bigint[], ${reactions.map((r) => r.user)}::bigint[],
          ${reactions.map((r) => r.reaction)}::text[], ${reactions.map((r) => r.at.toISOString())}::timestamptz[])`.execute(
        trx,
      );
    }
  }
  if (counts.id.length > 0) {
    // A like is a view too: the view count never falls below what the likes imply.
    await sql`update announcements a
      set like_count = t.likes, comment_count = t.comments, view_count = greatest(a.view_count, t.likes * 8)
      from unnest(${counts.id}::bigint[], ${counts.likes}::integer[], ${counts.comments}::integer[]) as t(id, likes, comments)
      where a.id = t.id`.execute(trx);
  }
}

/**
 * The demo marketplace: announcements of the demo members in every publishable category and
 * across the wilayas, with pictures, phones, comments and answers, likes and bookmarks. Loaded
 * once per database (DEMO_MARKET_KEY, written with the rows); returns false when it was already.
 * `sellers` are the demo accounts with their weight (the named demo users publish more).
 */
export async function seedDemoMarket(
  deps: Deps,
  sellers: readonly Seller[],
  options: DemoMarketOptions = {},
): Promise<boolean> {
  const done = await deps.db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', DEMO_MARKET_KEY)
    .executeTakeFirst();
  if (done || sellers.length === 0) return false;
  const seed = options.seed ?? DEMO_MARKET_DEFAULTS.seed;
  const now = deps.now();
  const geo = await loadGeo(deps);
  const started = Date.now();
  const { timings } = await seedAnnouncements(deps, {
    count: options.announcements ?? DEMO_MARKET_DEFAULTS.announcements,
    seed,
    now,
    sellers,
    // Small batches: each carries its comments and likes, and PGlite works best on modest statements.
    batchSize: 500,
    pictures: options.pictures ?? DEMO_MARKET_DEFAULTS.pictures,
    deferIndexes: false,
    onBatch: (trx, batch, ids) => addReactions(trx, { seed, now, sellers, geo }, batch, ids),
    beforeCommit: async (trx) => {
      await trx.insertInto('app_meta').values({ key: DEMO_MARKET_KEY, value: now.toISOString() }).execute();
    },
  });
  deps.log.info({ ms: Date.now() - started, timings }, 'demo marketplace loaded');
  return true;
}
