import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ModeratorDeleteReason } from '../../../shared/domain/announcements';
import { deleteReasonsFor } from '../../../shared/domain/moderation';
import { MessageReports } from './MessageReports';
import { ReasonSelect } from './ReasonSelect';
import { formatDay, formatNumber, formatRelative, isolateNumbers } from '../../../shared/domain/format';
import {
  ModerationReportsDocument,
  ModerationReportsResolveDocument,
  type ModerationReportAction,
  type ModerationReportTarget,
  type ModerationReportsQuery,
} from '../../../shared/graphql/generated';
import { runMutation, toResult, useI18n, useStudioConnection } from '../kernel';

type Group = ModerationReportsQuery['moderationReports']['data'][number];
type Report = Group['reports'][number];
/** Opens a reported announcement (or the one a reported comment is under) on the desk. */
type OpenAnnouncement = (announcementId: string, reasons: Group['reasons']) => void;
type State = { name: 'loading' } | { name: 'failed' } | { name: 'ready'; groups: Group[]; total: number };

/** What the panel lists: announcements and comments (grouped), or messages (one report each). */
type Target = ModerationReportTarget | 'MESSAGE';
const TARGETS: readonly Target[] = ['ANNOUNCEMENT', 'COMMENT', 'MESSAGE'];
/** Report groups shown at once, the longest waiting first. */
const GROUPS_SHOWN = 50;

/**
 * Open reports grouped by what they report (issue 7): announcements with how many members gave
 * each reason, and comments; each group lists its latest reports with their messages, opens its
 * announcement on the desk (`onOpenAnnouncement`), and is resolved at once by dismissing it or
 * acting on its target, the reason its reports point to offered first.
 */
export function ReportsPanel({ onOpenAnnouncement }: { onOpenAnnouncement?: OpenAnnouncement }) {
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
            <ReportGroup
              key={`${group.target}:${group.targetId}`}
              group={group}
              onResolve={resolve}
              onOpen={onOpenAnnouncement}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportGroup({
  group,
  onResolve,
  onOpen,
}: {
  group: Group;
  onResolve: (group: Group, action: ModerationReportAction, reason?: ModeratorDeleteReason) => Promise<void>;
  onOpen?: OpenAnnouncement;
}) {
  const { t, locale } = useI18n();
  // The reason the reports point to comes first and is chosen until the moderator picks another.
  const reasons = useMemo(() => deleteReasonsFor(group.reasons), [group.reasons]);
  const [chosen, setChosen] = useState<ModeratorDeleteReason | null>(null);
  const reason = chosen ?? reasons[0]!;
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
              .map(
                (entry) =>
                  `${t(`moderation.reports.reasons.${entry.reason}`)} × ${isolateNumbers(formatNumber(entry.count))}`,
              )
              .join(', ')}
          </small>
        )}
        {group.reports.length > 0 && (
          <ol className="moderation__group-reports" aria-label={t('moderation.reports.latest')}>
            {group.reports.map((entry, index) => (
              <ReportLine key={`${entry.reporter?.id ?? 'gone'}:${index}`} report={entry} />
            ))}
          </ol>
        )}
        {group.count > group.reports.length && (
          <small className="moderation__group-more">
            {t('moderation.reports.more', { count: isolateNumbers(formatNumber(group.count - group.reports.length)) })}
          </small>
        )}
      </div>
      <div className="moderation__group-actions">
        {onOpen && group.announcement && group.announcement.status !== 'DELETED' && (
          <button
            type="button"
            className="studio-button"
            disabled={busy}
            aria-describedby={titleId}
            onClick={() => onOpen(group.announcement!.id, group.reasons)}
          >
            {t(group.target === 'ANNOUNCEMENT' ? 'moderation.reports.open' : 'moderation.reports.openParent')}
          </button>
        )}
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
            <ReasonSelect
              label={t('moderation.reports.reason')}
              value={reason}
              onChange={setChosen}
              reasons={reasons}
            />
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

/** One report of a group: who, why, when, and the member's own words (their text, in its own direction). */
function ReportLine({ report }: { report: Report }) {
  const { t, locale } = useI18n();
  const name = report.reporter ? (report.reporter.username ?? report.reporter.displayName ?? '') : '';
  const at = new Date(report.createdAt);
  return (
    <li className="moderation__group-report">
      <small>
        {name ? <bdi className="moderation__reporter">{name}</bdi> : t('moderation.reports.reporterGone')}
        {report.reason && <> · {t(`moderation.reports.reasons.${report.reason}`)}</>}
        {' · '}
        <time dateTime={report.createdAt} title={formatDay(at, { withTime: true })}>
          {formatRelative(at, new Date(), locale)}
        </time>
      </small>
      {report.message ? (
        <p className="moderation__report-message" dir="auto">
          {report.message}
        </p>
      ) : report.reason ? (
        <small className="moderation__report-message moderation__report-message--none">
          {t('moderation.reports.noMessage')}
        </small>
      ) : null}
    </li>
  );
}
