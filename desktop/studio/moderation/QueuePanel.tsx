import { useState } from 'react';
import { useStore } from 'zustand';
import { MODERATOR_DELETE_REASONS, type ModeratorDeleteReason } from '../../../shared/domain/announcements';
import { ReasonSelect } from './ReasonSelect';
import { formatNumber, formatPlace, formatPrice, formatRelative } from '../../../shared/domain/format';
import { MODERATION_LIMITS } from '../../../shared/domain/moderation';
import type { SearchOrigin } from '../../../shared/graphql/generated';
import { useI18n } from '../kernel';
import { publishable, type Desk } from './desk';
import type { QueueRow } from './desk-api';
import { DESK_HEADING_ID } from './OpenedPanel';

const ORIGINS: readonly SearchOrigin[] = ['STORE', 'INDIVIDUAL'];

/** The queue, oldest first, live: its filter, its rows (who holds each), and bulk decisions on ticked rows. */
export function QueuePanel({ desk }: { desk: Desk }) {
  const { t } = useI18n();
  const queue = useStore(desk, (state) => state.queue);
  const selected = useStore(desk, (state) => state.selected);
  const busy = useStore(desk, (state) => state.busy !== null);
  const refresh = useStore(desk, (state) => state.refresh);

  return (
    <section
      className="moderation__queue"
      aria-labelledby="moderation-queue-title"
      aria-busy={queue.status === 'loading'}
    >
      <h2 id="moderation-queue-title">
        {t('moderation.queue.label')}{' '}
        <small data-testid="queue-total">{t('moderation.queue.count', { count: formatNumber(queue.total) })}</small>
      </h2>
      <QueueFilterForm desk={desk} />
      {queue.status === 'loading' && queue.rows.length === 0 && <p role="status">{t('moderation.queue.loading')}</p>}
      {queue.status === 'failed' && (
        <div role="alert" className="studio-notice studio-notice--error">
          <p>{t('moderation.queue.failed')}</p>
          <button type="button" className="studio-button" onClick={() => void refresh()}>
            {t('moderation.queue.retry')}
          </button>
        </div>
      )}
      {queue.status === 'ready' && queue.rows.length === 0 && <p>{t('moderation.queue.empty')}</p>}
      {selected.length > 0 && <BulkBar desk={desk} count={selected.length} busy={busy} />}
      <ul className="moderation__rows">
        {queue.rows.map((row) => (
          <QueueItem key={row.announcement.id} desk={desk} row={row} />
        ))}
      </ul>
    </section>
  );
}

