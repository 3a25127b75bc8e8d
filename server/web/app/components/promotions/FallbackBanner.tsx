import { Megaphone } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths, withQuery } from '../../routes';

/**
 * The placeholder a slot shows when nothing fills it (spec §4): Souk's own banner, inviting
 * advertisers, drawn in the slot's box so the page never moves when it replaces a promotion.
 */
export function FallbackBanner({ compact = false }: { compact?: boolean }) {
  const { t } = useI18n();
  return (
    <Link
      href={withQuery(paths.contact(), { tag: 'PUBLICITY_PARTNERSHIP' })}
      className={`promo-fallback${compact ? ' promo-fallback--compact' : ''}`}
      data-promo-fallback=""
    >
      <span className="promo-fallback__icon">
        <Megaphone aria-hidden="true" size={compact ? 18 : 26} />
      </span>
      <span className="promo-fallback__text">
        <strong>{t('portal.promotions.fallback.title')}</strong>
        {compact ? null : <span>{t('portal.promotions.fallback.text')}</span>}
      </span>
      <span className="promo-fallback__action">{t('portal.promotions.fallback.action')}</span>
    </Link>
  );
}
