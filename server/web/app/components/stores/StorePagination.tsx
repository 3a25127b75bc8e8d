import { directoryAddress, DIRECTORY_MAX_PAGE, type StoreDirectoryFilter } from '../../lib/store-directory';
import { PageLinks } from '../PageLinks';

/** The store directory's pages, each keeping the filters. */
export function StorePagination({ filter, lastPage }: { filter: StoreDirectoryFilter; lastPage: number }) {
  return (
    <PageLinks
      page={filter.page}
      lastPage={Math.min(lastPage, DIRECTORY_MAX_PAGE)}
      href={(page) => directoryAddress(filter, page)}
    />
  );
}
