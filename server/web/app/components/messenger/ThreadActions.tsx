import { Archive, Ban, BellOff, Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { MESSAGE_LIMITS } from '../../../../../shared/domain/messaging';
import {
  ConversationArchiveDocument,
  ConversationBlockDocument,
  ConversationMuteDocument,
  ConversationReportDocument,
  type ConversationFieldsFragment,
} from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { Dialog } from '../Dialog';

/** The reasons a member picks from (LINK_FROM_NEW_ACCOUNT is the server's own). */
const REASONS = ['SPAM', 'ABUSE', 'SCAM', 'OTHER'] as const;

/**
 * A conversation's actions: block or unblock the other side (no messages either way while
 * blocked), and report the conversation to the moderators with a reason and optional details.
 */
export function ThreadActions({ conversation }: { conversation: ConversationFieldsFragment }) {
  const { t } = useI18n();
  const [blockState, block] = useMutation(ConversationBlockDocument);
  const [archiveState, archive] = useMutation(ConversationArchiveDocument);
  const [muteState, mute] = useMutation(ConversationMuteDocument);
  const [reportState, report] = useMutation(ConversationReportDocument);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<(typeof REASONS)[number]>('SPAM');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const formId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await report({ id: conversation.id, reason, details: details.trim() || null });
    if (result.data?.conversationReport) setSent(true);
    else setError(result.error?.graphQLErrors[0]?.message ?? t('portal.layout.unexpected'));
  };

  return (
    <div className="thread__actions">
      <button
        type="button"
        className="icon-button"
        disabled={muteState.fetching}
        aria-label={t(conversation.muted ? 'portal.messenger.unmute' : 'portal.messenger.mute')}
        title={t(conversation.muted ? 'portal.messenger.unmute' : 'portal.messenger.mute')}
        aria-pressed={conversation.muted}
        onClick={() => void mute({ id: conversation.id, muted: !conversation.muted })}
      >
        <BellOff aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="icon-button"
        disabled={archiveState.fetching}
        aria-label={t(conversation.archived ? 'portal.messenger.unarchive' : 'portal.messenger.archive')}
        title={t(conversation.archived ? 'portal.messenger.unarchive' : 'portal.messenger.archive')}
        aria-pressed={conversation.archived}
        onClick={() => void archive({ id: conversation.id, archived: !conversation.archived })}
      >
        <Archive aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="icon-button"
        disabled={blockState.fetching}
        aria-label={t(conversation.blocked ? 'portal.messenger.unblock' : 'portal.messenger.block')}
        title={t(conversation.blocked ? 'portal.messenger.unblock' : 'portal.messenger.block')}
        aria-pressed={conversation.blocked}
        onClick={() => void block({ id: conversation.id, blocked: !conversation.blocked })}
      >
        <Ban aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('portal.messenger.report')}
        title={t('portal.messenger.report')}
        onClick={() => setReporting(true)}
      >
        <Flag aria-hidden="true" size={18} />
      </button>
      <Dialog
        open={reporting}
        title={t('portal.messenger.reportTitle')}
        onClose={() => setReporting(false)}
        actions={
          sent ? (
            <button type="button" className="button button--primary" onClick={() => setReporting(false)}>
              {t('portal.layout.close')}
            </button>
          ) : (
            <>
              <button type="button" className="button" onClick={() => setReporting(false)}>
                {t('portal.layout.cancel')}
              </button>
              <button type="submit" form={formId} className="button button--primary" disabled={reportState.fetching}>
                {t('portal.messenger.reportSend')}
              </button>
            </>
          )
        }
      >
        {sent ? (
          <p className="form-success" role="status">
            {t('portal.messenger.reported')}
          </p>
        ) : (
          <form id={formId} className="report-form" onSubmit={(event) => void submit(event)}>
            <fieldset className="report-form__reasons">
              <legend>{t('portal.messenger.reportReason')}</legend>
              {REASONS.map((value) => (
                <label key={value} className="choice">
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                  />
                  <span>{t(`portal.messenger.reasons.${value}`)}</span>
                </label>
              ))}
            </fieldset>
            <label className="field">
              <span>{t('portal.messenger.reportDetails')}</span>
              <textarea
                value={details}
                maxLength={MESSAGE_LIMITS.reportReasonMax}
                onChange={(event) => setDetails(event.target.value)}
              />
            </label>
            {error ? (
              <p className="form-error" role="alert">
                {error}
              </p>
            ) : null}
          </form>
        )}
      </Dialog>
    </div>
  );
}
