import type { Deps } from '../../deps';
import { compactSearchCounts } from './search-counts';
import { rebuildSearchWords } from './search-words';

/**
 * Brings the search's derived data up to date after a test wrote announcements straight into
 * the database (createAnnouncement does not feed the vocabulary): the vocabulary that typo
 * correction and completion read, and the counters (folded; they are exact either way).
 */
export async function refreshSearchIndexes(deps: Pick<Deps, 'db'>): Promise<void> {
  await rebuildSearchWords(deps.db);
  await compactSearchCounts(deps.db);
}

/** The GraphQL selection of a whole search result, for tests. */
export const SEARCH_QUERY = `query Search($q: String, $filter: SearchFilter) {
  search(q: $q, filter: $filter) {
    keywords
    estimated
    active {
      category { id slug }
      count
      filter { regions { id name count } cities { id name count } }
    }
    suggested { category { slug } count }
    announcements {
      data { id title }
      paginatorInfo { currentPage lastPage hasMorePages total }
    }
  }
}`;
