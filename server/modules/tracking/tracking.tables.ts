import type { ColumnType } from 'kysely';
import type { TrackingEventType } from '../../../shared/domain/tracking';

/** `tracking_events` (migration 0022): one pixel event, append-only, partitioned by its Algerian day. */
export interface TrackingEventsTable {
  day: string;
  event_id: string;
  type: TrackingEventType;
  at: ColumnType<Date, Date, Date>;
  promotion_ids: string[] | null;
  announcement_id: string | null;
  user_id: string | null;
  track_id: string;
  url: string;
  slug: string | null;
  referer: string | null;
  locale: string | null;
  /** The rest of the payload: route parameters, UTM fields, menu and click details. */
  extra: ColumnType<Record<string, unknown> | null, string | null, string | null>;
}

/** `promotion_daily`: a promotion's rolled-up figures of one day. */
export interface PromotionDailyTable {
  promotion_id: string;
  day: ColumnType<string, string, string>;
  impressions: number;
  clicks: number;
}

/** `announcement_daily`: an announcement's impressions in lists and interest, per day. */
export interface AnnouncementDailyTable {
  announcement_id: string;
  day: ColumnType<string, string, string>;
  impressions: number;
  interests: number;
}

/** `page_daily` (migration 0024): a page's views and visitors of one day; `path` is the address without its query. */
export interface PageDailyTable {
  day: ColumnType<string, string, string>;
  path: string;
  views: number;
  visitors: number;
}

export interface TrackingTables {
  page_daily: PageDailyTable;
  tracking_events: TrackingEventsTable;
  promotion_daily: PromotionDailyTable;
  announcement_daily: AnnouncementDailyTable;
}