function QueueFilterForm({ desk }: { desk: Desk }) {
  const { t } = useI18n();
  const filter = useStore(desk, (state) => state.filter);
  const setFilter = useStore(desk, (state) => state.setFilter);
  const [keywords, setKeywords] = useState(filter.keywords ?? '');
  return (
    <form
      className="moderation__filter"
      aria-label={t('moderation.filter.label')}
      onSubmit={(event) => {
        event.preventDefault();
        setFilter({ ...filter, keywords: keywords.trim() || null });
        // Enter hands the keyboard back to the desk, whose keys do nothing inside a field.
        document.getElementById(DESK_HEADING_ID)?.focus();
      }}
    >
      <label>
        <span>{t('moderation.filter.keywords')}</span>
        <input
          type="search"
          value={keywords}
          maxLength={MODERATION_LIMITS.keywordsMax}
          onChange={(event) => setKeywords(event.target.value)}
          onBlur={() => {
            const next = keywords.trim() || null;
            if (next !== (filter.keywords ?? null)) setFilter({ ...filter, keywords: next });
          }}
        />
      </label>
      <label>
        <span>{t('moderation.filter.origin')}</span>
        <select
          value={filter.origin ?? ''}
          onChange={(event) => setFilter({ ...filter, origin: (event.target.value || null) as SearchOrigin | null })}
        >
          <option value="">{t('moderation.filter.anyOrigin')}</option>
          {ORIGINS.map((origin) => (
            <option key={origin} value={origin}>
              {t(`moderation.filter.${origin}`)}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}

function QueueItem({ desk, row }: { desk: Desk; row: QueueRow }) {
  const { t, locale } = useI18n();
  const id = row.announcement.id;
  const isSelected = useStore(desk, (state) => state.selected.includes(id));
  const isMine = useStore(desk, (state) => state.current?.announcement.id === id);
  const toggle = useStore(desk, (state) => state.toggleSelected);
  const open = useStore(desk, (state) => state.open);
  const { announcement } = row;
  const heldByOther = row.lockedBy !== null && !isMine;
  const city = announcement.cities[0];
  const titleId = `queue-${id}`;
  return (
    <li className="moderation__row" data-announcement={id} data-mine={isMine || undefined}>
      <input
        type="checkbox"
        checked={isSelected}
        disabled={heldByOther}
        aria-label={t('moderation.queue.select', { title: announcement.title })}
        onChange={() => toggle(id)}
      />
      {announcement.defaultMedia?.thumbnail ? (
        <img className="moderation__thumb" src={announcement.defaultMedia.thumbnail} alt="" loading="lazy" />
      ) : (
        <span className="moderation__thumb moderation__thumb--none" aria-hidden="true" />
      )}
      <div className="moderation__row-text">
        <span id={titleId} className="moderation__row-title">
          {announcement.title}
        </span>
        <span className="moderation__row-price">
          {formatPrice(announcement.pricePreview, announcement.priceUnit, locale, announcement.priceType)}
        </span>
        <small>
          {[announcement.category?.name, city ? formatPlace([city], locale) : null, announcement.store?.name]
            .filter(Boolean)
            .join(' · ')}
        </small>
        <small>
          {t('moderation.queue.since', { time: formatRelative(new Date(row.waitingSince), new Date(), locale) })}
        </small>
        {publishable(announcement.status) ? null : (
          <span className="studio-badge studio-badge--muted">{t('moderation.queue.waitingForPlace')}</span>
        )}
      </div>
      {isMine ? (
        <span className="studio-badge">{t('moderation.queue.mine')}</span>
      ) : row.lockedBy ? (
        <span className="studio-badge studio-badge--muted">
          {t('moderation.queue.heldBy', { name: row.lockedBy.displayName ?? row.lockedBy.username ?? '' })}
        </span>
      ) : (
        <button type="button" className="studio-button" aria-describedby={titleId} onClick={() => void open(id)}>
          {t('moderation.queue.open')}
        </button>
      )}
    </li>
  );
}

function BulkBar({ desk, count, busy }: { desk: Desk; count: number; busy: boolean }) {
  const { t } = useI18n();
  const decideSelected = useStore(desk, (state) => state.decideSelected);
  const clear = useStore(desk, (state) => state.clearSelection);
  // Those validated already and waiting for a place cannot be published again (refused or deleted, yes).
  const allPublishable = useStore(desk, (state) =>
    state.selected.every((id) => {
      const row = state.queue.rows.find((candidate) => candidate.announcement.id === id);
      return !row || publishable(row.announcement.status);
    }),
  );
  const [reason, setReason] = useState<ModeratorDeleteReason>(MODERATOR_DELETE_REASONS[0]);
  return (
    <div className="moderation__bulk" role="group" aria-label={t('moderation.bulk.selected', { count })}>
      <strong>{t('moderation.bulk.selected', { count: formatNumber(count) })}</strong>
      <button
        type="button"
        className="studio-button studio-button--primary"
        disabled={busy || !allPublishable}
        title={allPublishable ? undefined : t('moderation.notices.queued')}
        onClick={() => void decideSelected({ kind: 'PUBLISH' })}
      >
        {t('moderation.bulk.publish')}
      </button>
      <ReasonSelect label={t('moderation.decide.reasonTitle.REFUSE')} value={reason} onChange={setReason} />
      <button
        type="button"
        className="studio-button"
        disabled={busy}
        onClick={() => void decideSelected({ kind: 'REFUSE', reason })}
      >
        {t('moderation.bulk.refuse')}
      </button>
      <button type="button" className="studio-button" onClick={clear}>
        {t('moderation.bulk.clear')}
      </button>
    </div>
  );
}
