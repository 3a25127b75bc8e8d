import { useMemo } from 'react';
import { useQuery } from '../../../../../shared/graphql/use-query';
import {
  SiteAnnouncementDocument,
  SiteListingDocument,
  type SiteBuildRenderFragment,
} from '../../../../../shared/graphql/generated';
import { truncate } from '../../../../../shared/domain/text';
import type { SiteDocument, SitePage } from '../../../../../shared/site/document';
import { DEFAULT_LIST_COUNT } from '../../../../../shared/site/limits';
import type {
  SiteData,
  SiteLand,
  SiteLinks,
  SiteListedAnnouncement,
  SiteRenderContextValue,
} from '../../../../../shared/site/render/context';
import { SiteView } from '../../../../../shared/site/render/SiteView';
import { SITE_COMMERCE } from '../cart/site-commerce';
import { useStyleNonce } from '../../csp-nonce';
import { Head } from '../../head';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { queryResultsOf } from '../../../../../shared/site/render/query-results';
import { findSitePage, readSiteDocument, type SitePageRequest } from './site-document';
import { SitePlaceholder } from './SitePlaceholder';

/** Which announcements a land's listing and announcement pages show: a store's, or a market's stores'. */
export type LandScope = { storeId: string } | { storeIds: string[] };

/** What every page of a land's site is rendered from. */
export interface SiteScreenProps {
  land: SiteLand;
  build: Pick<SiteBuildRenderFragment, 'document' | 'queries'>;
  request: Exclude<SitePageRequest, { type: 'legal' }>;
  links: SiteLinks;
  /** Null while a market's stores load (its listing waits for them). */
  scope: LandScope | null;
}

const DESCRIPTION_LENGTH = 160;

const EMPTY_LISTING = {
  data: [] as SiteListedAnnouncement[],
  paginatorInfo: { currentPage: 1, lastPage: 1, hasMorePages: false, total: 0 },
};

/**
 * One page of a published site: the document's page for the address, the data its blocks read
 * (the build's query results, the listing for `annonce/`, the announcement for `annonce/{id}`),
 * its head, then `<SiteView>`, the same renderer the studio's canvas uses.
 */
export function SiteScreen(props: SiteScreenProps) {
  const { t } = useI18n();
  const document = useMemo(() => readSiteDocument(props.build.document), [props.build.document]);
  const page = document ? findSitePage(document, props.request) : null;
  if (!document) {
    return (
      <SitePlaceholder
        kind="error"
        status={404}
        title={t('portal.stores.site.placeholderTitle')}
        text={t('portal.stores.site.placeholderText', { name: props.land.name })}
        siteName={props.land.name}
      />
    );
  }
  if (!page) return <SitePageNotFound land={props.land} links={props.links} />;
  switch (props.request.type) {
    case 'search':
      return <ListingScreen {...props} document={document} page={page} />;
    case 'single':
      return <AnnouncementScreen {...props} document={document} page={page} id={props.request.announcementId} />;
    default:
      return <PageScreen {...props} document={document} page={page} data={{ queries: queryResultsOf(props.build) }} />;
  }
}

interface ResolvedProps extends SiteScreenProps {
  document: SiteDocument;
  page: SitePage;
}

/** A page with its data ready: head and blocks. */
function PageScreen({
  land,
  document,
  page,
  links,
  data,
  title,
  description,
}: ResolvedProps & { data: SiteData; title?: string; description?: string | null }) {
  const { locale } = useI18n();
  const nonce = useStyleNonce();
  const pageTitle = title ?? (page.title[locale] || page.title.fr);
  const context: SiteRenderContextValue = {
    locale,
    launchType: land.launchType,
    land,
    document,
    page,
    links,
    data,
    nonce,
    commerce: SITE_COMMERCE,
  };
  const summary = description ?? land.description;
  return (
    <>
      <Head
        title={pageTitle && pageTitle !== land.name ? `${pageTitle} · ${land.name}` : land.name}
        description={summary ? truncate(summary.replace(/\s+/g, ' ').trim(), DESCRIPTION_LENGTH) : undefined}
        siteName={land.name}
      />
      <SiteView context={context} />
    </>
  );
}

