import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatDay, formatPrice, isolateNumbers } from '../../../shared/domain/format';
import {
  PROMOTION_OFFER_RULES,
  PROMOTION_REQUEST_DAYS,
  promotionRequestPrice,
  promotionRequestProblems,
  type PromotionOffer,
  type PromotionRequestProblem,
} from '../../../shared/domain/promotion-requests';
import {
  ApiError,
  LoadFailed,
  NoticeLine,
  ScreenFrame,
  useI18n,
  useStudioConnection,
  type ScreenNotice,
} from '../kernel';
import {
  promotionRequestsApi,
  requestProblemsOf,
  type OfferInfo,
  type PromotableAnnouncement,
  type PromotionRequestRow,
} from './promotion-requests-api';
import './promotion-requests.css';

type Loaded = { offers: OfferInfo[]; announcements: PromotableAnnouncement[]; requests: PromotionRequestRow[] };
type ScreenState = { name: 'loading' } | { name: 'failed' } | ({ name: 'ready' } & Loaded);

/** The value of the "what" choice that stands for the store itself. */
const STORE = 'store';

/**
 * A store owner's promotion screen (issue 21): what to promote (the store or one of its public
 * announcements), where (the offers, with their day prices), for how long, the total; then the
 * store's requests with where each stands. The shared rules refuse before sending what the
 * server would refuse.
 */
