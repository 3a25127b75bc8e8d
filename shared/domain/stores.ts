import { OWNER_LIST_LIMITS } from './announcements';
/**
 * Stores and markets (stores-and-site-builder.md §3). The spec shows no store status values;
 * ours: ACTIVE (shown), DISABLED (an operator took it down: its announcements are DISABLED_STORE)
 * and EXPIRED (its subscription ran out: EXPIRED_STORE).
 */
export const STORE_STATUSES = ['ACTIVE', 'DISABLED', 'EXPIRED'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** Service param codes of a land that grant the site builder (spec §4 "Plan"). */
export const ServiceParamCode = {
  SITE_BUILDER_BASIC: 'site-builder-basic',
  SITE_BUILDER_FULL: 'site-builder-full',
} as const;
export type ServiceParamCode = (typeof ServiceParamCode)[keyof typeof ServiceParamCode];

/** Limits of the store directory and cards (spec §9). */
export const STORE_LIMITS = {
  /** Announcements with pictures shown on a store card. */
  cardAnnouncements: 4,
  /** Stores per directory page. */
  directoryPageSize: 24,
  directoryMaxPageSize: 96,
  /** Most announcements one store card (Store.announcements) lists. */
  cardAnnouncementsMax: 48,
  nameMin: 2,
  nameMax: 80,
  descriptionMax: 2000,
  /** Ours (the spec is silent): the short texts and lists of a store and its location. */
  slugMax: 80,
  urlMax: 500,
  locationTextMax: 200,
  worktimeMax: 300,
  contactsMax: 10,
  /** Categories a store sells in. */
  categoriesMax: 20,
  /** Markets' meta keywords. */
  metakeywordsMax: 500,
  /** Service params: code and value. */
  serviceParamCodeMax: 64,
  serviceParamValueMax: 500,
} as const;

/** A member's role in a store or a market: owners manage the land, members are announcers. */
export const LAND_MEMBER_ROLES = ['OWNER', 'MEMBER'] as const;
export type LandMemberRole = (typeof LAND_MEMBER_ROLES)[number];

/** A Google Tag Manager container id as owners paste it (GTM-XXXXXXX). */
export const GOOGLE_TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,10}$/;

/** A Meta (Facebook) pixel id: digits only. */
export const META_PIXEL_ID_PATTERN = /^\d{5,20}$/;

/** A service param code: lower-case words joined by dashes, dots or underscores (site-builder-full). */
export const SERVICE_PARAM_CODE_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** Store ids and land ids in routes must be digits (spec §5). */
export const LAND_ID_PATTERN = /^\d{1,18}$/;

/** The error the spec names when a store page's id cannot be read (spec §2, §8). */
export const UNPARSEABLE_STORE_ID = 'Unable to parse STORE ID';

/**
 * A host name as stores' `domainName` holds it: lower-case, no port, no trailing dot. Null for
 * something that is not a host name.
 */
export function normalizeDomain(value: string): string | null {
  const host = value.trim().toLowerCase().replace(/\.$/, '').replace(/:\d+$/, '');
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(host) ? host : null;
}

/** The store studio's announcements list (issue 7; ours: the spec is silent). */
export const STORE_ANNOUNCEMENTS_LIMITS = OWNER_LIST_LIMITS;
