import type { SearchFilter } from '../../../../../shared/domain/search';
import { formatNumber } from '../../../../../shared/domain/format';
import { Head } from '../../head';
import { useI18n } from '../../i18n';
import { isNarrowSearch, keywordsText } from '../../lib/search-address';

/**
 * The search's title and description: the category and keywords it is about and its page.
 * Narrow combinations (price, seller, options, specifications, another order) and empty results
 * are not indexed: they are endless near-copies of their category's page.
 */
export function SearchHead({
  filter,
  categoryName,
  count,
}: {
  filter: SearchFilter;
  categoryName: string | null;
  count: number | null;
}) {
  const { t } = useI18n();
  const keywords = keywordsText(filter.keywords);
  let title: string;
  let what: string;
  if (keywords && categoryName) {
    title = t('portal.search.head.keywordsInCategory', { keywords, category: categoryName });
    what = t('portal.search.head.whatKeywords', { keywords });
  } else if (keywords) {
    title = t('portal.search.head.keywords', { keywords });
    what = t('portal.search.head.whatKeywords', { keywords });
  } else if (categoryName) {
    title = t('portal.search.head.category', { category: categoryName });
    what = t('portal.search.head.whatCategory', { category: categoryName });
  } else {
    title = t('portal.search.head.all');
    what = t('portal.search.head.whatAll');
  }
  if (filter.page > 1) title = t('portal.search.head.page', { title, page: filter.page });
  const description =
    count === null ? undefined : t('portal.search.head.description', { count: formatNumber(count), what });
  return <Head title={title} description={description} noIndex={isNarrowSearch(filter) || count === 0} />;
}
