import type { AnnouncementStatus, ChangelogAction } from '../../../shared/domain/announcements';
import type { PriceUnit } from '../../../shared/domain/marketplace';
import type { SpecificationModel } from '../catalog';

/** What field resolvers of `AnnouncementSpec` receive: a specification and its stored value. */
export interface AnnouncementSpecModel {
  specification: SpecificationModel;
  value: string | string[];
}

/** What field resolvers of `AnnouncementVariant` receive. */
export interface AnnouncementVariantModel {
  id: string;
  hash: string;
  specs: Record<string, string | string[]>;
  /** Whole dinars. */
  price: number | null;
  oldPrice: number | null;
  quantity: number | null;
  /** The announcement's unit, for the previews. */
  priceUnit: PriceUnit;
}

/** What field resolvers of `AnnouncementLocation` receive. */
export interface AnnouncementLocationModel {
  address: string | null;
  cityId: number;
  regionId: number;
}

/** What field resolvers of `AnnouncementChangelogEntry` receive. */
export interface ChangelogEntryModel {
  id: string;
  action: ChangelogAction;
  statusFrom: AnnouncementStatus | null;
  statusTo: AnnouncementStatus;
  reason: string | null;
  userId: string | null;
  createdAt: Date;
}

/** What field resolvers of `AnnouncementPhone` receive. */
export interface AnnouncementPhoneModel {
  id: string;
  /** National form, 0XXXXXXXXX. */
  phone: string;
  hasViber: boolean;
  hasWhatsapp: boolean;
  hasTelegram: boolean;
}
