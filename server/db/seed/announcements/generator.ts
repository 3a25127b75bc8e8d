import slugify from '@sindresorhus/slugify';
import {
  ANNOUNCEMENT_LIMITS,
  MEMBER_DELETE_REASONS,
  type AnnouncementStatus,
} from '../../../../shared/domain/announcements';
import {
  SERVICE_DELIVERY_TYPES,
  VEHICLE_DELIVERY_TYPES,
  type DeliveryType,
  type ExchangeType,
  type PaymentMethod,
  type PriceType,
  type PriceUnit,
} from '../../../../shared/domain/marketplace';
import type { SpecValues } from '../../../modules/announcements';
import type { CategoryModel } from '../../../modules/catalog';
import type { CatalogSnapshot } from '../../../modules/catalog';
import type { GeoSnapshot } from '../../../modules/geo';
import { buildSearchText } from '../../../modules/search';
import { landlineNumber, mobileNumber } from './people';
import { PlacePicker } from './places';
import { Random, WeightedTable, seedOf } from './random';
import { completeSpecs } from './specs';
import { closingLines, joinLines, placeLine } from './vocabulary/common';
import { CATEGORY_WEIGHTS, writerFor } from './vocabulary';
import { COASTAL_REGIONS } from './vocabulary/property';
import type { Lang, PriceDraft } from './vocabulary/types';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIFETIME_MS = ANNOUNCEMENT_LIMITS.lifetimeDays * DAY_MS;

/** A member who publishes generated announcements. */
export interface SellerProfile {
  /** The phone the member registered with: the first phone of most of their announcements. */
  phone: string | null;
  /** The member's wilaya: most of their announcements are there. */
  regionId: number | null;
  /** How much the member publishes compared with the others. */
  weight: number;
  /**
   * Root category slugs a trader sells in (a demo store's owner): they publish there only, so
   * their store sells what its name says.
   */
  specialties?: readonly string[];
}

/** A phone number shown on an announcement. */
export interface GeneratedPhone {
  phone: string;
  hasViber: boolean;
  hasWhatsapp: boolean;
  hasTelegram: boolean;
}

/** One generated announcement: every column of its row, its phones, and how many pictures it has. */
export interface GeneratedAnnouncement {
  /** Position in the generated sequence (0 first). */
  index: number;
  /** Position of its seller in the seller list the generator was given. */
  sellerIndex: number;
  lang: Lang;
  categoryId: number;
  title: string;
  slug: string;
  description: string;
  /** Whole dinars (per m² for the *_PER_SQUARE units); null without a price. */
  price: number | null;
  oldPrice: number | null;
  priceType: PriceType | null;
  priceUnit: PriceUnit;
  exchangeType: ExchangeType;
  hasDelivery: boolean;
  deliveryType: DeliveryType | null;
  paymentMethod: PaymentMethod | null;
  quantity: number | null;
  streetName: string | null;
  hasEmail: boolean;
  isCommentEnabled: boolean;
  specs: SpecValues;
  cityIds: number[];
  regionIds: number[];
  searchText: string;
  status: AnnouncementStatus;
  viewCount: number;
  likeCount: number;
  createdAt: Date;
  updatedAt: Date;
  refreshedAt: Date;
  expiresAt: Date | null;
  validatedAt: Date | null;
  deletedAt: Date | null;
  deleteReason: string | null;
  phones: GeneratedPhone[];
  /** One draw in [0, 1) per picture, in display order: where each picture is taken from the pool. */
  pictureDraws: number[];
}

/** What the generator needs. */
export interface GeneratorOptions {
  seed: number;
  /** The moment the data is generated at: dates are spread over the days before it. */
  now: Date;
  catalog: CatalogSnapshot;
  geo: GeoSnapshot;
  sellers: readonly SellerProfile[];
  /**
   * When true (the default), the first announcements go through every publishable category
   * once, so even the rarest has announcements; then categories are drawn by weight.
   */
  coverAllCategories?: boolean;
}

