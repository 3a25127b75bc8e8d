import { Compass, Home, Search } from 'lucide-react';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link } from '../navigation';
import { useHttpStatus } from '../page-status';
import { paths } from '../routes';

/** Any address the portal does not know: a real 404 with a way home. */
export default function NotFoundPage() {
  const { t } = useI18n();
  useHttpStatus(404);
  return <NotFound title={t('portal.layout.notFound.title')} text={t('portal.layout.notFound.text')} />;
}

/** The not-found block, also used by pages whose object is missing (an announcement, a category). */
export function NotFound({ title, text }: { title: string; text: string }) {
  const { t } = useI18n();
  return (
    <section className="not-found">
      <Head title={title} noIndex />
      <span className="not-found__mark" aria-hidden="true">
        <Compass size={40} />
      </span>
      <h1>{title}</h1>
      <p>{text}</p>
      <div className="not-found__actions">
        <Link href={paths.home()} className="button button--primary">
          <Home aria-hidden="true" size={18} />
          {t('portal.layout.notFound.home')}
        </Link>
        <Link href={paths.search()} className="button">
          <Search aria-hidden="true" size={18} />
          {t('portal.layout.comingSoonBack')}
        </Link>
      </div>
    </section>
  );
}
