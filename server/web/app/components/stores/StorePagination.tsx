import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { pageWindow } from '../../lib/search-address';
import { directoryAddress, DIRECTORY_MAX_PAGE, type StoreDirectoryFilter } from '../../lib/store-directory';

/** The directory's pages: previous, numbers and next, each a real link that keeps the filters. */
export function StorePagination({ filter, lastPage }: { filter: StoreDirectoryFilter; lastPage: number }) {
  const { t, dir } = useI18n();
  const last = Math.min(lastPage, DIRECTORY_MAX_PAGE);
  if (last <= 1) return null;
  const current = Math.min(filter.page, last);
  const href = (page: number) => directoryAddress(filter, page);
  // Arrows point the way the text reads: "previous" points right in Arabic.
  const Back = dir === 'rtl' ? ChevronRight : ChevronLeft;
  const Forward = dir === 'rtl' ? ChevronLeft : ChevronRight;
  return (
    <nav className="pagination" aria-label={t('portal.search.pagination.label')}>
      <ul>
        <li>
          {current > 1 ? (
            <Link href={href(current - 1)} rel="prev" className="pagination__step">
              <Back aria-hidden="true" size={16} />
              <span>{t('portal.search.pagination.previous')}</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                className={page === current ? 'pagination__page is-current' : 'pagination__page'}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('portal.search.pagination.page', { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link href={href(current + 1)} rel="next" className="pagination__step">
              <span>{t('portal.search.pagination.next')}</span>
              <Forward aria-hidden="true" size={16} />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
