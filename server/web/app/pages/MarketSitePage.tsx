import { useMemo } from 'react';
import { useQuery } from '../../../../shared/graphql/use-query';
import { MarketSitePageDocument, MarketStoresDocument } from '../../../../shared/graphql/generated';
import { checkedAnalyticsIds } from '../lib/analytics-ids';
import { useI18n } from '../i18n';
import { useNavigation } from '../navigation';
import { useSiteResponse } from '../page-status';
import { landIdOf, marketSitePath } from '../routes';
import { sitePageRequest } from '../components/site/site-document';
import { marketLand } from '../../../../shared/site/render/land';
import { siteLinks } from '../components/site/site-links';
import { SitePlaceholder } from '../components/site/SitePlaceholder';
import { SiteHomeLink, SiteScreen, SiteUnavailable } from '../components/site/SiteScreen';
import { UnparseableLandId } from '../components/site/UnparseableLandId';
import { useSiteAddress } from '../components/site/use-site-address';
import type { PageProps } from './page-props';

/**
 * A market's site (spec §2): `/landing/{landId}/{landSlug}/` with `annonce/{id?}` and `{page}`.
 * Its listing and announcement pages show the announcements of the market's stores.
 */
export default function MarketSitePage({ params }: PageProps) {
  const { query } = useNavigation();
  const marketId = landIdOf(params.landId, query);
  if (!marketId) return <UnparseableLandId />;
  return <MarketSite marketId={marketId} />;
}

function MarketSite({ marketId }: { marketId: string }) {
  const { t, locale } = useI18n();
  const { location } = useNavigation();
  const [{ data, error, fetching }] = useQuery({ query: MarketSitePageDocument, variables: { marketId } });
  const market = data?.market ?? null;
  const request = sitePageRequest(location.match);
  // Only the listing and announcement pages need the market's stores (their announcements).
  const needsStores = request.type === 'search' || request.type === 'single';
  const [stores] = useQuery({ query: MarketStoresDocument, variables: { marketId }, pause: !needsStores || !market });
  useSiteAddress(market);
  useSiteResponse({ analytics: checkedAnalyticsIds(market ?? {}) });

  const links = useMemo(
    () => market && siteLinks({ base: marketSitePath(market), locale, portalPrefix: '', ownLegalPages: false }),
    [market, locale],
  );

  if (!data && fetching) return <p className="page-loading">{t('portal.layout.loading')}</p>;
  if ((!data && error) || (needsStores && stores.error && !stores.data)) return <SiteUnavailable />;
  if (!market || !links) {
    return (
      <SitePlaceholder
        kind="not-found"
        status={404}
        title={t('portal.stores.site.marketNotFoundTitle')}
        text={t('portal.stores.site.marketNotFoundText')}
      />
    );
  }
  const build = data?.siteBuildGetByMarket;
  if (!build || request.type === 'legal') {
    return (
      <SitePlaceholder
        kind="construction"
        status={404}
        title={t('portal.stores.site.placeholderTitle')}
        text={t('portal.stores.site.placeholderText', { name: market.name })}
        siteName={market.name}
        actions={request.type === 'home' ? null : <SiteHomeLink links={links} />}
      />
    );
  }
  const storeIds = stores.data?.market?.stores.map((store) => store.id);
  return (
    <SiteScreen
      land={marketLand(market)}
      build={build}
      request={request}
      links={links}
      scope={needsStores ? (storeIds ? { storeIds } : null) : { storeIds: [] }}
    />
  );
}
