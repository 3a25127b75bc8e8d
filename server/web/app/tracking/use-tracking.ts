import { useEffect } from 'react';
import { TRACKING_LIMITS } from '../../../../shared/domain/tracking';
import { useNavigation } from '../navigation';
import { configureTracking, track } from './pixel';

const UTM_FIELDS = ['source', 'medium', 'campaign'] as const;

/** The page view of the current address, with its route's parameters and campaign fields. */
function sendPageView(params: Record<string, string>, search: string, slug?: string): void {
  const query = new URLSearchParams(search);
  const utm = Object.fromEntries(
    UTM_FIELDS.flatMap((field) => {
      const value = query.get(`utm_${field}`);
      return value ? [[field, value.slice(0, 100)]] : [];
    }),
  );
  track({
    payloadType: 'page_view',
    route: params,
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
    ...(slug ? { slug } : {}),
    ...(params.id && /^\d+$/.test(params.id) ? { announcementId: params.id } : {}),
  });
}

/**
 * The portal's own tracking, started once hydrated: a page view per page (and one for a link
 * leaving the site, spec §7), and for announcement cards in lists an appearance once half of the
 * card is on screen and an interest after 4 s there (cancelled when it leaves the view, spec §4).
 * One observer serves every card: cards carry `data-announcement-id` and come and go with pages.
 */
export function useTracking(options: { enabled: boolean; locale: string }): void {
  const { location } = useNavigation();
  useEffect(() => configureTracking(options), [options.enabled, options.locale]);

  useEffect(() => {
    if (!options.enabled) return;
    sendPageView(location.match.params, location.search);
  }, [options.enabled, location.pathname, location.search]);

  useEffect(() => {
    if (!options.enabled) return;
    const leaving = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin === window.location.origin) return;
      if (!/^https?:$/.test(link.protocol)) return;
      track({ payloadType: 'page_view', url: link.href, referer: window.location.href }, true);
    };
    document.addEventListener('click', leaving, { capture: true });
    return () => document.removeEventListener('click', leaving, { capture: true });
  }, [options.enabled]);

  useEffect(() => {
    if (!options.enabled || typeof IntersectionObserver === 'undefined') return;
    const seen = new Set<string>();
    const interested = new Set<string>();
    const timers = new Map<Element, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.announcementId;
          if (!id) continue;
          if (entry.isIntersecting && entry.intersectionRatio >= TRACKING_LIMITS.interestRatio) {
            if (!seen.has(id)) {
              seen.add(id);
              track({ payloadType: 'appearance', announcementId: id });
            }
            if (!interested.has(id) && !timers.has(entry.target)) {
              const timer = window.setTimeout(() => {
                timers.delete(entry.target);
                interested.add(id);
                track({ payloadType: 'interest', announcementId: id });
              }, TRACKING_LIMITS.interestAfterMs);
              timers.set(entry.target, timer);
            }
          } else {
            const timer = timers.get(entry.target);
            if (timer !== undefined) {
              window.clearTimeout(timer);
              timers.delete(entry.target);
            }
          }
        }
      },
      { threshold: [0, TRACKING_LIMITS.interestRatio] },
    );
    const observed = new WeakSet<Element>();
    const observeAll = () => {
      for (const card of document.querySelectorAll('[data-announcement-id]')) {
        if (observed.has(card)) continue;
        observed.add(card);
        observer.observe(card);
      }
    };
    observeAll();
    const main = document.getElementById('content') ?? document.body;
    const mutations = new MutationObserver(observeAll);
    mutations.observe(main, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      observer.disconnect();
      for (const timer of timers.values()) window.clearTimeout(timer);
    };
  }, [options.enabled, location.pathname]);
}
