import type { AnnouncementStatus } from '../../../../../shared/domain/announcements';
import { Dialog } from '../Dialog';
import { useI18n } from '../../i18n';

/** Says why an action is refused on an announcement that is not active (spec §4 status dialog). */
export function StatusDialog({
  status,
  onClose,
}: {
  /** The announcement's status; the dialog is closed while null. */
  status: AnnouncementStatus | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const label = status ? t(`portal.announcement.status.labels.${status}`) : '';
  return (
    <Dialog
      open={status !== null}
      title={t('portal.announcement.status.dialogTitle')}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('portal.layout.close')}
        </button>
      }
    >
      <p>{t('portal.announcement.status.dialogText', { status: label })}</p>
    </Dialog>
  );
}
