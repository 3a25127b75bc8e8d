import { SEARCH_LIMITS } from '../../../../../shared/domain/announcements';
import type { SearchFilter } from '../../../../../shared/domain/search';
import { searchAddressOf, searchAtPage } from '../../lib/search-address';
import { PageLinks } from '../PageLinks';

/** The search's pages (`/s/2?…`, page 1 without `/1`), each keeping the filter. */
export function Pagination({ filter, lastPage }: { filter: SearchFilter; lastPage: number }) {
  return (
    <PageLinks
      page={filter.page}
      lastPage={Math.min(lastPage, SEARCH_LIMITS.maxPage)}
      href={(page) => searchAddressOf(searchAtPage(filter, page))}
    />
  );
}
