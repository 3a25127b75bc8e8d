import { Check, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { orderProblem } from '../../../../../shared/domain/cart';
import { decodeNumericEntities } from '../../../../../shared/domain/text';
import { CartAddDocument, type AnnouncementCardFragment } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { Link, useNavigation } from '../../navigation';
import { paths } from '../../routes';
import { useViewer } from '../../session';
import { isAnnouncer } from '../announcement/permissions';
import { useHydrated } from '../search/use-hydrated';

/**
 * The quick "add to cart" of a card (search results, feeds, store sites): one unit in one click
 * for an announcement that can be ordered. One sold in variants sends the buyer to its page to
 * choose (`announcementHref`); a visitor signs in or continues without an account first. Once
 * added, the same button opens the cart menu.
 */
export function CardCartButton(props: {
  announcement: AnnouncementCardFragment;
  /** The announcement's page where it is shown (the portal's, or the store site's own). */
  announcementHref: string;
}) {
  // Shown once the page has hydrated: a list holds up to 48 cards, and each one's session and
  // navigation hooks, hydrated at once, kept the search page from ever finishing its hydration.
  // Adding to the cart needs the page's script anyway. Until then an orderable card keeps the
  // button's room, so that the rows below do not jump (under a visitor's click) when it comes.
  const hydrated = useHydrated();
  if (hydrated) return <CardCart {...props} />;
  return canOrder(props.announcement) ? <CartRoom /> : null;
}

function canOrder(announcement: AnnouncementCardFragment): boolean {
  return !orderProblem({
    status: announcement.status,
    price: announcement.price ?? null,
    hasDelivery: announcement.hasDelivery,
    deliveryType: announcement.deliveryType ?? null,
    paymentMethod: announcement.paymentMethod ?? null,
    quantity: announcement.quantity ?? null,
  });
}

/** The button's room before hydration: an invisible button of the same size. */
function CartRoom() {
  const { t } = useI18n();
  return (
    <div className="card__cart card__cart--room" aria-hidden="true">
      <span className="button button--small">
        <ShoppingCart aria-hidden="true" size={16} />
        <span className="card__cart-label">{t('portal.checkout.cart.add')}</span>
      </span>
    </div>
  );
}

/** The button itself (exported for its tests, which render it without hydrating). */
export function CardCart({
  announcement,
  announcementHref,
}: {
  announcement: AnnouncementCardFragment;
  announcementHref: string;
}) {
  const { t } = useI18n();
  const viewer = useViewer();
  const { location } = useNavigation();
  if (!canOrder(announcement) || isAnnouncer(viewer, announcement)) return null;
  const title = decodeNumericEntities(announcement.title);
  if (announcement.hasVariants || !viewer) {
    const href = announcement.hasVariants
      ? announcementHref
      : paths.loginToOrder(`${location.pathname}${location.search}`);
    return (
      <div className="card__cart">
        <Link className="button button--small" href={href}>
          <ShoppingCart aria-hidden="true" size={16} />
          <span className="card__cart-label">
            {announcement.hasVariants ? t('portal.checkout.cart.choose') : t('portal.checkout.cart.add')}
          </span>
        </Link>
      </div>
    );
  }
  return <QuickAdd id={announcement.id} title={title} />;
}

/** One unit of an announcement without variants, for a viewer with a session. */
function QuickAdd({ id, title }: { id: string; title: string }) {
  const { t } = useI18n();
  const [added, setAdded] = useState(false);
  const [state, add] = useMutation(CartAddDocument);
  if (added) {
    return (
      <div className="card__cart">
        <button type="button" className="button button--small card__cart--added" popoverTarget="cart-menu">
          <Check aria-hidden="true" size={16} />
          <span className="card__cart-label">{t('portal.checkout.cart.view')}</span>
        </button>
        <p className="visually-hidden" role="status">
          {t('portal.checkout.cart.added')}
        </p>
      </div>
    );
  }
  return (
    <div className="card__cart">
      <button
        type="button"
        className="button button--small button--primary"
        aria-label={t('portal.checkout.cart.quickAdd', { title })}
        disabled={state.fetching}
        onClick={() => {
          void add({ announcementId: id, variantId: null, quantity: 1 }).then((result) => {
            if (!result.error) setAdded(true);
          });
        }}
      >
        <ShoppingCart aria-hidden="true" size={16} />
        <span className="card__cart-label">
          {state.fetching ? t('portal.checkout.cart.adding') : t('portal.checkout.cart.add')}
        </span>
      </button>
      {state.error && (
        <p className="form-error" role="alert">
          {state.error.graphQLErrors[0]?.message ?? t('portal.checkout.alerts.formNotSent')}
        </p>
      )}
    </div>
  );
}
