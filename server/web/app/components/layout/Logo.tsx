import { ShoppingBag } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';

/** Souk's logo, linking home: the mark (a bag on the brand colour) and the name. */
export function Logo() {
  const { t } = useI18n();
  return (
    <Link href={paths.home()} className="logo" aria-label={`${t('portal.layout.siteName')}, ${t('portal.layout.home')}`}>
      <span className="logo__mark" aria-hidden="true">
        <ShoppingBag size={18} strokeWidth={2.4} />
      </span>
      <span className="logo__name" aria-hidden="true">
        souk
      </span>
    </Link>
  );
}
