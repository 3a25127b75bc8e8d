import type { ColumnType, Generated } from 'kysely';
import type {
  PromotionDevice,
  PromotionLocation,
  PromotionMediaKind,
  PromotionTargetType,
} from '../../../shared/domain/promotions';
import type { PromotionOffer, PromotionRequestStatus } from '../../../shared/domain/promotion-requests';
import type { Timestamp } from '../users';

/** `promotions` (migration 0022): a campaign, its target, its dates and how it competes. */
export interface PromotionsTable {
  id: Generated<string>;
  name: string;
  target_type: PromotionTargetType;
  target_link: string | null;
  target_store_id: string | null;
  target_announcement_id: string | null;
  is_adsense: ColumnType<boolean, boolean | undefined, boolean>;
  is_placeholder: ColumnType<boolean, boolean | undefined, boolean>;
  timeout: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  paused: ColumnType<boolean, boolean | undefined, boolean>;
  weight: number;
  daily_cap: number | null;
  requested_by_store_id: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PromotionLocationsTable {
  promotion_id: string;
  location: PromotionLocation;
}

export interface PromotionCategoriesTable {
  promotion_id: string;
  category_id: number;
}

export interface PromotionVisualsTable {
  promotion_id: string;
  device: PromotionDevice;
  kind: PromotionMediaKind;
  media_id: string | null;
  url: string | null;
  width: number;
  height: number;
  background: string | null;
}

/** `promotion_requests` (migration 0023): a store owner's request, its price, its decision. */
export interface PromotionRequestsTable {
  id: Generated<string>;
  store_id: string;
  announcement_id: string | null;
  offer: PromotionOffer;
  days: number;
  price: number;
  status: ColumnType<PromotionRequestStatus, PromotionRequestStatus | undefined, PromotionRequestStatus>;
  reason: string | null;
  promotion_id: string | null;
  requested_by: string | null;
  decided_by: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

/** `internet_service_provider_ranges`: a CIDR block and the mobile operator it belongs to. */
export interface InternetServiceProviderRangesTable {
  cidr: string;
  provider: string;
}

export interface PromotionTables {
  promotions: PromotionsTable;
  promotion_locations: PromotionLocationsTable;
  promotion_categories: PromotionCategoriesTable;
  promotion_visuals: PromotionVisualsTable;
  internet_service_provider_ranges: InternetServiceProviderRangesTable;
  promotion_requests: PromotionRequestsTable;
}