/** The listing page (`annonce/`, page type search): the land's announcements for `?q=` and `?page=`. */
function ListingScreen(props: ResolvedProps) {
  const { t, locale } = useI18n();
  const { query } = useNavigation();
  const q = query.get('q')?.trim() || null;
  const requested = Number(query.get('page') ?? '1');
  const pageNumber = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  // A market without stores has no announcements (an empty storeIds must not mean "any store").
  const nothing = props.scope !== null && 'storeIds' in props.scope && props.scope.storeIds.length === 0;
  const filter = props.scope
    ? { ...props.scope, page: pageNumber, count: DEFAULT_LIST_COUNT, fetchActiveCategory: false }
    : null;
  const [{ data, fetching, error }] = useQuery({
    query: SiteListingDocument,
    variables: { q, filter },
    pause: filter === null || nothing,
  });
  const result = nothing ? EMPTY_LISTING : data?.search.announcements;
  if (!result) {
    if (fetching || filter === null) return <p className="page-loading">{t('portal.layout.loading')}</p>;
    if (error) return <SiteUnavailable name={props.land.name} />;
  }
  const info = result?.paginatorInfo;
  if (info && pageNumber > 1 && pageNumber > info.lastPage) {
    return <SitePageNotFound land={props.land} links={props.links} />;
  }
  const base = props.page.title[locale] || t('portal.stores.site.listing');
  const withKeywords = q ? `${t('portal.stores.site.listingKeywords', { keywords: q })} · ${base}` : base;
  const title =
    pageNumber > 1 ? t('portal.stores.site.listingPage', { title: withKeywords, page: pageNumber }) : withKeywords;
  return (
    <PageScreen
      {...props}
      title={title}
      data={{
        queries: queryResultsOf(props.build),
        listing: {
          announcements: result?.data ?? [],
          currentPage: info?.currentPage ?? pageNumber,
          lastPage: info?.lastPage ?? 1,
          total: info?.total ?? 0,
          q,
        },
      }}
    />
  );
}

/**
 * The announcement page (`annonce/{id}`, page type single): the announcement when it belongs to
 * the land (the store's own, or one of the market's stores'); any other is not found here.
 */
function AnnouncementScreen(props: ResolvedProps & { id: string }) {
  const { t } = useI18n();
  const [{ data, fetching, error }] = useQuery({
    query: SiteAnnouncementDocument,
    variables: { id: props.id },
    pause: props.scope === null,
  });
  const announcement = data?.announcementDetails ?? null;
  if (!data && (fetching || props.scope === null)) return <p className="page-loading">{t('portal.layout.loading')}</p>;
  if (!data && error?.networkError) return <SiteUnavailable name={props.land.name} />;
  const storeId = announcement?.store?.id;
  const scope = props.scope;
  const belongs =
    storeId !== undefined &&
    scope !== null &&
    ('storeId' in scope ? scope.storeId === storeId : scope.storeIds.includes(storeId));
  if (!announcement || !belongs) {
    return (
      <SitePlaceholder
        kind="not-found"
        status={404}
        title={t('portal.stores.site.announcementNotFoundTitle')}
        text={t('portal.stores.site.announcementNotFoundText', { name: props.land.name })}
        siteName={props.land.name}
        actions={<SiteHomeLink links={props.links} />}
      />
    );
  }
  return (
    <PageScreen
      {...props}
      title={announcement.title}
      description={announcement.description}
      data={{ queries: queryResultsOf(props.build), announcement }}
    />
  );
}

/** A page the site does not have (an unknown or hidden slug). */
export function SitePageNotFound({ land, links }: { land: SiteLand; links: SiteLinks }) {
  const { t } = useI18n();
  return (
    <SitePlaceholder
      kind="not-found"
      status={404}
      title={t('portal.stores.site.pageNotFoundTitle')}
      text={t('portal.stores.site.pageNotFoundText', { name: land.name })}
      siteName={land.name}
      actions={<SiteHomeLink links={links} />}
    />
  );
}

/** A failure that is not the page's absence (the network, the server). */
export function SiteUnavailable({ name }: { name?: string }) {
  const { t } = useI18n();
  return (
    <SitePlaceholder
      kind="error"
      status={503}
      title={t('portal.layout.unexpected')}
      text={t('portal.stores.site.unavailable')}
      siteName={name}
    />
  );
}

/** The way to the site's home, first among a placeholder's actions. */
export function SiteHomeLink({ links }: { links: SiteLinks }) {
  const { t } = useI18n();
  return (
    <a href={links.home()} className="button button--primary">
      {t('portal.stores.site.storeHome')}
    </a>
  );
}
