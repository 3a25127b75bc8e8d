import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { formatDay, formatNumber, formatPrice } from '../../../shared/domain/format';
import { useI18n } from '../kernel';
import { CommentsSection } from './CommentsSection';
import { publishable, type Desk, type DeskNotice, type ReasonKind } from './desk';
import type { OpenedEntry } from './desk-api';
import { DESK_KEYS } from './desk-keys';

/** The desk's heading (the opened announcement's title, or a hidden one): where the keyboard returns. */
export const DESK_HEADING_ID = 'moderation-desk-title';

/** Pictures shown of an opened announcement (the rest are a scroll away on the portal). */
const PICTURES_SHOWN = 8;

/**
 * The announcement open for this moderator, its decisions with their keys, and what happened last;
 * the way back to the reports when it was opened from them (`onBackToReports`).
 */
export function OpenedPanel({ desk, onBackToReports }: { desk: Desk; onBackToReports?: () => void }) {
  const { t } = useI18n();
  const current = useStore(desk, (state) => state.current);
  const busy = useStore(desk, (state) => state.busy);
  const empty = useStore(desk, (state) => state.empty);
  const picker = useStore(desk, (state) => state.picker);
  const notice = useStore(desk, (state) => state.notice);
  const takeNext = useStore(desk, (state) => state.takeNext);
  const origin = useStore(desk, (state) => state.origin);
  const backToReports =
    origin === 'reports' && onBackToReports ? (
      <button type="button" className="studio-button moderation__back-to-reports" onClick={onBackToReports}>
        {t('moderation.desk.backToReports')}
      </button>
    ) : null;

  return (
    <section className="moderation__desk" aria-labelledby={DESK_HEADING_ID} aria-busy={busy !== null}>
      {notice && <Notice desk={desk} notice={notice} />}
      {current ? (
        <>
          {backToReports}
          <Opened entry={current} />
          {picker ? (
            <ReasonPicker desk={desk} kind={picker} />
          ) : (
            <DecisionBar
              desk={desk}
              disabled={busy !== null}
              canPublish={publishable(current.announcement.status)}
              queued={current.announcement.status === 'VALIDATED_QUEUED'}
            />
          )}
        </>
      ) : (
        <div className="moderation__start">
          <h2 id={DESK_HEADING_ID} className="visually-hidden" tabIndex={-1}>
            {t('moderation.desk.start')}
          </h2>
          {empty && <p role="status">{t('moderation.desk.empty')}</p>}
          {backToReports}
          {busy === 'taking' ? (
            <p role="status">{t('moderation.desk.taking')}</p>
          ) : (
            <button
              type="button"
              className="studio-button studio-button--primary"
              aria-keyshortcuts="N"
              onClick={() => void takeNext()}
            >
              {t('moderation.desk.start')} <kbd>{DESK_KEYS.next.label}</kbd>
            </button>
          )}
          <p className="studio-hint">{t('moderation.desk.startHint')}</p>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {busy === 'deciding' ? t('moderation.decide.busy') : (current?.announcement.title ?? '')}
      </p>
    </section>
  );
}

function Opened({ entry }: { entry: OpenedEntry }) {
  const { t, locale } = useI18n();
  const { announcement } = entry;
  const heading = useRef<HTMLHeadingElement>(null);
  // Each new announcement starts at its title, for the eyes and for screen readers.
  useEffect(() => {
    heading.current?.focus();
  }, [announcement.id]);
  const city = announcement.cities[0];
  const owner = announcement.user?.displayName ?? announcement.user?.username ?? '';
  return (
    <article className="moderation__opened" data-announcement={announcement.id}>
      <h2 id={DESK_HEADING_ID} ref={heading} tabIndex={-1}>
        {announcement.title}
      </h2>
      <p className="moderation__facts">
        {[
          formatPrice(announcement.pricePreview, announcement.priceUnit, locale, announcement.priceType),
          announcement.category?.name,
          city ? `${city.name}, ${city.region.name}` : null,
          t('moderation.desk.owner', { name: owner }),
          announcement.store ? t('moderation.desk.store', { name: announcement.store.name }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {entry.lockExpiresAt && (
        <p className="studio-hint">
          {t('moderation.desk.lockedUntil', { time: formatDay(new Date(entry.lockExpiresAt), { withTime: true }) })}
        </p>
      )}
      <p className="moderation__description">{announcement.description || t('moderation.desk.noDescription')}</p>
      {announcement.specs.length > 0 && (
        <>
          <h3>{t('moderation.desk.specs')}</h3>
          <dl className="moderation__specs">
            {announcement.specs.map((spec) => (
              <div key={spec.specification.codename}>
                <dt>{spec.specification.label}</dt>
                <dd>{spec.valueText ?? spec.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <h3>{t('moderation.desk.pictures')}</h3>
      {announcement.medias.length === 0 ? (
        <p>{t('moderation.desk.noPictures')}</p>
      ) : (
        <ul className="moderation__pictures">
          {announcement.medias.slice(0, PICTURES_SHOWN).map((media) => (
            <li key={media.id}>
              <img src={media.mediaUrl} alt="" loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <CommentsSection announcementId={announcement.id} enabled={announcement.isCommentEnabled} />
    </article>
  );
}

function DecisionBar({
  desk,
  disabled,
  canPublish,
  queued,
}: {
  desk: Desk;
  disabled: boolean;
  canPublish: boolean;
  /** Validated already and waiting for a place (else, not publishable: online already). */
  queued: boolean;
}) {
  const { t } = useI18n();
  const decide = useStore(desk, (state) => state.decide);
  const openPicker = useStore(desk, (state) => state.openPicker);
  const skip = useStore(desk, (state) => state.skip);
  const stop = useStore(desk, (state) => state.stop);
  const key = (label: string) => <kbd>{label}</kbd>;
  return (
    <div className="moderation__decisions" role="group" aria-label={t('moderation.desk.keys')}>
      <button
        type="button"
        className="studio-button studio-button--primary"
        disabled={disabled || !canPublish}
        aria-keyshortcuts="P"
        aria-describedby={canPublish ? undefined : 'moderation-waiting-for-place'}
        onClick={() => void decide({ kind: 'PUBLISH' })}
      >
        {t('moderation.decide.publish')} {key(DESK_KEYS.publish.label)}
      </button>
      {canPublish ? null : (
        <p id="moderation-waiting-for-place" className="studio-hint">
          {t(queued ? 'moderation.notices.queued' : 'moderation.notices.online')}
        </p>
      )}
      <button
        type="button"
        className="studio-button"
        disabled={disabled}
        aria-keyshortcuts="R"
        onClick={() => openPicker('REFUSE')}
      >
        {t('moderation.decide.refuse')} {key(DESK_KEYS.refuse.label)}
      </button>
      <button
        type="button"
        className="studio-button moderation__danger"
        disabled={disabled}
        aria-keyshortcuts="D"
        onClick={() => openPicker('DELETE')}
      >
        {t('moderation.decide.delete')} {key(DESK_KEYS.delete.label)}
      </button>
      <button
        type="button"
        className="studio-button"
        disabled={disabled}
        aria-keyshortcuts="S"
        onClick={() => void skip()}
      >
        {t('moderation.decide.skip')} {key(DESK_KEYS.skip.label)}
      </button>
      <button
        type="button"
        className="studio-button"
        disabled={disabled}
        aria-keyshortcuts="Escape"
        onClick={() => void stop()}
      >
        {t('moderation.decide.stop')} {key(DESK_KEYS.stop.label)}
      </button>
    </div>
  );
}

function ReasonPicker({ desk, kind }: { desk: Desk; kind: ReasonKind }) {
  const { t } = useI18n();
  const decide = useStore(desk, (state) => state.decide);
  const close = useStore(desk, (state) => state.closePicker);
  const reasons = useStore(desk, (state) => state.reasonOrder);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  return (
    <fieldset className="moderation__reasons" data-picker={kind}>
      <legend>{t(`moderation.decide.reasonTitle.${kind}`)}</legend>
      <p className="studio-hint">{t('moderation.decide.reasonHint')}</p>
      <ol>
        {reasons.map((reason, index) => (
          <li key={reason}>
            <button
              ref={index === 0 ? first : undefined}
              type="button"
              className="studio-button"
              aria-keyshortcuts={String(index + 1)}
              onClick={() => void decide({ kind, reason })}
            >
              <kbd>{index + 1}</kbd> {t(`moderation.reasons.${reason}`)}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="studio-button" onClick={close}>
        {t('moderation.decide.cancel')} <kbd>{DESK_KEYS.stop.label}</kbd>
      </button>
    </fieldset>
  );
}

function Notice({ desk, notice }: { desk: Desk; notice: DeskNotice }) {
  const { t } = useI18n();
  const dismiss = useStore(desk, (state) => state.dismissNotice);
  const text =
    notice.kind === 'bulk'
      ? [
          t('moderation.bulk.done', notice.counts ?? {}),
          notice.counts?.queued ? t('moderation.bulk.queued', { queued: notice.counts.queued }) : '',
        ]
          .filter(Boolean)
          .join(' ')
      : notice.kind === 'reportsResolved'
        ? t('moderation.reports.resolved', { count: formatNumber(notice.counts?.done ?? 0) })
        : t(`moderation.notices.${notice.kind}`, { reason: notice.text ?? '' });
  const error = notice.kind === 'network' || notice.kind === 'failed';
  return (
    <div role={error ? 'alert' : 'status'} className={error ? 'studio-notice studio-notice--error' : 'studio-notice'}>
      <p>{text}</p>
      <button type="button" className="studio-button" onClick={dismiss}>
        ×<span className="visually-hidden">{t('moderation.decide.cancel')}</span>
      </button>
    </div>
  );
}
