import type { Kysely, Selectable } from 'kysely';
import type { AnnouncementStatus, MediaSize } from '../../../shared/domain/announcements';
import type {
  DeliveryType,
  ExchangeType,
  PaymentMethod,
  PriceType,
  PriceUnit,
} from '../../../shared/domain/marketplace';
import type { Database } from '../../db/types';
import type { AnnouncementsTable, SpecValues } from './announcements.tables';

/**
 * What field resolvers of `Announcement` receive: one announcement row in the services' shape.
 * Cards (search, suggestions, profile tabs) and the detail page use the same model.
 */
export interface AnnouncementModel {
  id: string;
  reference: string;
  userId: string;
  storeId: string | null;
  categoryId: number;
  title: string;
  slug: string;
  description: string;
  /** Whole dinars; null without a price. */
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
  orderExternalUrl: string | null;
  hasEmail: boolean;
  hasPhone: boolean;
  isCommentEnabled: boolean;
  noAdsense: boolean;
  specs: SpecValues;
  cityIds: number[];
  regionIds: number[];
  defaultMediaId: string | null;
  mediaCount: number;
  status: AnnouncementStatus;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  createdAt: Date;
  updatedAt: Date;
  refreshedAt: Date;
  expiresAt: Date | null;
  validatedAt: Date | null;
  deletedAt: Date | null;
  deleteReason: string | null;
  deletedByModerator: boolean;
  /** The picture size the list that loaded it asked for (search's mediaSize); media fields default to it. */
  mediaSize?: MediaSize;
}

/** Every column the model needs: all but the search text, which only the search reads. */
export const ANNOUNCEMENT_COLUMNS = [
  'announcements.id',
  'announcements.reference',
  'announcements.user_id',
  'announcements.store_id',
  'announcements.category_id',
  'announcements.title',
  'announcements.slug',
  'announcements.description',
  'announcements.price',
  'announcements.old_price',
  'announcements.price_type',
  'announcements.price_unit',
  'announcements.exchange_type',
  'announcements.has_delivery',
  'announcements.delivery_type',
  'announcements.payment_method',
  'announcements.quantity',
  'announcements.street_name',
  'announcements.order_external_url',
  'announcements.has_email',
  'announcements.has_phone',
  'announcements.is_comment_enabled',
  'announcements.no_adsense',
  'announcements.specs',
  'announcements.city_ids',
  'announcements.region_ids',
  'announcements.default_media_id',
  'announcements.media_count',
  'announcements.status',
  'announcements.view_count',
  'announcements.like_count',
  'announcements.comment_count',
  'announcements.created_at',
  'announcements.updated_at',
  'announcements.refreshed_at',
  'announcements.expires_at',
  'announcements.validated_at',
  'announcements.deleted_at',
  'announcements.delete_reason',
  'announcements.deleted_by_moderator',
] as const;

/** A row as selected with ANNOUNCEMENT_COLUMNS. */
export type AnnouncementRow = Omit<Selectable<AnnouncementsTable>, 'search_text'>;

const toNumber = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** Turns a selected row into the model. */
export function toAnnouncementModel(row: AnnouncementRow, mediaSize?: MediaSize): AnnouncementModel {
  return {
    id: row.id,
    reference: row.reference,
    userId: row.user_id,
    storeId: row.store_id,
    categoryId: row.category_id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    price: toNumber(row.price),
    oldPrice: toNumber(row.old_price),
    priceType: row.price_type,
    priceUnit: row.price_unit,
    exchangeType: row.exchange_type,
    hasDelivery: row.has_delivery,
    deliveryType: row.delivery_type,
    paymentMethod: row.payment_method,
    quantity: row.quantity,
    streetName: row.street_name,
    orderExternalUrl: row.order_external_url,
    hasEmail: row.has_email,
    hasPhone: row.has_phone,
    isCommentEnabled: row.is_comment_enabled,
    noAdsense: row.no_adsense,
    specs: row.specs,
    cityIds: row.city_ids,
    regionIds: row.region_ids,
    defaultMediaId: row.default_media_id,
    mediaCount: row.media_count,
    status: row.status,
    viewCount: row.view_count,
    likeCount: row.like_count,
    commentCount: row.comment_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    refreshedAt: row.refreshed_at,
    expiresAt: row.expires_at,
    validatedAt: row.validated_at,
    deletedAt: row.deleted_at,
    deleteReason: row.delete_reason,
    deletedByModerator: row.deleted_by_moderator,
    ...(mediaSize ? { mediaSize } : {}),
  };
}

/**
 * Loads announcements by id, in the order of `ids` (missing ones left out). Lists (search,
 * profile tabs) find their ids with a narrow query and load the models here.
 */
export async function loadAnnouncementsByIds(
  db: Kysely<Database>,
  ids: readonly string[],
  mediaSize?: MediaSize,
): Promise<AnnouncementModel[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('announcements')
    .select(ANNOUNCEMENT_COLUMNS)
    .where('announcements.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, toAnnouncementModel(row, mediaSize)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
