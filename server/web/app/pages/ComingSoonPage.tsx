import { Plane, Store } from 'lucide-react';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link, useRoute } from '../navigation';
import { paths } from '../routes';

const SCREENS = {
  travel: { title: 'portal.layout.travel', text: 'portal.layout.comingSoonPages.travel', Icon: Plane },
} as const;

/** Routes whose screens come with later issues (travel): linked already, titled, not indexed. */
export default function ComingSoonPage() {
  const { t } = useI18n();
  const { name } = useRoute();
  const screen = name in SCREENS ? SCREENS[name as keyof typeof SCREENS] : null;
  const title = t(screen ? screen.title : 'portal.layout.siteName');
  const Icon = screen?.Icon ?? Store;
  return (
    <section className="coming-soon">
      <Head title={title} noIndex />
      <span className="coming-soon__mark" aria-hidden="true">
        <Icon size={36} />
      </span>
      <h1>{title}</h1>
      <p className="coming-soon__lead">{t('portal.layout.comingSoon')}</p>
      {screen ? <p>{t(screen.text)}</p> : null}
      <Link href={paths.search()} className="button button--primary">
        {t('portal.layout.comingSoonBack')}
      </Link>
    </section>
  );
}
