import { formatNumber } from '../../../shared/domain/format';
import { useI18n } from '../kernel';

/** Previous and next page, and where the list stands. */
export function Pages({ page, last, onPage }: { page: number; last: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  if (last <= 1) return null;
  return (
    <nav className="moderation__pages" aria-label={t('users.pages.label')}>
      <button type="button" className="studio-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('users.pages.previous')}
      </button>
      <span>{t('users.pages.page', { page: formatNumber(page), last: formatNumber(last) })}</span>
      <button type="button" className="studio-button" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {t('users.pages.next')}
      </button>
    </nav>
  );
}
