import {
  CROSS_HOME_TOP_AD,
  slotSize,
  type PromotionDevice,
  type PromotionKind,
  type PromotionLocation,
  type PromotionPage,
} from '../../../shared/domain/promotions';
import { ltr } from '../../../shared/domain/format';
import { useI18n } from '../kernel';

/** A slot in words, never its code: "Accueil · Carrousel · Ordinateur (1000 × 250)". */
export function useSlotLabel(): (location: PromotionLocation) => string {
  const { t } = useI18n();
  return (location) => {
    const { width, height } = slotSize(location);
    // Isolated: inside Arabic, "1000 × 250" would otherwise be laid out as "250 × 1000".
    const size = ltr(t('promotions.size', { width, height }));
    if (location === CROSS_HOME_TOP_AD) return `${t('promotions.topAds')} (${size})`;
    const [device, page, kind] = location.split('_') as [PromotionDevice, PromotionPage, PromotionKind];
    const kindKey = page === 'HOME' && kind === 'HEADER' ? 'HOME_HEADER' : kind;
    return `${t(`promotions.pages.${page}`)} · ${t(`promotions.kinds.${kindKey}`)} · ${t(`promotions.devices.${device}`)} (${size})`;
  };
}

/** A slot in words within its page's group: "Carrousel · Ordinateur (1000 × 250)". */
export function useSlotLabelInPage(): (location: PromotionLocation) => string {
  const { t } = useI18n();
  return (location) => {
    const { width, height } = slotSize(location);
    const size = ltr(t('promotions.size', { width, height }));
    if (location === CROSS_HOME_TOP_AD) return `${t('promotions.topAds')} (${size})`;
    const [device, page, kind] = location.split('_') as [PromotionDevice, PromotionPage, PromotionKind];
    const kindKey = page === 'HOME' && kind === 'HEADER' ? 'HOME_HEADER' : kind;
    return `${t(`promotions.kinds.${kindKey}`)} · ${t(`promotions.devices.${device}`)} (${size})`;
  };
}

/** The page a location belongs to: the top ads are the home's. */
export function pageOfLocation(location: PromotionLocation): PromotionPage {
  return location === CROSS_HOME_TOP_AD ? 'HOME' : (location.split('_')[1] as PromotionPage);
}
