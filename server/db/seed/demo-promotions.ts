import escapeHtml from 'escape-html';
import { sql } from 'kysely';
import sharp from 'sharp';
import { addDays, algerianDay } from '../../../shared/domain/statistics';
import type { Deps } from '../../deps';
import { MEDIA_MIME_TYPE, processPicture, storageKeyOf, writePictureFiles } from '../../modules/media';
import { Random } from './announcements/random';

/** Set in app_meta with the rows: the demo campaigns are loaded once. */
export const DEMO_PROMOTIONS_KEY = 'demo_promotions_seeded_at';

/** Days the demo campaigns have been running: their figures fill the studio's chart. */
const DAYS_RUNNING = 14;

interface DemoCampaign {
  name: string;
  store: string;
  /** The banner's offer, in French and Arabic, under the store's name. */
  offer: string;
  arabic: string;
  colours: [string, string];
  weight: number;
}

/**
 * The home slider's two demo campaigns, promoting two demo stores. Other slots stay empty so the
 * demo also shows Souk's own fallback banner, as a fresh marketplace would.
 */
const CAMPAIGNS: DemoCampaign[] = [
  {
    name: 'Lina Déco — tapis et luminaires',
    store: 'Lina Déco',
    offer: 'Tapis berbères et luminaires, livrés chez vous',
    arabic: 'ديكور لينا · زرابي وإنارة',
    colours: ['#7c2d12', '#ea580c'],
    weight: 2,
  },
  {
    name: 'Bouzid Électronique — smartphones',
    store: 'Bouzid Électronique',
    offer: 'Smartphones garantis un an, livrés en 48 h',
    arabic: 'بوزيد للإلكترونيات · هواتف مضمونة',
    colours: ['#1e3a8a', '#0891b2'],
    weight: 1,
  },
];

/** A banner drawn at a slot's size: the store's name, its offer in French and in Arabic, each on its line. */
function bannerSvg(campaign: DemoCampaign, width: number, height: number): string {
  const [dark, light] = campaign.colours;
  // Sized to fit: a line of n characters takes about 0.6 n em of DejaVu Sans.
  const fit = (text: string, share: number, most: number) =>
    Math.round(Math.min(most * height, (width * share) / (text.length * 0.6)));
  const name = fit(campaign.store, 0.8, 0.2);
  const offer = fit(campaign.offer, 0.88, 0.11);
  const arabic = fit(campaign.arabic, 0.88, 0.11);
  const x = Math.round(width * 0.05);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.6}" fill="#ffffff" fill-opacity="0.1"/>
  <text x="${x}" y="${Math.round(height * 0.4)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${name}" font-weight="bold" fill="#ffffff">${escapeHtml(campaign.store)}</text>
  <text x="${x}" y="${Math.round(height * 0.6)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${offer}" fill="#ffffff">${escapeHtml(campaign.offer)}</text>
  <text x="${width - x}" y="${Math.round(height * 0.84)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${arabic}" fill="#ffffff" text-anchor="end">${escapeHtml(campaign.arabic)}</text>
