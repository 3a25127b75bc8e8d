/**
 * Announcements: statuses, changelog actions, reasons and the limits of the publishing form
 * (spec §4, §6, §9). Written once here; the server, the portal and the studio all read them.
 */

/** Every status an announcement can be in (spec §4). */
export const ANNOUNCEMENT_STATUSES = [
  /** Waiting for a moderator. */
  'PENDING',
  /** Visible. */
  'PUBLISHED',
  /** Visible, changed by its owner since it was published. */
  'EDITED',
  /** Its lifetime ran out; the owner can refresh it. */
  'EXPIRED',
  /** Deleted by its owner (with a reason) or by a moderator. */
  'DELETED',
  /** Put aside by its owner ("disable"); the owner can restore it. */
  'ARCHIVED',
  /** Validated, but waiting because the owner reached the category's maximum of active announcements. */
  'VALIDATED_QUEUED',
  /** A moderator is validating it: its content cannot change until it is published. */
  'LOCKED',
  /** Hidden because its store is disabled. */
  'DISABLED_STORE',
  /** Refused or disabled by a moderator. */
  'DISABLED',
  /** Hidden because its store's subscription expired. */
  'EXPIRED_STORE',
] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** Statuses in which an announcement is visible and can be liked, bookmarked, reported and discussed. */
export const ACTIVE_STATUSES = ['PUBLISHED', 'EDITED'] as const satisfies readonly AnnouncementStatus[];

/** True for PUBLISHED and EDITED. */
export function isActiveStatus(status: string): boolean {
  return (ACTIVE_STATUSES as readonly string[]).includes(status);
}

/** What a changelog row records (spec §4). */
export const CHANGELOG_ACTIONS = [
  'CREATE',
  'UPDATE',
  'REFRESH',
  'DELETE',
  'RESTORE',
  'VALIDATE',
  'DEACTIVATE',
] as const;
export type ChangelogAction = (typeof CHANGELOG_ACTIONS)[number];

/** The name of the marketplace in reasons such as SOLD_BY_{provider}. */
export const PROVIDER = 'SOUK';

/** Reasons a member gives when deleting their own announcement (spec §6). */
export const MEMBER_DELETE_REASONS = [
  'EXPIRED',
  'REDUNDANT',
  'WRONG_CATEGORY',
  'INCOMPREHENSIBLE',
  'DOUBTFUL_OR_ILLEGAL_CONTENT',
  'CONTAINS_MULTIPLE_PRODUCTS',
  `SOLD_BY_${PROVIDER}`,
  `SOLD_OUTSIDE_${PROVIDER}`,
  'DO_NOT_WANT_TO_SELL_ANYMORE',
] as const;
export type MemberDeleteReason = (typeof MEMBER_DELETE_REASONS)[number];

/** The marketplace's name as texts write it ("Souk"), for the reasons that name it. */
export const PROVIDER_NAME = PROVIDER.charAt(0) + PROVIDER.slice(1).toLowerCase();

/** A member reason as texts key it: SOLD_BY_{provider} and SOLD_OUTSIDE_{provider} without the provider. */
export type MemberReasonKey = Exclude<MemberDeleteReason, `SOLD_${string}`> | 'SOLD_BY' | 'SOLD_OUTSIDE';

/** The text key of a member reason; null for anything else (a moderator's reason). */
export function memberReasonKey(reason: string): MemberReasonKey | null {
  if (!(MEMBER_DELETE_REASONS as readonly string[]).includes(reason)) return null;
  return (reason.endsWith(`_${PROVIDER}`) ? reason.slice(0, -PROVIDER.length - 1) : reason) as MemberReasonKey;
}

/**
 * Reasons a moderator gives when deleting or refusing an announcement. The spec says such a
 * list exists but not its values; these are ours.
 */
export const MODERATOR_DELETE_REASONS = [
  'SPAM',
  'SCAM',
  'PROHIBITED_ITEM',
  'INAPPROPRIATE_CONTENT',
  'WRONG_CATEGORY',
  'DUPLICATE',
  'MISLEADING_PRICE',
  'BAD_PICTURES',
  'OTHER',
] as const;
export type ModeratorDeleteReason = (typeof MODERATOR_DELETE_REASONS)[number];