/** A deterministic stream of announcements (same options, same sequence). */
export interface AnnouncementGenerator {
  /** The categories announcements are published in (publishable, active, under active parents). */
  readonly categories: readonly CategoryModel[];
  /** The next announcement. */
  next(): GeneratedAnnouncement;
}

/** Categories an announcement can be published in: publishable and active, as are all their parents. */
export function publishableCategories(catalog: CatalogSnapshot): CategoryModel[] {
  return [...catalog.categoriesById.values()]
    .filter((category) => category.isPublishable && catalog.parentTree(category.id).every((c) => c.active))
    .sort((a, b) => a.id - b.id);
}

const LANG_WEIGHTS = [
  ['fr', 55],
  ['ar', 33],
  ['dz', 12],
] as const;

/** Statuses as a marketplace's table holds them: mostly visible, a few in every other state. */
const STATUS_WEIGHTS = [
  ['PUBLISHED', 74],
  ['EDITED', 14],
  ['EXPIRED', 4],
  ['ARCHIVED', 2],
  ['PENDING', 2],
  ['DELETED', 2],
  ['DISABLED', 1],
  ['LOCKED', 0.5],
  ['VALIDATED_QUEUED', 0.5],
] as const;

/** Delivery types a category's announcements may offer: the family of its default one. */
export function deliveryTypesOf(category: CategoryModel): readonly DeliveryType[] {
  const family = category.deliveryType;
  if (family && VEHICLE_DELIVERY_TYPES.includes(family)) return [...VEHICLE_DELIVERY_TYPES, 'USER_DELIVERY'];
  if (family && SERVICE_DELIVERY_TYPES.includes(family)) return SERVICE_DELIVERY_TYPES;
  return ['USER_DELIVERY', 'DELIVERY_FREE', 'DELIVERY_PAY_ON_DELIVERY', 'DELIVERY_AVAILABLE'];
}

/** The root family of a category (1 vehicles, 2 property, 3 phones...). */
function rootOf(catalog: CatalogSnapshot, categoryId: number): number {
  return catalog.parentTree(categoryId)[0]?.id ?? categoryId;
}

/**
 * A price the category accepts: the writer's when its unit is allowed, otherwise the same
 * amount in an allowed unit (a safety net for categories whose units change in the catalog).
 */
function fitPrice(price: PriceDraft, category: CategoryModel): PriceDraft {
  const allowed = category.priceUnits;
  if (allowed.includes(price.unit)) return price;
  if (price.amountDa === null) {
    const unit = allowed.includes('NO_PRICE') ? 'NO_PRICE' : allowed[0]!;
    return unit === 'NO_PRICE' ? { amountDa: null, unit, type: null } : { amountDa: 10_000, unit, type: 'NEGOTIABLE' };
  }
  const unit = (['UNIT', 'MILLION', 'BILLION', 'UNIT_PER_SQUARE', 'MILLION_PER_SQUARE'] as const).find((u) =>
    allowed.includes(u),
  );
  if (!unit) return { amountDa: null, unit: 'NO_PRICE', type: null };
  return { ...price, unit };
}

/** A title within the form's bounds: a very short one says it is for sale, a long one is cut at a word. */
function boundedTitle(title: string, lang: Lang): string {
  if ([...title].length < ANNOUNCEMENT_LIMITS.titleMin) {
    return `${title} ${lang === 'ar' ? 'للبيع' : lang === 'dz' ? 'lel bi3' : 'à vendre'}`;
  }
  if ([...title].length <= ANNOUNCEMENT_LIMITS.titleMax) return title;
  const cut = title.slice(0, ANNOUNCEMENT_LIMITS.titleMax);
  return cut.slice(0, cut.lastIndexOf(' ')).trim();
}

