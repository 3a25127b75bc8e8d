import { Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { STATUS_GROUP_NAMES, STATUS_GROUPS, type StatusGroup } from '../../../../shared/domain/announcement-status';
import { OWNER_LIST_LIMITS, type MemberDeleteReason } from '../../../../shared/domain/announcements';
import { ErrorCode } from '../../../../shared/domain/errors';
import {
  AnnouncementDeleteDocument,
  AnnouncementDisableDocument,
  AnnouncementRefreshDocument,
  AnnouncementRestoreDocument,
  MyAnnouncementRowsDocument,
} from '../../../../shared/graphql/generated';
import { useQuery } from '../../../../shared/graphql/use-query';
import { Pagination } from '../components/account/Pagination';
import { errorCodeOf } from '../components/announcement/graphql-errors';
import { DeleteDialog } from '../components/my-announcements/DeleteDialog';
import { MyAnnouncementRow, type MyRow, type OwnerAction } from '../components/my-announcements/MyAnnouncementRow';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link, useNavigation } from '../navigation';
import { paths, withQuery } from '../routes';
import { isMember, useViewer } from '../session';

/** Lists that change with these actions: the mutations return rows, but a row may leave the chip shown. */
const LIST_CONTEXT = { additionalTypenames: ['Announcement'] };

/** What the member is told after an action: done, or the server's words for a refusal. */
type Outcome = { kind: 'done'; action: OwnerAction } | { kind: 'refused'; message: string };

/**
 * The member's announcements (`/my`, aliases `/app/my` and `/panel`; issue 19): status chips,
 * a search, and per announcement the actions its status allows and its statistics. Chips,
 * search and pages live in the address (`?status=`, `?q=`, `?page=`), so they work as plain
 * links and forms before the page's script runs.
 */
export default function MyAnnouncementsPage() {
  const { t } = useI18n();
  const viewer = useViewer();
  const title = t('portal.myAnnouncements.title');
  if (!isMember(viewer)) {
    return (
      <section className="narrow panel">
        <Head title={title} noIndex />
        <h1>{title}</h1>
        <p>{t('portal.myAnnouncements.signIn')}</p>
        <Link href={paths.login(paths.panel())} className="button button--primary">
          {t('portal.account.login.submit')}
        </Link>
      </section>
    );
  }
  return <MyAnnouncementsList />;
}

