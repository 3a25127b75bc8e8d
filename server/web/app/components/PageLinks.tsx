import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useI18n } from '../i18n';
import { Link } from '../navigation';
import { pageWindow } from '../lib/search-address';

/**
 * Numbered pages with previous and next, each a real link (crawlable, and usable without
 * JavaScript), for any paged list: `href` gives a page's address. Nothing when there is one page.
 */
export function PageLinks({
  page,
  lastPage,
  href,
}: {
  page: number;
  lastPage: number;
  href: (page: number) => string;
}) {
  const { t, dir } = useI18n();
  if (lastPage <= 1) return null;
  const last = lastPage;
  const current = Math.min(page, last);
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
        {pageWindow(current, last).map((shown, index) =>
          shown === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={shown}>
              <Link
                href={href(shown)}
                className={shown === current ? 'pagination__page is-current' : 'pagination__page'}
                aria-current={shown === current ? 'page' : undefined}
                aria-label={t('portal.search.pagination.page', { page: shown })}
              >
                {shown}
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
