import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_STATUSES, isActiveStatus } from '../../../shared/domain/announcements';
import {
  DELIVERY_TYPES,
  EXCHANGE_TYPES,
  PAYMENT_METHODS,
  PRICE_TYPES,
  SERVICE_DELIVERY_TYPES,
  VEHICLE_DELIVERY_TYPES,
} from '../../../shared/domain/marketplace';
import { isAlgerianPhone } from '../../../shared/domain/phone';
import type { SpecValues } from '../../modules/announcements/announcements.tables';
import type { CategoryModel, SpecificationModel } from '../../modules/catalog/catalog.mappers';
import { loadCatalog, type CatalogSnapshot } from '../../modules/catalog/catalog.service';
import { loadGeo, type GeoSnapshot } from '../../modules/geo/geo.service';
import { mediaStorageFor } from '../../modules/media/open-storage';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import {
  createAnnouncementGenerator,
  publishableCategories,
  seedAnnouncements,
  type GeneratedAnnouncement,
  type SellerProfile,
} from './announcements';
import { WRITTEN_CATEGORY_IDS } from './announcements/vocabulary';

const NOW = new Date('2026-11-20T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const SELLERS: SellerProfile[] = Array.from({ length: 30 }, (_, i) => ({
  phone: `066${String(1_000_000 + i).slice(1)}0`,
  regionId: [16, 31, 25, 19, 9, 15][i % 6]!,
  weight: 1 + (i % 3),
}));

function generate(catalog: CatalogSnapshot, geo: GeoSnapshot, count: number, seed: number): GeneratedAnnouncement[] {
  const generator = createAnnouncementGenerator({ seed, now: NOW, catalog, geo, sellers: SELLERS });
  return Array.from({ length: count }, () => generator.next());
}

/**
 * The catalog's rules for specification values, written here independently of the generator:
 * what a category asks for (its own and its ancestors' specifications, required ones present),
 * dataset values (a model of the chosen make), types, and sub-specifications only under a
 * parent that has a value. Returns the problems found.
 */