function MyAnnouncementsList() {
  const { t } = useI18n();
  const { query, location } = useNavigation();
  const asked = query.get('status') as StatusGroup | null;
  const group: StatusGroup = asked && STATUS_GROUP_NAMES.includes(asked) ? asked : 'all';
  const q = (query.get('q') ?? '').slice(0, OWNER_LIST_LIMITS.qMax);
  const page = Math.max(1, Number(query.get('page')) || 1);
  const statuses = STATUS_GROUPS[group];
  const [result, reload] = useQuery({
    query: MyAnnouncementRowsDocument,
    variables: {
      filter: { statuses: statuses.length > 0 ? [...statuses] : null, q: q || null },
      page,
      count: OWNER_LIST_LIMITS.pageSize,
    },
    context: LIST_CONTEXT,
  });
  const [refreshState, refresh] = useMutation(AnnouncementRefreshDocument);
  const [disableState, disable] = useMutation(AnnouncementDisableDocument);
  const [restoreState, restore] = useMutation(AnnouncementRestoreDocument);
  const [deleteState, remove] = useMutation(AnnouncementDeleteDocument);
  const busy = refreshState.fetching || disableState.fetching || restoreState.fetching || deleteState.fetching;
  const [deleting, setDeleting] = useState<MyRow | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const finish = (action: OwnerAction, answer: { error?: Parameters<typeof errorCodeOf>[0] }) => {
    if (!answer.error) {
      setOutcome({ kind: 'done', action });
    } else {
      // The server's own words: "action impossible" with the status that forbids it, or another refusal.
      const message = answer.error.graphQLErrors[0]?.message;
      setOutcome({
        kind: 'refused',
        message:
          errorCodeOf(answer.error) === ErrorCode.ANNOUNCEMENT_ACTION_IMPOSSIBLE && message
            ? message
            : (message ?? t('portal.layout.unexpected')),
      });
    }
    reload({ requestPolicy: 'network-only' });
  };

  const act = async (action: OwnerAction, row: MyRow) => {
    setOutcome(null);
    if (action === 'delete') {
      setDeleting(row);
      return;
    }
    const run = { refresh, disable, restore }[action];
    finish(action, await run({ ids: [row.id] }, LIST_CONTEXT));
  };

  const confirmDelete = async (reason: MemberDeleteReason) => {
    if (!deleting) return;
    const answer = await remove({ ids: [deleting.id], reason }, LIST_CONTEXT);
    setDeleting(null);
    finish('delete', answer);
  };

  const list = result.data?.myAnnouncements;
  const title = t('portal.myAnnouncements.title');
  return (
    <div className="my-announcements">
      <Head title={title} noIndex />
      <header className="my-announcements__head">
        <h1>{title}</h1>
        {/* A plain link: the publishing page starts its own form. */}
        <a className="button button--primary" href={paths.publish()}>
          <Plus aria-hidden="true" size={18} />
          {t('portal.myAnnouncements.publish')}
        </a>
      </header>
      <nav className="my-announcements__chips" aria-label={t('portal.myAnnouncements.groups.label')}>
        {STATUS_GROUP_NAMES.map((name) => (
          <Link
            key={name}
            className="chip"
            aria-current={name === group ? 'page' : undefined}
            href={withQuery(location.pathname, { status: name === 'all' ? undefined : name, q: q || undefined })}
          >
            {t(`portal.myAnnouncements.groups.${name}`)}
          </Link>
        ))}
      </nav>
      <form className="my-announcements__search" role="search" method="get" action={location.pathname}>
        {group !== 'all' && <input type="hidden" name="status" value={group} />}
        <label className="visually-hidden" htmlFor="my-search">
          {t('portal.myAnnouncements.search.label')}
        </label>
        <input
          id="my-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={OWNER_LIST_LIMITS.qMax}
          placeholder={t('portal.myAnnouncements.search.placeholder')}
        />
        <button type="submit" className="button">
          <Search aria-hidden="true" size={18} />
          <span>{t('portal.myAnnouncements.search.submit')}</span>
        </button>
      </form>
      {outcome && (
        <p
          className={outcome.kind === 'done' ? 'form-success' : 'form-error'}
          role={outcome.kind === 'done' ? 'status' : 'alert'}
        >
          {outcome.kind === 'done' ? t(`portal.myAnnouncements.done.${outcome.action}`, { count: 1 }) : outcome.message}
        </p>
      )}
      {result.error && !list ? (
        <p role="alert">{t('portal.myAnnouncements.failed')}</p>
      ) : list ? (
        <>
          <p className="my-announcements__count" role="status">
            {t('portal.myAnnouncements.count', { count: list.paginatorInfo.total })}
          </p>
          {list.data.length === 0 ? (
            <p className="my-announcements__empty">
              {group === 'all' && !q ? t('portal.myAnnouncements.emptyAll') : t('portal.myAnnouncements.empty')}
            </p>
          ) : (
            <ul className="my-announcements__list">
              {list.data.map((row) => (
                <MyAnnouncementRow
                  key={row.id}
                  row={row}
                  busy={busy}
                  onAct={(action, target) => void act(action, target)}
                />
              ))}
            </ul>
          )}
          <Pagination page={list.paginatorInfo.currentPage} lastPage={list.paginatorInfo.lastPage} />
        </>
      ) : null}
      <DeleteDialog
        open={deleting !== null}
        busy={deleteState.fetching}
        onConfirm={(reason) => void confirmDelete(reason)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
