import { ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { useMutation } from 'urql';
import { CART_LIMITS, orderProblem } from '../../../../../shared/domain/cart';
import { CartAddDocument, type AnnouncementDetailFragment } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { Link, useNavigation } from '../../navigation';
import { paths } from '../../routes';
import { useViewer } from '../../session';
import { isAnnouncer } from '../announcement/permissions';

/** The words of a variant: its specification values ("Rouge · XL"). */
function variantLabel(variant: AnnouncementDetailFragment['variants'][number]): string {
  return variant.specifications.map((spec) => spec.valueText ?? spec.value).join(' · ');
}

/**
 * "Add to cart" on an announcement that can be ordered (its delivery, payment method and stock
 * say so; shared `orderProblem`): a variant when it has some, a quantity up to what remains, and
 * the cart menu to open once added. Sold out says so; a visitor signs in (or continues without an
 * account) and comes back here.
 */
export function AddToCart({ announcement }: { announcement: AnnouncementDetailFragment }) {
  const { t } = useI18n();
  const viewer = useViewer();
  const { location } = useNavigation();
  const id = useId();
  const variants = announcement.variants;
  const [variantId, setVariantId] = useState<string | null>(variants[0]?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const [state, add] = useMutation(CartAddDocument);
  const variant = variants.find((candidate) => candidate.id === variantId) ?? null;
  const price = variant?.price ?? announcement.price ?? null;
  const stock = variant ? variant.quantity : announcement.quantity;
  const problem = orderProblem({
    status: announcement.status,
    price,
    hasDelivery: announcement.hasDelivery,
    deliveryType: announcement.deliveryType,
    paymentMethod: announcement.paymentMethod,
    quantity: stock,
  });
  if (problem === 'inactive' || problem === 'notForSale' || isAnnouncer(viewer, announcement)) return null;
  if (problem === 'soldOut') {
    return <p className="add-to-cart add-to-cart--sold-out">{t('portal.checkout.cart.soldOut')}</p>;
  }
  const max = Math.min(stock ?? 1, CART_LIMITS.quantityMax);
  if (!viewer) {
    return (
      <div className="add-to-cart">
        <Link
          href={paths.loginToOrder(`${location.pathname}${location.search}`)}
          className="button button--primary button--block"
        >
          <ShoppingCart aria-hidden="true" size={18} />
          {t('portal.checkout.cart.signIn')}
        </Link>
      </div>
    );
  }
  const submit = async () => {
    setAdded(false);
    const result = await add({ announcementId: announcement.id, variantId, quantity });
    if (!result.error) setAdded(true);
  };
  return (
    <form
      className="add-to-cart"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {variants.length > 0 && (
        <label className="field" htmlFor={`${id}-variant`}>
          <span className="field__label">{t('portal.announcement.sections.variants')}</span>
          <select
            id={`${id}-variant`}
            value={variantId ?? ''}
            onChange={(event) => {
              setVariantId(event.target.value);
              setQuantity(1);
            }}
          >
            {variants.map((candidate) => (
              <option key={candidate.id} value={candidate.id} disabled={(candidate.quantity ?? 0) <= 0}>
                {variantLabel(candidate)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="add-to-cart__row">
        <label className="field add-to-cart__quantity" htmlFor={`${id}-quantity`}>
          <span className="field__label">{t('portal.checkout.cart.quantity')}</span>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={quantity}
            onChange={(event) => setQuantity(Math.max(1, Math.min(max, Math.trunc(Number(event.target.value) || 1))))}
          />
        </label>
        <button type="submit" className="button button--primary add-to-cart__submit" disabled={state.fetching}>
          <ShoppingCart aria-hidden="true" size={18} />
          {state.fetching ? t('portal.checkout.cart.adding') : t('portal.checkout.cart.add')}
        </button>
      </div>
      <p className="field__hint">{t('portal.checkout.cart.inStock', { count: stock ?? 0 })}</p>
      {added && (
        <p className="add-to-cart__added" role="status">
          {t('portal.checkout.cart.added')}{' '}
          <button type="button" className="link-button" popoverTarget="cart-menu">
            {t('portal.checkout.cart.view')}
          </button>
        </p>
      )}
      {state.error && (
        <p className="form-error" role="alert">
          {state.error.graphQLErrors[0]?.message ?? t('portal.checkout.alerts.formNotSent')}
        </p>
      )}
    </form>
  );
}
