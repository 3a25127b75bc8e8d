import { useState } from 'react';
import type { PromotionKind, PromotionPage } from '../../../../../shared/domain/promotions';
import { useI18n } from '../../i18n';
import { FallbackBanner } from './FallbackBanner';
import { PromotionVisual } from './PromotionVisual';
import { usePromotions, type SlotRequest } from './use-promotions';

/** The box class of a slot: its proportions per device, reserved before anything loads (no layout shift). */
export function slotBoxClass(page: PromotionPage, kind: PromotionKind): string {
  const name = page === 'HOME' && kind === 'HEADER' ? 'home-header' : kind.toLowerCase();
  return `promo-box promo-box--${name}`;
}

/**
 * One banner slot (spec §4): loading, then the promotion that fills it, or Souk's fallback banner
 * when none does, the fetch fails or the visual cannot load (an ad blocker).
 */
export function PromoSlot(
  props: SlotRequest & { kind: Exclude<PromotionKind, 'COVER' | 'FLASH' | 'INTERSTITIAL'>; className?: string },
) {
  const { t } = useI18n();
  const { state, location } = usePromotions(props);
  const [broken, setBroken] = useState<string | null>(null);
  const promotion = state.status === 'filled' ? state.promotions.find((item) => item.id !== broken) : undefined;
  const compact = props.kind === 'HEADER' || props.kind === 'FEED';
  return (
    <aside
      className={`${slotBoxClass(props.page, props.kind)}${props.className ? ` ${props.className}` : ''}`}
      aria-label={t('portal.promotions.sponsored')}
      data-slot={location ?? undefined}
      data-slot-state={promotion ? 'filled' : state.status === 'loading' ? 'loading' : 'fallback'}
    >
      {state.status === 'loading' ? null : promotion ? (
        <PromotionVisual promotion={promotion} categoryId={props.categoryId} onBroken={() => setBroken(promotion.id)} />
      ) : (
        <FallbackBanner compact={compact} />
      )}
    </aside>
  );
}
