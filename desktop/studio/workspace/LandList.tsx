import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import { useI18n, useStudioConnection } from '../kernel';
import { LanguagePicker } from './LanguagePicker';
import { NotificationsPanel } from './NotificationsPanel';
import { loadWorkspace, type LandRow, type OpenLand, type Workspace } from './lands';
import { useStoreUnread } from './store-unread';

type State = { name: 'loading' } | { name: 'failed' } | { name: 'ready'; workspace: Workspace };

/**
 * The user's stores and markets with the site-builder plan they edit each with (spec §4 "Plan"),
 * to open one; a land without a plan says why. Signing out is here too.
 */
export function LandList({
  onOpen,
  onSignOut,
  onLocale,
  onViewer,
  onModerate,
  onStoreRequests,
  onDeliveryRates,
  onPromotions,
  onPromotionRequests,
  onContactInbox,
  onPromote,
  onAnnouncements,
  onInbox,
  onOrders,
  onParcels,
}: {
  onOpen: (land: OpenLand) => void;
  /** Opens the moderation desk (offered to moderators only). */
  onModerate: () => void;
  /** Opens the store requests (offered to operators only). */
  onStoreRequests?: () => void;
  /** Opens the delivery providers' price grids (offered to operators only). */
  onDeliveryRates?: () => void;
  /** Operators: the promotion campaigns. */
  onPromotions?: () => void;
  onPromotionRequests?: () => void;
  /** Opens the contact messages (offered to operators only). */
  onContactInbox?: () => void;
  /** A store's owner asks for a promotion of it. */
  onPromote?: (store: { id: string; name: string }) => void;
  /** Opens a store's announcements and statistics (offered on each store the user belongs to). */
  onAnnouncements?: (store: { id: string; name: string }) => void;
  /** Opens a store's inbox (offered on each store the user belongs to). */
  onInbox?: (store: { id: string; name: string }) => void;
  /** Opens a store's orders (offered on each store the user belongs to). */
  onOrders?: (store: { id: string; name: string }) => void;
  /** Opens the parcels of a delivery provider the account works (DeliveryProvider accounts only). */
  onParcels?: (provider: { id: string; name: string }) => void;
  onSignOut: () => void;
  onLocale: (locale: Locale) => void;
  /** Told the signed-in user's id once known. */
  onViewer?: (id: string) => void;
}) {
  const { t } = useI18n();
  const { client } = useStudioConnection();
  const [state, setState] = useState<State>({ name: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    setState({ name: 'loading' });
    try {
      const workspace = await loadWorkspace(client);
      onViewer?.(workspace.user.id);
      setState({ name: 'ready', workspace });
    } catch {
      // Signed out meanwhile: the app shows the sign-in screen; otherwise the list offers a retry.
      setState({ name: 'failed' });
    }
  }, [client, onViewer]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    // Keyboard and screen-reader users land on the screen's title, not on the window's start.
    heading.current?.focus();
  }, []);

  const lands = state.name === 'ready' ? state.workspace.lands : [];
  const unread = useStoreUnread(lands);
  // The operators' screens, in the bar's order: each offered when the shell can open it.
  const operatorTools: [string, (() => void) | undefined][] = [
    ['storeRequests.open', onStoreRequests],
    ['deliveryRates.open', onDeliveryRates],
    ['promotions.open', onPromotions],
    ['promotionRequests.desk.open', onPromotionRequests],
    ['contactInbox.open', onContactInbox],
  ];

  return (
    <div className="studio-lands">
      <header className="studio-lands__bar">
        <strong>{t('workspace.appName')}</strong>
        {state.name === 'ready' && (
          <span className="studio-lands__user">
            {t('workspace.lands.signedInAs', { name: state.workspace.user.name })}
          </span>
        )}
        {state.name === 'ready' && state.workspace.user.canModerate && (
          <button type="button" className="studio-button" onClick={onModerate}>
            {t('moderation.open')}
          </button>
        )}
        {state.name === 'ready' &&
          state.workspace.user.canOperate &&
          operatorTools.map(([key, open]) =>
            open ? (
              <button key={key} type="button" className="studio-button" onClick={open}>
                {t(key)}
              </button>
            ) : null,
          )}
        {state.name === 'ready' &&
          onParcels &&
          state.workspace.user.deliveryProviders.map((provider) => (
            <button key={provider.id} type="button" className="studio-button" onClick={() => onParcels(provider)}>
              {t('orders.parcels', { name: provider.name })}
            </button>
          ))}
        <NotificationsPanel />
        <LanguagePicker onLocale={onLocale} />
        <button type="button" className="studio-button" onClick={onSignOut}>
          {t('workspace.lands.signOut')}
        </button>
      </header>
      <main className="studio-lands__body" aria-busy={state.name === 'loading'}>
        <h1 ref={heading} tabIndex={-1}>
          {t('workspace.lands.title')}
        </h1>
        {state.name === 'loading' && <p role="status">{t('workspace.lands.loading')}</p>}
        {state.name === 'failed' && (
          <div role="alert" className="studio-notice studio-notice--error">
            <p>{t('workspace.lands.failed')}</p>
            <button type="button" className="studio-button" onClick={() => void load()}>
              {t('workspace.lands.retry')}
            </button>
          </div>
        )}
        {state.name === 'ready' && lands.length === 0 && (
          <div className="studio-empty" data-testid="no-lands">
            <p>{t('workspace.lands.none')}</p>
            <p>{t('workspace.lands.noneHint')}</p>
          </div>
        )}
        {(['STORE', 'MARKET'] as const).map((launchType) => {
          const group = lands.filter((land) => land.launchType === launchType);
          if (group.length === 0) return null;
          return (
            <section key={launchType} aria-labelledby={`lands-${launchType}`}>
              <h2 id={`lands-${launchType}`}>
                {t(launchType === 'STORE' ? 'workspace.lands.stores' : 'workspace.lands.markets')}
              </h2>
              <ul className="studio-land-list">
                {group.map((land) => (
                  <LandItem
                    key={land.id}
                    land={land}
                    onOpen={onOpen}
                    onAnnouncements={onAnnouncements}
                    onInbox={onInbox}
                    onOrders={onOrders}
                    onPromote={onPromote}
                    unread={unread[land.id] ?? 0}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </main>
    </div>
  );
}

function LandItem({
  land,
  onOpen,
  onAnnouncements,
  onInbox,
  onOrders,
  onPromote,
  unread,
}: {
  land: LandRow;
  onOpen: (land: OpenLand) => void;
  onAnnouncements?: (store: { id: string; name: string }) => void;
  onInbox?: (store: { id: string; name: string }) => void;
  onOrders?: (store: { id: string; name: string }) => void;
  onPromote?: (store: { id: string; name: string }) => void;
  /** The store's unread messages. */
  unread: number;
}) {
  const { t } = useI18n();
  const nameId = `land-${land.launchType}-${land.id}`;
  const { plan } = land;
  return (
    <li className="studio-land" data-land={`${land.launchType}:${land.id}`}>
      <div className="studio-land__text">
        <span className="studio-land__name" id={nameId}>
          {land.name}
        </span>
        <small className="studio-land__hint">
          {plan ? t(`workspace.lands.planHint.${plan}`) : t(`workspace.lands.why.${land.why ?? 'noAccess'}`)}
        </small>
      </div>
      {land.launchType === 'STORE' && onInbox && (
        <button
          type="button"
          className="studio-button"
          aria-describedby={nameId}
          data-testid="store-inbox"
          onClick={() => onInbox({ id: land.id, name: land.name })}
        >
          {unread > 0 ? t('inbox.openUnread', { count: unread }) : t('inbox.open')}
        </button>
      )}
      {land.launchType === 'STORE' && onOrders && (
        <button
          type="button"
          className="studio-button"
          aria-describedby={nameId}
          data-testid="store-orders"
          onClick={() => onOrders({ id: land.id, name: land.name })}
        >
          {t('orders.open')}
        </button>
      )}
      {land.launchType === 'STORE' && land.owner && onPromote && (
        <button
          type="button"
          className="studio-button"
          aria-describedby={nameId}
          data-testid="store-promote"
          onClick={() => onPromote({ id: land.id, name: land.name })}
        >
          {t('promotionRequests.open')}
        </button>
      )}
      {land.launchType === 'STORE' && onAnnouncements && (
        <button
          type="button"
          className="studio-button"
          aria-describedby={nameId}
          data-testid="store-announcements"
          onClick={() => onAnnouncements({ id: land.id, name: land.name })}
        >
          {t('storeAnnouncements.open')}
        </button>
      )}
      {plan ? (
        <>
          <span className="studio-badge">{t(`workspace.lands.plan.${plan}`)}</span>
          <button
            type="button"
            className="studio-button studio-button--primary"
            aria-describedby={nameId}
            onClick={() => onOpen({ id: land.id, name: land.name, slug: land.slug, launchType: land.launchType, plan })}
          >
            {t('workspace.lands.open')}
          </button>
        </>
      ) : (
        <span className="studio-badge studio-badge--muted">{t(`workspace.lands.badge.${land.why ?? 'noAccess'}`)}</span>
      )}
    </li>
  );
}
