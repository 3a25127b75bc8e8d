import { ArrowUpToLine, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { canApply } from '../../../../../shared/domain/announcement-status';
import type { AnnouncementStatus } from '../../../../../shared/domain/announcements';
import { ErrorCode } from '../../../../../shared/domain/errors';
import { AnnouncementRefreshDocument } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { paths } from '../../routes';
import { ActionImpossibleDialog } from './ActionImpossibleDialog';
import { errorCodeOf, errorExtensionOf } from './graphql-errors';

/**
 * The owner's shortcuts on their own announcement: edit it in the publishing steps, or bring it back
 * to the top. Refreshing what cannot be refreshed (spec §4: expired or unpublished) opens the
 * "action impossible" alert instead.
 */
export function OwnerTools({ announcement }: { announcement: { id: string; status: AnnouncementStatus } }) {
  const { t } = useI18n();
  const [{ fetching }, refresh] = useMutation(AnnouncementRefreshDocument);
  const [impossible, setImpossible] = useState<AnnouncementStatus | null>(null);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onRefresh = async () => {
    if (fetching) return;
    if (!canApply('refresh', announcement.status)) {
      setImpossible(announcement.status);
      return;
    }
    setError(null);
    const result = await refresh({ ids: [announcement.id] });
    if (result.data) {
      setDone(true);
      return;
    }
    if (errorCodeOf(result.error) === ErrorCode.ANNOUNCEMENT_ACTION_IMPOSSIBLE) {
      const status = errorExtensionOf(result.error, 'status');
      setImpossible((typeof status === 'string' ? status : announcement.status) as AnnouncementStatus);
    } else {
      setError(t('portal.layout.unexpected'));
    }
  };

  return (
    <section className="owner-tools" aria-labelledby="announcement-owner">
      <h2 id="announcement-owner">{t('portal.announcement.owner.title')}</h2>
      <div className="owner-tools__actions">
        <a className="button" href={paths.editAnnouncement(announcement.id)}>
          <Pencil aria-hidden="true" size={18} />
          {t('portal.announcement.owner.edit')}
        </a>
        <button type="button" className="button" onClick={() => void onRefresh()} aria-busy={fetching}>
          <ArrowUpToLine aria-hidden="true" size={18} />
          {t('portal.announcement.owner.refresh')}
        </button>
      </div>
      {done ? (
        <p className="form-success" role="status">
          {t('portal.announcement.owner.refreshed')}
        </p>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <ActionImpossibleDialog status={impossible} onClose={() => setImpossible(null)} />
    </section>
  );
}
