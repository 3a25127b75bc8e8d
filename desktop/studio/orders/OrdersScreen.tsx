import { useCallback, useEffect, useMemo, useState } from 'react';
import { ORDER_LIMITS, ORDER_STATUSES } from '../../../shared/domain/orders';
import { formatDay, formatPhone, formatPrice, isolateNumbers, ltr } from '../../../shared/domain/format';
import type { OrderAction } from '../../../shared/graphql/generated';
import {
  ApiError,
  LoadFailed,
  NoticeLine,
  ScreenFrame,
  StatusChips,
  useI18n,
  useStudioConnection,
  type ScreenNotice,
} from '../kernel';
import { getPlatform } from '../platform';
import { ordersApi, type OrderFilters, type OrderRow, type OrdersScope } from './orders-api';
import './orders.css';

type ListState =
  { name: 'loading' } | { name: 'failed' } | { name: 'ready'; rows: OrderRow[]; total: number; lastPage: number };

/**
 * A store's orders, or a delivery provider's parcels (issue 20): filtered by state (and, for a
 * store, by day), each with the buyer's contact and address, its lines and totals, and the moves
 * the server's state machine allows now (`actions`): confirm, hand to the delivery service with
 * its tracking number, refuse with a reason, delivered, returned. A printable delivery slip per
 * order.
 */
