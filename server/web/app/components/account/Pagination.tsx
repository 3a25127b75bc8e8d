import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Link, useNavigation } from '../../navigation';
import { withQuery } from '../../routes';

/**
 * Previous and next links of a member's list (`?page=`), real links that work without
 * JavaScript. The arrows follow the reading direction.
 */
export function Pagination({ page, lastPage }: { page: number; lastPage: number }) {
  const { t, dir } = useI18n();
  const { location, query } = useNavigation();
  if (lastPage <= 1) return null;
  // The list's other parameters (a status chip, a search) stay as they are.
  const hrefOf = (target: number) =>
    withQuery(location.pathname, { ...Object.fromEntries(query), page: target > 1 ? target : undefined });
  const [Back, Forward] = dir === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <nav className="member-pages" aria-label={t('portal.account.member.pagination')}>
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} className="button" rel="prev">
          <Back aria-hidden="true" size={18} />
          <span>{t('portal.account.member.previous')}</span>
        </Link>
      ) : (
        <span />
      )}
      <span className="member-pages__status">{t('portal.account.member.pageOf', { page, last: lastPage })}</span>
      {page < lastPage ? (
        <Link href={hrefOf(page + 1)} className="button" rel="next">
          <span>{t('portal.account.member.next')}</span>
          <Forward aria-hidden="true" size={18} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
