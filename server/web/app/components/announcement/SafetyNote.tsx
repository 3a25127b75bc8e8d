import { ShieldCheck } from 'lucide-react';
import { useI18n } from '../../i18n';

/** The buying advice beside the seller's contact: what keeps buyers out of scams. */
export function SafetyNote() {
  const { t } = useI18n();
  return (
    <aside className="safety" aria-labelledby="announcement-safety">
      <h2 id="announcement-safety">
        <ShieldCheck aria-hidden="true" size={18} />
        {t('portal.announcement.safety.title')}
      </h2>
      <p>{t('portal.announcement.safety.text')}</p>
    </aside>
  );
}