/** Creates the generator. Announcement `i` depends only on the seed, `i`, and the sellers' earlier announcements. */
export function createAnnouncementGenerator(options: GeneratorOptions): AnnouncementGenerator {
  const { catalog, geo, seed, now, sellers } = options;
  if (sellers.length === 0) throw new Error('the generator needs at least one seller');
  const categories = publishableCategories(catalog);
  if (categories.length === 0) throw new Error('the catalog has no publishable category');
  const categoryTable = new WeightedTable(categories.map((c) => [c, CATEGORY_WEIGHTS[c.id] ?? 0.5] as const));
  const sellerTable = new WeightedTable(sellers.map((s, i) => [i, Math.max(0.01, s.weight)] as const));
  // A specialist's categories (those under their roots), and the sellers without specialties.
  const specialtyTables = new Map<number, { ids: ReadonlySet<number>; table: WeightedTable<CategoryModel> }>();
  sellers.forEach((seller, i) => {
    const roots = new Set((seller.specialties ?? []).flatMap((slug) => catalog.categoriesBySlug.get(slug)?.id ?? []));
    const own = categories.filter((category) => roots.has(rootOf(catalog, category.id)));
    if (own.length === 0) return;
    specialtyTables.set(i, {
      ids: new Set(own.map((category) => category.id)),
      table: new WeightedTable(own.map((c) => [c, CATEGORY_WEIGHTS[c.id] ?? 0.5] as const)),
    });
  });
  const specialistsOf = new Map<number, number[]>();
  for (const [i, { ids }] of specialtyTables) {
    for (const id of ids) specialistsOf.set(id, [...(specialistsOf.get(id) ?? []), i]);
  }
  const generalists = sellers.flatMap((_, i) => (specialtyTables.has(i) ? [] : [i]));
  const generalistTable =
    generalists.length > 0
      ? new WeightedTable(generalists.map((i) => [i, Math.max(0.01, sellers[i]!.weight)] as const))
      : null;
  /**
   * A specialist drawn for a category outside theirs publishes in one of theirs instead; while
   * every category gets its first announcement, a seller without specialties takes it. Drawn
   * from the announcement's own side stream: its main draws, and every other announcement, stay.
   */
  const assign = (i: number, drawn: number, category: CategoryModel): [number, CategoryModel] => {
    const side = new Random(seedOf(seed, 'specialty', i));
    if (cover && i < categories.length) {
      // The first announcement of a category: a specialist's own goes to one of its specialists.
      const experts = specialistsOf.get(category.id);
      if (experts) return [side.pick(experts), category];
      if (specialtyTables.has(drawn) && generalistTable) return [generalistTable.pick(side), category];
      return [drawn, category];
    }
    const specialty = specialtyTables.get(drawn);
    if (!specialty || specialty.ids.has(category.id)) return [drawn, category];
    return [drawn, specialty.table.pick(side)];
  };
  const places = new PlacePicker(geo);
  const cover = options.coverAllCategories ?? true;
  // Active announcements per seller in categories that cap them: over the cap, new ones wait.
  const activeCounts = new Map<string, number>();
  const nowMs = now.getTime();
  let index = 0;

  const next = (): GeneratedAnnouncement => {
    const i = index;
    index += 1;
    const random = new Random(seedOf(seed, 'announcement', i));
    const drawnCategory = cover && i < categories.length ? categories[i]! : categoryTable.pick(random);
    const [sellerIndex, category] = assign(i, sellerTable.pick(random), drawnCategory);
    const seller = sellers[sellerIndex]!;
    const root = rootOf(catalog, category.id);

    // Where: mostly the seller's wilaya; holiday rentals by the sea.
    let regionId =
      seller.regionId !== null && geo.regionsById.has(seller.regionId) && random.chance(0.85)
        ? seller.regionId
        : places.region(random);
    if (category.id === 20206 && !COASTAL_REGIONS.includes(regionId) && random.chance(0.8))
      regionId = random.pick(COASTAL_REGIONS);
    const city = places.city(random, regionId);
    const place = places.place(city);
    const cityIds = [city.id];
    // Services, jobs and deliverable goods sometimes name a few communes around.
    if (random.chance(root === 9 || root === 8 ? 0.2 : 0.05)) {
      for (const extra of random.sample(geo.citiesByRegion.get(regionId) ?? [], random.int(1, 2))) {
        if (!cityIds.includes(extra.id)) cityIds.push(extra.id);
      }
    }
    const regionIds = [...new Set(cityIds.map((id) => geo.citiesById.get(id)!.regionId))];

    const lang = random.weighted(LANG_WEIGHTS);
    const context = { random, lang, category, catalog, place, now };
    const draft = writerFor(category)(context);
    const specs = completeSpecs(catalog, category.id, draft.specs, random, now, draft.optionalSpecs ?? 0.45);
    const price = fitPrice(draft.price, category);

    const exchangeType: ExchangeType = category.isWithoutExchange
      ? 'NOT_EXCHANGEABLE'
      : (draft.exchangeType ??
        random.weighted([
          ['NOT_EXCHANGEABLE', root === 1 ? 70 : root === 3 || root === 4 ? 84 : 95],
          ['EXCHANGEABLE', root === 1 ? 27 : root === 3 || root === 4 ? 15 : 4.5],
          ['EXCHANGEABLE_ONLY', root === 1 ? 3 : 1],
        ] as const));

    let hasDelivery = false;
    let deliveryType: DeliveryType | null = null;
    let paymentMethod: PaymentMethod | null = null;
    if (category.delivery) {
      const family = category.deliveryType;
      const rate =
        family && VEHICLE_DELIVERY_TYPES.includes(family) ? 0.08 : family === 'DELIVERY_PAY_ON_DELIVERY' ? 0.7 : 0.45;
      hasDelivery = random.chance(rate);
      if (hasDelivery) {
        const allowed = deliveryTypesOf(category);
        deliveryType = family && allowed.includes(family) && random.chance(0.6) ? family : random.pick(allowed);
        paymentMethod =
          deliveryType === 'DELIVERY_PAY_ON_DELIVERY'
            ? 'PAYMENT_ON_DELIVERY'
            : random.weighted([
                [null, 40],
                ['PAYMENT_ON_DELIVERY', 45],
                ['PAYMENT_IN_ADVANCE', 10],
                ['DEPOSIT_PAY_REQUIRED', 5],
              ] as const);
      }
    }

    const lines = [
      ...draft.lines,
      ...closingLines(context, price, { exchange: exchangeType === 'EXCHANGEABLE', delivery: hasDelivery }),
    ];
    // A description of a few words reads like a mistake: say at least where it is.
    if (lines.join(' ').length < 40) lines.push(placeLine(context));
    const description = joinLines(random, lines).slice(0, ANNOUNCEMENT_LIMITS.descriptionMax);
    const title = boundedTitle(draft.title, lang);

    // Status and dates: active ones refreshed in the last 60 days (recent ones more often),
    // so they expire 60 days after their refresh, in the future.
    let status: AnnouncementStatus = random.weighted(STATUS_WEIGHTS);
    const cap = category.maxActiveAnnouncements;
    if (cap !== null && (status === 'PUBLISHED' || status === 'EDITED')) {
      const key = `${sellerIndex}:${category.id}`;
      const count = activeCounts.get(key) ?? 0;
      if (count >= cap) status = 'VALIDATED_QUEUED';
      else activeCounts.set(key, count + 1);
    }
    const active = status === 'PUBLISHED' || status === 'EDITED';
    const minutes = (days: number) => Math.floor(days * 24 * 60) * 60_000;
    const ageDays =
      status === 'EXPIRED'
        ? ANNOUNCEMENT_LIMITS.lifetimeDays + random.between(0, 90)
        : status === 'PENDING' || status === 'LOCKED'
          ? random.between(0, 3)
          : status === 'ARCHIVED' || status === 'DELETED'
            ? random.between(0, 90)
            : ANNOUNCEMENT_LIMITS.lifetimeDays * random.next() ** 1.6;
    const refreshedAt = new Date(nowMs - minutes(ageDays) - 60_000);
    const fresh = status === 'PENDING' || status === 'LOCKED' || random.chance(0.6);
    const createdAt = fresh ? refreshedAt : new Date(refreshedAt.getTime() - minutes(random.between(1, 240)));
    const updatedAt =
      status === 'EDITED'
        ? new Date(refreshedAt.getTime() + Math.floor(random.next() * (nowMs - refreshedAt.getTime())))
        : refreshedAt;
    const validated = !(status === 'PENDING' || status === 'LOCKED' || status === 'DISABLED');
    // Moderators take minutes to hours, never longer than the time since it was created.
    const validatedAt = validated
      ? new Date(
          Math.min(
            createdAt.getTime() + minutes(random.between(0.01, 0.5)),
            Math.max(createdAt.getTime(), nowMs - 30_000),
          ),
        )
      : null;
    const deletedAt =
      status === 'DELETED'
        ? new Date(refreshedAt.getTime() + Math.floor(random.next() * (nowMs - refreshedAt.getTime())))
        : null;

    // Seen more when it has been online longer and in a busy category.
    const liveDays = validated ? Math.max(0.1, (nowMs - createdAt.getTime()) / DAY_MS) : 0;
    const popularity = (CATEGORY_WEIGHTS[category.id] ?? 0.5) ** 0.4;
    const viewCount = validated
      ? Math.min(50_000, Math.floor(popularity * liveDays ** 0.7 * random.between(3, 40)))
      : 0;
    const likeCount = Math.floor(viewCount * random.between(0, 0.03));

    // Phones: the seller's own number first, then another mobile, and a landline for agencies and firms.
    const phones: GeneratedPhone[] = [];
    const count = random.weighted([
      [1, 60],
      [2, 32],
      [3, 8],
    ] as const);
    const sellerPhones = new Random(seedOf(seed, 'seller-phones', sellerIndex));
    const candidates = [
      seller.phone && random.chance(0.92) ? seller.phone : mobileNumber(random),
      mobileNumber(sellerPhones),
      root === 2 || root === 8 || root === 9 || root === 12
        ? landlineNumber(sellerPhones, regionId)
        : mobileNumber(sellerPhones),
    ];
    for (const phone of candidates.slice(0, count)) {
      if (phones.some((p) => p.phone === phone)) continue;
      const mobile = /^0[567]/.test(phone);
      phones.push({
        phone,
        hasViber: mobile && random.chance(0.35),
        hasWhatsapp: mobile && random.chance(0.55),
        hasTelegram: mobile && random.chance(0.1),
      });
    }

    const withPictures = root === 8 || root === 9 ? 0.45 : 0.92;
    const pictureCount = random.chance(withPictures)
      ? random.weighted([
          [1, 25],
          [2, 27],
          [3, 23],
          [4, 25],
        ] as const)
      : 0;
    const pictureDraws = Array.from(
      { length: root === 8 || root === 9 ? Math.min(pictureCount, 2) : pictureCount },
      () => random.next(),
    );

    return {
      index: i,
      sellerIndex,
      lang,
      categoryId: category.id,
      title,
      slug: slugify(title) || 'annonce',
      description,
      price: price.amountDa,
      oldPrice:
        price.oldAmountDa !== undefined &&
        price.oldAmountDa !== null &&
        price.amountDa !== null &&
        price.oldAmountDa > price.amountDa
          ? price.oldAmountDa
          : null,
      priceType: price.unit === 'NO_PRICE' ? null : price.type,
      priceUnit: price.unit,
      exchangeType,
      hasDelivery,
      deliveryType,
      paymentMethod,
      quantity: draft.quantity ?? null,
      streetName: draft.streetName ?? null,
      hasEmail: random.chance(0.15),
      isCommentEnabled: random.chance(0.92),
      specs,
      cityIds,
      regionIds,
      searchText: buildSearchText({ title, categoryId: category.id, specs, cityIds }, catalog, geo),
      status,
      viewCount,
      likeCount,
      createdAt,
      updatedAt,
      refreshedAt,
      expiresAt: active
        ? new Date(refreshedAt.getTime() + LIFETIME_MS)
        : status === 'EXPIRED'
          ? new Date(refreshedAt.getTime() + LIFETIME_MS)
          : null,
      validatedAt,
      deletedAt,
      deleteReason: status === 'DELETED' ? random.pick(MEMBER_DELETE_REASONS) : null,
      phones,
      pictureDraws,
    };
  };

  return { categories, next };
}
