import { Store } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '../../../../shared/graphql/use-query';
import { CategoriesDocument, StoreDirectoryDocument } from '../../../../shared/graphql/generated';
import { ConnectionDialog } from '../components/announcement/ConnectionDialog';
import { StoreCard } from '../components/stores/StoreCard';
import { StoreFilters } from '../components/stores/StoreFilters';
import { StorePagination } from '../components/stores/StorePagination';
import { useScrollRestore } from '../components/stores/use-scroll-restore';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { directoryAddress, directoryFilterOf, directoryVariables } from '../lib/store-directory';
import { useNavigation } from '../navigation';
import { useCanonicalRedirect, useHttpStatus } from '../page-status';
import { NotFound } from './NotFoundPage';
import type { PageProps } from './page-props';

/**
 * The store directory, `/boutiques/{tag?}` (spec §2 route stores): store cards for the keyword,
 * wilaya, commune and tag filters, paged, with follow buttons; the list restores its scroll
 * position when the visitor comes back to it.
 */
export default function StoresPage({ params }: PageProps) {
  const { location, query, localize } = useNavigation();
  const filter = useMemo(() => directoryFilterOf(params, query), [params, query]);
  const badTag = params.tag !== undefined && filter.tag === null;
  const canonical = localize(directoryAddress(filter));
  const redirect = !badTag && canonical !== `${location.pathname}${location.search}` ? canonical : null;
  useCanonicalRedirect(redirect);
  if (badTag) return <DirectoryNotFound />;
  if (redirect && typeof window === 'undefined') return null;
  return <Directory filter={filter} key={canonical} />;
}

function Directory({ filter }: { filter: ReturnType<typeof directoryFilterOf> }) {
  const { t } = useI18n();
  const variables = useMemo(() => directoryVariables(filter), [filter]);
  const [{ data, error, fetching }, refetch] = useQuery({ query: StoreDirectoryDocument, variables });
  const [categories] = useQuery({ query: CategoriesDocument, pause: filter.tag === null });
  const result = data?.storeSearch;
  // One connection dialog for every card's follow button (visitors must sign in to follow).
  const [askingToSignIn, setAskingToSignIn] = useState(false);
  const askToSignIn = useCallback(() => setAskingToSignIn(true), []);
  useScrollRestore(result !== undefined);
  useHttpStatus(!result && error ? 503 : 200);

  const tagName = useMemo(() => {
    if (!filter.tag) return null;
    for (const root of categories.data?.categories ?? []) {
      if (root.slug === filter.tag) return root.name;
      const child = root.children.find((category) => category.slug === filter.tag);
      if (child) return child.name;
    }
    return filter.tag;
  }, [filter.tag, categories.data]);

  if (result && filter.page > 1 && filter.page > result.paginatorInfo.lastPage) return <DirectoryNotFound />;

  const title = tagName ? t('portal.stores.directory.titleTag', { tag: tagName }) : t('portal.stores.directory.title');
  const total = result?.paginatorInfo.total ?? null;
  return (
    <div className="stores">
      <Head
        title={filter.page > 1 ? `${title} – ${t('portal.stores.directory.page', { page: filter.page })}` : title}
        description={t('portal.stores.directory.description')}
      />
      <header className="stores__intro">
        <span className="stores__mark" aria-hidden="true">
          <Store size={28} />
        </span>
        <div>
          <h1>{title}</h1>
          <p>{t('portal.stores.directory.intro')}</p>
        </div>
      </header>
      <StoreFilters filter={filter} />
      <section className="stores__results" aria-busy={fetching} aria-labelledby="stores-count">
        <p id="stores-count" className="stores__count" role="status">
          {total === null
            ? t('portal.layout.loading')
            : total === 0
              ? t('portal.stores.directory.count.none')
              : total === 1
                ? t('portal.stores.directory.count.one')
                : t('portal.stores.directory.count.many', { count: total })}
        </p>
        {!result && error ? (
          <div className="stores__empty" role="alert">
            <p>{t('portal.stores.directory.failed')}</p>
            <button type="button" className="button" onClick={() => refetch({ requestPolicy: 'network-only' })}>
              {t('portal.stores.directory.retry')}
            </button>
          </div>
        ) : null}
        {result && result.data.length === 0 ? (
          <div className="stores__empty">
            <p className="stores__empty-title">{t('portal.stores.directory.empty')}</p>
            <p>{t('portal.stores.directory.emptyHint')}</p>
          </div>
        ) : null}
        {result && result.data.length > 0 ? (
          <ul className="store-grid">
            {result.data.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} onAskSignIn={askToSignIn} />
              </li>
            ))}
          </ul>
        ) : null}
        {result ? <StorePagination filter={filter} lastPage={result.paginatorInfo.lastPage} /> : null}
      </section>
      <ConnectionDialog open={askingToSignIn} onClose={() => setAskingToSignIn(false)} />
    </div>
  );
}

/** A tag that cannot be a category, or a page past the last: a real 404. */
function DirectoryNotFound() {
  const { t } = useI18n();
  useHttpStatus(404);
  return <NotFound title={t('portal.layout.notFound.title')} text={t('portal.layout.notFound.text')} />;
}