export function PromoteScreen({ store, onExit }: { store: { id: string; name: string }; onExit: () => void }) {
  const { t, locale } = useI18n();
  const { client } = useStudioConnection();
  const api = useMemo(() => promotionRequestsApi(client), [client]);
  const [state, setState] = useState<ScreenState>({ name: 'loading' });
  const [target, setTarget] = useState(STORE);
  const [offer, setOffer] = useState<PromotionOffer>('TOP_AD');
  const [days, setDays] = useState<number>(PROMOTION_REQUEST_DAYS[0]);
  const [problems, setProblems] = useState<PromotionRequestProblem[]>([]);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [sending, setSending] = useState(false);
  const price = (amount: number) => isolateNumbers(formatPrice(amount, 'UNIT', locale));

  const load = useCallback(async () => {
    try {
      setState({ name: 'ready', ...(await api.choices(store.id)) });
    } catch {
      setState({ name: 'failed' });
    }
  }, [api, store.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const announcementId = target === STORE ? null : target;
  // An offer that cannot take the chosen target is greyed out; choosing the store moves off it.
  const fits = (candidate: PromotionOffer) =>
    PROMOTION_OFFER_RULES[candidate].targets.includes(announcementId ? 'ANNOUNCEMENT' : 'STORE');

  const fail = (error: unknown) => {
    const failure = ApiError.from(error);
    const named = requestProblemsOf(failure);
    if (named && named.length > 0) setProblems(named);
    setNotice({ kind: 'error', text: failure.isNetwork ? t('promotionRequests.network') : failure.message });
  };

  const send = async () => {
    setNotice(null);
    const found = promotionRequestProblems({ offer, days, announcementId });
    setProblems(found);
    if (found.length > 0) return;
    setSending(true);
    try {
      await api.create({ storeId: store.id, announcementId, offer, days });
      setNotice({ kind: 'done', text: t('promotionRequests.sent') });
      await load();
    } catch (error) {
      fail(error);
    } finally {
      setSending(false);
    }
  };

  const cancel = async (row: PromotionRequestRow) => {
    setNotice(null);
    try {
      await api.cancel(row.id);
      setNotice({ kind: 'done', text: t('promotionRequests.cancelled') });
      await load();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <ScreenFrame
      title={t('promotionRequests.title', { name: store.name })}
      backLabel={t('promotionRequests.back')}
      onExit={onExit}
      busy={state.name === 'loading'}
    >
      <p className="studio-hint">{t('promotionRequests.lead')}</p>
      {state.name === 'loading' && <p role="status">{t('promotionRequests.loading')}</p>}
      {state.name === 'failed' && (
        <LoadFailed
          text={t('promotionRequests.failed')}
          retryLabel={t('promotionRequests.retry')}
          onRetry={() => void load()}
        />
      )}
      {state.name === 'ready' && (
        <>
          <form
            className="promote-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <label className="promote-form__field">
              <span>{t('promotionRequests.what')}</span>
              <select
                value={target}
                aria-invalid={problems.includes('target') || undefined}
                onChange={(event) => {
                  const next = event.target.value;
                  setTarget(next);
                  setProblems([]);
                  if (next === STORE && !PROMOTION_OFFER_RULES[offer].targets.includes('STORE')) setOffer('TOP_AD');
                }}
              >
                <option value={STORE}>{t('promotionRequests.theStore')}</option>
                {state.announcements.map((announcement) => (
                  <option key={announcement.id} value={announcement.id}>
                    {announcement.title}
                  </option>
                ))}
              </select>
            </label>
            {state.announcements.length === 0 && <p className="studio-hint">{t('promotionRequests.noAnnouncement')}</p>}
            {problems.includes('target') && (
              <p className="promote-form__problem">{t('promotionRequests.problems.target')}</p>
            )}

            <fieldset className="promote-form__offers" aria-invalid={problems.includes('offer') || undefined}>
              <legend>{t('promotionRequests.where')}</legend>
              {state.offers.map((info) => (
                <label key={info.offer} className="promote-offer" data-offer={info.offer}>
                  <input
                    type="radio"
                    name="offer"
                    value={info.offer}
                    checked={offer === info.offer}
                    disabled={!fits(info.offer)}
                    onChange={() => setOffer(info.offer)}
                  />
                  <span className="promote-offer__text">
                    <strong>{t(`promotionRequests.offers.${info.offer}.name`)}</strong>
                    <span className="studio-hint">{t(`promotionRequests.offers.${info.offer}.hint`)}</span>
                    <span className="promote-offer__price">
                      {t('promotionRequests.dayPrice', { price: price(info.dayPrice) })}
                      {fits(info.offer) ? null : ` · ${t('promotionRequests.onlyAnnouncements')}`}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>

            <fieldset className="promote-form__days" aria-invalid={problems.includes('days') || undefined}>
              <legend>{t('promotionRequests.duration')}</legend>
              {PROMOTION_REQUEST_DAYS.map((count) => (
                <label key={count} className="promote-day">
                  <input
                    type="radio"
                    name="days"
                    value={count}
                    checked={days === count}
                    onChange={() => setDays(count)}
                  />
                  {t('promotionRequests.days', { count })}
                </label>
              ))}
            </fieldset>

            <p className="promote-form__total" aria-live="polite">
              {t('promotionRequests.total', { price: price(promotionRequestPrice(offer, days)) })}
            </p>
            <p className="studio-hint">{t('promotionRequests.payment')}</p>
            <div>
              <button type="submit" className="studio-button studio-button--primary" disabled={sending}>
                {t('promotionRequests.send')}
              </button>
            </div>
          </form>
          <NoticeLine notice={notice} />

          <h2 className="promote-requests__title">{t('promotionRequests.mine')}</h2>
          {state.requests.length === 0 ? (
            <p>{t('promotionRequests.empty')}</p>
          ) : (
            <ul className="studio-screen__list">
              {state.requests.map((row) => (
                <li key={row.id} className="promote-request" data-request={row.id} data-status={row.status}>
                  <div className="promote-request__head">
                    <strong>{row.announcement?.title ?? t('promotionRequests.theStore')}</strong>
                    <span className={`promote-request__status promote-request__status--${row.status.toLowerCase()}`}>
                      {t(`promotionRequests.statuses.${row.status}`)}
                      {row.endsAt
                        ? ` · ${t('promotionRequests.until', { date: formatDay(new Date(row.endsAt)) })}`
                        : ''}
                    </span>
                  </div>
                  <p className="studio-hint">
                    {[
                      t(`promotionRequests.offers.${row.offer}.name`),
                      t('promotionRequests.days', { count: row.days }),
                      price(row.price),
                    ].join(' · ')}
                  </p>
                  {row.reason && <p>{t('promotionRequests.reason', { reason: row.reason })}</p>}
                  {row.status === 'PENDING' && (
                    <button type="button" className="studio-button" onClick={() => void cancel(row)}>
                      {t('promotionRequests.cancel')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ScreenFrame>
  );
}
