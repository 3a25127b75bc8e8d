import { Store } from 'lucide-react';
import { useState } from 'react';
import { MyStoreRequestsDocument } from '../../../../shared/graphql/generated';
import { useQuery } from '../../../../shared/graphql/use-query';
import { StoreRequestForm } from '../components/order-store/StoreRequestForm';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link } from '../navigation';
import { paths, storeSitePath } from '../routes';
import { isMember, useViewer } from '../session';

/** Lists that change when a request is sent (the mutation returns the request, the list is a query of its own). */
const REQUESTS_CONTEXT = { additionalTypenames: ['StoreRequest'] };

/**
 * Becoming a store (`/order-store`, alias `/pro`; issue 19): where the member's latest request
 * stands (waiting, refused with its reason, or the store it opened), and the request form when
 * none waits.
 */
export default function OrderStorePage() {
  const { t } = useI18n();
  const viewer = useViewer();
  const title = t('portal.orderStore.title');
  if (!isMember(viewer)) {
    return (
      <section className="narrow panel">
        <Head title={title} noIndex />
        <h1>{title}</h1>
        <p>{t('portal.orderStore.signIn')}</p>
        <Link href={paths.login(paths.orderStore())} className="button button--primary">
          {t('portal.account.login.submit')}
        </Link>
      </section>
    );
  }
  return <OrderStore title={title} />;
}

function OrderStore({ title }: { title: string }) {
  const { t } = useI18n();
  const [requests, reload] = useQuery({ query: MyStoreRequestsDocument, context: REQUESTS_CONTEXT });
  const [sent, setSent] = useState(0);
  const latest = requests.data?.myStoreRequests[0] ?? null;
  return (
    <div className="order-store">
      <Head title={title} noIndex />
      <header className="order-store__head">
        <Store aria-hidden="true" size={32} className="order-store__icon" />
        <h1>{title}</h1>
        <p>{t('portal.orderStore.lead')}</p>
      </header>
      {latest && (
        <div
          className={`order-store__status order-store__status--${latest.status.toLowerCase()}`}
          role="status"
          key={sent}
        >
          <p>{t(`portal.orderStore.status.${latest.status}`, { name: latest.name, reason: latest.reason ?? '' })}</p>
          {latest.status === 'APPROVED' && latest.store && (
            <div className="order-store__links">
              <a className="button button--primary" href={storeSitePath(latest.store)}>
                {t('portal.orderStore.openStore')}
              </a>
              <Link className="button" href={paths.storeSettings(latest.store.id)}>
                {t('portal.storeSettings.edit')}
              </Link>
              <a className="button" href="/studio/">
                {t('portal.orderStore.openStudio')}
              </a>
            </div>
          )}
        </div>
      )}
      {requests.data && latest?.status !== 'PENDING' && latest?.status !== 'APPROVED' && (
        <StoreRequestForm
          onSent={() => {
            setSent((count) => count + 1);
            reload({ requestPolicy: 'network-only' });
          }}
        />
      )}
    </div>
  );
}
