import { useEffect, useRef } from 'react';
import { PROMOTION_LIMITS } from '../../../../../shared/domain/promotions';
import type { SlotPromotionFragment } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { clickTrackId, track } from '../../tracking/pixel';

/** The click address: the server counts the click with the visitor's track id, then goes on. */
function clickHref(promotion: SlotPromotionFragment, categoryId?: string | null): string {
  const query = new URLSearchParams();
  const trackId = typeof window === 'undefined' ? null : clickTrackId();
  if (trackId) query.set('t', trackId);
  if (categoryId) query.set('c', categoryId);
  const search = query.toString();
  return search ? `${promotion.clickUrl}?${search}` : promotion.clickUrl;
}

/**
 * Counts a promotion's view once it has been on screen for 200 ms (spec §7), once per showing.
 * `active` is false for a slide not in front.
 */
export function usePromotionView(promotionId: string, active = true) {
  const ref = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    let timer: number | null = null;
    let sent = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !sent) {
          timer ??= window.setTimeout(() => {
            sent = true;
            track({ payloadType: 'promotion_view', promotionIds: [promotionId] });
            observer.disconnect();
          }, PROMOTION_LIMITS.viewAfterMs);
        } else if (timer !== null) {
          window.clearTimeout(timer);
          timer = null;
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== null) window.clearTimeout(timer);
    };
  }, [promotionId, active]);
  return ref;
}

/**
 * One promotion's visual, as a link to its click address: a picture, a muted looping video, or an
 * ad network's page in a sandboxed frame (no access to the portal's page, its cookies or its
 * scripts). `onVideo` says when a video plays or stops (the slider waits for it).
 */
export function PromotionVisual({
  promotion,
  categoryId,
  active = true,
  onVideo,
  onBroken,
}: {
  promotion: SlotPromotionFragment;
  categoryId?: string | null;
  active?: boolean;
  onVideo?: (playing: boolean) => void;
  /** The visual could not load (an ad blocker, a removed file): the slot shows its fallback. */
  onBroken?: () => void;
}) {
  const { t } = useI18n();
  const ref = usePromotionView(promotion.id, active);
  const media = promotion.currentVisual!.media;
  const body =
    media.kind === 'IMAGE' ? (
      <img src={media.url} alt={promotion.name} width={media.width} height={media.height} onError={onBroken} />
    ) : media.kind === 'VIDEO' ? (
      <video
        src={media.url}
        width={media.width}
        height={media.height}
        muted
        autoPlay
        loop
        playsInline
        onPlay={() => onVideo?.(true)}
        onPause={() => onVideo?.(false)}
        onError={onBroken}
      />
    ) : (
      <iframe
        src={media.url}
        title={promotion.name}
        width={media.width}
        height={media.height}
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    );
  return (
    <a
      ref={(element) => {
        ref.current = element;
      }}
      className="promo-visual"
      href={clickHref(promotion, categoryId)}
      rel={promotion.targetType === 'LINK' ? 'sponsored noopener' : 'sponsored'}
      data-promotion-id={promotion.id}
    >
      {body}
      {/* Visible and read out: the link's name is the promotion's name, then "sponsored". */}
      <span className="promo-visual__badge">{t('portal.promotions.sponsored')}</span>
    </a>
  );
}
