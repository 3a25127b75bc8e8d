import { useCallback, useMemo, useState } from 'react';
import { formatDay, formatPrice, isolateNumbers } from '../../../shared/domain/format';
import { PROMOTION_REQUEST_LIMITS, PROMOTION_REQUEST_STATUSES } from '../../../shared/domain/promotion-requests';
import type { PromotionRequestStatus } from '../../../shared/graphql/generated';
import {
  ApiError,
  DecisionActions,
  ListBody,
  NoticeLine,
  ScreenFrame,
  StatusChips,
  useI18n,
  useLoadedList,
  useStudioConnection,
  type Decision,
  type ScreenNotice,
} from '../kernel';
import { promotionRequestsApi, type PromotionRequestRow } from './promotion-requests-api';
import './promotion-requests.css';

/** What a request promotes, as its card names it: the announcement, else the store. */
function promotedName(row: PromotionRequestRow): string {
  return row.announcement ? `${row.store.name} · ${row.announcement.title}` : row.store.name;
}

/**
 * Operators' promotion requests (issue 21): the waiting ones first, oldest first, each with what
 * the store asks (the store or an announcement, the offer, the days, the price); approving
 * starts the campaign now, refusing asks for the reason the owner reads.
 */
export function PromotionRequestsDesk({ onExit }: { onExit: () => void }) {
  const { t } = useI18n();
  const { client } = useStudioConnection();
  const api = useMemo(() => promotionRequestsApi(client), [client]);
  const [status, setStatus] = useState<PromotionRequestStatus>('PENDING');
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const { list, reload } = useLoadedList(useCallback(() => api.list(status), [api, status]));

  const decide = async (row: PromotionRequestRow, decision: Decision) => {
    setNotice(null);
    const name = promotedName(row);
    try {
      if (decision.approve) await api.approve(row.id);
      else await api.refuse(row.id, decision.reason);
      setNotice({
        kind: 'done',
        text: decision.approve
          ? t('promotionRequests.desk.approved', { name })
          : t('promotionRequests.desk.refused', { name }),
      });
    } catch (error) {
      const failure = ApiError.from(error);
      setNotice({ kind: 'error', text: failure.isNetwork ? t('promotionRequests.network') : failure.message });
    }
    await reload();
  };

  return (
    <ScreenFrame
      title={t('promotionRequests.desk.title')}
      backLabel={t('promotionRequests.back')}
      onExit={onExit}
      busy={list.name === 'loading'}
    >
      <p className="studio-hint">{t('promotionRequests.desk.lead')}</p>
      <StatusChips
        label={t('promotionRequests.desk.statusLabel')}
        statuses={PROMOTION_REQUEST_STATUSES}
        value={status}
        labelOf={(name) => t(`promotionRequests.desk.statuses.${name}`)}
        onChange={(name) => name && setStatus(name)}
      />
      <NoticeLine notice={notice} />
      <ListBody
        list={list}
        texts={{
          loading: t('promotionRequests.loading'),
          failed: t('promotionRequests.failed'),
          retry: t('promotionRequests.retry'),
          empty: t('promotionRequests.empty'),
        }}
        onRetry={() => void reload()}
      >
        {(rows) => (
          <ul className="studio-screen__list">
            {rows.map((row) => (
              <RequestCard key={row.id} row={row} onDecide={(decision) => void decide(row, decision)} />
            ))}
          </ul>
        )}
      </ListBody>
    </ScreenFrame>
  );
}

function RequestCard({ row, onDecide }: { row: PromotionRequestRow; onDecide: (decision: Decision) => void }) {
  const { t, locale } = useI18n();
  const requester = row.requester?.displayName ?? row.requester?.username ?? '—';
  const headingId = `promotion-request-${row.id}`;
  return (
    <li className="promote-request" data-request={row.id} aria-labelledby={headingId}>
      <div className="promote-request__head">
        <h2 id={headingId}>{promotedName(row)}</h2>
        <span className="promote-request__status">
          {[
            t(`promotionRequests.offers.${row.offer}.name`),
            t('promotionRequests.days', { count: row.days }),
            isolateNumbers(formatPrice(row.price, 'UNIT', locale)),
          ].join(' · ')}
        </span>
      </div>
      <p className="studio-hint">
        {t('promotionRequests.desk.by', { name: requester, date: formatDay(new Date(row.createdAt)) })}
        {row.endsAt ? ` · ${t('promotionRequests.until', { date: formatDay(new Date(row.endsAt)) })}` : ''}
      </p>
      {row.reason && <p>{t('promotionRequests.reason', { reason: row.reason })}</p>}
      {row.status === 'PENDING' && (
        <DecisionActions
          id={`promotion-${row.id}`}
          texts={{
            approve: t('promotionRequests.desk.approve'),
            refuse: t('promotionRequests.desk.refuse'),
            reasonLabel: t('promotionRequests.desk.reasonLabel'),
            confirmRefuse: t('promotionRequests.desk.confirmRefuse'),
            cancel: t('promotionRequests.desk.keep'),
          }}
          reasonMax={PROMOTION_REQUEST_LIMITS.reasonMax}
          onDecide={onDecide}
        />
      )}
    </li>
  );
}
