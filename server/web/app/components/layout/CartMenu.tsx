import { ShoppingCart } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';
import { Popover } from './Popover';

/**
 * The cart menu of the top bar (spec §2: item-count badge; 350 wide on phones, 400 on wide
 * screens). The cart comes with a later issue: the count is 0 and the badge hidden until then.
 */
export function CartMenu({ count = 0 }: { count?: number }) {
  const { t } = useI18n();
  const label = count > 0 ? t('portal.layout.cartCount', { count }) : t('portal.layout.cart');
  return (
    <>
      <button type="button" className="icon-button" popoverTarget="cart-menu" aria-label={label}>
        <ShoppingCart aria-hidden="true" size={21} />
        {count > 0 ? (
          <span className="badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      <Popover id="cart-menu" label={t('portal.layout.cart')} className="popover--panel popover--cart">
        <h2 className="popover__title">{t('portal.layout.cart')}</h2>
        <div className="popover__empty">
          <ShoppingCart aria-hidden="true" size={32} />
          <p className="popover__lead">{t('portal.layout.cartEmpty')}</p>
          <p>{t('portal.layout.cartLater')}</p>
        </div>
        <Link href={paths.search()} className="button button--block">
          {t('portal.layout.comingSoonBack')}
        </Link>
      </Popover>
    </>
  );
}
