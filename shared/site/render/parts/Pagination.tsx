import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSiteRender } from '../context';
import { useSiteText } from '../texts';

/** Previous and next links of the listing page (plain links: they work without script). */
export function Pagination({ currentPage, lastPage, q }: { currentPage: number; lastPage: number; q: string | null }) {
  const { links } = useSiteRender();
  const t = useSiteText();
  if (lastPage <= 1) return null;
  return (
    <nav className="site-pagination" aria-label={t('site.list.pages')}>
      {currentPage > 1 ? (
        <a href={links.listing({ q, page: currentPage - 1 })} rel="prev">
          <ChevronLeft aria-hidden="true" size={18} className="site-flip-rtl" />
          {t('site.list.previous')}
        </a>
      ) : null}
      <span aria-current="page">{t('site.list.page', { page: currentPage, last: lastPage })}</span>
      {currentPage < lastPage ? (
        <a href={links.listing({ q, page: currentPage + 1 })} rel="next">
          {t('site.list.next')}
          <ChevronRight aria-hidden="true" size={18} className="site-flip-rtl" />
        </a>
      ) : null}
    </nav>
  );
}
