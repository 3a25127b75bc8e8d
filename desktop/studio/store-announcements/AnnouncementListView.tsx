import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { canApply } from '../../../shared/domain/announcement-status';
import {
  MEMBER_DELETE_REASONS,
  memberReasonKey,
  PROVIDER_NAME,
  type AnnouncementStatus,
  type MemberDeleteReason,
} from '../../../shared/domain/announcements';
import { formatDay, formatNumber, formatPrice, isolateNumbers } from '../../../shared/domain/format';
import { useI18n } from '../kernel';
import { ltr } from '../../../shared/domain/format';
import { allowedActions, type AnnouncementList } from './list-store';
import { STATUS_GROUP_NAMES } from '../../../shared/domain/announcement-status';
import type { AnnouncementRow, OwnerAction } from './store-api';

const ACTIONS: readonly OwnerAction[] = ['refresh', 'disable', 'restore', 'delete'];

/** The provider's name as people read it (SOUK → Souk), for the SOLD_BY_/SOLD_OUTSIDE_ reasons. */
/** A member reason's text key (a moderator's reason is shown as it is named). */
export function reasonKey(reason: string): string {
  return memberReasonKey(reason) ?? reason;
}

/**
 * The store's announcements: status chips, a search, a page of rows with the actions their
 * status allows (canApply), ticked rows for bulk actions, the delete dialog with the member
 * reasons, and the server's "action impossible" alert.
 */
