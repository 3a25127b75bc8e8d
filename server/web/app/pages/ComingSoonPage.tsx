import { Head } from '../head';
import { useI18n } from '../i18n';
import { useRoute } from '../navigation';

const TITLES = {
  stores: 'portal.layout.stores',
  travel: 'portal.layout.travel',
  checkout: 'portal.layout.cart',
} as const;

/** Routes whose screens come with later issues (store directory, checkout, travel): linked already, titled, not indexed. */
export default function ComingSoonPage() {
  const { t } = useI18n();
  const { name } = useRoute();
  const title = t(name in TITLES ? TITLES[name as keyof typeof TITLES] : 'portal.layout.siteName');
  return (
    <section className="narrow">
      <Head title={title} noIndex />
      <h1>{title}</h1>
      <p>{t('portal.layout.comingSoon')}</p>
    </section>
  );
}
