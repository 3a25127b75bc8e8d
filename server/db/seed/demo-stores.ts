import type { Transaction } from 'kysely';
import { ServiceParamCode } from '../../../shared/domain/stores';
import type { Deps } from '../../deps';
import { loadCatalog } from '../../modules/catalog';
import { loadGeo, type GeoSnapshot } from '../../modules/geo';
import { grantSiteBuilderToOwners } from '../../modules/stores';
import { landSlug, storeSearchText } from '../../modules/stores';
import type { Database } from '../types';

/** Set in app_meta, in the same transaction as the demo stores: they are loaded once. */
export const DEMO_STORES_KEY = 'demo_stores_seeded_at';

/** The demo market's slug (H2's site builds and the e2e tests find it by it). */
export const DEMO_MARKET_SLUG = 'souk-el-djazair';

/** The host of the standalone store-domain mode's demo store. */
export const DEMO_STORE_DOMAIN = 'boutique-demo.localhost';

/** A demo store: who owns it, where it is, its badges and plan. */
interface DemoStore {
  name: string;
  owner: string;
  /** Another demo member who sells with the owner (an announcer of the store too). */
  member?: string;
  description: string;
  /** Root category slugs it sells in: its owner publishes there only (see the generator's specialties). */
  sells: readonly string[];
  official: boolean;
  verified: boolean;
  plan: ServiceParamCode | null;
  domain?: string;
  googleTagManagerId?: string;
  metaPixelId?: string;
  /** The main location: a commune of the owner's wilaya (its chef-lieu when found), a street, coordinates. */
  address: string;
  lat: number;
  lng: number;
  worktime: string;
  inMarket: boolean;
}

/** The four demo stores (stores-and-site-builder.md §3), their owners among the demo members. */
export const DEMO_STORES: readonly DemoStore[] = [
  {
    name: 'Haddad Auto Oran',
    owner: 'yacine_haddad',
    member: 'amina_benali',
    description: 'Véhicules contrôlés, pièces et accessoires : notre équipe vous accueille à Oran depuis 2009.',
    sells: ['vehicules', 'pieces-detachees'],
    official: true,
    verified: true,
    plan: ServiceParamCode.SITE_BUILDER_FULL,
    address: '14 boulevard de la Soummam',
    lat: 35.6971,
    lng: -0.6308,
    worktime: 'Sam–Jeu 9h–18h',
    inMarket: true,
  },
  {
    name: 'Maison Meziane',
    owner: 'sarah_meziane',
    description: 'Mode, maison et artisanat de Kabylie, livrés partout en Algérie.',
    sells: ['mode'],
    official: true,
    verified: true,
    plan: ServiceParamCode.SITE_BUILDER_FULL,
    googleTagManagerId: 'GTM-SOUK123',
    metaPixelId: '1234567890',
    address: '3 rue Abane Ramdane',
    lat: 36.7169,
    lng: 4.0497,
    worktime: 'Tous les jours 10h–20h',
    inMarket: true,
  },
  {
    name: 'Bouzid Électronique',
    owner: 'karim_bouzid',
    description: 'Téléphones, informatique et électroménager, garantie et service après-vente à Constantine.',
    sells: ['telephones', 'informatique', 'electromenager'],
    official: false,
    verified: true,
    plan: ServiceParamCode.SITE_BUILDER_BASIC,
    domain: DEMO_STORE_DOMAIN,
    address: '22 rue Larbi Ben M’hidi',
    lat: 36.365,
    lng: 6.6147,
    worktime: 'Sam–Jeu 8h30–19h',
    inMarket: true,
  },
  {
    name: 'Lina Déco',
    owner: 'lina_cherif',
    description: 'Décoration et ameublement choisis à Blida.',
    sells: ['maison-meubles'],
    official: false,
    verified: false,
    plan: null,
    address: '5 place du 1er Novembre',
    lat: 36.47,
    lng: 2.8277,
    worktime: 'Dim–Jeu 9h–17h',
    inMarket: false,
  },
];

/** The demo market and who runs it. */
const DEMO_MARKET = {
  name: 'Souk El Djazair',
  operator: 'amina_benali',
  description: 'Les boutiques officielles de Souk réunies sur un seul site.',
  metakeywords: 'souk, boutiques, algérie, achat en ligne',
} as const;