export function AnnouncementListView({
  list,
  onEdit,
  onStatistics,
}: {
  list: AnnouncementList;
  onEdit: (announcementId: string | null) => void;
  onStatistics: (row: AnnouncementRow) => void;
}) {
  const { t } = useI18n();
  const group = useStore(list, (s) => s.group);
  const q = useStore(list, (s) => s.q);
  const page = useStore(list, (s) => s.page);
  const state = useStore(list, (s) => s.list);
  const selected = useStore(list, (s) => s.selected);
  const busy = useStore(list, (s) => s.busy);
  const [search, setSearch] = useState(q);
  const selectedRows = state.rows.filter((row) => selected.includes(row.id));
  const reasonText = (reason: string) =>
    t(`storeAnnouncements.reasons.${reasonKey(reason)}`, { provider: PROVIDER_NAME });

  return (
    <div className="store-list">
      <div className="store-list__filters">
        <div role="group" aria-label={t('storeAnnouncements.groups.label')} className="store-list__chips">
          {STATUS_GROUP_NAMES.map((name) => (
            <button
              key={name}
              type="button"
              className="store-chip"
              aria-pressed={group === name}
              onClick={() => list.getState().setGroup(name)}
            >
              {t(`storeAnnouncements.groups.${name}`)}
            </button>
          ))}
        </div>
        <form
          role="search"
          className="store-list__search"
          onSubmit={(event) => {
            event.preventDefault();
            list.getState().setQuery(search);
          }}
        >
          <label className="visually-hidden" htmlFor="store-list-search">
            {t('storeAnnouncements.search.label')}
          </label>
          <input
            id="store-list-search"
            type="search"
            value={search}
            placeholder={t('storeAnnouncements.search.placeholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className="studio-button">
            {t('storeAnnouncements.search.submit')}
          </button>
        </form>
      </div>

      <Notice list={list} />

      {selected.length > 0 && (
        <div className="store-list__bulk" role="region" aria-label={t('storeAnnouncements.bulk.label')}>
          <strong>{t('storeAnnouncements.bulk.selected', { count: selected.length })}</strong>
          {ACTIONS.map((action) => {
            // Offered when one ticked row allows it; the server refuses the whole batch if another does not.
            const someAllow = selectedRows.some((row) => canApply(action, row.status));
            return (
              <button
                key={action}
                type="button"
                className={`studio-button${action === 'delete' ? ' studio-button--danger' : ''}`}
                disabled={busy || !someAllow}
                data-bulk={action}
                onClick={() => void list.getState().act(action, selected)}
              >
                {t(`storeAnnouncements.actions.${action}`)}
              </button>
            );
          })}
          <button type="button" className="studio-button" onClick={() => list.setState({ selected: [] })}>
            {t('storeAnnouncements.bulk.clear')}
          </button>
        </div>
      )}

      <section aria-labelledby="store-list-title" aria-busy={state.status === 'loading'}>
        <div className="store-list__head">
          <h2 id="store-list-title" className="visually-hidden">
            {t('storeAnnouncements.list.label')}
          </h2>
          {state.rows.length > 0 && (
            <label className="store-list__all">
              <input
                type="checkbox"
                checked={selected.length > 0 && selected.length === state.rows.length}
                onChange={() => list.getState().toggleAll()}
              />
              {t('storeAnnouncements.list.selectAll')}
            </label>
          )}
          {state.status !== 'failed' && (
            <span role="status" className="studio-hint">
              {state.status === 'loading'
                ? t('storeAnnouncements.list.loading')
                : t('storeAnnouncements.list.count', { count: ltr(formatNumber(state.total)) })}
            </span>
          )}
        </div>
        {state.status === 'failed' && (
          <div role="alert" className="studio-notice studio-notice--error">
            <p>{t('storeAnnouncements.list.failed')}</p>
            <button type="button" className="studio-button" onClick={() => void list.getState().load()}>
              {t('storeAnnouncements.list.retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' && state.rows.length === 0 && (
          <p className="studio-empty">{t('storeAnnouncements.list.empty')}</p>
        )}
        <ul className="store-list__rows">
          {state.rows.map((row) => (
            <Row
              key={row.id}
              row={row}
              checked={selected.includes(row.id)}
              busy={busy}
              reasonText={reasonText}
              onToggle={() => list.getState().toggle(row.id)}
              onAct={(action) => void list.getState().act(action, [row.id])}
              onEdit={() => onEdit(row.id)}
              onStatistics={() => onStatistics(row)}
            />
          ))}
        </ul>
        {state.lastPage > 1 && (
          <nav
            className="store-list__pages"
            aria-label={t('storeAnnouncements.list.pageOf', { page, last: state.lastPage })}
          >
            <button
              type="button"
              className="studio-button"
              disabled={page <= 1}
              onClick={() => list.getState().setPage(page - 1)}
            >
              {t('storeAnnouncements.list.previous')}
            </button>
            <span>{t('storeAnnouncements.list.pageOf', { page, last: state.lastPage })}</span>
            <button
              type="button"
              className="studio-button"
              disabled={page >= state.lastPage}
              onClick={() => list.getState().setPage(page + 1)}
            >
              {t('storeAnnouncements.list.next')}
            </button>
          </nav>
        )}
      </section>
      <DeleteDialog list={list} reasonText={reasonText} />
    </div>
  );
}

function Row({
  row,
  checked,
  busy,
  reasonText,
  onToggle,
  onAct,
  onEdit,
  onStatistics,
}: {
  row: AnnouncementRow;
  checked: boolean;
  busy: boolean;
  reasonText: (reason: string) => string;
  onToggle: () => void;
  onAct: (action: OwnerAction) => void;
  onEdit: () => void;
  onStatistics: () => void;
}) {
  const { t, locale } = useI18n();
  const titleId = `store-row-${row.id}`;
  return (
    <li className="store-row" data-announcement={row.id} data-status={row.status}>
      <input
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        aria-label={t('storeAnnouncements.list.select', { title: row.title })}
      />
      {row.defaultMedia ? (
        <img className="store-row__picture" src={row.defaultMedia.thumbnail} alt="" width={72} height={72} />
      ) : (
        <span className="store-row__picture store-row__picture--none">{t('storeAnnouncements.list.noPicture')}</span>
      )}
      <div className="store-row__text">
        <span className="store-row__title" id={titleId}>
          {row.title}
        </span>
        <small className="studio-hint">
          {row.reference} · {isolateNumbers(formatPrice(row.pricePreview, row.priceUnit, locale, row.priceType))} ·{' '}
          {t('storeAnnouncements.list.created', { date: formatDay(new Date(row.createdAt)) })}
          {row.expiresAt && (
            <> · {t('storeAnnouncements.list.expires', { date: formatDay(new Date(row.expiresAt)) })}</>
          )}
        </small>
        <small className="studio-hint">
          {t('storeAnnouncements.list.counts', {
            views: ltr(formatNumber(row.viewCount)),
            likes: ltr(formatNumber(row.likeCount)),
            comments: ltr(formatNumber(row.commentCount)),
          })}
        </small>
        {row.status === 'DELETED' && row.deleteReason && (
          <small className="studio-hint">
            {t('storeAnnouncements.list.reason', { reason: reasonText(row.deleteReason) })}
          </small>
        )}
      </div>
      <span className={`store-status store-status--${row.status.toLowerCase()}`}>
        {t(`storeAnnouncements.statuses.${row.status}`)}
      </span>
      <div
        className="store-row__actions"
        role="group"
        aria-label={t('storeAnnouncements.actions.label', { title: row.title })}
      >
        {canApply('update', row.status) && (
          <button type="button" className="studio-button" onClick={onEdit}>
            {t('storeAnnouncements.actions.edit')}
          </button>
        )}
        {allowedActions(row.status).map((action) => (
          <button
            key={action}
            type="button"
            className={`studio-button${action === 'delete' ? ' studio-button--danger' : ''}`}
            disabled={busy}
            data-action={action}
            onClick={() => onAct(action)}
          >
            {t(`storeAnnouncements.actions.${action}`)}
          </button>
        ))}
        <button type="button" className="studio-button" data-action="statistics" onClick={onStatistics}>
          {t('storeAnnouncements.actions.statistics')}
        </button>
      </div>
    </li>
  );
}

/** The outcome of the last action: done, the server's "action impossible" (its text and the status's name), or a failure. */
function Notice({ list }: { list: AnnouncementList }) {
  const { t } = useI18n();
  const notice = useStore(list, (s) => s.notice);
  if (!notice) return null;
  const dismiss = (
    <button type="button" className="studio-button" onClick={() => list.getState().dismissNotice()}>
      {t('storeAnnouncements.dismiss')}
    </button>
  );
  if (notice.kind === 'done') {
    return (
      <div role="status" className="studio-notice">
        <p>{t(`storeAnnouncements.done.${notice.action}`, { count: notice.count })}</p>
        {dismiss}
      </div>
    );
  }
  if (notice.kind === 'impossible') {
    return (
      <div role="alert" className="studio-notice studio-notice--error" data-testid="action-impossible">
        <strong>{t('storeAnnouncements.impossible.title')}</strong>
        <p>{notice.message}</p>
        {notice.status && (
          <p>
            {t('storeAnnouncements.impossible.explain', {
              status: t(`storeAnnouncements.statuses.${notice.status satisfies AnnouncementStatus}`),
            })}
          </p>
        )}
        {dismiss}
      </div>
    );
  }
  return (
    <div role="alert" className="studio-notice studio-notice--error">
      <p>
        {notice.kind === 'network'
          ? t('storeAnnouncements.network')
          : t('storeAnnouncements.failed', { code: notice.code })}
      </p>
      {notice.kind === 'failed' && <p>{notice.message}</p>}
      {dismiss}
    </div>
  );
}

/** Deleting asks for one of the member reasons (spec §6), in a modal dialog. */
function DeleteDialog({ list, reasonText }: { list: AnnouncementList; reasonText: (reason: string) => string }) {
  const { t } = useI18n();
  const deleting = useStore(list, (s) => s.deleting);
  const busy = useStore(list, (s) => s.busy);
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<MemberDeleteReason>(MEMBER_DELETE_REASONS[0]);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (deleting && !element.open) element.showModal();
    if (!deleting && element.open) element.close();
  }, [deleting]);
  return (
    <dialog
      ref={dialog}
      className="store-dialog"
      aria-labelledby="store-delete-title"
      onClose={() => list.getState().cancelDelete()}
    >
      {deleting && (
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            void list.getState().confirmDelete(reason);
          }}
        >
          <h2 id="store-delete-title">{t('storeAnnouncements.deleteDialog.title', { count: deleting.length })}</h2>
          <p>{t('storeAnnouncements.deleteDialog.intro')}</p>
          <label className="store-dialog__field">
            {t('storeAnnouncements.deleteDialog.reason')}
            <select value={reason} onChange={(event) => setReason(event.target.value as MemberDeleteReason)}>
              {MEMBER_DELETE_REASONS.map((value) => (
                <option key={value} value={value}>
                  {reasonText(value)}
                </option>
              ))}
            </select>
          </label>
          <div className="store-dialog__buttons">
            <button type="button" className="studio-button" onClick={() => list.getState().cancelDelete()}>
              {t('storeAnnouncements.deleteDialog.cancel')}
            </button>
            <button type="submit" className="studio-button studio-button--danger" disabled={busy}>
              {t('storeAnnouncements.deleteDialog.confirm')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
