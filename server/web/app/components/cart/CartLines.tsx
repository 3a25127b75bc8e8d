import { Minus, Plus, Trash2 } from 'lucide-react';
import { Price } from '../../../../../shared/ui/AnnouncementCardBody';
import { useMutation } from 'urql';
import { CART_LIMITS } from '../../../../../shared/domain/cart';
import {
  CartItemRemoveDocument,
  CartItemSetDocument,
  CartPricesAcceptDocument,
  type CartFieldsFragment,
} from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';
import { usePortalHref } from '../../site';
import { dinars } from './money';

/**
 * The cart's lines grouped by seller (one order each at checkout), with their quantity, their
 * problems said before anything is ordered (no longer available, more than what remains, a
 * changed price) and a way to order from one seller only (the spec's chunkId).
 */
export function CartLines({ cart, compact = false }: { cart: CartFieldsFragment; compact?: boolean }) {
  const { t, locale } = useI18n();
  const portalHref = usePortalHref();
  const [setState, setQuantity] = useMutation(CartItemSetDocument);
  const [removeState, remove] = useMutation(CartItemRemoveDocument);
  const [acceptState, acceptPrices] = useMutation(CartPricesAcceptDocument);
  const busy = setState.fetching || removeState.fetching || acceptState.fetching;
  const changed = cart.groups.some((group) => group.items.some((item) => item.priceChanged));
  const error = setState.error ?? removeState.error;
  return (
    <div className={`cart-lines${compact ? ' cart-lines--compact' : ''}`}>
      {cart.groups.map((group) => (
        <section
          key={group.key}
          className="cart-group"
          aria-label={group.store?.name ?? group.seller.displayName ?? ''}
        >
          <header className="cart-group__head">
            <strong>{group.store?.name ?? group.seller.displayName ?? group.seller.username}</strong>
            <span>
              {t('portal.checkout.cart.subtotal')} <Price text={dinars(group.subtotal, locale)} />
            </span>
          </header>
          <ul className="cart-group__items">
            {group.items.map((item) => {
              const tooMany = item.available && item.quantity > item.remaining;
              return (
                <li key={item.id} className={`cart-item${item.available ? '' : ' cart-item--gone'}`}>
                  {item.announcement.defaultMedia ? (
                    <img
                      src={item.announcement.defaultMedia.thumbnail ?? item.announcement.defaultMedia.mediaUrl}
                      alt=""
                      className="cart-item__picture"
                      loading="lazy"
                    />
                  ) : (
                    <span className="cart-item__picture" aria-hidden="true" />
                  )}
                  <div className="cart-item__body">
                    <Link href={portalHref(paths.announcement(item.announcement))} className="cart-item__title">
                      {item.announcement.title}
                    </Link>
                    <span className="cart-item__price">
                      <Price text={dinars(item.currentPrice ?? item.unitPrice, locale)} />
                    </span>
                    {!item.available && (
                      <p className="cart-item__alert" role="status">
                        {t('portal.checkout.cart.unavailable')}
                      </p>
                    )}
                    {tooMany && (
                      <p className="cart-item__alert" role="status">
                        {t('portal.checkout.cart.quantityUnavailable', { count: item.remaining })}
                      </p>
                    )}
                    {item.priceChanged && item.currentPrice !== null && (
                      <p className="cart-item__alert cart-item__alert--price" role="status">
                        <Price
                          text={t('portal.checkout.cart.priceChanged', {
                            old: dinars(item.unitPrice, locale),
                            new: dinars(item.currentPrice, locale),
                          })}
                        />
                      </p>
                    )}
                    <div className="cart-item__controls">
                      <div className="stepper" role="group" aria-label={t('portal.checkout.cart.quantity')}>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t('portal.checkout.cart.less')}
                          disabled={busy || !item.available || item.quantity <= 1}
                          onClick={() => void setQuantity({ id: item.id, quantity: item.quantity - 1 })}
                        >
                          <Minus aria-hidden="true" size={16} />
                        </button>
                        <output aria-live="polite">{item.quantity}</output>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t('portal.checkout.cart.more')}
                          disabled={
                            busy ||
                            !item.available ||
                            item.quantity >= Math.min(item.remaining, CART_LIMITS.quantityMax)
                          }
                          onClick={() => void setQuantity({ id: item.id, quantity: item.quantity + 1 })}
                        >
                          <Plus aria-hidden="true" size={16} />
                        </button>
                      </div>
                      <button
                        type="button"
                        className="link-button"
                        disabled={busy}
                        onClick={() => void remove({ id: item.id })}
                      >
                        <Trash2 aria-hidden="true" size={15} />
                        {t('portal.checkout.cart.remove')}
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          {!compact && cart.groups.length > 1 && (
            <Link href={paths.checkout(group.key)} className="cart-group__only">
              {t('portal.checkout.cart.checkoutGroup')}
            </Link>
          )}
        </section>
      ))}
      {changed && (
        <button type="button" className="button button--block" disabled={busy} onClick={() => void acceptPrices({})}>
          {t('portal.checkout.cart.acceptPrices')}
        </button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error.graphQLErrors[0]?.message ?? t('portal.checkout.alerts.formNotSent')}
        </p>
      )}
    </div>
  );
}