/** Share of an owner's announcements that move into the store (the pictured active ones first). */
const STORE_SHARE = 0.6;
/** Each store gets at least this many (when its owner has them). */
const STORE_MIN_ANNOUNCEMENTS = 12;

/** A demo account that may run a store. */
export interface DemoSeller {
  id: string;
  username: string;
  phone: string | null;
  regionId: number | null;
}

/** What the demo stores seed created: store ids in DEMO_STORES order and the market's id. */
export interface DemoLands {
  storeIds: string[];
  marketId: string | null;
}

/** The commune of a wilaya a store stands in: the one named like the wilaya (its chef-lieu), else the first. */
function mainCity(geo: GeoSnapshot, regionId: number) {
  const region = geo.regionsById.get(regionId);
  const cities = geo.citiesByRegion.get(regionId) ?? [];
  return cities.find((city) => city.slug === region?.slug) ?? cities[0] ?? null;
}

/** The owner's root categories with the most announcements (those the store sells in), at most three. */
async function topCategories(trx: Transaction<Database>, ownerId: string, deps: Deps): Promise<number[]> {
  const catalog = await loadCatalog(deps);
  const rows = await trx
    .selectFrom('announcements')
    .select(['category_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('user_id', '=', ownerId)
    .groupBy('category_id')
    .execute();
  const byRoot = new Map<number, number>();
  for (const row of rows) {
    const root = catalog.parentTree(row.category_id)[0]?.id ?? row.category_id;
    byRoot.set(root, (byRoot.get(root) ?? 0) + Number(row.n));
  }
  return [...byRoot]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 3)
    .map(([id]) => id);
}

/** Moves a share of the owner's announcements into the store: the active ones with pictures first, newest first. */
async function moveAnnouncements(trx: Transaction<Database>, ownerId: string, storeId: string): Promise<void> {
  const rows = await trx
    .selectFrom('announcements')
    .select(['id', 'status', 'media_count'])
    .where('user_id', '=', ownerId)
    .where('store_id', 'is', null)
    .orderBy('refreshed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const shown = (row: (typeof rows)[number]) =>
    (row.status === 'PUBLISHED' || row.status === 'EDITED') && row.media_count > 0;
  const ordered = [...rows.filter(shown), ...rows.filter((row) => !shown(row))];
  const take = Math.min(ordered.length, Math.max(STORE_MIN_ANNOUNCEMENTS, Math.ceil(ordered.length * STORE_SHARE)));
  const ids = ordered.slice(0, take).map((row) => row.id);
  if (ids.length > 0)
    await trx.updateTable('announcements').set({ store_id: storeId }).where('id', 'in', ids).execute();
}

/**
 * The demo stores and market, after the demo marketplace: four stores owned by demo members
 * (two official and verified, one served on DEMO_STORE_DOMAIN, one with analytics ids), with
 * their main location, contacts, categories and a share of their owners' announcements; the
 * site-builder plans (full on two stores and the market, basic on one) and the owners'
 * can_edit_sitebuild; a few followers; and the market "Souk El Djazair" gathering three of
 * them, run by a demo member. Loaded once per database (DEMO_STORES_KEY, written with the
 * rows); stores whose owner is not a demo account of this database are left out. Returns what
 * it created (null market and no stores when it had run already).
 */
export async function seedDemoStores(deps: Deps, sellers: readonly DemoSeller[]): Promise<DemoLands> {
  const done = await deps.db.selectFrom('app_meta').select('key').where('key', '=', DEMO_STORES_KEY).executeTakeFirst();
  if (done) return { storeIds: [], marketId: null };
  const geo = await loadGeo(deps);
  const byUsername = new Map(sellers.map((seller) => [seller.username, seller]));
  const at = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const created: { id: string; store: DemoStore }[] = [];
    for (const store of DEMO_STORES) {
      const owner = byUsername.get(store.owner);
      if (!owner) continue;
      const slug = landSlug(store.name, 'boutique');
      const { id } = await trx
        .insertInto('stores')
        .values({
          name: store.name,
          slug,
          description: store.description,
          is_official: store.official,
          is_verified: store.verified,
          domain: store.domain ?? null,
          google_tag_manager_id: store.googleTagManagerId ?? null,
          meta_pixel_id: store.metaPixelId ?? null,
          search_text: storeSearchText(store.name, store.description),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const members: { user_id: string; role: 'OWNER' | 'MEMBER' }[] = [{ user_id: owner.id, role: 'OWNER' }];
      const helper = store.member ? byUsername.get(store.member) : undefined;
      if (helper) members.push({ user_id: helper.id, role: 'MEMBER' });
      await trx
        .insertInto('store_members')
        .values(members.map((m) => ({ ...m, store_id: id, created_at: at })))
        .execute();
      const city = mainCity(geo, owner.regionId ?? 16);
      await trx
        .insertInto('store_locations')
        .values({
          store_id: id,
          is_main: true,
          title: store.name,
          address: store.address,
          lat: store.lat,
          lng: store.lng,
          city_id: city?.id ?? null,
          region_id: city?.regionId ?? null,
          worktime: store.worktime,
          phones: owner.phone ? [owner.phone] : [],
          emails: [`contact@${slug}.souk.example`],
          socials: JSON.stringify([
            { name: 'facebook', url: `https://www.facebook.com/${slug}` },
            { name: 'instagram', url: `https://www.instagram.com/${slug.replace(/-/g, '')}` },
          ]),
        })
        .execute();
      const categories = await topCategories(trx, owner.id, deps);
      if (categories.length > 0) {
        await trx
          .insertInto('store_categories')
          .values(categories.map((categoryId, rank) => ({ store_id: id, category_id: categoryId, rank })))
          .execute();
      }
      if (store.plan) {
        await trx
          .insertInto('land_service_params')
          .values({ land_type: 'STORE', land_id: id, code: store.plan, value: null, created_at: at })
          .execute();
        await grantSiteBuilderToOwners(trx, 'STORE', id);
      }
      await moveAnnouncements(trx, owner.id, id);
      created.push({ id, store });
    }

    // Followers: every other demo member follows the official stores, one in two the others.
    for (const [index, { id, store }] of created.entries()) {
      const fans = sellers.filter((s, n) => s.username !== store.owner && (store.official || (n + index) % 2 === 0));
      if (fans.length === 0) continue;
      await trx
        .insertInto('store_followers')
        .values(fans.map((fan) => ({ store_id: id, user_id: fan.id, created_at: at })))
        .execute();
      await trx.updateTable('stores').set({ follower_count: fans.length }).where('id', '=', id).execute();
    }

    let marketId: string | null = null;
    const operator = byUsername.get(DEMO_MARKET.operator) ?? byUsername.get(created[0]?.store.owner ?? '');
    const gathered = created.filter((c) => c.store.inMarket);
    if (operator && gathered.length > 0) {
      ({ id: marketId } = await trx
        .insertInto('markets')
        .values({
          name: DEMO_MARKET.name,
          slug: DEMO_MARKET_SLUG,
          description: DEMO_MARKET.description,
          metakeywords: DEMO_MARKET.metakeywords,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
      await trx
        .insertInto('market_members')
        .values({ market_id: marketId, user_id: operator.id, role: 'OWNER', created_at: at })
        .execute();
      await trx
        .insertInto('market_stores')
        .values(gathered.map((c, rank) => ({ market_id: marketId!, store_id: c.id, rank })))
        .execute();
      await trx
        .insertInto('land_service_params')
        .values({
          land_type: 'MARKET',
          land_id: marketId,
          code: ServiceParamCode.SITE_BUILDER_FULL,
          value: null,
          created_at: at,
        })
        .execute();
      await grantSiteBuilderToOwners(trx, 'MARKET', marketId);
    }
    await trx.insertInto('app_meta').values({ key: DEMO_STORES_KEY, value: at.toISOString() }).execute();
    return { storeIds: created.map((c) => c.id), marketId };
  });
}

/** The demo lands of a database, found by their names (for seeds that run after this one: site builds). */
export async function findDemoLands(deps: Pick<Deps, 'db'>): Promise<DemoLands> {
  const slugs = DEMO_STORES.map((store) => landSlug(store.name, 'boutique'));
  const stores = await deps.db
    .selectFrom('stores')
    .select(['id', 'slug'])
    .where('slug', 'in', slugs)
    .orderBy('id')
    .execute();
  const market = await deps.db
    .selectFrom('markets')
    .select('id')
    .where('slug', '=', DEMO_MARKET_SLUG)
    .executeTakeFirst();
  return {
    storeIds: slugs.flatMap((slug) => stores.find((s) => s.slug === slug)?.id ?? []),
    marketId: market?.id ?? null,
  };
}
