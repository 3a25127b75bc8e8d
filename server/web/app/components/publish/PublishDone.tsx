import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { AnnouncementStatus } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { paths } from '../../routes';

/** After sending: it waits for a moderator, and where to go next (the member's list, another one). */
export function PublishDone({
  saved,
  editing,
}: {
  saved: { id: string; status: AnnouncementStatus };
  editing: boolean;
}) {
  const { t } = useI18n();
  const { localize } = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <section className="publish publish-done" aria-labelledby="publish-done-title" data-status={saved.status}>
      <CheckCircle2 aria-hidden="true" size={48} className="publish-done__icon" />
      <h1 id="publish-done-title" ref={heading} tabIndex={-1}>
        {t('portal.publish.done.title')}
      </h1>
      <p>{editing ? t('portal.publish.done.editText') : t('portal.publish.done.text')}</p>
      <div className="publish-done__actions">
        {/* Plain links: the member's list reads the server afresh, and a new form starts blank. */}
        <a className="button button--primary" href={localize(paths.panel())}>
          {t('portal.publish.done.mine')}
        </a>
        {!editing && (
          <a className="button" href={localize(paths.publish())}>
            {t('portal.publish.done.another')}
          </a>
        )}
      </div>
    </section>
  );
}
