import { SearchX, WifiOff } from 'lucide-react';
import type { SearchFilter } from '../../../../../shared/domain/search';
import type { SearchQuery } from '../../../../../shared/graphql/generated';
import { AnnouncementCard } from '../AnnouncementCard';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import {
  activeConditionCount,
  clearedSearch,
  keywordsText,
  searchAddressOf,
  searchInCategory,
} from '../../lib/search-address';
import type { SearchView } from '../../lib/search-view';

type Announcements = SearchQuery['search']['announcements']['data'];

/** The class of the results' list in each layout (the loading placeholders take the same). */
export const RESULTS_CLASS: Record<SearchView, string> = {
  grid: 'card-grid search-grid',
  list: 'search-list',
};

/**
 * The result cards, 48 a page: in the shared card grid, or one per row with a line of their
 * first values (the same card, laid out by search.css).
 */
export function ResultCards({ announcements, view }: { announcements: Announcements; view: SearchView }) {
  return (
    <ul className={RESULTS_CLASS[view]}>
      {announcements.map((announcement) => (
        <li key={announcement.id}>
          <AnnouncementCard announcement={announcement} withSummary={view === 'list'} />
        </li>
      ))}
    </ul>
  );
}

/** No result: what to try instead (every category for the keywords, fewer filters). */
export function EmptyResults({ filter }: { filter: SearchFilter }) {
  const { t } = useI18n();
  const keywords = keywordsText(filter.keywords);
  return (
    <div className="search-empty">
      <SearchX aria-hidden="true" size={40} />
      <h2>{t('portal.search.empty.title')}</h2>
      <p>{t('portal.search.empty.text')}</p>
      <div className="search-empty__actions">
        {keywords && filter.categorySlug ? (
          <Link href={searchAddressOf(searchInCategory(filter, null))} className="button">
            {t('portal.search.empty.everywhere', { keywords })}
          </Link>
        ) : null}
        {activeConditionCount(filter) > 0 ? (
          <Link href={searchAddressOf(clearedSearch(filter))} className="button">
            {t('portal.search.empty.reset')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** Spec §8: a failed search sets the error flag, shown as a connection problem with a way to retry. */
export function SearchError({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="search-error" role="alert">
      <WifiOff aria-hidden="true" size={22} />
      <p>{t('portal.layout.connectionProblem')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('portal.search.error.retry')}
      </button>
    </div>
  );
}