function specProblems(catalog: CatalogSnapshot, categoryId: number, specs: SpecValues): string[] {
  const problems: string[] = [];
  const allowed = new Map<string, SpecificationModel>();
  const addSubs = (parent: SpecificationModel) => {
    const value = specs[parent.codename];
    if (value === undefined || (parent.type === 'BOOLEAN' && value !== 'true')) return;
    for (const sub of catalog.subSpecifications(parent.id)) {
      allowed.set(sub.codename, sub);
      addSubs(sub);
    }
  };
  for (const { specification, isRequired } of catalog.specifications(categoryId)) {
    allowed.set(specification.codename, specification);
    if (isRequired && specs[specification.codename] === undefined) problems.push(`missing ${specification.codename}`);
    addSubs(specification);
  }
  for (const [codename, value] of Object.entries(specs)) {
    const specification = allowed.get(codename);
    if (!specification) {
      problems.push(`${codename} does not belong to category ${categoryId}`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    switch (specification.type) {
      case 'SELECT':
      case 'MULTI_SELECT': {
        if ((specification.type === 'MULTI_SELECT') !== Array.isArray(value)) problems.push(`${codename} shape`);
        if (new Set(values).size !== values.length || values.length === 0)
          problems.push(`${codename} repeats or empty`);
        const datasets = catalog.datasets(specification.id);
        const parent =
          specification.dependsOnId === null ? null : catalog.specificationsById.get(specification.dependsOnId)!;
        for (const v of values) {
          const dataset = datasets.find((d) => d.codename === v);
          if (!dataset) problems.push(`${codename}=${v} is no dataset value`);
          else if (parent && dataset.parentCodename !== null && specs[parent.codename] !== dataset.parentCodename) {
            problems.push(`${codename}=${v} does not belong to ${parent.codename}=${String(specs[parent.codename])}`);
          }
        }
        break;
      }
      case 'BOOLEAN':
        if (value !== 'true' && value !== 'false') problems.push(`${codename}=${String(value)} is no boolean`);
        break;
      case 'NUMBER':
        if (
          typeof value !== 'string' ||
          !Number.isFinite(Number(value)) ||
          Number(value) < 0 ||
          String(Number(value)) !== value
        ) {
          problems.push(`${codename}=${String(value)} is no canonical number`);
        }
        break;
      case 'YEAR':
        if (typeof value !== 'string' || !/^\d{4}$/.test(value) || Number(value) > NOW.getUTCFullYear() + 1) {
          problems.push(`${codename}=${String(value)} is no year`);
        }
        break;
      case 'TEXT':
        if (typeof value !== 'string' || value === '' || value.length > ANNOUNCEMENT_LIMITS.specTextMax) {
          problems.push(`${codename} text`);
        }
        break;
    }
  }
  return problems;
}

/** Every rule a generated announcement must follow, beside its specifications. */
function announcementProblems(a: GeneratedAnnouncement, category: CategoryModel, geo: GeoSnapshot): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  const titleLength = [...a.title].length;
  check(
    titleLength >= ANNOUNCEMENT_LIMITS.titleMin && titleLength <= ANNOUNCEMENT_LIMITS.titleMax,
    `title length ${titleLength}`,
  );
  check(a.title === a.title.trim() && !a.title.includes('  '), 'title spacing');
  check(a.description.length > 20 && a.description.length <= ANNOUNCEMENT_LIMITS.descriptionMax, 'description length');
  check(a.slug.length > 0 && /^[a-z0-9-]+$/.test(a.slug), `slug ${a.slug}`);
  check(category.priceUnits.includes(a.priceUnit), `price unit ${a.priceUnit} not in ${category.priceUnits.join(',')}`);
  if (a.priceUnit === 'NO_PRICE') check(a.price === null && a.priceType === null, 'NO_PRICE with a price');
  else if (a.priceType === 'GIVEN') check(a.price === null, 'given with a price');
  else check(a.price !== null && a.price > 0 && Number.isInteger(a.price), 'price missing');
  check(a.price === null || a.price <= ANNOUNCEMENT_LIMITS.priceMaxDa, 'price too high');
  check(a.priceType === null || PRICE_TYPES.includes(a.priceType), 'price type');
  check(a.oldPrice === null || (a.price !== null && a.oldPrice > a.price), 'old price not above the price');
  check(EXCHANGE_TYPES.includes(a.exchangeType), 'exchange type');
  if (category.isWithoutExchange) check(a.exchangeType === 'NOT_EXCHANGEABLE', 'exchange in a category without');
  if (!category.delivery) check(!a.hasDelivery && a.deliveryType === null, 'delivery in a category without');
  check(a.hasDelivery === (a.deliveryType !== null), 'delivery flag and type disagree');
  if (a.deliveryType) {
    check(DELIVERY_TYPES.includes(a.deliveryType), 'delivery type');
    const family = category.deliveryType;
    const fits =
      family && VEHICLE_DELIVERY_TYPES.includes(family)
        ? [...VEHICLE_DELIVERY_TYPES, 'USER_DELIVERY'].includes(a.deliveryType)
        : family && SERVICE_DELIVERY_TYPES.includes(family)
          ? SERVICE_DELIVERY_TYPES.includes(a.deliveryType)
          : !VEHICLE_DELIVERY_TYPES.includes(a.deliveryType) && !SERVICE_DELIVERY_TYPES.includes(a.deliveryType);
    check(fits, `delivery type ${a.deliveryType} in family ${String(family)}`);
  }
  check(a.paymentMethod === null || (a.hasDelivery && PAYMENT_METHODS.includes(a.paymentMethod)), 'payment method');
  check(a.quantity === null || (a.quantity >= 1 && a.quantity <= ANNOUNCEMENT_LIMITS.quantityMax), 'quantity');
  // Places: communes that exist, their wilayas exactly.
  check(a.cityIds.length >= 1 && a.cityIds.length <= ANNOUNCEMENT_LIMITS.citiesMax, 'city count');
  check(
    a.cityIds.every((id) => geo.citiesById.has(id)),
    'unknown commune',
  );
  const regions = [...new Set(a.cityIds.map((id) => geo.citiesById.get(id)?.regionId))];
  check(
    JSON.stringify([...a.regionIds].sort()) === JSON.stringify(regions.sort()),
    'region ids do not match the communes',
  );
  // Phones: 1 to 3 distinct Algerian numbers in national form.
  check(a.phones.length >= 1 && a.phones.length <= ANNOUNCEMENT_LIMITS.phonesMax, 'phone count');
  check(new Set(a.phones.map((p) => p.phone)).size === a.phones.length, 'repeated phone');
  for (const p of a.phones) check(isAlgerianPhone(p.phone) && /^0\d{8,9}$/.test(p.phone), `phone ${p.phone}`);
  check(a.pictureDraws.length <= 4, 'pictures');
  // Status and dates.
  check(ANNOUNCEMENT_STATUSES.includes(a.status), 'status');
  check(a.createdAt <= a.refreshedAt && a.refreshedAt <= NOW && a.updatedAt <= NOW, 'date order');
  check(a.updatedAt >= a.createdAt, 'updated before created');
  if (isActiveStatus(a.status)) {
    check(
      NOW.getTime() - a.refreshedAt.getTime() <= ANNOUNCEMENT_LIMITS.lifetimeDays * DAY_MS,
      'active but refreshed long ago',
    );
    check(a.expiresAt?.getTime() === a.refreshedAt.getTime() + ANNOUNCEMENT_LIMITS.lifetimeDays * DAY_MS, 'expiry');
    check(a.validatedAt !== null && a.validatedAt <= NOW, 'validation of an active one');
  } else if (a.status === 'EXPIRED') {
    check(a.expiresAt !== null && a.expiresAt <= NOW, 'expired in the future');
  } else {
    check(a.expiresAt === null, `${a.status} with an expiry`);
  }
  if (a.status === 'PENDING' || a.status === 'LOCKED')
    check(a.validatedAt === null && a.viewCount === 0, 'pending but validated');
  check((a.status === 'DELETED') === (a.deletedAt !== null && a.deleteReason !== null), 'deletion');
  check(a.viewCount >= 0 && a.likeCount >= 0 && a.likeCount <= a.viewCount, 'counters');
  check(a.searchText.length > 0, 'search text');
  return problems;
}

describe.each(testEngines)('generated announcements on %s', (engine) => {
  let server: TestServer;
  let catalog: CatalogSnapshot;
  let geo: GeoSnapshot;
  beforeAll(async () => {
    server = await startTestServer(engine);
    [catalog, geo] = await Promise.all([loadCatalog(server.deps), loadGeo(server.deps)]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives the same announcements for the same seed, others for another seed', () => {
    const first = generate(catalog, geo, 300, 42);
    expect(generate(catalog, geo, 300, 42)).toEqual(first);
    const other = generate(catalog, geo, 300, 43);
    expect(other.map((a) => a.title)).not.toEqual(first.map((a) => a.title));
  });

  it('keeps a specialist (a demo store’s owner) in their categories, and leaves the others’ announcements as they were', () => {
    const count = 900;
    const plain = generate(catalog, geo, count, 42);
    // One of the busiest sellers (weight 3 of 60).
    const specialist = 2;
    const sellers = SELLERS.map((seller, i) => (i === specialist ? { ...seller, specialties: ['vehicules'] } : seller));
    const generator = createAnnouncementGenerator({ seed: 42, now: NOW, catalog, geo, sellers });
    const special = Array.from({ length: count }, () => generator.next());
    const rootSlug = (announcement: GeneratedAnnouncement) => catalog.parentTree(announcement.categoryId)[0]?.slug;

    const theirs = special.filter((announcement) => announcement.sellerIndex === specialist);
    expect(theirs.length).toBeGreaterThan(10);
    expect(new Set(theirs.map(rootSlug))).toEqual(new Set(['vehicules']));
    // They publish as much as before: only the category of what fell outside theirs changed.
    const cover = publishableCategories(catalog).length;
    const after = (list: GeneratedAnnouncement[]) =>
      list.slice(cover).filter((announcement) => announcement.sellerIndex === specialist).length;
    expect(after(special)).toBe(after(plain));
    for (let i = 0; i < count; i += 1) {
      if (plain[i]!.sellerIndex === specialist || special[i]!.sellerIndex === specialist) continue;
      expect(special[i]!.title).toBe(plain[i]!.title);
    }
  });

  it('follows the catalog rules in every publishable category, in French, Arabic and Darija', () => {
    const categories = publishableCategories(catalog);
    const announcements = generate(catalog, geo, 3_000, 7);
    const problems: string[] = [];
    for (const a of announcements) {
      const category = catalog.categoriesById.get(a.categoryId)!;
      expect(category.isPublishable && category.active).toBe(true);
      for (const p of [...specProblems(catalog, a.categoryId, a.specs), ...announcementProblems(a, category, geo)]) {
        problems.push(`#${a.index} ${a.categoryId} "${a.title}": ${p}`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // Every publishable category has announcements, and the vocabulary knows each of them.
    expect(new Set(announcements.map((a) => a.categoryId))).toEqual(new Set(categories.map((c) => c.id)));
    expect(categories.filter((c) => !WRITTEN_CATEGORY_IDS.has(c.id)).map((c) => c.slug)).toEqual([]);
    // About a third in Arabic, some Darija in Latin letters, the rest in French.
    const share = (lang: string) => announcements.filter((a) => a.lang === lang).length / announcements.length;
    expect(share('ar')).toBeGreaterThan(0.27);
    expect(share('ar')).toBeLessThan(0.4);
    expect(share('dz')).toBeGreaterThan(0.07);
    expect(announcements.some((a) => /[\u0600-\u06ff]/.test(a.title))).toBe(true);
    // Mostly visible, the big wilayas first.
    expect(announcements.filter((a) => isActiveStatus(a.status)).length / announcements.length).toBeGreaterThan(0.8);
    const algiers = announcements.filter((a) => a.regionIds.includes(16)).length;
    const adrar = announcements.filter((a) => a.regionIds.includes(1)).length;
    expect(algiers).toBeGreaterThan(adrar * 5);
  });

  it('writes cars whose model belongs to their make and whose prices read like the market', () => {
    const cars = generate(catalog, geo, 2_000, 11).filter((a) => a.categoryId === 101);
    expect(cars.length).toBeGreaterThan(200);
    for (const car of cars) {
      expect(String(car.specs.modele)).toMatch(new RegExp(`^(${String(car.specs.marque).replace('_', '-')}-|autre$)`));
      // Between 30 and 6 000 millions (300 000 and 60 000 000 DA), shown in millions mostly.
      expect(car.price).toBeGreaterThanOrEqual(300_000);
      expect(car.price).toBeLessThanOrEqual(60_000_000);
    }
    expect(cars.filter((c) => c.priceUnit === 'MILLION').length / cars.length).toBeGreaterThan(0.8);
  });

  it('loads announcements in batches with their sellers, pictures and phones', async () => {
    const result = await seedAnnouncements(server.deps, { count: 120, seed: 7, now: NOW, batchSize: 25, pictures: 4 });
    expect(result.sellers).toHaveLength(3);
    const db = server.deps.db;
    const sellerIds = result.sellers.map((s) => s.id);
    const rows = await db
      .selectFrom('announcements')
      .selectAll()
      .where('user_id', 'in', sellerIds)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(120);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(120);
    const sellers = await db
      .selectFrom('users')
      .select(['email', 'is_validated', 'password_hash'])
      .where('id', 'in', sellerIds)
      .execute();
    for (const seller of sellers) {
      expect(seller.email).toMatch(/@souk\.example$/);
      expect(seller.is_validated).toBe(true);
      expect(seller.password_hash).toBeNull();
    }

    const media = await db.selectFrom('media').selectAll().orderBy('id').execute();
    // Every media row belongs to an announcement (the pool leaves no unattached row), in rank order.
    expect(media.every((m) => m.announcement_id !== null)).toBe(true);
    expect(media).toHaveLength(rows.reduce((sum, r) => sum + r.media_count, 0));
    for (const row of rows) {
      const own = media.filter((m) => m.announcement_id === row.id);
      expect(own.map((m) => m.rank)).toEqual(own.map((_, i) => i));
      expect(row.default_media_id).toBe(own[0]?.id ?? null);
      expect(own.every((m) => m.user_id === row.user_id)).toBe(true);
    }
    // Four distinct pictures, shared; their files are in the storage.
    const keys = [...new Set(media.map((m) => m.storage_key))];
    expect(keys.length).toBeLessThanOrEqual(4);
    const storage = await mediaStorageFor(server.deps.config);
    for (const key of keys) expect(await storage.exists(key, 'SMALL')).toBe(true);

    // The search's counters are folded: one row per category and place, matching the active announcements.
    const counters = await db.selectFrom('search_counts').selectAll().execute();
    const keysOfCounters = counters.map((c) => `${c.category_id}/${c.region_id}/${c.city_id}`);
    expect(new Set(keysOfCounters).size).toBe(keysOfCounters.length);
    const activeTotal = rows.filter((r) => r.status === 'PUBLISHED' || r.status === 'EDITED').length;
    expect(
      counters.filter((c) => c.region_id === 0 && c.city_id === 0).reduce((sum, c) => sum + c.active_count, 0),
    ).toBe(activeTotal);

    // One to three phones each, ranked from 0.
    const phones = await db.selectFrom('announcement_phones').selectAll().orderBy('rank').execute();
    for (const row of rows) {
      const own = phones.filter((p) => p.announcement_id === row.id);
      expect(row.has_phone).toBe(true);
      expect(own.map((p) => p.rank)).toEqual(own.map((_, i) => i));
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
    }
    expect(phones.every((p) => isAlgerianPhone(p.phone))).toBe(true);
    // The search vocabulary knows the words of the loaded titles.
    const words = await sql<{
      word: string;
    }>`select word from search_words where word = 'vends' or word = 'للبيع'`.execute(db);
    expect(words.rows.length).toBeGreaterThan(0);
  });

  it('writes the same rows whatever the batch size', async () => {
    const other = await startTestServer(engine);
    try {
      await seedAnnouncements(other.deps, { count: 120, seed: 7, now: NOW, batchSize: 1_000, pictures: 4 });
      const snapshot = async (s: TestServer) => ({
        announcements: await s.deps.db.selectFrom('announcements').selectAll().orderBy('id').execute(),
        media: await s.deps.db.selectFrom('media').selectAll().orderBy('id').execute(),
        phones: await s.deps.db.selectFrom('announcement_phones').selectAll().orderBy('id').execute(),
        users: await s.deps.db
          .selectFrom('users')
          .select(['id', 'username', 'phone', 'region_id'])
          .orderBy('id')
          .execute(),
      });
      expect(await snapshot(other)).toEqual(await snapshot(server));
    } finally {
      await other.close();
    }
  });

  it('finds the sellers of an earlier run with the same seed', async () => {
    const before = await sql<{ n: string }>`select count(*)::text as n from users`.execute(server.deps.db);
    const again = await seedAnnouncements(server.deps, { count: 10, seed: 7, now: NOW, pictures: 0 });
    const after = await sql<{ n: string }>`select count(*)::text as n from users`.execute(server.deps.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    expect(again.sellers).toHaveLength(1);
    const withoutPictures = await server.deps.db
      .selectFrom('announcements')
      .select('media_count')
      .orderBy('id', 'desc')
      .limit(10)
      .execute();
    expect(withoutPictures.every((r) => r.media_count === 0)).toBe(true);
  });
});
