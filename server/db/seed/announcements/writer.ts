import { sql, type Kysely } from 'kysely';
import type { Database } from '../../types';
import type { GeneratedAnnouncement } from './generator';

/** A picture of the pool, as the media rows of announcements point at it (its files are shared). */
export interface PoolPicture {
  storageKey: string;
  mimeType: string;
  width: number;
  height: number;
  bytes: number;
}

/** Chooses an announcement's pictures in the pool. */
export interface PictureChooser {
  /** The pictures for these draws (one per draw, without repeating one; fewer when the pool is short). */
  choose(categoryId: number, draws: readonly number[]): PoolPicture[];
}

/**
 * Reserves `count` ids of a table's sequence, in increasing order, so rows of several tables can
 * point at each other (an announcement at its default picture, a reply at its comment) before
 * any is written. Concurrent writers get other ids: each comes from nextval.
 */
export async function reserveIds(
  db: Kysely<Database>,
  table: 'announcements' | 'media' | 'announcement_comments',
  count: number,
): Promise<string[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ id: string }>`select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id
    from generate_series(1, ${count}::int)`.execute(db);
  return rows.map((row) => row.id).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
const intArray = (ids: readonly number[]): string => `{${ids.join(',')}}`;

/**
 * Writes generated announcements with their pictures and phones: three multi-row inserts
 * (`insert … select from unnest(…)`, one array per column, so a statement carries thousands of
 * rows in a few parameters), on PostgreSQL and PGlite alike. Generated columns (reference,
 * search vector) fill themselves. Returns the ids in the order of `batch`.
 */
