import type { ColumnType, Generated } from 'kysely';
import type { StoreStatus } from '../../../shared/domain/stores';
import type { LaunchType } from '../../../shared/site/launch';
import type { Timestamp } from '../users';

/** A text[] column. */
export type TextArrayColumn = ColumnType<string[], string[] | undefined, string[]>;

/** A seller's storefront. */
export interface StoresTable {
  id: Generated<string>;
  name: string;
  slug: string;
  description: string | null;
  image_url: string | null;
  status: ColumnType<StoreStatus, StoreStatus | undefined, StoreStatus>;
  is_official: Generated<boolean>;
  is_verified: Generated<boolean>;
  view_as_store: Generated<boolean>;
  /** The standalone store-domain mode's host, lower-case, no port. */
  domain: string | null;
  google_tag_manager_id: string | null;
  meta_pixel_id: string | null;
  follower_count: Generated<number>;
  /** Name and description normalised for the directory's keywords (normalizeSearchText). */
  search_text: ColumnType<string, string | undefined, string>;
  /** When its plan runs out (a store from a request); null: no end. Past it, the store is EXPIRED. */
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Store membership: OWNER or MEMBER, both announcers of the store's announcements. */
export interface StoreMembersTable {
  store_id: string;
  user_id: string;
  role: ColumnType<LandMemberRole, LandMemberRole | undefined, LandMemberRole>;
  created_at: Timestamp;
}

/** A member's role in a store or market. */
export type LandMemberRole = 'OWNER' | 'MEMBER';

export interface StoreCategoriesTable {
  store_id: string;
  category_id: number;
  rank: Generated<number>;
}

/** A social link of a store location. */
export interface StoreSocial {
  name: string;
  url: string;
}

/** Where a store is; one of them is the main location. */
export interface StoreLocationsTable {
  id: Generated<string>;
  store_id: string;
  is_main: Generated<boolean>;
  title: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  city_id: number | null;
  region_id: number | null;
  worktime: string | null;
  phones: TextArrayColumn;
  emails: TextArrayColumn;
  faxes: TextArrayColumn;
  socials: ColumnType<StoreSocial[], string | undefined, string>;
}

export interface StoreFollowersTable {
  store_id: string;
  user_id: string;
  created_at: Timestamp;
}

/** A market (land) gathering stores. */
export interface MarketsTable {
  id: Generated<string>;
  name: string;
  slug: string;
  /** GraphQL `descreption` (spelled so by the spec). */
  description: string | null;
  metakeywords: string | null;
  logo_url: string | null;
  domain: string | null;
  google_tag_manager_id: string | null;
  meta_pixel_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MarketMembersTable {
  market_id: string;
  user_id: string;
  role: ColumnType<LandMemberRole, LandMemberRole | undefined, LandMemberRole>;
  created_at: Timestamp;
}

export interface MarketStoresTable {
  market_id: string;
  store_id: string;
  rank: Generated<number>;
}

/** A land's service param `{code, value}` (the site-builder plan is one). */
export interface LandServiceParamsTable {
  land_type: LaunchType;
  land_id: string;
  code: string;
  value: string | null;
  created_at: Timestamp;
}

/** Tables of stores and markets. */
export interface StoreTables {
  stores: StoresTable;
  store_members: StoreMembersTable;
  store_categories: StoreCategoriesTable;
  store_locations: StoreLocationsTable;
  store_followers: StoreFollowersTable;
  markets: MarketsTable;
  market_members: MarketMembersTable;
  market_stores: MarketStoresTable;
  land_service_params: LandServiceParamsTable;
}
