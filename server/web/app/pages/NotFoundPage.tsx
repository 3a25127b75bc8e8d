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
      <h1>{title}</h1>
      <p>{text}</p>
      <Link href={paths.home()} className="button button--primary">
        {t('portal.layout.notFound.home')}
      </Link>
    </section>
  );
}