export async function writeAnnouncementBatch(
  db: Kysely<Database>,
  batch: readonly GeneratedAnnouncement[],
  sellerIds: readonly string[],
  pictures: PictureChooser | null,
): Promise<string[]> {
  if (batch.length === 0) return [];
  const chosen = batch.map((a) => (pictures ? pictures.choose(a.categoryId, a.pictureDraws) : []));
  const ids = await reserveIds(db, 'announcements', batch.length);
  const mediaIds = await reserveIds(
    db,
    'media',
    chosen.reduce((sum, list) => sum + list.length, 0),
  );

  const columns = {
    id: [] as string[],
    user_id: [] as string[],
    category_id: [] as number[],
    title: [] as string[],
    slug: [] as string[],
    description: [] as string[],
    price: [] as (string | null)[],
    old_price: [] as (string | null)[],
    price_type: [] as (string | null)[],
    price_unit: [] as string[],
    exchange_type: [] as string[],
    has_delivery: [] as boolean[],
    delivery_type: [] as (string | null)[],
    payment_method: [] as (string | null)[],
    quantity: [] as (number | null)[],
    street_name: [] as (string | null)[],
    has_email: [] as boolean[],
    has_phone: [] as boolean[],
    is_comment_enabled: [] as boolean[],
    specs: [] as string[],
    city_ids: [] as string[],
    region_ids: [] as string[],
    default_media_id: [] as (string | null)[],
    media_count: [] as number[],
    search_text: [] as string[],
    status: [] as string[],
    view_count: [] as number[],
    like_count: [] as number[],
    created_at: [] as string[],
    updated_at: [] as string[],
    refreshed_at: [] as string[],
    expires_at: [] as (string | null)[],
    validated_at: [] as (string | null)[],
    deleted_at: [] as (string | null)[],
    delete_reason: [] as (string | null)[],
  };
  const media = {
    id: [] as string[],
    user_id: [] as string[],
    announcement_id: [] as string[],
    rank: [] as number[],
    storage_key: [] as string[],
    mime_type: [] as string[],
    width: [] as number[],
    height: [] as number[],
    bytes: [] as number[],
    created_at: [] as string[],
  };
  const phones = {
    announcement_id: [] as string[],
    rank: [] as number[],
    phone: [] as string[],
    has_viber: [] as boolean[],
    has_whatsapp: [] as boolean[],
    has_telegram: [] as boolean[],
  };

  let nextMedia = 0;
  batch.forEach((a, i) => {
    const id = ids[i]!;
    const userId = sellerIds[a.sellerIndex];
    if (userId === undefined) throw new Error(`no seller at index ${a.sellerIndex}`);
    const own = chosen[i]!;
    const firstMedia = own.length > 0 ? mediaIds[nextMedia]! : null;
    own.forEach((picture, rank) => {
      media.id.push(mediaIds[nextMedia]!);
      nextMedia += 1;
      media.user_id.push(userId);
      media.announcement_id.push(id);
      media.rank.push(rank);
      media.storage_key.push(picture.storageKey);
      media.mime_type.push(picture.mimeType);
      media.width.push(picture.width);
      media.height.push(picture.height);
      media.bytes.push(picture.bytes);
      media.created_at.push(a.createdAt.toISOString());
    });
    a.phones.forEach((phone, rank) => {
      phones.announcement_id.push(id);
      phones.rank.push(rank);
      phones.phone.push(phone.phone);
      phones.has_viber.push(phone.hasViber);
      phones.has_whatsapp.push(phone.hasWhatsapp);
      phones.has_telegram.push(phone.hasTelegram);
    });
    columns.id.push(id);
    columns.user_id.push(userId);
    columns.category_id.push(a.categoryId);
    columns.title.push(a.title);
    columns.slug.push(a.slug);
    columns.description.push(a.description);
    columns.price.push(a.price === null ? null : String(a.price));
    columns.old_price.push(a.oldPrice === null ? null : String(a.oldPrice));
    columns.price_type.push(a.priceType);
    columns.price_unit.push(a.priceUnit);
    columns.exchange_type.push(a.exchangeType);
    columns.has_delivery.push(a.hasDelivery);
    columns.delivery_type.push(a.deliveryType);
    columns.payment_method.push(a.paymentMethod);
    columns.quantity.push(a.quantity);
    columns.street_name.push(a.streetName);
    columns.has_email.push(a.hasEmail);
    columns.has_phone.push(a.phones.length > 0);
    columns.is_comment_enabled.push(a.isCommentEnabled);
    columns.specs.push(JSON.stringify(a.specs));
    columns.city_ids.push(intArray(a.cityIds));
    columns.region_ids.push(intArray(a.regionIds));
    columns.default_media_id.push(firstMedia);
    columns.media_count.push(own.length);
    columns.search_text.push(a.searchText);
    columns.status.push(a.status);
    columns.view_count.push(a.viewCount);
    columns.like_count.push(a.likeCount);
    columns.created_at.push(a.createdAt.toISOString());
    columns.updated_at.push(a.updatedAt.toISOString());
    columns.refreshed_at.push(a.refreshedAt.toISOString());
    columns.expires_at.push(iso(a.expiresAt));
    columns.validated_at.push(iso(a.validatedAt));
    columns.deleted_at.push(iso(a.deletedAt));
    columns.delete_reason.push(a.deleteReason);
  });

  await sql`insert into announcements (id, user_id, category_id, title, slug, description, price, old_price,
      price_type, price_unit, exchange_type, has_delivery, delivery_type, payment_method, quantity, street_name,
      has_email, has_phone, is_comment_enabled, specs, city_ids, region_ids, default_media_id, media_count,
      search_text, status, view_count, like_count, created_at, updated_at, refreshed_at, expires_at,
      validated_at, deleted_at, delete_reason)
    select id, user_id, category_id, title, slug, description, price, old_price,
      price_type, price_unit, exchange_type, has_delivery, delivery_type, payment_method, quantity, street_name,
      has_email, has_phone, is_comment_enabled, specs::jsonb, city_ids::integer[], region_ids::integer[],
      default_media_id, media_count, search_text, status, view_count, like_count, created_at, updated_at,
      refreshed_at, expires_at, validated_at, deleted_at, delete_reason
    from unnest(${columns.id}::bigint[], ${columns.user_id}::bigint[], ${columns.category_id}::integer[],
      ${columns.title}::text[], ${columns.slug}::text[], ${columns.description}::text[],
      ${columns.price}::bigint[], ${columns.old_price}::bigint[], ${columns.price_type}::text[],
      ${columns.price_unit}::text[], ${columns.exchange_type}::text[], ${columns.has_delivery}::boolean[],
      ${columns.delivery_type}::text[], ${columns.payment_method}::text[], ${columns.quantity}::integer[],
      ${columns.street_name}::text[], ${columns.has_email}::boolean[], ${columns.has_phone}::boolean[],
      ${columns.is_comment_enabled}::boolean[], ${columns.specs}::text[], ${columns.city_ids}::text[],
      ${columns.region_ids}::text[], ${columns.default_media_id}::bigint[], ${columns.media_count}::integer[],
      ${columns.search_text}::text[], ${columns.status}::text[], ${columns.view_count}::integer[],
      ${columns.like_count}::integer[], ${columns.created_at}::timestamptz[], ${columns.updated_at}::timestamptz[],
      ${columns.refreshed_at}::timestamptz[], ${columns.expires_at}::timestamptz[],
      ${columns.validated_at}::timestamptz[], ${columns.deleted_at}::timestamptz[], ${columns.delete_reason}::text[])
      as t(id, user_id, category_id, title, slug, description, price, old_price, price_type, price_unit,
        exchange_type, has_delivery, delivery_type, payment_method, quantity, street_name, has_email, has_phone,
        is_comment_enabled, specs, city_ids, region_ids, default_media_id, media_count, search_text, status,
        view_count, like_count, created_at, updated_at, refreshed_at, expires_at, validated_at, deleted_at,
        delete_reason)`.execute(db);

  if (media.id.length > 0) {
    await sql`insert into media (id, user_id, announcement_id, rank, storage_key, mime_type, width, height, bytes, created_at)
      select * from unnest(${media.id}::bigint[], ${media.user_id}::bigint[], ${media.announcement_id}::bigint[],
        ${media.rank}::integer[], ${media.storage_key}::text[], ${media.mime_type}::text[], ${media.width}::integer[],
        ${media.height}::integer[], ${media.bytes}::integer[], ${media.created_at}::timestamptz[])`.execute(db);
  }
  if (phones.phone.length > 0) {
    await sql`insert into announcement_phones (announcement_id, rank, phone, has_viber, has_whatsapp, has_telegram)
      select * from unnest(${phones.announcement_id}::bigint[], ${phones.rank}::integer[], ${phones.phone}::text[],
        ${phones.has_viber}::boolean[], ${phones.has_whatsapp}::boolean[], ${phones.has_telegram}::boolean[])`.execute(
      db,
    );
  }
  return ids;
}
