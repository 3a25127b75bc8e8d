import { useEffect, useState, useSyncExternalStore } from 'react';
import { useClient } from 'urql';
import {
  DESKTOP_ONLY_KINDS,
  PROMOTION_LIMITS,
  promotionLocation,
  type PromotionDevice,
  type PromotionKind,
  type PromotionLocation,
  type PromotionPage,
} from '../../../../../shared/domain/promotions';
import { PromotionSlotDocument, type SlotPromotionFragment } from '../../../../../shared/graphql/generated';

/** The width under which the portal lays out for a phone (the style sheets' breakpoint). */
const PHONE_QUERY = '(max-width: 720px)';

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The device the page is laid out for, once in the browser (null while rendered on the server). */
export function useDevice(): PromotionDevice | null {
  return useSyncExternalStore(
    subscribeToWidth,
    () => (window.matchMedia(PHONE_QUERY).matches ? 'MOBILE' : 'DESKTOP'),
    () => null,
  );
}

/** A slot's state (spec §4): loading, filled, or unfilled (nothing to show: the fallback). */
export type SlotState =
  { status: 'loading' } | { status: 'filled'; promotions: SlotPromotionFragment[] } | { status: 'unfilled' };

export interface SlotRequest {
  page: PromotionPage;
  /** Covers and flash dialogs are desktop only: their slot asks nothing on a phone. */
  kind: PromotionKind;
  maxCount?: number;
  categoryId?: string | null;
  categorySlug?: string | null;
  /** 'category required' mode (spec §4): nothing is asked until a category is known. */
  requireCategory?: boolean;
  /** What the slot follows: a change (a listing's page or filters, another announcement) fetches again. */
  refetchKey?: string;
  /** Listing slots wait for the changes to settle (spec §7: 200 ms). */
  debounce?: boolean;
  /** What a promotion must have to show here: a visual (banners, the default) or a target (cards). */
  needs?: 'visual' | 'target';
  /** A slot of no device (the top ads): this location, whatever `page` and `kind` say. */
  location?: PromotionLocation;
}

/**
 * The promotions of one slot, fetched in the browser only (a slot never delays the page's own
 * content), network-only as the spec says, again when what it follows changes and when the tab
 * comes back into view. An error is an unfilled slot (spec §8: the slot finishes without one);
 * the first promotion that is not AdSense fills a slot whose AdSense one cannot show.
 */
export function usePromotions(request: SlotRequest): { state: SlotState; location: PromotionLocation | null } {
  const client = useClient();
  const device = useDevice();
  const location =
    request.location ??
    (device && (device === 'DESKTOP' || !DESKTOP_ONLY_KINDS.includes(request.kind))
      ? promotionLocation(device, request.page, request.kind)
      : null);
  const [state, setState] = useState<SlotState>({ status: 'loading' });
  const [activation, setActivation] = useState(0);
  const waiting = request.requireCategory && !request.categoryId && !request.categorySlug;

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setActivation((count) => count + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  useEffect(() => {
    if (!location || waiting) return;
    let cancelled = false;
    const run = () => {
      void client
        .query(
          PromotionSlotDocument,
          {
            location,
            maxCount: request.maxCount ?? 1,
            categoryId: request.categoryId ?? null,
            categorySlug: request.categorySlug ?? null,
          },
          { requestPolicy: 'network-only' },
        )
        .toPromise()
        .then((result) => {
          if (cancelled) return;
          const promotions = result.data?.promotionFetch ?? [];
          // AdSense needs its own script, which the portal does not load: the others fill the slot.
          const shown = promotions.filter(
            (promotion) =>
              !promotion.isAdsense && (request.needs === 'target' ? promotion.target : promotion.currentVisual),
          );
          setState(shown.length > 0 ? { status: 'filled', promotions: shown } : { status: 'unfilled' });
        });
    };
    const timer = request.debounce ? window.setTimeout(run, PROMOTION_LIMITS.refetchDebounceMs) : null;
    if (timer === null) run();
    return () => {
      cancelled = true;
      if (timer !== null) window.clearTimeout(timer);
    };
  }, [
    client,
    location,
    waiting,
    request.maxCount,
    request.categoryId,
    request.categorySlug,
    request.refetchKey,
    activation,
  ]);

  return { state: waiting ? { status: 'loading' } : state, location };
}