</svg>`;
}

/** Draws, processes and stores a banner as the operator's picture, kept by its promotion. */
async function storeBanner(
  deps: Deps,
  userId: string,
  svg: string,
): Promise<{ id: string; width: number; height: number }> {
  const source = await sharp(Buffer.from(svg)).png().toBuffer();
  const processed = await processPicture(source);
  const storageKey = storageKeyOf(source);
  await writePictureFiles(deps, [
    { storageKey, width: processed.width, height: processed.height, source, files: processed.files },
  ]);
  const row = await deps.db
    .insertInto('media')
    .values({
      user_id: userId,
      announcement_id: null,
      kept_by: 'promotion',
      storage_key: storageKey,
      mime_type: MEDIA_MIME_TYPE,
      width: processed.width,
      height: processed.height,
      bytes: source.length,
      created_at: deps.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, width: processed.width, height: processed.height };
}

/**
 * The demo's promotions: two campaigns of the home slider, created by the demo operator, started
 * two weeks ago for three months, with their figures of those two weeks (about 2 % of
 * impressions clicked, fewer at the weekend).
 */
export async function seedDemoPromotions(deps: Deps, seed = 1): Promise<void> {
  const done = await deps.db
    .selectFrom('app_meta')
    .select('key')
    .where('key', '=', DEMO_PROMOTIONS_KEY)
    .executeTakeFirst();
  if (done) return;
  const operator = await deps.db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', 'sofia_operations')
    .executeTakeFirst();
  if (!operator) return;
  const now = deps.now();
  const startsAt = new Date(now.getTime() - DAYS_RUNNING * 86_400_000);
  const endsAt = new Date(now.getTime() + 90 * 86_400_000);
  const random = new Random(seed * 31 + 7);
  const today = algerianDay(now);
  for (const campaign of CAMPAIGNS) {
    const store = await deps.db.selectFrom('stores').select('id').where('name', '=', campaign.store).executeTakeFirst();
    if (!store) continue;
    const desktop = await storeBanner(deps, operator.id, bannerSvg(campaign, 1000, 250));
    const mobile = await storeBanner(deps, operator.id, bannerSvg(campaign, 336, 155));
    await deps.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('promotions')
        .values({
          name: campaign.name,
          target_type: 'STORE',
          target_store_id: store.id,
          target_link: null,
          target_announcement_id: null,
          timeout: null,
          starts_at: startsAt,
          ends_at: endsAt,
          weight: campaign.weight,
          daily_cap: null,
          requested_by_store_id: null,
          created_by: operator.id,
          created_at: startsAt,
          updated_at: startsAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('promotion_locations')
        .values([
          { promotion_id: id, location: 'DESKTOP_HOME_HEADER' },
          { promotion_id: id, location: 'MOBILE_HOME_HEADER' },
        ])
        .execute();
      await trx
        .insertInto('promotion_visuals')
        .values([
          {
            promotion_id: id,
            device: 'DESKTOP',
            kind: 'IMAGE',
            media_id: desktop.id,
            url: null,
            width: desktop.width,
            height: desktop.height,
            background: null,
          },
          {
            promotion_id: id,
            device: 'MOBILE',
            kind: 'IMAGE',
            media_id: mobile.id,
            url: null,
            width: mobile.width,
            height: mobile.height,
            background: null,
          },
        ])
        .execute();
      // Past days only: today's figures come from the pixel as people browse the demo.
      const days = Array.from({ length: DAYS_RUNNING }, (_, index) => addDays(today, index - DAYS_RUNNING));
      await trx
        .insertInto('promotion_daily')
        .values(
          days.map((day) => {
            const weekend = [5, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
            const impressions = Math.round((weekend ? 900 : 1400) * campaign.weight * random.between(0.8, 1.2));
            return {
              promotion_id: id,
              day,
              impressions,
              clicks: Math.round(impressions * random.between(0.012, 0.028)),
            };
          }),
        )
        .execute();
    });
  }
  await seedTopAds(deps, operator.id, startsAt, endsAt);
  await deps.db.insertInto('app_meta').values({ key: DEMO_PROMOTIONS_KEY, value: now.toISOString() }).execute();
}

/**
 * The home's top ads: the two demo stores and four of their newest announcements, promoted as
 * cards (no picture of their own: the card shows the store or the announcement).
 */
async function seedTopAds(deps: Deps, operatorId: string, startsAt: Date, endsAt: Date): Promise<void> {
  const stores = await deps.db
    .selectFrom('stores')
    .select(['id', 'name'])
    .where(
      'name',
      'in',
      CAMPAIGNS.map((campaign) => campaign.store),
    )
    .execute();
  const announcements = await deps.db
    .selectFrom('announcements')
    .select(['id', 'title'])
    .where('store_id', 'in', stores.length > 0 ? stores.map((store) => store.id) : ['0'])
    .where('status', 'in', ['PUBLISHED', 'EDITED'])
    // What the store is about (its categories or under them): not a flat a seller also listed.
    .where(
      sql<boolean>`exists (select 1 from store_categories sc join categories c on c.id = announcements.category_id
        where sc.store_id = announcements.store_id and (c.id = sc.category_id or c.parent_id = sc.category_id))`,
    )
    .orderBy('refreshed_at', 'desc')
    .limit(4)
    .execute();
  const targets = [
    ...stores.map((store) => ({ name: `À la une — ${store.name}`, store: store.id, announcement: null })),
    ...announcements.map((item) => ({ name: `À la une — ${item.title}`, store: null, announcement: item.id })),
  ];
  for (const target of targets) {
    const { id } = await deps.db
      .insertInto('promotions')
      .values({
        name: target.name.slice(0, 120),
        target_type: target.store ? 'STORE' : 'ANNOUNCEMENT',
        target_store_id: target.store,
        target_announcement_id: target.announcement,
        target_link: null,
        timeout: null,
        starts_at: startsAt,
        ends_at: endsAt,
        weight: 1,
        daily_cap: null,
        requested_by_store_id: null,
        created_by: operatorId,
        created_at: startsAt,
        updated_at: startsAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.db
      .insertInto('promotion_locations')
      .values({ promotion_id: id, location: 'CROSS_HOME_TOP_AD' })
      .execute();
  }
}
