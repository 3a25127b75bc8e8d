import { useState } from 'react';
import { useMutation } from 'urql';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
} from '../../../../shared/domain/notifications';
import {
  NotificationDigestSetDocument,
  NotificationMarkAllReadDocument,
  NotificationPreferenceSetDocument,
  NotificationsDocument,
  NotificationSettingsDocument,
} from '../../../../shared/graphql/generated';
import { useQuery } from '../../../../shared/graphql/use-query';
import { NotificationItem } from '../components/notifications/NotificationItem';
import { PushOptIn } from '../components/notifications/PushOptIn';
import { SavedSearches } from '../components/notifications/SavedSearches';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link } from '../navigation';
import { paths } from '../routes';
import { isMember, useViewer } from '../session';

const PAGE_SIZE = 20;

/**
 * The document cache refetches the pages when a mutation names this type: marking all read
 * returns a bare count, so it says which lists it changed.
 */
const NOTIFICATION_CONTEXT = { additionalTypenames: ['Notification'] };

/** The channel columns of the preferences table, by their field in the settings. */
const CHANNEL_FIELD = { IN_APP: 'inApp', EMAIL: 'email', PUSH: 'push' } as const satisfies Record<
  NotificationChannel,
  string
>;

/** One page of notifications after a cursor ("show more" adds the next one below). */
function NotificationPage({ after, onMore }: { after: string | null; onMore: (cursor: string) => void }) {
  const { t } = useI18n();
  const [result] = useQuery({
    query: NotificationsDocument,
    variables: { first: PAGE_SIZE, after },
    context: NOTIFICATION_CONTEXT,
  });
  const now = new Date();
  if (result.error) {
    return (
      <p className="notifications__status" role="alert">
        {t('portal.notifications.error')}
      </p>
    );
  }
  const page = result.data?.notifications;
  if (!page) return null;
  if (!after && page.data.length === 0)
    return <p className="notifications__status">{t('portal.notifications.empty')}</p>;
  return (
    <>
      <ul className="notifications">
        {page.data.map((item) => (
          <NotificationItem key={item.id} item={item} now={now} />
        ))}
      </ul>
      {page.hasMore && page.nextCursor ? (
        <button type="button" className="button button--ghost" onClick={() => onMore(page.nextCursor!)}>
          {t('portal.notifications.more')}
        </button>
      ) : null}
    </>
  );
}

/** Kind × channel switches and the daily digest; each change is saved at once. */
function Preferences() {
  const { t } = useI18n();
  const [settings] = useQuery({ query: NotificationSettingsDocument });
  const [setPreferenceResult, setPreference] = useMutation(NotificationPreferenceSetDocument);
  const [setDigestResult, setDigest] = useMutation(NotificationDigestSetDocument);
  const current = settings.data?.notificationSettings;
  if (!current) return null;
  const saving = setPreferenceResult.fetching || setDigestResult.fetching;
  const saved = !saving && (setPreferenceResult.data ?? setDigestResult.data);
  return (
    <>
      <PushOptIn publicKey={current.webPushPublicKey} />
      <section className="panel settings__section" aria-labelledby="notification-preferences">
        <h2 id="notification-preferences">{t('portal.notifications.preferencesTitle')}</h2>
        <table className="notification-preferences">
          <thead>
            <tr>
              <th scope="col">{t('portal.notifications.kind')}</th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th scope="col" key={channel}>
                  {t(`portal.notifications.channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => {
              const row = current.preferences.find((preference) => preference.kind === kind);
              const label = t(`portal.notifications.kinds.${kind}`);
              return (
                <tr key={kind}>
                  <th scope="row">{label}</th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <td key={channel}>
                      <input
                        type="checkbox"
                        aria-label={`${label} · ${t(`portal.notifications.channels.${channel}`)}`}
                        checked={!!row?.[CHANNEL_FIELD[channel]]}
                        onChange={(event) => void setPreference({ kind, channel, enabled: event.target.checked })}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
        <label className="checkbox-line">
          <input
            type="checkbox"
            checked={current.emailDigest}
            onChange={(event) => void setDigest({ enabled: event.target.checked })}
          />
          <span>{t('portal.notifications.digest')}</span>
        </label>
        <p className={saved ? 'form-success' : undefined} role="status">
          {saved ? t('portal.notifications.saved') : ''}
        </p>
      </section>
    </>
  );
}

/**
 * The notification centre (`/notifications`, sign-in required: the server sends visitors to sign
 * in first): every notification, newest first, twenty at a time, and the member's preferences.
 * E-mails link here, both for "all your notifications" and for choosing what Souk sends.
 */
export default function NotificationsPage() {
  const { t } = useI18n();
  const viewer = useViewer();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [markAll, markAllRead] = useMutation(NotificationMarkAllReadDocument);
  const title = t('portal.notifications.title');
  if (!isMember(viewer)) {
    return (
      <section className="narrow panel">
        <Head title={title} noIndex />
        <h1>{title}</h1>
        <p>{t('portal.notifications.signIn')}</p>
        <Link href={paths.login(paths.notifications())} className="button button--primary">
          {t('portal.account.login.submit')}
        </Link>
      </section>
    );
  }
  return (
    <div className="settings narrow">
      <Head title={title} noIndex />
      <header className="settings__header">
        <h1>{title}</h1>
        <button
          type="button"
          className="button button--ghost"
          disabled={markAll.fetching}
          onClick={() => {
            void markAllRead({}, NOTIFICATION_CONTEXT);
          }}
        >
          {t('portal.notifications.markAll')}
        </button>
      </header>
      <section className="panel settings__section" aria-label={title}>
        {cursors.map((after) => (
          <NotificationPage
            key={after ?? 'first'}
            after={after}
            onMore={(cursor) => setCursors((list) => (list.includes(cursor) ? list : [...list, cursor]))}
          />
        ))}
      </section>
      <SavedSearches />
      <Preferences />
    </div>
  );
}
