/**
 * Promotions and their slots (spec stores-and-site-builder §3, §4, §7, §9; issue 21). A slot is a
 * named place of the portal (device, page, kind); a campaign runs in some of them between two
 * dates. The spec names the locations, the sizes and the timings; how a campaign is scheduled,
 * weighted and capped is ours, as a small ad server does it.
 */

export const PROMOTION_DEVICES = ['DESKTOP', 'MOBILE'] as const;
export type PromotionDevice = (typeof PROMOTION_DEVICES)[number];

export const PROMOTION_PAGES = ['HOME', 'LISTING', 'DETAILS'] as const;
export type PromotionPage = (typeof PROMOTION_PAGES)[number];

/**
 * The spec's banner kinds, then its two dialogs (sized in §9, named by us in the same grammar):
 * FLASH, a dialog as the page opens (desktop only), and INTERSTITIAL, a full-screen page shown
 * between two pages of a visit.
 */
export const PROMOTION_KINDS = ['HEADER', 'FEED', 'SQUARE', 'RECTANGLE', 'COVER', 'FLASH', 'INTERSTITIAL'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The portal-wide strip of small promoted tiles on the home (48 fetched, shuffled). */
export const CROSS_HOME_TOP_AD = 'CROSS_HOME_TOP_AD';

/** Kinds shown on a computer only (spec §4, §9: the covers, the flash dialog). */
export const DESKTOP_ONLY_KINDS: readonly PromotionKind[] = ['COVER', 'FLASH'];

/** Kinds shown in a dialog over the page, never in its flow: they have no fallback banner. */
export const DIALOG_KINDS: readonly PromotionKind[] = ['FLASH', 'INTERSTITIAL'];

/**
 * The kinds the portal places on each page (spec §4 names more than a page has room for): a
 * campaign can only be scheduled where it would show. The home's and the listing's squares and
 * rectangles are not placed: beside the slider, the rows, the covers and the results' banners
 * they would crowd the page.
 */
export const PLACED_KINDS: Record<PromotionPage, readonly PromotionKind[]> = {
  HOME: ['HEADER', 'FEED', 'COVER', 'FLASH', 'INTERSTITIAL'],
  LISTING: ['HEADER', 'FEED', 'COVER', 'FLASH', 'INTERSTITIAL'],
  DETAILS: ['HEADER', 'FEED', 'SQUARE', 'RECTANGLE', 'COVER', 'FLASH', 'INTERSTITIAL'],
};

/** Every slot location: device × page × kind (covers and flash dialogs are desktop only), and the top ads. */
export const PROMOTION_LOCATIONS = [
  ...PROMOTION_DEVICES.flatMap((device) =>
    PROMOTION_PAGES.flatMap((page) =>
      PROMOTION_KINDS.filter((kind) => !DESKTOP_ONLY_KINDS.includes(kind) || device === 'DESKTOP').map(
        (kind) => `${device}_${page}_${kind}` as PromotionLocation,
      ),
    ),
  ),
  CROSS_HOME_TOP_AD,
] as const;
export type PromotionLocation =
  | Exclude<`${PromotionDevice}_${PromotionPage}_${PromotionKind}`, `MOBILE_${PromotionPage}_${'COVER' | 'FLASH'}`>
  | typeof CROSS_HOME_TOP_AD;

export function isPromotionLocation(value: string): value is PromotionLocation {
  return (PROMOTION_LOCATIONS as readonly string[]).includes(value);
}

/** The location of a kind of slot on a page, for a device. */
export function promotionLocation(
  device: PromotionDevice,
  page: PromotionPage,
  kind: PromotionKind,
): PromotionLocation {
  return `${device}_${page}_${kind}` as PromotionLocation;
}

export interface SlotSize {
  width: number;
  height: number;
}

/**
 * What a promotion points at. STORE_LOCATION (spec §3) opens the promotion's dialog on the page
 * instead of leaving it; LINK goes to `targetLink`; STORE and ANNOUNCEMENT to their pages.
 */
export const PROMOTION_TARGET_TYPES = ['LINK', 'STORE', 'ANNOUNCEMENT', 'STORE_LOCATION'] as const;
export type PromotionTargetType = (typeof PROMOTION_TARGET_TYPES)[number];

/** Media kinds of a visual (spec §3). IFRAME and SCRIPT come only from allowed ad networks. */
export const PROMOTION_MEDIA_KINDS = ['IMAGE', 'IFRAME', 'SCRIPT', 'VIDEO'] as const;
export type PromotionMediaKind = (typeof PROMOTION_MEDIA_KINDS)[number];

/** Where a campaign stands now: its dates and its pause decide it. */
export const PROMOTION_STATES = ['SCHEDULED', 'RUNNING', 'PAUSED', 'ENDED'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export function promotionState(campaign: { startsAt: Date; endsAt: Date; paused: boolean }, now: Date): PromotionState {
  if (campaign.endsAt.getTime() <= now.getTime()) return 'ENDED';
  if (campaign.paused) return 'PAUSED';
  return campaign.startsAt.getTime() > now.getTime() ? 'SCHEDULED' : 'RUNNING';
}

/**
 * The size a visual is made for (spec §9): the home's header is its slider (1000×250, 336×155),
 * other headers the header banner (1300×150, 360×100); a feed banner sits between rows of cards;
 * a rectangle in a sidebar (a phone has no sidebar: it shows the square); a cover beside the
 * mega menu, desktop only; the top ads are small tiles.
 */
export function slotSize(location: PromotionLocation): SlotSize {
  if (location === CROSS_HOME_TOP_AD) return { width: 300, height: 250 };
  const [device, page, kind] = location.split('_') as [PromotionDevice, PromotionPage, PromotionKind];
  const desktop = device === 'DESKTOP';
  switch (kind) {
    case 'HEADER':
      if (page === 'HOME') return desktop ? { width: 1000, height: 250 } : { width: 336, height: 155 };
      return desktop ? { width: 1300, height: 150 } : { width: 360, height: 100 };
    case 'FEED':
      return desktop ? { width: 960, height: 200 } : { width: 336, height: 100 };
    case 'SQUARE':
      return { width: 300, height: 250 };
    case 'RECTANGLE':
      return desktop ? { width: 300, height: 600 } : { width: 300, height: 250 };
    case 'COVER':
      return { width: 300, height: 250 };
    case 'FLASH':
      return { width: 600, height: 470 };
    case 'INTERSTITIAL':
      return desktop ? { width: 900, height: 470 } : { width: 360, height: 640 };
  }
}

/**
 * The placeholder banner a slot shows when nothing fills it (spec §4, §9: 300×600, 1300×150,
 * 300×250, 336×100, 360×100, 960×200), or null for a slot that collapses instead (covers, top ads).
 */
export function fallbackSize(location: PromotionLocation): SlotSize | null {
  if (location === CROSS_HOME_TOP_AD) return null;
  const [device, page, kind] = location.split('_') as [PromotionDevice, PromotionPage, PromotionKind];
  const desktop = device === 'DESKTOP';
  switch (kind) {
    case 'COVER':
    case 'FLASH':
    case 'INTERSTITIAL':
      return null;
    case 'HEADER':
      // The home's slider keeps its own box; its placeholder is the header banner drawn in it.
      return page === 'HOME'
        ? slotSize(location)
        : desktop
          ? { width: 1300, height: 150 }
          : { width: 360, height: 100 };
    default:
      return slotSize(location);
  }
}

/** A visual fits its slot when it has the slot's proportions (within 2 %): it is shown scaled, never cropped. */
export function fitsSlot(visual: SlotSize, slot: SlotSize): boolean {
  const ratio = visual.width / visual.height;
  const wanted = slot.width / slot.height;
  return Math.abs(ratio - wanted) / wanted <= 0.02 && visual.width >= slot.width / 2;
}

/** Business constants of promotions (spec §9) and of our ad server. */
export const PROMOTION_LIMITS = {
  /** Promotions the home's slider asks for. */
  sliderCount: 30,
  /** Top ads fetched (then shuffled, those without a target dropped). */
  topAdsCount: 48,
  /** Most promotions one fetch returns. */
  maxFetch: 48,
  /** The slider starts turning after this long, then turns at this interval. */
  autoplayMs: 3000,
  /** The slider's widest. */
  sliderMaxWidth: 980,
  /** A promotion counts as seen once visible this long. */
  viewAfterMs: 200,
  /** Listing slots fetch again this long after the last page or filter change. */
  refetchDebounceMs: 200,
  nameMax: 120,
  linkMax: 2000,
  /** A campaign's weight: its share when several compete for a place. */
  weightMin: 1,
  weightMax: 100,
  /** Longest campaign, in days. */
  maxDays: 366,
  /** Categories a campaign can be aimed at. */
  categoriesMax: 20,
  /** Announcements a promoted store shows (spec §9). */
  storeCardAnnouncements: 4,
  /** Longest a dialog (flash, interstitial) can keep its visitor before it can be closed, in seconds. */
  timeoutMax: 15,
  /** The interstitial comes at this page of a visit at the earliest, once per visit. */
  interstitialAtPage: 3,
} as const;

/** Why a campaign's form is refused: one code per field rule, checked in the studio and on the server. */
export type PromotionProblem =
  | 'name'
  | 'dates'
  | 'locations'
  | 'target'
  | 'link'
  | 'weight'
  | 'dailyCap'
  | 'timeout'
  | 'visual'
  | 'visualSize'
  | 'categories';

export interface PromotionVisualForm {
  device: PromotionDevice;
  kind: PromotionMediaKind;
  width: number;
  height: number;
}

export interface PromotionForm {
  name: string;
  targetType: PromotionTargetType;
  targetLink?: string | null;
  targetStoreId?: string | null;
  targetAnnouncementId?: string | null;
  startsAt: Date;
  endsAt: Date;
  locations: readonly PromotionLocation[];
  weight: number;
  dailyCap?: number | null;
  /** Seconds a dialog waits before it can be closed (spec §3 `timeout`); none for banners. */
  timeout?: number | null;
  categoryIds: readonly string[];
  visuals: readonly PromotionVisualForm[];
}

/** Links a promotion may point at: the web, or a path of the portal. */
export function isPromotionLink(value: string): boolean {
  if (value.length > PROMOTION_LIMITS.linkMax) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The problems of a campaign's form, per field (empty when it can be saved). Each location needs
 * a visual for its device, made for that location's size.
 */
export function promotionProblems(form: PromotionForm): Partial<Record<PromotionProblem, true>> {
  const problems: Partial<Record<PromotionProblem, true>> = {};
  const name = form.name.trim();
  if (name.length === 0 || name.length > PROMOTION_LIMITS.nameMax) problems.name = true;
  const days = (form.endsAt.getTime() - form.startsAt.getTime()) / 86_400_000;
  if (!(days > 0) || days > PROMOTION_LIMITS.maxDays) problems.dates = true;
  if (
    form.locations.length === 0 ||
    new Set(form.locations).size !== form.locations.length ||
    !form.locations.every(isPlacedLocation)
  ) {
    problems.locations = true;
  }
  if (form.targetType === 'LINK' && !(form.targetLink && isPromotionLink(form.targetLink))) problems.link = true;
  if (form.targetType === 'STORE' || form.targetType === 'STORE_LOCATION') {
    if (!form.targetStoreId) problems.target = true;
  }
  if (form.targetType === 'ANNOUNCEMENT' && !form.targetAnnouncementId) problems.target = true;
  if (
    !Number.isInteger(form.weight) ||
    form.weight < PROMOTION_LIMITS.weightMin ||
    form.weight > PROMOTION_LIMITS.weightMax
  ) {
    problems.weight = true;
  }
  if (form.dailyCap != null && !(Number.isInteger(form.dailyCap) && form.dailyCap > 0)) problems.dailyCap = true;
  if (
    form.timeout != null &&
    !(Number.isInteger(form.timeout) && form.timeout >= 0 && form.timeout <= PROMOTION_LIMITS.timeoutMax)
  ) {
    problems.timeout = true;
  }
  if (form.categoryIds.length > PROMOTION_LIMITS.categoriesMax) problems.categories = true;
  const devices = new Set(form.visuals.map((visual) => visual.device));
  if (devices.size !== form.visuals.length) problems.visual = true;
  for (const location of form.locations) {
    // Slots that show cards (the top ads, the feeds) show a promoted announcement or store as its
    // own card: such a campaign needs no picture there.
    if (form.targetType !== 'LINK' && showsCards(location)) continue;
    const device = deviceOf(location);
    // The top ads show on both devices: either visual does.
    const candidates = form.visuals.filter((visual) => device === null || visual.device === device);
    if (candidates.length === 0) problems.visual = true;
    else if (!candidates.some((visual) => visual.kind !== 'IMAGE' || fitsSlot(visual, slotSize(location)))) {
      problems.visualSize = true;
    }
  }
  return problems;
}

/** Slots where a promoted announcement or store shows as a card, marked sponsored. */
export function showsCards(location: PromotionLocation): boolean {
  return location === CROSS_HOME_TOP_AD || location.endsWith('_FEED');
}

/** True for a location the portal shows (the top ads, and the placed kinds of each page). */
export function isPlacedLocation(location: PromotionLocation): boolean {
  if (location === CROSS_HOME_TOP_AD) return true;
  const [, page, kind] = location.split('_') as [PromotionDevice, PromotionPage, PromotionKind];
  return PLACED_KINDS[page].includes(kind);
}

/** Locations shown in a dialog over the page (flash, interstitial): they wait `timeout` seconds. */
export function isDialogLocation(location: PromotionLocation): boolean {
  return location !== CROSS_HOME_TOP_AD && DIALOG_KINDS.some((kind) => location.endsWith(`_${kind}`));
}

/** The device a location is for (the top ads show on both). */
export function deviceOf(location: PromotionLocation): PromotionDevice | null {
  if (location === CROSS_HOME_TOP_AD) return null;
  return location.startsWith('MOBILE') ? 'MOBILE' : 'DESKTOP';
}

/** The visitor's mobile operator (spec §7 `internetServiceProviderGet`), OTHER when not one of them. */
export const INTERNET_SERVICE_PROVIDERS = ['MOBILIS', 'DJEZZY', 'OOREDOO', 'OTHER'] as const;
export type InternetServiceProvider = (typeof INTERNET_SERVICE_PROVIDERS)[number];

/** The operator a menu link is about (its name in the address), or null. */
export function operatorOfLink(link: string | null | undefined): InternetServiceProvider | null {
  if (!link) return null;
  const lower = link.toLowerCase();
  return INTERNET_SERVICE_PROVIDERS.find((name) => name !== 'OTHER' && lower.includes(name.toLowerCase())) ?? null;
}

/**
 * Whether a mega-menu shortcut shows to a visitor (spec §7): one whose link names a mobile operator
 * is hidden from visitors of no operator (OTHER) and, ours, from another operator's subscribers;
 * every other shortcut shows to all.
 */
export function menuLinkShown(link: string | null | undefined, provider: InternetServiceProvider): boolean {
  const operator = operatorOfLink(link);
  return operator === null || operator === provider;
}
