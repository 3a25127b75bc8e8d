import { z } from 'zod';
import { algerianDay } from '../../../shared/domain/statistics';
import { TRACKING_EVENT_TYPES, TRACKING_LIMITS, type TrackingPayload } from '../../../shared/domain/tracking';
import type { TrackingEventsTable } from './tracking.tables';
import type { Insertable } from 'kysely';

const id = z.string().regex(/^[1-9][0-9]{0,17}$/);
const token = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const text = (max: number) => z.string().max(max);

/** The payload as the server accepts it: every field bounded, nothing else. */
const payloadSchema = z
  .object({
    payloadType: z.enum(TRACKING_EVENT_TYPES),
    eventId: token,
    url: text(2000),
    trackId: token,
    trackTime: z.number().int().nonnegative(),
    appVersion: text(40),
    locale: text(10),
    currency: z.literal('DZD'),
    announcementId: id.optional(),
    slug: text(200).optional(),
    promotionIds: z.array(id).max(TRACKING_LIMITS.maxPromotionIds).optional(),
    userId: id.optional(),
    referer: text(2000).optional(),
    route: z
      .record(text(40), text(200))
      .refine((route) => Object.keys(route).length <= 20)
      .optional(),
    utm: z
      .object({ source: text(100).optional(), medium: text(100).optional(), campaign: text(100).optional() })
      .strict()
      .optional(),
    menuId: id.optional(),
    name: text(200).optional(),
    categoryId: id.optional(),
    keywords: text(200).optional(),
  })
  .strict();

/**
 * The pixel's parameter read back into a payload, or null when it is not one: too long, not
 * base64url, not JSON, or not the payload's shape. Such a pixel is dropped, never answered with
 * an error (the page that sent it has nothing to show it to).
 */
export function decodeTrackingParam(param: unknown): TrackingPayload | null {
  if (typeof param !== 'string' || param.length === 0 || param.length > TRACKING_LIMITS.maxParamLength) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(param)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(param, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** A payload received at `at` as the row stored: the server's clock decides the day, never the page's. */
export function eventRow(payload: TrackingPayload, at: Date): Insertable<TrackingEventsTable> {
  const { payloadType, eventId, url, trackId, announcementId, slug, promotionIds, userId, referer, locale, ...rest } =
    payload;
  const { currency: _currency, ...extra } = rest;
  return {
    day: algerianDay(at),
    event_id: eventId,
    type: payloadType,
    at,
    promotion_ids: promotionIds && promotionIds.length > 0 ? promotionIds : null,
    announcement_id: announcementId ?? null,
    user_id: userId ?? null,
    track_id: trackId,
    url,
    slug: slug ?? null,
    referer: referer ?? null,
    locale,
    extra: JSON.stringify(extra),
  };
}
