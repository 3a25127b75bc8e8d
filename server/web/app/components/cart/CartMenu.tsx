import { ShoppingCart } from 'lucide-react';
import { Price } from '../../../../../shared/ui/AnnouncementCardBody';
import { useState } from 'react';
import { CartCountDocument, CartDocument } from '../../../../../shared/graphql/generated';
import { useQuery } from '../../../../../shared/graphql/use-query';
import { useI18n } from '../../i18n';
import { Link, useNavigation } from '../../navigation';
import { paths } from '../../routes';
import { useViewer } from '../../session';
import { usePortalHref } from '../../site';
import { Popover } from '../layout/Popover';
import { CartLines } from './CartLines';
import { dinars } from './money';

/**
 * The top bar's cart (spec §2: item-count badge; 350 px wide on phones, 400 on wide screens).
 * The count comes with the page; the lines load each time the menu opens, since stock and
 * prices change while a page stays open. A visitor without a session is asked to sign in or
 * continue without an account first (the cart is kept per session).
 */
export function CartMenu() {
  const { t, locale } = useI18n();
  const viewer = useViewer();
  const { location } = useNavigation();
  const [opened, setOpened] = useState(0);
  const [count] = useQuery({ query: CartCountDocument, pause: !viewer });
  const [cart] = useQuery({ query: CartDocument, pause: !viewer || opened === 0, requestPolicy: 'cache-and-network' });
  const items = count.data?.cart.count ?? 0;
  const label = items > 0 ? t('portal.layout.cartCount', { count: items }) : t('portal.layout.cart');
  const lines = cart.data?.cart;
  const here = `${location.pathname}${location.search}`;
  const portalHref = usePortalHref();
  return (
    <>
      <button
        type="button"
        className="icon-button"
        popoverTarget="cart-menu"
        aria-label={label}
        onClick={() => setOpened((n) => n + 1)}
      >
        <ShoppingCart aria-hidden="true" size={21} />
        {items > 0 ? (
          <span className="badge" aria-hidden="true" data-testid="cart-badge">
            {items > 99 ? '99+' : items}
          </span>
        ) : null}
      </button>
      <Popover id="cart-menu" label={t('portal.layout.cart')} className="popover--panel popover--cart">
        <h2 className="popover__title">{t('portal.checkout.cart.title')}</h2>
        {!viewer ? (
          <div className="popover__empty">
            <ShoppingCart aria-hidden="true" size={32} />
            <p className="popover__lead">{t('portal.checkout.cart.empty')}</p>
            <Link href={paths.loginToOrder(here)} className="button button--primary button--block">
              {t('portal.checkout.cart.signIn')}
            </Link>
          </div>
        ) : lines && lines.groups.length > 0 ? (
          <>
            <CartLines cart={lines} compact />
            <div className="cart-menu__total">
              <span>{t('portal.checkout.cart.total')}</span>
              <strong>
                <Price text={dinars(lines.total, locale)} />
              </strong>
            </div>
            <Link
              href={paths.checkout(undefined, location.match.params.storeSlug)}
              className="button button--primary button--block"
            >
              {t('portal.checkout.cart.checkout')}
            </Link>
          </>
        ) : (
          <div className="popover__empty">
            <ShoppingCart aria-hidden="true" size={32} />
            <p className="popover__lead">{t('portal.checkout.cart.empty')}</p>
            <p>{t('portal.checkout.cart.emptyHint')}</p>
            <Link href={portalHref(paths.search())} className="button button--block">
              {t('portal.checkout.cart.browse')}
            </Link>
          </div>
        )}
      </Popover>
    </>
  );
}
