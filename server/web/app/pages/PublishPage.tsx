import { canModerate } from '../components/announcement/permissions';
import { PublishWizard, type PublishMode } from '../components/publish/PublishWizard';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link, useRoute } from '../navigation';
import { paths } from '../routes';
import { isMember, useViewer } from '../session';
import type { PageProps } from './page-props';

const MODES = { publish: 'new', edit_announcement: 'edit', edit_announcement_admin: 'admin' } as const;

/**
 * The member panel's publishing pages (issue 19): `/publish` (with `?step=upload` and the other
 * steps), `/edit-announcement/{id}` for the announcer and `/edit-announcement-admin/{id}` for
 * moderators. Sign-in is required (the server sends visitors to sign in first); the form itself
 * runs in the browser, so the server's HTML is its frame and heading.
 */
export default function PublishPage({ params }: PageProps) {
  const { t } = useI18n();
  const route = useRoute();
  const viewer = useViewer();
  const mode: PublishMode = MODES[route.name as keyof typeof MODES] ?? 'new';
  const title =
    mode === 'new'
      ? t('portal.publish.title')
      : mode === 'edit'
        ? t('portal.publish.editTitle')
        : t('portal.publish.adminTitle');
  if (!isMember(viewer) || (mode === 'admin' && !canModerate(viewer))) {
    return (
      <section className="narrow panel">
        <Head title={title} noIndex />
        <h1>{title}</h1>
        <p>{isMember(viewer) ? t('portal.publish.notModerator') : t('portal.publish.signIn')}</p>
        {!isMember(viewer) && (
          <Link href={paths.login(paths.publish())} className="button button--primary">
            {t('portal.account.login.submit')}
          </Link>
        )}
      </section>
    );
  }
  return (
    <>
      <Head title={title} noIndex />
      {/* A new form per announcement: keyed so that going from one edit to another starts afresh. */}
      <PublishWizard key={`${mode}-${params.id ?? ''}`} mode={mode} announcementId={params.id} viewer={viewer} />
    </>
  );
}
