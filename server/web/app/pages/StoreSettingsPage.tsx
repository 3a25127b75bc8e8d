import { StoreSettingsDocument } from '../../../../shared/graphql/generated';
import { useQuery } from '../../../../shared/graphql/use-query';
import { formatDay } from '../../../../shared/domain/format';
import { StoreSettingsForm } from '../components/order-store/StoreSettingsForm';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link } from '../navigation';
import { paths, storeSitePath } from '../routes';
import { isMember, useViewer } from '../session';
import type { PageProps } from './page-props';

/** What a save changes elsewhere: the store's cards and pages read it afresh. */
const STORE_CONTEXT = { additionalTypenames: ['Store'] };

/**
 * A store's details for its owners on the web (`/my/store/{id}`; issue 19), for owners who do
 * not use the studio. Sign-in is required (the server sends visitors to sign in first); only the
 * store's OWNER members get the form (the server checks every save anyway).
 */
export default function StoreSettingsPage({ params }: PageProps) {
  const { t } = useI18n();
  const viewer = useViewer();
  const title = t('portal.storeSettings.title');
  const [result, reload] = useQuery({
    query: StoreSettingsDocument,
    variables: { id: params.id ?? '' },
    pause: !isMember(viewer),
    requestPolicy: 'network-only',
    context: STORE_CONTEXT,
  });
  const store = result.data?.store;
  const owner = store?.users.some((member) => member.user.id === viewer?.id && member.role === 'OWNER') ?? false;
  return (
    <div className="order-store">
      <Head title={title} noIndex />
      <header className="order-store__head">
        <h1>{title}</h1>
        <p>{t('portal.storeSettings.lead')}</p>
      </header>
      {!isMember(viewer) ? (
        <Link href={paths.login(paths.storeSettings(params.id ?? ''))} className="button button--primary">
          {t('portal.account.login.submit')}
        </Link>
      ) : result.data && !store ? (
        <p role="alert">{t('portal.storeSettings.notFound')}</p>
      ) : store && !owner ? (
        <p role="alert">{t('portal.storeSettings.notYours')}</p>
      ) : store ? (
        <>
          <div className="order-store__status order-store__status--approved">
            <p>
              <strong>{store.name}</strong>
              {store.expiresAt &&
                ` · ${t('portal.storeSettings.until', { date: formatDay(new Date(store.expiresAt)) })}`}
            </p>
            <div className="order-store__links">
              <a className="button" href={storeSitePath(store)}>
                {t('portal.storeSettings.viewSite')}
              </a>
            </div>
          </div>
          <StoreSettingsForm store={store} onSaved={() => reload({ requestPolicy: 'network-only' })} />
        </>
      ) : null}
    </div>
  );
}
