import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StoreStatus } from '../../../shared/domain/stores';
import type { Database } from '../../db/types';
import type { LandMemberRole, StoreLocationsTable, StoreSocial, StoresTable } from './stores.tables';

/** A store as resolvers hand it to the Store type's field resolvers. */
export interface StoreModel {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  status: StoreStatus;
  isOfficial: boolean;
  isVerified: boolean;
  viewAsStore: boolean;
  domain: string | null;
  googleTagManagerId: string | null;
  metaPixelId: string | null;
  followerCount: number;
  /** When its plan runs out; null: no end. */
  expiresAt: Date | null;
  createdAt: Date;
}

/** A store location with its place. */
export interface StoreLocationModel {
  id: string;
  storeId: string;
  isMain: boolean;
  title: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  cityId: number | null;
  regionId: number | null;
  worktime: string | null;
  phones: string[];
  emails: string[];
  faxes: string[];
  socials: StoreSocial[];
}

/** A member of a store or market. */
export interface LandMemberModel {
  userId: string;
  role: LandMemberRole;
}

/** The columns a StoreModel is read from. */
export const STORE_COLUMNS = [
  'stores.id',
  'stores.name',
  'stores.slug',
  'stores.description',
  'stores.image_url',
  'stores.status',
  'stores.is_official',
  'stores.is_verified',
  'stores.view_as_store',
  'stores.domain',
  'stores.google_tag_manager_id',
  'stores.meta_pixel_id',
  'stores.follower_count',
  'stores.expires_at',
  'stores.created_at',
] as const;

/** A row as selected with STORE_COLUMNS. */
export type StoreRow = Pick<
  Selectable<StoresTable>,
  | 'id'
  | 'name'
  | 'slug'
  | 'description'
  | 'image_url'
  | 'status'
  | 'is_official'
  | 'is_verified'
  | 'view_as_store'
  | 'domain'
  | 'google_tag_manager_id'
  | 'meta_pixel_id'
  | 'follower_count'
  | 'expires_at'
  | 'created_at'
>;

/** Turns a selected row into the model. */
export function toStoreModel(row: StoreRow): StoreModel {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageUrl: row.image_url,
    status: row.status,
    isOfficial: row.is_official,
    isVerified: row.is_verified,
    viewAsStore: row.view_as_store,
    domain: row.domain,
    googleTagManagerId: row.google_tag_manager_id,
    metaPixelId: row.meta_pixel_id,
    followerCount: row.follower_count,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
  };
}

/** Loads stores by id, in the order of `ids` (unknown ones left out), whatever their status. */
export async function loadStoresByIds(
  db: Kysely<Database> | Transaction<Database>,
  ids: readonly string[],
): Promise<StoreModel[]> {
  const wanted = [...new Set(ids.filter((id) => /^\d{1,18}$/.test(id)))];
  if (wanted.length === 0) return [];
  const rows = await db.selectFrom('stores').select(STORE_COLUMNS).where('stores.id', 'in', wanted).execute();
  const byId = new Map(rows.map((row) => [row.id, toStoreModel(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Turns a store_locations row into the model. */
export function toStoreLocationModel(row: Selectable<StoreLocationsTable>): StoreLocationModel {
  return {
    id: row.id,
    storeId: row.store_id,
    isMain: row.is_main,
    title: row.title,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    cityId: row.city_id,
    regionId: row.region_id,
    worktime: row.worktime,
    phones: row.phones,
    emails: row.emails,
    faxes: row.faxes,
    socials: row.socials,
  };
}
