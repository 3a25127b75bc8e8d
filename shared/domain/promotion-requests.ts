import type { PromotionLocation } from './promotions';

/**
 * Store owners' promotion requests (issue 21): an owner asks for their store or one of its
 * announcements to be promoted for some days in one of the offers below; an operator approves
 * it (a campaign starts at once, for those days) or refuses it with a reason. The spec names the
 * slots; the offers, their prices and the request's statuses are ours.
 */
export const PROMOTION_OFFERS = ['TOP_AD', 'SEARCH'] as const;
export type PromotionOffer = (typeof PROMOTION_OFFERS)[number];

export interface PromotionOfferRule {
  /** Where the promoted card shows. */
  locations: readonly PromotionLocation[];
  /** What can be promoted this way: the store's tile, or an announcement's card. */
  targets: readonly PromotionRequestTarget[];
  /** Dinars per day. */
  dayPrice: number;
  /** SEARCH shows in the results of the announcement's own category (and its parents' searches). */
  inItsCategory: boolean;
}

export const PROMOTION_REQUEST_TARGETS = ['STORE', 'ANNOUNCEMENT'] as const;
export type PromotionRequestTarget = (typeof PROMOTION_REQUEST_TARGETS)[number];

export const PROMOTION_OFFER_RULES: Record<PromotionOffer, PromotionOfferRule> = {
  /** The home's "À la une" strip: a store tile with its four latest pictures, or an announcement card. */
  TOP_AD: { locations: ['CROSS_HOME_TOP_AD'], targets: ['STORE', 'ANNOUNCEMENT'], dayPrice: 400, inItsCategory: false },
  /** A sponsored card first in the search results of the announcement's category, on both devices. */
  SEARCH: {
    locations: ['DESKTOP_LISTING_FEED', 'MOBILE_LISTING_FEED'],
    targets: ['ANNOUNCEMENT'],
    dayPrice: 250,
    inItsCategory: true,
  },
};

/** The durations an owner can ask for, in days. */
export const PROMOTION_REQUEST_DAYS = [7, 15, 30] as const;

export const PROMOTION_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REFUSED', 'CANCELLED'] as const;
export type PromotionRequestStatus = (typeof PROMOTION_REQUEST_STATUSES)[number];

export const PROMOTION_REQUEST_LIMITS = {
  /** Longest reason an operator gives for a refusal. */
  reasonMax: 500,
  /** Requests of one store waiting at once. */
  pendingPerStore: 5,
} as const;

/** What a request costs, in dinars: the offer's day price times the days. */
export function promotionRequestPrice(offer: PromotionOffer, days: number): number {
  return PROMOTION_OFFER_RULES[offer].dayPrice * days;
}

/** Why a request's form is refused, checked in the studio and on the server. */
export type PromotionRequestProblem = 'offer' | 'days' | 'target';

export function promotionRequestProblems(form: {
  offer: string;
  days: number;
  announcementId: string | null | undefined;
}): PromotionRequestProblem[] {
  const problems: PromotionRequestProblem[] = [];
  const rule = (PROMOTION_OFFERS as readonly string[]).includes(form.offer)
    ? PROMOTION_OFFER_RULES[form.offer as PromotionOffer]
    : null;
  if (!rule) problems.push('offer');
  if (!(PROMOTION_REQUEST_DAYS as readonly number[]).includes(form.days)) problems.push('days');
  const target: PromotionRequestTarget = form.announcementId ? 'ANNOUNCEMENT' : 'STORE';
  if (rule && !rule.targets.includes(target)) problems.push('target');
  return problems;
}
