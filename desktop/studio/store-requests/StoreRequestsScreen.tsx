import { useCallback, useMemo, useState } from 'react';
import { STORE_REQUEST_LIMITS, STORE_REQUEST_STATUSES } from '../../../shared/domain/store-requests';
import { formatDay, formatPhone } from '../../../shared/domain/format';
import type { StoreRequestStatus } from '../../../shared/graphql/generated';
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
import { storeRequestsApi, type StoreRequestRow } from './store-requests-api';
import './store-requests.css';

/**
 * Operators' store requests (issue 19): the waiting ones first, oldest first, each with what the
 * member asked (name, categories, place, phones, plan and duration); approving opens the store,
 * refusing asks for the reason the member will read. Decided ones stay listed under their chip.
 */
export function StoreRequestsScreen({ onExit }: { onExit: () => void }) {
  const { t } = useI18n();
  const { client } = useStudioConnection();
  const api = useMemo(() => storeRequestsApi(client), [client]);
  const [status, setStatus] = useState<StoreRequestStatus>('PENDING');
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const { list, reload } = useLoadedList(useCallback(() => api.list(status), [api, status]));

  const decide = async (row: StoreRequestRow, decision: Decision) => {
    setNotice(null);
    try {
      if (decision.approve) await api.approve(row.id);
      else await api.refuse(row.id, decision.reason);
      setNotice({
        kind: 'done',
        text: decision.approve
          ? t('storeRequests.approved', { name: row.name })
          : t('storeRequests.refused', { name: row.name }),
      });
    } catch (error) {
      const failure = ApiError.from(error);
      setNotice({ kind: 'error', text: failure.isNetwork ? t('storeRequests.network') : failure.message });
    }
    await reload();
  };

  return (
    <ScreenFrame
      title={t('storeRequests.title')}
      backLabel={t('storeRequests.back')}
      onExit={onExit}
      busy={list.name === 'loading'}
    >
      <StatusChips
        label={t('storeRequests.statusLabel')}
        statuses={STORE_REQUEST_STATUSES}
        value={status}
        labelOf={(name) => t(`storeRequests.statuses.${name}`)}
        onChange={(name) => name && setStatus(name)}
      />
      <NoticeLine notice={notice} />
      <ListBody
        list={list}
        texts={{
          loading: t('storeRequests.loading'),
          failed: t('storeRequests.failed'),
          retry: t('storeRequests.retry'),
          empty: t('storeRequests.empty'),
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

function RequestCard({ row, onDecide }: { row: StoreRequestRow; onDecide: (decision: Decision) => void }) {
  const { t } = useI18n();
  const requester = row.requester.displayName ?? row.requester.username ?? row.requester.id;
  return (
    <li className="studio-card store-request" data-request={row.id} aria-labelledby={`store-request-${row.id}`}>
      <div className="store-request__head">
        {row.imageUrl ? <img src={row.imageUrl} alt="" className="store-request__logo" /> : null}
        <div>
          <h2 id={`store-request-${row.id}`}>{row.name}</h2>
          <p className="studio-hint">
            {t('storeRequests.by', { name: requester, date: formatDay(new Date(row.createdAt)) })}
          </p>
        </div>
        <span className="store-request__plan">
          {t(`storeRequests.plans.${row.plan}`)} · {t(`storeRequests.durations.${row.duration}`)}
        </span>
      </div>
      <dl className="store-request__details">
        <div>
          <dt>{t('storeRequests.fields.categories')}</dt>
          <dd>{row.categories.map((category) => category.name).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('storeRequests.fields.place')}</dt>
          <dd>{[row.address, row.city && `${row.city.name} (${row.city.region.name})`].filter(Boolean).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('storeRequests.fields.phones')}</dt>
          <dd dir="ltr">{row.phones.map(formatPhone).join(' · ')}</dd>
        </div>
        {row.description && (
          <div className="store-request__wide">
            <dt>{t('storeRequests.fields.description')}</dt>
            <dd>{row.description}</dd>
          </div>
        )}
        {row.reason && (
          <div className="store-request__wide">
            <dt>{t('storeRequests.fields.reason')}</dt>
            <dd>{row.reason}</dd>
          </div>
        )}
        {row.store && (
          <div className="store-request__wide">
            <dt>{t('storeRequests.fields.store')}</dt>
            <dd>
              {row.store.name}
              {row.store.expiresAt &&
                ` · ${t('storeRequests.until', { date: formatDay(new Date(row.store.expiresAt)) })}`}
            </dd>
          </div>
        )}
      </dl>
      {row.status === 'PENDING' && (
        <DecisionActions
          id={`store-${row.id}`}
          texts={{
            approve: t('storeRequests.approve'),
            refuse: t('storeRequests.refuse'),
            reasonLabel: t('storeRequests.reasonLabel'),
            confirmRefuse: t('storeRequests.confirmRefuse'),
            cancel: t('storeRequests.cancel'),
          }}
          reasonMax={STORE_REQUEST_LIMITS.reasonMax}
          onDecide={onDecide}
        />
      )}
    </li>
  );
}