export function OrdersScreen({
  scope,
  name,
  onExit,
}: {
  scope: OrdersScope;
  /** The store's or the provider's name, for the title. */
  name: string;
  onExit: () => void;
}) {
  const { t } = useI18n();
  const { client } = useStudioConnection();
  const api = useMemo(() => ordersApi(client, scope), [client, scope]);
  const [filters, setFilters] = useState<OrderFilters>({ status: null, from: '', to: '', page: 1 });
  const [list, setList] = useState<ListState>({ name: 'loading' });
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [slip, setSlip] = useState<OrderRow | null>(null);

  const load = useCallback(async () => {
    setList({ name: 'loading' });
    try {
      setList({ name: 'ready', ...(await api.list(filters)) });
    } catch {
      setList({ name: 'failed' });
    }
  }, [api, filters]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (!slip) return;
    // The slip is laid out for paper (orders.css @media print): the desktop app saves that layout
    // as a PDF where the user chooses; a browser opens its print dialog ("Save as PDF").
    let live = true;
    const frame = requestAnimationFrame(() => {
      void getPlatform()
        .printToPdf(t('orders.slipFile', { id: slip.id }))
        .then((outcome) => {
          if (outcome === 'saved') setNotice({ kind: 'done', text: t('orders.slipSaved', { id: slip.id }) });
        })
        .catch(() => setNotice({ kind: 'error', text: t('orders.slipFailed') }))
        .finally(() => {
          if (live) setSlip(null);
        });
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [slip, t]);

  const move = async (row: OrderRow, action: OrderAction, given?: { reason?: string; trackingNumber?: string }) => {
    setNotice(null);
    try {
      const moved = await api.move(row.id, action, given);
      setNotice({
        kind: 'done',
        text: t('orders.moved', { id: row.id, status: t(`orders.statuses.${moved.status}`) }),
      });
    } catch (error) {
      const failure = ApiError.from(error);
      setNotice({ kind: 'error', text: failure.isNetwork ? t('orders.network') : failure.message });
    }
    await load();
  };
  const set = (patch: Partial<OrderFilters>) => setFilters((current) => ({ ...current, page: 1, ...patch }));
  const title = scope.kind === 'store' ? t('orders.title', { name }) : t('orders.parcels', { name });

  return (
    <ScreenFrame title={title} backLabel={t('orders.back')} onExit={onExit} busy={list.name === 'loading'}>
      <div className="orders-screen__filters">
        <StatusChips
          label={t('orders.statusLabel')}
          statuses={ORDER_STATUSES}
          value={filters.status}
          labelOf={(status) => t(`orders.statuses.${status}`)}
          allLabel={t('orders.all')}
          onChange={(status) => set({ status })}
        />
        {scope.kind === 'store' && (
          <div className="orders-screen__days">
            <label>
              {t('orders.from')}
              <input type="date" value={filters.from} onChange={(event) => set({ from: event.target.value })} />
            </label>
            <label>
              {t('orders.to')}
              <input type="date" value={filters.to} onChange={(event) => set({ to: event.target.value })} />
            </label>
          </div>
        )}
      </div>
      <NoticeLine notice={notice} />
      {list.name === 'loading' && <p role="status">{t('orders.loading')}</p>}
      {list.name === 'failed' && (
        <LoadFailed text={t('orders.failed')} retryLabel={t('orders.retry')} onRetry={() => void load()} />
      )}
      {list.name === 'ready' && list.rows.length === 0 && <p>{t('orders.empty')}</p>}
      {list.name === 'ready' && list.rows.length > 0 && (
        <ul className="studio-screen__list">
          {list.rows.map((row) => (
            <OrderCard
              key={row.id}
              row={row}
              onMove={(action, given) => void move(row, action, given)}
              onSlip={() => setSlip(row)}
            />
          ))}
        </ul>
      )}
      {list.name === 'ready' && list.lastPage > 1 && (
        <nav className="orders-screen__pager">
          <button
            type="button"
            className="studio-button"
            disabled={filters.page <= 1}
            onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
          >
            {t('orders.previous')}
          </button>
          <span>{t('orders.page', { page: filters.page, pages: list.lastPage })}</span>
          <button
            type="button"
            className="studio-button"
            disabled={filters.page >= list.lastPage}
            onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
          >
            {t('orders.next')}
          </button>
        </nav>
      )}
      {slip && <DeliverySlip row={slip} />}
    </ScreenFrame>
  );
}

function OrderCard({
  row,
  onMove,
  onSlip,
}: {
  row: OrderRow;
  onMove: (action: OrderAction, given?: { reason?: string; trackingNumber?: string }) => void;
  onSlip: () => void;
}) {
  const { t, locale } = useI18n();
  const [asking, setAsking] = useState<'ship' | 'refuse' | null>(null);
  const [text, setText] = useState('');
  const price = (amount: number) => isolateNumbers(formatPrice(amount, 'UNIT', locale));
  const direct = row.actions.filter((action) => action !== 'ship' && action !== 'refuse');
  const titleId = `order-${row.id}`;
  return (
    <li className="studio-card order-card" data-order={row.id} aria-labelledby={titleId}>
      <div className="order-card__head">
        <h2 id={titleId}>{t('orders.order', { id: row.id })}</h2>
        <span className={`order-card__status order-card__status--${row.status.toLowerCase()}`}>
          {t(`orders.statuses.${row.status}`)}
        </span>
        <span className="studio-hint">
          {t('orders.placedOn', { date: ltr(formatDay(new Date(row.createdAt), { withTime: true })) })}
        </span>
      </div>
      <dl className="order-card__details">
        <div>
          <dt>{t('orders.shipTo')}</dt>
          <dd>
            <strong>{row.contactName}</strong>
            <br />
            <span dir="ltr">{row.phones.map(formatPhone).join(' · ')}</span>
            {row.email ? (
              <>
                <br />
                <span dir="ltr">{row.email}</span>
              </>
            ) : null}
            <br />
            {row.address}, {row.city.name}, {row.region.name}
          </dd>
        </div>
        <div>
          <dt>{t('orders.items')}</dt>
          <dd>
            <ul className="order-card__items">
              {row.items.map((item) => (
                <li key={item.id}>
                  <bdi>{item.title}</bdi> × {item.quantity} ·{' '}
                  <span className="order-card__price">{price(item.unitPrice)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('orders.delivery')}</dt>
          <dd>
            {row.provider.name} ({t(`orders.modes.${row.deliveryMode}`)}) · {price(row.deliveryPrice)}
            {row.trackingNumber ? (
              <>
                <br />
                {t('orders.tracking')} : <span dir="ltr">{row.trackingNumber}</span>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('orders.total')}</dt>
          <dd>
            <strong>{price(row.total)}</strong> · {t(`orders.payment.${row.paymentMethod}`)}
          </dd>
        </div>
        {row.reason && (
          <div>
            <dt>{t('orders.reason')}</dt>
            <dd>{row.reason}</dd>
          </div>
        )}
      </dl>
      {asking ? (
        <form
          className="order-card__ask"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            onMove(asking, asking === 'ship' ? { trackingNumber: text.trim() } : { reason: text.trim() });
            setAsking(null);
            setText('');
          }}
        >
          <label>
            {asking === 'ship' ? t('orders.trackingLabel') : t('orders.reasonLabel')}
            <input
              autoFocus
              dir={asking === 'ship' ? 'ltr' : undefined}
              required
              maxLength={asking === 'ship' ? ORDER_LIMITS.trackingMax : ORDER_LIMITS.reasonMax}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <button type="submit" className="studio-button studio-button--primary">
            {t('orders.send')}
          </button>
          <button type="button" className="studio-button" onClick={() => setAsking(null)}>
            {t('orders.dismiss')}
          </button>
        </form>
      ) : (
        <div className="order-card__actions">
          {direct.map((action) => (
            <button
              key={action}
              type="button"
              className={`studio-button${action === 'confirm' || action === 'deliver' ? ' studio-button--primary' : ''}`}
              aria-describedby={titleId}
              onClick={() => onMove(action)}
            >
              {t(`orders.actions.${action}`)}
            </button>
          ))}
          {row.actions.includes('ship') && (
            <button
              type="button"
              className="studio-button studio-button--primary"
              aria-describedby={titleId}
              onClick={() => setAsking('ship')}
            >
              {t('orders.actions.ship')}
            </button>
          )}
          {row.actions.includes('refuse') && (
            <button
              type="button"
              className="studio-button"
              aria-describedby={titleId}
              onClick={() => setAsking('refuse')}
            >
              {t('orders.actions.refuse')}
            </button>
          )}
          <button type="button" className="studio-button" aria-describedby={titleId} onClick={onSlip}>
            {t('orders.slip')}
          </button>
        </div>
      )}
    </li>
  );
}

/** The delivery slip, laid out for paper: only it prints (orders.css). */
function DeliverySlip({ row }: { row: OrderRow }) {
  const { t, locale } = useI18n();
  const price = (amount: number) => isolateNumbers(formatPrice(amount, 'UNIT', locale));
  return (
    <section className="delivery-slip" aria-label={t('orders.slip')}>
      <h1>
        {t('orders.slip')} · {t('orders.order', { id: row.id })}
      </h1>
      <p>
        {row.store?.name ?? row.seller.displayName} → {row.contactName}
      </p>
      <p>
        {row.address}, {row.city.name}, {row.region.name} ·{' '}
        <span dir="ltr">{row.phones.map(formatPhone).join(' · ')}</span>
      </p>
      <p>
        {row.provider.name} ({t(`orders.modes.${row.deliveryMode}`)})
        {row.trackingNumber ? ` · ${t('orders.tracking')} : ${row.trackingNumber}` : ''}
      </p>
      <table>
        <tbody>
          {row.items.map((item) => (
            <tr key={item.id}>
              <td>
                <bdi>{item.title}</bdi>
              </td>
              <td>× {item.quantity}</td>
              <td>{price(item.unitPrice * item.quantity)}</td>
            </tr>
          ))}
          <tr>
            <td>{t('orders.delivery')}</td>
            <td />
            <td>{price(row.deliveryPrice)}</td>
          </tr>
          <tr>
            <th>{t('orders.total')}</th>
            <td>{t(`orders.payment.${row.paymentMethod}`)}</td>
            <th>{price(row.total)}</th>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
