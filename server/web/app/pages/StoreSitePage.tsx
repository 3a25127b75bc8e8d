import { useMemo } from 'react';
import { useQuery } from '../../../../shared/graphql/use-query';
import { StoreSitePageDocument } from '../../../../shared/graphql/generated';
import { checkedAnalyticsIds } from '../lib/analytics-ids';
import { useI18n } from '../i18n';
import { useNavigation } from '../navigation';
import { useSiteResponse } from '../page-status';
import { landIdOf, storeSitePath } from '../routes';
import { portalUrlOf, useSite } from '../site';
import { sitePageRequest } from '../components/site/site-document';
import { storeLand } from '../../../../shared/site/render/land';
import { siteLinks } from '../components/site/site-links';
import { SitePlaceholder } from '../components/site/SitePlaceholder';
import { SiteHomeLink, SiteScreen, SiteUnavailable } from '../components/site/SiteScreen';
import { StoreLegal } from '../components/site/StoreLegal';
import { UnparseableLandId } from '../components/site/UnparseableLandId';
import { useSiteAddress } from '../components/site/use-site-address';
import type { PageProps } from './page-props';

/**
 * A store's site (spec §2): `/store/{storeId}/{storeSlug}/` and its children on the portal, or
 * the whole of a store's own domain. One query brings the store, its published build and the
 * results of the build's queries; the page then renders the build's page for the address.
 */
export default function StoreSitePage({ params }: PageProps) {
  const { query } = useNavigation();
  const storeId = landIdOf(params.storeId, query);
  if (!storeId) return <UnparseableLandId />;
  return <StoreSite storeId={storeId} />;
}

function StoreSite({ storeId }: { storeId: string }) {
  const { t, locale } = useI18n();
  const { location } = useNavigation();
  const site = useSite();
  const [{ data, error, fetching }] = useQuery({ query: StoreSitePageDocument, variables: { storeId } });
  const store = data?.store ?? null;
  useSiteAddress(store);
  useSiteResponse({ analytics: checkedAnalyticsIds(store ?? {}) });

  const links = useMemo(
    () =>
      store &&
      siteLinks({
        base: site.storeDomain ? '/' : storeSitePath(store),
        locale,
        portalPrefix: site.storeDomain ? portalUrlOf(site) : '',
        ownStoreId: store.id,
        ownLegalPages: true,
      }),
    [store, site, locale],
  );

  if (!data && fetching) return <p className="page-loading">{t('portal.layout.loading')}</p>;
  if (!data && error) return <SiteUnavailable />;
  if (!store || !links) {
    return (
      <SitePlaceholder
        kind="not-found"
        status={404}
        title={t('portal.stores.site.storeNotFoundTitle')}
        text={t('portal.stores.site.storeNotFoundText')}
      />
    );
  }
  const land = storeLand(store);
  const request = sitePageRequest(location.match);
  if (request.type === 'legal') return <StoreLegal land={land} links={links} name={request.name} />;
  const build = data?.siteBuildGetByStore;
  if (!build) {
    return (
      <SitePlaceholder
        kind="construction"
        status={404}
        title={t('portal.stores.site.placeholderTitle')}
        text={t('portal.stores.site.placeholderText', { name: store.name })}
        siteName={store.name}
        actions={request.type === 'home' ? null : <SiteHomeLink links={links} />}
      />
    );
  }
  return <SiteScreen land={land} build={build} request={request} links={links} scope={{ storeId: store.id }} />;
}
