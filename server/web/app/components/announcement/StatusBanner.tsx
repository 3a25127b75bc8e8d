import { EyeOff } from 'lucide-react';
import type { AnnouncementStatus } from '../../../../../shared/domain/announcements';
import { useI18n } from '../../i18n';

/** The banner of an announcement only its owner and moderators can see (not PUBLISHED or EDITED). */
export function StatusBanner({ status }: { status: AnnouncementStatus }) {
  const { t } = useI18n();
  return (
    <p className="status-banner" role="note">
      <EyeOff aria-hidden="true" size={18} />
      {t('portal.announcement.status.banner', { status: t(`portal.announcement.status.labels.${status}`) })}
    </p>
  );
}
