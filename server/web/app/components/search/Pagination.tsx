import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SEARCH_LIMITS } from '../../../../../shared/domain/announcements';
import type { SearchFilter } from '../../../../../shared/domain/search';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { pageWindow, searchAddressOf, searchAtPage } from '../../lib/search-address';

/**
 * Numbered pages with previous and next, each a real link (`/s/2?…`) that keeps the filter, so
 * pages can be crawled and opened without JavaScript. Page 1 is the address without `/1`.
 */
export function Pagination({ filter, lastPage }: { filter: SearchFilter; lastPage: number }) {
  const { t, dir } = useI18n();
  const last = Math.min(lastPage, SEARCH_LIMITS.maxPage);
  if (last <= 1) return null;
  const current = Math.min(filter.page, last);
  const href = (page: number) => searchAddressOf(searchAtPage(filter, page));
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
          ) : (
            <span className="pagination__step is-disabled" aria-hidden="true">
              <Back size={16} />
              <span>{t('portal.search.pagination.previous')}</span>
            </span>
          )}
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
          ) : (
            <span className="pagination__step is-disabled" aria-hidden="true">
              <span>{t('portal.search.pagination.next')}</span>
              <Forward size={16} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
