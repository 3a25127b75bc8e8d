import { Plus } from 'lucide-react';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { paths } from '../../routes';
import type { Viewer } from '../../session';

/** The invitation to publish that closes the home; visitors sign in first and come back to it. */
export function PublishCallout({ viewer }: { viewer: Viewer | null }) {
  const { t } = useI18n();
  const { localize } = useNavigation();
  return (
    <section className="home-publish" aria-labelledby="home-publish-title">
      <div>
        <h2 id="home-publish-title">{t('portal.home.publish.title')}</h2>
        <p>{t('portal.home.publish.text')}</p>
      </div>
      <a
        href={localize(viewer ? paths.publish() : paths.login(localize(paths.publish())))}
        className="button button--primary"
      >
        <Plus aria-hidden="true" size={18} />
        {t('portal.home.publish.action')}
      </a>
    </section>
  );
}
