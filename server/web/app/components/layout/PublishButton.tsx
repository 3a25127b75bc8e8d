import { Plus } from 'lucide-react';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { paths } from '../../routes';
import type { Viewer } from '../../session';

/**
 * The publish (plus) button. `/publish` is answered by the server, which sends members on to the
 * panel's new-announcement page; visitors first sign in and come back to it (spec §6), so both
 * are plain links.
 */
export function PublishButton({ viewer }: { viewer: Viewer | null }) {
  const { t } = useI18n();
  const { localize } = useNavigation();
  // The language stays through sign-in and on to the form (a plain link: `localize` by hand).
  const href = localize(viewer ? paths.publish() : paths.login(localize(paths.publish())));
  return (
    <a
      href={href}
      className="button button--primary publish-button"
      aria-label={t('portal.layout.publishAnnouncement')}
    >
      <Plus aria-hidden="true" size={18} strokeWidth={2.6} />
      <span className="publish-button__text">{t('portal.layout.publish')}</span>
    </a>
  );
}
