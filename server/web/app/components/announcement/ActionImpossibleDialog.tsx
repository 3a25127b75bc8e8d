import type { AnnouncementStatus } from '../../../../../shared/domain/announcements';
import { Dialog } from '../Dialog';
import { useI18n } from '../../i18n';

/** The "action impossible" alert of an owner's action on an expired or unpublished announcement (spec §4, §8). */
export function ActionImpossibleDialog({
  status,
  onClose,
}: {
  /** The status that forbids the action; closed while null. */
  status: AnnouncementStatus | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog
      open={status !== null}
      title={t('portal.announcement.actionImpossible.title')}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('portal.layout.close')}
        </button>
      }
    >
      <p>
        {t('portal.announcement.actionImpossible.text', {
          status: status ? t(`portal.announcement.status.labels.${status}`) : '',
        })}
      </p>
    </Dialog>
  );
}