/** Why someone reports an announcement (spec §8). */
export const REPORT_REASONS = [
  'IDENTITY_THEFT',
  'WRONG_PHONE',
  'WRONG_CATEGORY',
  'SCAM',
  'INAPPROPRIATE',
  'SPAM',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Limits of announcement reports (ours: the spec is silent): the reporter's message, the moderators' list pages. */
export const REPORT_LIMITS = { messageMax: 1000, pageSize: 24, pageSizeMax: 100 } as const;

/** Statuses a moderator may set with `announcementValidationSet`. */
export const VALIDATION_STATUSES = ['LOCKED', 'PUBLISHED', 'DISABLED'] as const;
export type ValidationStatus = (typeof VALIDATION_STATUSES)[number];

/** Media sizes (spec §3): the longest side in pixels, ORIGINAL capped too so nobody ships a 50 MP photo. */
export const MEDIA_SIZES = {
  ORIGINAL: 2048,
  LARGE: 1280,
  MEDIUM: 640,
  SMALL: 360,
} as const;
export type MediaSize = keyof typeof MEDIA_SIZES;

/** Limits of the publishing form and of what hangs off an announcement. Ours where the spec is silent. */
export const ANNOUNCEMENT_LIMITS = {
  titleMin: 5,
  titleMax: 100,
  descriptionMax: 5000,
  /** Highest price in dinars (a billion centimes is 10 million DA; this is 10,000 of those). */
  priceMaxDa: 100_000_000_000,
  quantityMax: 100_000,
  citiesMax: 10,
  phonesMax: 3,
  mediasMax: 10,
  variantsMax: 50,
  specTextMax: 100,
  streetNameMax: 200,
  /** Days an announcement stays active after its last refresh before it expires. */
  lifetimeDays: 60,
  /** A visitor's views of one announcement count once per this many hours. */
  viewPeriodHours: 24,
  /** Bytes of a publishing form's draft as JSON (a full form with ten pictures is under 20 KB). */
  draftBytesMax: 64 * 1024,
} as const;

/** An owner's list of announcements (a member's own, a store's): its pages and its search box. */
export const OWNER_LIST_LIMITS = {
  pageSize: 24,
  pageSizeMax: 96,
  /** Longest search text kept. */
  qMax: 100,
} as const;

/** The upload limits of pictures. */
export const MEDIA_LIMITS = {
  /** Bytes of one uploaded file. */
  maxBytes: 10 * 1024 * 1024,
  /** Pixels of one decoded picture (a "pixel flood" is refused before it is decoded). */
  maxPixels: 40_000_000,
  /** Files in one upload request. */
  maxFiles: 10,
  /**
   * Pixels of all the pictures of one upload request, read from their headers before any is
   * decoded: ten pictures at the single-picture bound would keep the pipeline busy for long.
   */
  maxRequestPixels: 100_000_000,
  /** A member's uploads being received or processed at once; more answer 429 MEDIA/TOO_MANY_UPLOADS. */
  maxConcurrentUploads: 2,
} as const;

/** Comments: the spec does not show the bound of their length; this is ours. */
export const COMMENT_LIMITS = {
  contentMax: 1000,
  pageSize: 10,
  pageSizeMax: 50,
} as const;

/** Search (spec §9). */
export const SEARCH_LIMITS = {
  pageSize: 48,
  pageSizeMax: 96,
  /** Deepest page served; beyond, the caller narrows the search. */
  maxPage: 200,
  keywordsMax: 100,
} as const;

/** Dinars in one unit of each price unit (MILLION and BILLION count in centimes: 1 million = 10 000 DA). */
export const PRICE_UNIT_FACTORS = {
  NO_PRICE: 1,
  UNIT: 1,
  MILLION: 10_000,
  BILLION: 10_000_000,
  UNIT_PER_SQUARE: 1,
  MILLION_PER_SQUARE: 10_000,
} as const;

/** The price in its unit, for display (`pricePreview`): 1 855 000 DA in MILLION is 185.5. */
export function pricePreviewOf(priceDa: number | null, unit: keyof typeof PRICE_UNIT_FACTORS): number {
  if (priceDa === null || unit === 'NO_PRICE') return 0;
  return Math.round((priceDa / PRICE_UNIT_FACTORS[unit]) * 100) / 100;
}

/** The dinars of a price written in its unit (185.5 MILLION is 1 855 000 DA), rounded to the dinar. */
export function priceDaOf(amount: number, unit: keyof typeof PRICE_UNIT_FACTORS): number {
  return Math.round(amount * PRICE_UNIT_FACTORS[unit]);
}
