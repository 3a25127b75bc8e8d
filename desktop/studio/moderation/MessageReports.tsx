import { useCallback, useEffect, useState } from 'react';
import { formatMessageTime, formatRelative } from '../../../shared/domain/format';
import {
  MessageReportListDocument,
  MessageReportResolveDocument,
  MessageReportThreadDocument,
  type MessageFieldsFragment,
  type MessageReportDecision,
  type MessageReportListQuery,
} from '../../../shared/graphql/generated';
import { runMutation, toResult, useI18n, useStudioConnection } from '../kernel';

type Report = MessageReportListQuery['messageReportList'][number];
type State = { name: 'loading' } | { name: 'failed' } | { name: 'ready'; reports: Report[] };

/**
 * Reported messages and conversations (issue 18), newest first: what was reported and why, the
 * conversation readable through its report only, dismissed or decided by suspending the
 * reported message's sender. A decision another moderator took first is told in the server's words.
 */
export function MessageReports() {
  const { t } = useI18n();
  const { client } = useStudioConnection();
  const [state, setState] = useState<State>({ name: 'loading' });
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);

  const load = useCallback(async () => {
    const result = toResult(
      await client.query(MessageReportListDocument, {}, { requestPolicy: 'network-only' }).toPromise(),
    );
    setState(result.ok ? { name: 'ready', reports: result.data.messageReportList } : { name: 'failed' });
  }, [client]);
  useEffect(() => {
    void load();
  }, [load]);

  const decide = async (report: Report, decision: MessageReportDecision, reason: string) => {
    const result = await runMutation(
      client
        .mutation(MessageReportResolveDocument, { id: report.id, decision, reason: reason.trim() || null })
        .toPromise(),
    );
    if (result.ok) {
      setNotice({
        error: false,
        text: t(decision === 'DISMISS' ? 'moderation.messageReports.dismissed' : 'moderation.messageReports.suspended'),
      });
    } else {
      setNotice({
        error: true,
        text: result.error.isNetwork ? t('moderation.notices.network') : result.error.message,
      });
    }
    await load();
  };

  return (
    <div className="moderation__message-reports">
      {notice && (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={notice.error ? 'studio-notice studio-notice--error' : 'studio-notice'}
        >
          {notice.text}
        </p>
      )}
      {state.name === 'loading' && <p role="status">{t('moderation.messageReports.loading')}</p>}
      {state.name === 'failed' && (
        <div role="alert" className="studio-notice studio-notice--error">
          <p>{t('moderation.messageReports.failed')}</p>
          <button type="button" className="studio-button" onClick={() => void load()}>
            {t('moderation.queue.retry')}
          </button>
        </div>
      )}
      {state.name === 'ready' && state.reports.length === 0 && <p>{t('moderation.messageReports.empty')}</p>}
      {state.name === 'ready' && (
        <ul className="moderation__groups">
          {state.reports.map((report) => (
            <ReportItem key={report.id} report={report} onDecide={decide} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ReportItem({
  report,
  onDecide,
}: {
  report: Report;
  onDecide: (report: Report, decision: MessageReportDecision, reason: string) => Promise<void>;
}) {
  const { t, locale } = useI18n();
  const { client } = useStudioConnection();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [thread, setThread] = useState<MessageFieldsFragment[] | null>(null);
  const titleId = `message-report-${report.id}`;

  const act = (decision: MessageReportDecision) => {
    setBusy(true);
    void onDecide(report, decision, reason).finally(() => setBusy(false));
  };
  const toggleThread = async () => {
    if (thread) return setThread(null);
    const result = toResult(
      await client.query(MessageReportThreadDocument, { reportId: report.id, first: 50 }).toPromise(),
    );
    if (result.ok) setThread([...result.data.messageReportThread.data].reverse());
  };

  return (
    <li className="moderation__group" data-message-report={report.id} aria-busy={busy}>
      <div className="moderation__row-text">
        <strong id={titleId} dir="auto">
          {report.message ? report.message.text : t('moderation.messageReports.whole')}
        </strong>
        <small>
          {[
            t(`moderation.messageReports.reasons.${report.reason}`),
            t('moderation.messageReports.reported', {
              time: formatRelative(new Date(report.createdAt), new Date(), locale),
            }),
          ].join(' · ')}
        </small>
        {report.details ? <small dir="auto">{report.details}</small> : null}
        <button type="button" className="studio-button" onClick={() => void toggleThread()}>
          {t(thread ? 'moderation.messageReports.hideThread' : 'moderation.messageReports.thread')}
        </button>
        {thread ? (
          <ol className="moderation__thread">
            {thread.map((message) => (
              <li key={message.id} className={message.id === report.message?.id ? 'moderation__reported' : undefined}>
                <time dateTime={message.createdAt}>{formatMessageTime(new Date(message.createdAt), new Date())}</time>{' '}
                <span dir="auto">{message.text}</span>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      <div className="moderation__group-actions">
        <button
          type="button"
          className="studio-button"
          disabled={busy}
          aria-describedby={titleId}
          onClick={() => act('DISMISS')}
        >
          {t('moderation.messageReports.dismiss')}
        </button>
        {/* Only a reported message has a sender to suspend (the server refuses it for a whole conversation). */}
        {report.message ? (
          <>
            <input
              value={reason}
              aria-label={t('moderation.messageReports.suspendReason')}
              placeholder={t('moderation.messageReports.suspendReason')}
              onChange={(event) => setReason(event.target.value)}
            />
            <button
              type="button"
              className="studio-button moderation__danger"
              disabled={busy}
              aria-describedby={titleId}
              onClick={() => act('SUSPEND_SENDER')}
            >
              {t('moderation.messageReports.suspend')}
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}
