import { useCallback, useEffect, useState } from 'react';
import { MODERATOR_DELETE_REASONS, type ModeratorDeleteReason } from '../../../shared/domain/announcements';
import { MessageReports } from './MessageReports';
import { ReasonSelect } from './ReasonSelect';
import { formatNumber, formatRelative } from '../../../shared/domain/format';
import {
  ModerationReportsDocument,
  ModerationReportsResolveDocument,
  type ModerationReportAction,
  type ModerationReportTarget,
  type ModerationReportsQuery,
} from '../../../shared/graphql/generated';
import { runMutation, toResult, useI18n, useStudioConnection } from '../kernel';

type Group = ModerationReportsQuery['moderationReports']['data'][number];
type State = { name: 'loading' } | { name: 'failed' } | { name: 'ready'; groups: Group[]; total: number };

/** What the panel lists: announcements and comments (grouped), or messages (one report each). */
type Target = ModerationReportTarget | 'MESSAGE';
const TARGETS: readonly Target[] = ['ANNOUNCEMENT', 'COMMENT', 'MESSAGE'];
/** Report groups shown at once, the longest waiting first. */
const GROUPS_SHOWN = 50;

/**
 * Open reports grouped by what they report (issue 7): announcements with how many members gave
 * each reason, and comments; each group resolved at once by dismissing it or acting on its target.
 */
export function ReportsPanel() {
  const { t } = useI18n();
  const { client } = useStudioConnection();
  const [target, setTarget] = useState<Target>('ANNOUNCEMENT');
  const [state, setState] = useState<State>({ name: 'loading' });
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const load = useCallback(async () => {
    if (target === 'MESSAGE') return;
    setState((current) => (current.name === 'ready' ? current : { name: 'loading' }));
    const result = toResult(await client.query(ModerationReportsDocument, { target, count: GROUPS_SHOWN }).toPromise());
    if (!result.ok) setState({ name: 'failed' });
    else {
      const page = result.data.moderationReports;
      setState({ name: 'ready', groups: page.data, total: page.paginatorInfo.total });
    }
  }, [client, target]);

  useEffect(() => {
    setState({ name: 'loading' });
    void load();
  }, [load]);

  const resolve = async (group: Group, action: ModerationReportAction, reason?: ModeratorDeleteReason) => {
    const result = await runMutation(
      client
        .mutation(ModerationReportsResolveDocument, { target: group.target, targetId: group.targetId, action, reason })
        .toPromise(),
    );
    if (!result.ok) {
      const { code, isNetwork } = result.error;
      setMessage({
        error: true,
        text: isNetwork ? t('moderation.notices.network') : t('moderation.notices.failed', { code }),
      });
    } else {
      setMessage({
        error: false,
        text: t('moderation.reports.resolved', { count: result.data.moderationReportsResolve }),
      });
    }
    await load();
  };

  return (
    <section className="moderation__reports" aria-labelledby="moderation-reports-title">
      <h2 id="moderation-reports-title">{t('moderation.tabs.reports')}</h2>
      <div role="group" aria-label={t('moderation.reports.target')} className="moderation__switch">
        {TARGETS.map((value) => (
          <button
            key={value}
            type="button"
            className="studio-button"
            aria-pressed={target === value}
            onClick={() => setTarget(value)}
          >
            {t(`moderation.reports.${value}`)}
          </button>
        ))}
      </div>
      {target === 'MESSAGE' ? <MessageReports /> : null}
      {target !== 'MESSAGE' && message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'studio-notice studio-notice--error' : 'studio-notice'}
        >
          {message.text}
        </p>
      )}
      {target !== 'MESSAGE' && state.name === 'loading' && <p role="status">{t('moderation.reports.loading')}</p>}
      {target !== 'MESSAGE' && state.name === 'failed' && (
        <div role="alert" className="studio-notice studio-notice--error">
          <p>{t('moderation.reports.failed')}</p>
          <button type="button" className="studio-button" onClick={() => void load()}>
            {t('moderation.queue.retry')}
          </button>
        </div>
      )}
      {target !== 'MESSAGE' && state.name === 'ready' && state.groups.length === 0 && (
        <p>{t('moderation.reports.empty')}</p>
      )}
      {target !== 'MESSAGE' && state.name === 'ready' && (
        <ul className="moderation__groups">
          {state.groups.map((group) => (
            <ReportGroup key={`${group.target}:${group.targetId}`} group={group} onResolve={resolve} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportGroup({
  group,
  onResolve,
}: {
  group: Group;
  onResolve: (group: Group, action: ModerationReportAction, reason?: ModeratorDeleteReason) => Promise<void>;
}) {
  const { t, locale } = useI18n();
  const [reason, setReason] = useState<ModeratorDeleteReason>(MODERATOR_DELETE_REASONS[0]);
  const [busy, setBusy] = useState(false);
  const act = (action: ModerationReportAction, withReason?: ModeratorDeleteReason) => {
    setBusy(true);
    void onResolve(group, action, withReason).finally(() => setBusy(false));
  };
  const titleId = `report-${group.target}-${group.targetId}`;
  const author = group.comment?.user ?? group.announcement?.user;
  return (
    <li className="moderation__group" data-report-target={`${group.target}:${group.targetId}`} aria-busy={busy}>
      <div className="moderation__row-text">
        <strong id={titleId}>
          {group.comment ? group.comment.content : (group.announcement?.title ?? group.targetId)}
        </strong>
        {group.comment && group.announcement && <small>{group.announcement.title}</small>}
        <small>
          {[
            t('moderation.reports.count', { count: formatNumber(group.count) }),
            t('moderation.reports.since', {
              time: formatRelative(new Date(group.firstReportedAt), new Date(), locale),
            }),
            author ? t('moderation.reports.by', { name: author.displayName ?? author.username ?? '' }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </small>
        {group.reasons.length > 0 && (
          <small>
            {group.reasons
              .map((entry) => `${t(`moderation.reports.reasons.${entry.reason}`)} × ${formatNumber(entry.count)}`)
              .join(', ')}
          </small>
        )}
      </div>
      <div className="moderation__group-actions">
        <button
          type="button"
          className="studio-button"
          disabled={busy}
          aria-describedby={titleId}
          onClick={() => act('DISMISS')}
        >
          {t('moderation.reports.dismiss')}
        </button>
        {group.target === 'ANNOUNCEMENT' ? (
          <>
            <ReasonSelect label={t('moderation.reports.reason')} value={reason} onChange={setReason} />
            <button
              type="button"
              className="studio-button"
              disabled={busy}
              aria-describedby={titleId}
              onClick={() => act('REFUSE', reason)}
            >
              {t('moderation.reports.refuse')}
            </button>
            <button
              type="button"
              className="studio-button moderation__danger"
              disabled={busy}
              aria-describedby={titleId}
              onClick={() => act('DELETE', reason)}
            >
              {t('moderation.reports.delete')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="studio-button moderation__danger"
            disabled={busy}
            aria-describedby={titleId}
            onClick={() => act('DELETE')}
          >
            {t('moderation.reports.deleteComment')}
          </button>
        )}
      </div>
    </li>
  );
}
