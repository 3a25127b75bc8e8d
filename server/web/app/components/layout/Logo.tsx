import { ShoppingBag } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';

/**
 * Souk's logo, linking home: the mark (a bag on the brand colour) and the name, written the
 * same in every language (the brand); the link's name adds where it goes.
 */
export function Logo() {
  const { t } = useI18n();
  return (
    <Link href={paths.home()} className="logo">
      <span className="logo__mark" aria-hidden="true">
        <ShoppingBag size={18} strokeWidth={2.4} />
      </span>
      <span className="logo__name">souk</span>
      <span className="visually-hidden">, {t('portal.layout.home')}</span>
    </Link>
  );
}
