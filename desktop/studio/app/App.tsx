import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OrdersScope } from '../orders/orders-api';
import type { Locale } from '../../../shared/i18n/locales';
import {
  connectionValue,
  createStudioClient,
  I18nProvider,
  initialLocale,
  rememberLocale,
  type SignOutReason,
  type StudioConnection,
  StudioConnectionProvider,
  StudioSession,
  useI18n,
} from '../kernel';
import { EditorScreen } from '../editor/ui/EditorScreen';
import { getPlatform } from '../platform';
import type { AnnouncementsStore } from '../store-announcements/StoreAnnouncementsScreen';
import { LandList } from '../workspace/LandList';
import { loadWorkspace } from '../workspace/lands';
import type { DeepLink } from '../platform/deep-link';
import type { OpenLand } from '../workspace/lands';
import { SignIn } from '../workspace/SignIn';
import { NewMessageToast } from '../inbox/NewMessageToast';

// Screens a session may never open load with their first use: the charts (recharts) and the
// forms stay out of the start of the studio, whose main screen is the editor.
const ModerationDesk = lazy(() => import('../moderation/ModerationDesk').then((m) => ({ default: m.ModerationDesk })));
const StoreAnnouncementsScreen = lazy(() =>
  import('../store-announcements/StoreAnnouncementsScreen').then((m) => ({ default: m.StoreAnnouncementsScreen })),
);
const StoreRequestsScreen = lazy(() =>
  import('../store-requests/StoreRequestsScreen').then((m) => ({ default: m.StoreRequestsScreen })),
);
const DeliveryRatesScreen = lazy(() =>
  import('../delivery-rates/DeliveryRatesScreen').then((m) => ({ default: m.DeliveryRatesScreen })),
);
const PromotionsScreen = lazy(() =>
  import('../promotions/PromotionsScreen').then((m) => ({ default: m.PromotionsScreen })),
);
const PromoteScreen = lazy(() =>
  import('../promotion-requests/PromoteScreen').then((m) => ({ default: m.PromoteScreen })),
);
const PromotionRequestsDesk = lazy(() =>
  import('../promotion-requests/PromotionRequestsDesk').then((m) => ({ default: m.PromotionRequestsDesk })),
);
const ContactInboxScreen = lazy(() =>
  import('../contact-inbox/ContactInboxScreen').then((m) => ({ default: m.ContactInboxScreen })),
);
const OrdersScreen = lazy(() => import('../orders/OrdersScreen').then((m) => ({ default: m.OrdersScreen })));
const InboxScreen = lazy(() => import('../inbox/InboxScreen').then((m) => ({ default: m.InboxScreen })));
const AnnouncementForm = lazy(() =>
  import('../announcement-form/AnnouncementForm').then((m) => ({ default: m.AnnouncementForm })),
);

type Stage =
  | { name: 'starting' }
  | { name: 'signIn'; ended: SignOutReason | null }
  | { name: 'lands' }
  | { name: 'moderation' }
  | { name: 'storeRequests' }
  | { name: 'deliveryRates' }
  | { name: 'promotions' }
  | { name: 'promotionRequests' }
  | { name: 'contactInbox' }
  /** A store's owner asks for its promotions. */
  | { name: 'promote'; store: { id: string; name: string } }
  /** `editing`: the publishing form open over the list (id null for a new one); `reloadKey` reloads the list after a save. */
  | { name: 'announcements'; store: AnnouncementsStore; editing: { id: string | null } | null; reloadKey: number }
  | { name: 'inbox'; store: { id: string; name: string }; conversationId?: string }
  /** A store's orders, or (`store` null) the parcels of the delivery provider the account works. */
  | { name: 'orders'; scope: OrdersScope; title: string }
  | { name: 'editor'; land: OpenLand };

/** A session on one API address and its GraphQL connection. */
interface Live {
  session: StudioSession;
  connection: StudioConnection;
  dispose(): void;
}

/** The studio: sign in, choose a store or market, design its site; in fr, ar (mirrored) or en. */
export function App() {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const onLocale = useCallback((next: Locale) => {
    rememberLocale(next);
    setLocale(next);
  }, []);
  return (
    <I18nProvider locale={locale}>
      <Studio onLocale={onLocale} />
    </I18nProvider>
  );
}

