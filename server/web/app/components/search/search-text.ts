import type { PriceUnit } from '../../../../../shared/domain/marketplace';
import { formatNumber } from '../../../../../shared/domain/format';
import type { I18nValue } from '../../i18n';

/** "1 234 annonces", "Environ 12 000 annonces" when the search only estimates, "Aucune annonce". */
export function resultCountText(t: I18nValue['t'], count: number, estimated: boolean): string {
  if (count === 0) return t('portal.search.count.none');
  if (count === 1 && !estimated) return t('portal.search.count.one');
  return t(estimated ? 'portal.search.count.aboutMany' : 'portal.search.count.many', { count: formatNumber(count) });
}

/** A price unit's name as prices show it ("DA", "Millions", "DA/m²"), from the shared price texts. */
export function priceUnitText(t: I18nValue['t'], unit: PriceUnit): string {
  return t(`price.${unit}`, { amount: '' }).trim();
}

/** An option's label with its number of announcements: "Alger (475)". */
export function withCountText(t: I18nValue['t'], name: string, count: number | undefined): string {
  return count === undefined ? name : t('portal.search.filters.withCount', { name, count: formatNumber(count) });
}
