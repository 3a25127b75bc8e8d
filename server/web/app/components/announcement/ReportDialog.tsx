import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { REPORT_LIMITS, REPORT_REASONS, type ReportReason } from '../../../../../shared/domain/announcements';
import { AnnouncementReportDocument } from '../../../../../shared/graphql/generated';
import { Dialog } from '../Dialog';
import { useI18n } from '../../i18n';

/**
 * The flag dialog (spec §2, §8): one of the six reasons and an optional message, sent with
 * `announcementReport`. The server's refusal (a message too long) is shown as it words it.
 */
export function ReportDialog({
  open,
  announcementId,
  onClose,
}: {
  open: boolean;
  announcementId: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [{ fetching }, report] = useMutation(AnnouncementReportDocument);
  const formId = useId();

  const close = () => {
    onClose();
    // Start afresh next time, except after a report was sent (the thanks stay until the page changes).
    if (!sent) setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fetching) return;
    if (!reason) {
      setError(t('portal.announcement.report.chooseReason'));
      return;
    }
    setError(null);
    const result = await report({ id: announcementId, reason, message: message.trim() || null });
    if (result.data?.announcementReport) setSent(true);
    else setError(result.error?.graphQLErrors[0]?.message ?? t('portal.layout.unexpected'));
  };

  return (
    <Dialog
      open={open}
      title={t('portal.announcement.report.title')}
      onClose={close}
      actions={
        sent ? (
          <button type="button" className="button button--primary" onClick={close}>
            {t('portal.layout.close')}
          </button>
        ) : (
          <>
            <button type="button" className="button" onClick={close}>
              {t('portal.layout.cancel')}
            </button>
            <button type="submit" form={formId} className="button button--primary" disabled={fetching}>
              {t('portal.announcement.report.send')}
            </button>
          </>
        )
      }
    >
      {sent ? (
        <p className="form-success" role="status">
          {t('portal.announcement.report.sent')}
        </p>
      ) : (
        <form id={formId} className="report-form" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="report-form__reasons">
            <legend>{t('portal.announcement.report.reason')}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="choice">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {t(`portal.announcement.report.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${formId}-message`}>{t('portal.announcement.report.message')}</label>
            <textarea
              id={`${formId}-message`}
              value={message}
              rows={3}
              maxLength={REPORT_LIMITS.messageMax}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