function Studio({ onLocale }: { onLocale: (locale: Locale) => void }) {
  const { t, locale, dir } = useI18n();
  const [stage, setStage] = useState<Stage>({ name: 'starting' });
  const [live, setLive] = useState<Live | null>(null);
  const [viewerId, setViewerId] = useState<string | null>(null);
  // Where the store's announcements list was scrolled when the publishing form opened over it.
  const listScroll = useRef(0);
  // Read by the client on each request: a language chosen later applies from the next one.
  const localeRef = useRef(locale);
  localeRef.current = locale;

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
    getPlatform().setLocale(locale);
  }, [locale, dir]);

  // A souk:// link (the desktop app started or called with it; `?link=` in a browser) waits for a
  // session, then opens its land's editor or its store's conversation.
  const [link, setLink] = useState<DeepLink | null>(null);
  const [linkRefused, setLinkRefused] = useState(false);
  useEffect(() => getPlatform().onDeepLink(setLink), []);
  const signedIn = live !== null && stage.name !== 'starting' && stage.name !== 'signIn';
  useEffect(() => {
    if (!link || !signedIn || !live) return;
    setLink(null);
    void loadWorkspace(live.connection.client)
      .then(({ lands }) => {
        const land = lands.find((row) =>
          link.kind === 'land' ? row.id === link.landId : row.launchType === 'STORE' && row.id === link.storeId,
        );
        setLinkRefused(!land || (link.kind === 'land' && !land.plan));
        if (!land) return;
        if (link.kind === 'conversation') {
          setStage({ name: 'inbox', store: { id: land.id, name: land.name }, conversationId: link.conversationId });
        } else if (land.plan) {
          setStage({
            name: 'editor',
            land: { id: land.id, name: land.name, slug: land.slug, launchType: land.launchType, plan: land.plan },
          });
        }
      })
      .catch(() => setLinkRefused(true));
  }, [link, signedIn, live]);

  useEffect(() => {
    const app = t('workspace.appName');
    document.title =
      stage.name === 'editor'
        ? `${stage.land.name} · ${app}`
        : stage.name === 'moderation'
          ? `${t('moderation.title')} · ${app}`
          : stage.name === 'storeRequests'
            ? `${t('storeRequests.title')} · ${app}`
            : app;
  }, [stage, t]);

  /** A session and client on an API address; a session that ends sends the user back to sign in, told why. */
  const open = useCallback((baseUrl: string): Live => {
    const session = new StudioSession(getPlatform(), baseUrl);
    const connection = createStudioClient(session, { locale: () => localeRef.current });
    const stop = session.onChange((change) => {
      if (change.signedIn) return;
      setViewerId(null);
      setStage({ name: 'signIn', ended: change.reason });
    });
    return {
      session,
      connection,
      dispose: () => {
        stop();
        connection.dispose();
      },
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      // An address the platform cannot read falls back to the server that served the page.
      const baseUrl = await getPlatform()
        .getApiBaseUrl()
        .catch(() => window.location.origin);
      if (cancelled) return;
      const next = open(baseUrl);
      const signedIn = await next.session.restore();
      if (cancelled) {
        next.dispose();
        return;
      }
      setLive(next);
      setStage(signedIn ? { name: 'lands' } : { name: 'signIn', ended: null });
    })();
    return () => {
      cancelled = true;
    };
  }, [open]);

  // A replaced connection (another API address) or the app going away closes its WebSocket.
  useEffect(() => () => live?.dispose(), [live]);

  const value = useMemo(
    () => live && connectionValue(live.connection.client, live.session, viewerId),
    [live, viewerId],
  );

  if (stage.name === 'starting' || !live || !value) {
    return (
      <div className="studio-splash" aria-busy="true">
        <span className="visually-hidden">{t('workspace.starting')}</span>
      </div>
    );
  }
  if (stage.name === 'signIn') {
    return (
      <SignIn
        session={live.session}
        ended={stage.ended}
        onLocale={onLocale}
        onApiBaseUrl={async (url) => {
          const platform = getPlatform();
          const problem = await platform.setApiBaseUrl(url);
          if (problem) return problem;
          if (platform.reloadsOnApiChange) return 'reloading';
          const next = open(url);
          setLive(next);
          return next.session;
        }}
        onSignedIn={() => setStage({ name: 'lands' })}
      />
    );
  }
  return (
    <StudioConnectionProvider value={value}>
      {linkRefused && (
        <p role="status" className="studio-notice studio-link-refused">
          {t('workspace.deepLinkRefused')}
          <button type="button" className="studio-button" onClick={() => setLinkRefused(false)}>
            {t('workspace.dismiss')}
          </button>
        </p>
      )}
      {/* A buyer's message to one of the member's stores is told of anywhere but in the inbox. */}
      {stage.name === 'inbox' ? null : <NewMessageToast onOpen={(store) => setStage({ name: 'inbox', store })} />}
      {stage.name === 'lands' ? (
        <LandList
          onLocale={onLocale}
          onViewer={setViewerId}
          onOpen={(land) => setStage({ name: 'editor', land })}
          onModerate={() => setStage({ name: 'moderation' })}
          onStoreRequests={() => setStage({ name: 'storeRequests' })}
          onDeliveryRates={() => setStage({ name: 'deliveryRates' })}
          onPromotions={() => setStage({ name: 'promotions' })}
          onPromotionRequests={() => setStage({ name: 'promotionRequests' })}
          onContactInbox={() => setStage({ name: 'contactInbox' })}
          onPromote={(store) => setStage({ name: 'promote', store })}
          onAnnouncements={(store) => setStage({ name: 'announcements', store, editing: null, reloadKey: 0 })}
          onInbox={(store) => setStage({ name: 'inbox', store })}
          onOrders={(store) =>
            setStage({ name: 'orders', scope: { kind: 'store', storeId: store.id }, title: store.name })
          }
          onParcels={(provider) => setStage({ name: 'orders', scope: { kind: 'provider' }, title: provider.name })}
          onSignOut={() => void live.session.signOut()}
        />
      ) : stage.name === 'moderation' ? (
        <Suspense fallback={<Loading />}>
          <ModerationDesk onExit={() => setStage({ name: 'lands' })} />
        </Suspense>
      ) : stage.name === 'storeRequests' ? (
        <Suspense fallback={<Loading />}>
          <StoreRequestsScreen onExit={() => setStage({ name: 'lands' })} />
        </Suspense>
      ) : stage.name === 'deliveryRates' ? (
        <Suspense fallback={<Loading />}>
          <DeliveryRatesScreen onExit={() => setStage({ name: 'lands' })} />
        </Suspense>
      ) : stage.name === 'promotions' ? (
        <Suspense fallback={<Loading />}>
          <PromotionsScreen onExit={() => setStage({ name: 'lands' })} />
        </Suspense>
      ) : stage.name === 'promotionRequests' ? (
        <Suspense fallback={<Loading />}>
          <PromotionRequestsDesk onExit={() => setStage({ name: 'lands' })} />
        </Suspense>
      ) : stage.name === 'contactInbox' ? (
        <Suspense fallback={<Loading />}>
          <ContactInboxScreen onExit={() => setStage({ name: 'lands' })} />
        </Suspense>
      ) : stage.name === 'promote' ? (
        <Suspense fallback={<Loading />}>
          <PromoteScreen store={stage.store} onExit={() => setStage({ name: 'lands' })} />
        </Suspense>
      ) : stage.name === 'orders' ? (
        <Suspense fallback={<Loading />}>
          <OrdersScreen scope={stage.scope} name={stage.title} onExit={() => setStage({ name: 'lands' })} />
        </Suspense>
      ) : stage.name === 'inbox' ? (
        <Suspense fallback={<Loading />}>
          <InboxScreen
            store={stage.store}
            conversationId={stage.conversationId}
            onExit={() => setStage({ name: 'lands' })}
          />
        </Suspense>
      ) : stage.name === 'announcements' ? (
        <>
          {/* Kept mounted under the form: its filters, selection and page survive an edit. */}
          <div hidden={stage.editing !== null}>
            <Suspense fallback={<Loading />}>
              <StoreAnnouncementsScreen
                store={stage.store}
                reloadKey={stage.reloadKey}
                onExit={() => setStage({ name: 'lands' })}
                onEdit={(id) => {
                  listScroll.current = window.scrollY;
                  setStage({ ...stage, editing: { id } });
                  window.scrollTo(0, 0);
                }}
              />
            </Suspense>
          </div>
          {stage.editing && (
            <Suspense fallback={<Loading />}>
              <AnnouncementForm
                storeId={stage.store.id}
                announcementId={stage.editing.id ?? undefined}
                onDone={(saved) => {
                  setStage({ ...stage, editing: null, reloadKey: saved ? stage.reloadKey + 1 : stage.reloadKey });
                  // Back where the list was left (the form scrolled the window its own way).
                  requestAnimationFrame(() => window.scrollTo(0, listScroll.current));
                }}
              />
            </Suspense>
          )}
        </>
      ) : (
        <EditorScreen
          client={value.client}
          apiBaseUrl={value.apiBaseUrl}
          land={stage.land}
          onExit={() => setStage({ name: 'lands' })}
        />
      )}
    </StudioConnectionProvider>
  );
}

/** What shows while a screen's code loads (its first opening only). */
function Loading() {
  const { t } = useI18n();
  return (
    <div className="studio-splash" aria-busy="true">
      <span className="visually-hidden">{t('workspace.starting')}</span>
    </div>
  );
}
