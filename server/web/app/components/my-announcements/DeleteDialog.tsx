import { useState } from 'react';
import {
  MEMBER_DELETE_REASONS,
  memberReasonKey,
  PROVIDER_NAME,
  type MemberDeleteReason,
} from '../../../../../shared/domain/announcements';
import { Dialog } from '../Dialog';
import { useI18n } from '../../i18n';

/** The reason a member gives when deleting their announcement (spec §6), asked before anything is deleted. */
export function DeleteDialog({
  open,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: (reason: MemberDeleteReason) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState<MemberDeleteReason | null>(null);
  return (
    <Dialog
      open={open}
      title={t('portal.myAnnouncements.deleteDialog.title', { count: 1 })}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('portal.myAnnouncements.deleteDialog.cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={!reason || busy}
            onClick={() => reason && onConfirm(reason)}
          >
            {t('portal.myAnnouncements.deleteDialog.confirm')}
          </button>
        </>
      }
    >
      <p>{t('portal.myAnnouncements.deleteDialog.intro')}</p>
      <fieldset className="my-delete__reasons">
        <legend>{t('portal.myAnnouncements.deleteDialog.reason')}</legend>
        {MEMBER_DELETE_REASONS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="delete-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {t(`portal.myAnnouncements.reasons.${memberReasonKey(value)!}`, { provider: PROVIDER_NAME })}
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
