import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PromotionPage } from '../../../../../shared/domain/promotions';
import { useI18n } from '../../i18n';
import { PromotionVisual } from './PromotionVisual';
import { usePromotions } from './use-promotions';

/** Where the covers closed in this tab are remembered: one closed stays collapsed until the tab ends. */
const CLOSED_KEY = 'souk.promotions.closedCovers';

function closedCovers(): string[] {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(CLOSED_KEY) ?? '[]') as unknown;
    return Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A cover (spec §4, §9): a desktop-only slot beside the page's top, which takes no room at all
 * when no promotion fills it, shows the promotion when one does, and collapses for the rest of the
 * visit once the visitor closes it. Nothing is asked on a phone.
 */
export function CoverSlot({
  page,
  categorySlug,
  refetchKey,
  className,
}: {
  page: PromotionPage;
  categorySlug?: string | null;
  refetchKey?: string;
  className?: string;
}) {
  const { t } = useI18n();
  const { state, location } = usePromotions({ page, kind: 'COVER', categorySlug, refetchKey });
  const [closed, setClosed] = useState<string[]>([]);
  const [broken, setBroken] = useState<string | null>(null);
  useEffect(() => setClosed(closedCovers()), []);

  const promotion =
    state.status === 'filled'
      ? state.promotions.find((item) => item.id !== broken && !closed.includes(item.id))
      : undefined;
  if (!location || !promotion) return null;
  const close = () => {
    const next = [...closed, promotion.id];
    setClosed(next);
    try {
      window.sessionStorage.setItem(CLOSED_KEY, JSON.stringify(next));
    } catch {
      // Storage refused (private mode): closed for this page only.
    }
  };
  return (
    <aside
      className={`promo-cover${className ? ` ${className}` : ''}`}
      aria-label={t('portal.promotions.sponsored')}
      data-slot={location}
      data-slot-state="filled"
    >
      <PromotionVisual promotion={promotion} onBroken={() => setBroken(promotion.id)} />
      <button
        type="button"
        className="promo-cover__close"
        aria-label={t('portal.promotions.closeCover')}
        onClick={close}
      >
        <X aria-hidden="true" size={16} />
      </button>
    </aside>
  );
}
