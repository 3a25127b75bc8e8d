import type { SiteStoreCardFragment } from '../../../graphql/generated';
import { useSiteText } from '../texts';
import { Notice } from './Notice';
import { StoreCard } from './StoreCard';

/** Store cards in a grid or in one scrolling row; an empty list says so. */
export function StoreCards({
  stores,
  variant,
}: {
  stores: readonly SiteStoreCardFragment[];
  variant: 'grid' | 'carousel';
}) {
  const t = useSiteText();
  if (stores.length === 0) return <Notice>{t('site.list.emptyStores')}</Notice>;
  return (
    <ul className="site-cards" data-variant={variant} data-kind="stores">
      {stores.map((store) => (
        <li key={store.id}>
          <StoreCard store={store} />
        </li>
      ))}
    </ul>
  );
}
