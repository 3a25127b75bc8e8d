import { useQuery } from '../../../../shared/graphql/use-query';
import { ErrorCode } from '../../../../shared/domain/errors';
import { AnnouncementShowDocument } from '../../../../shared/graphql/generated';
import { AnnouncementView } from '../components/announcement/AnnouncementView';
import { errorCodeOf } from '../components/announcement/graphql-errors';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { useHttpStatus } from '../page-status';
import type { PageProps } from './page-props';
import { NotFound } from './NotFoundPage';

/** Codes that mean "no such announcement here": unknown, hidden from this caller, or an id that is no id. */
const MISSING_CODES = new Set<string>([
  ErrorCode.ANNOUNCEMENT_NOT_FOUND,
  ErrorCode.NOT_FOUND,
  ErrorCode.BAD_USER_INPUT,
]);

/** An announcement that does not exist or that the caller may not see: a real 404 with a way home (spec §2). */
function AnnouncementNotFound() {
  const { t } = useI18n();
  useHttpStatus(404);
  return <NotFound title={t('portal.announcement.notFoundTitle')} text={t('announcements.notFound')} />;
}

/** A failure that is not the announcement's absence (the network, the server). */
function AnnouncementUnavailable({ offline }: { offline: boolean }) {
  const { t } = useI18n();
  useHttpStatus(503);
  const text = t(offline ? 'portal.layout.connectionProblem' : 'portal.layout.unexpected');
  return (
    <section className="not-found">
      <Head title={text} noIndex />
      <p className="form-error" role="alert">
        {text}
      </p>
    </section>
  );
}

/**
 * The announcement page, `/{slug}-d{id}` (route announcement_show). `announcementDetails` counts
 * the view on the server; the page adds nothing for it.
 */
export default function AnnouncementPage({ params }: PageProps) {
  const { t } = useI18n();
  const [{ data, error, fetching }] = useQuery({ query: AnnouncementShowDocument, variables: { id: params.id ?? '' } });
  const announcement = data?.announcementDetails;
  if (announcement) return <AnnouncementView key={announcement.id} announcement={announcement} />;
  if (fetching) return <p className="page-loading">{t('portal.layout.loading')}</p>;
  const code = errorCodeOf(error);
  if (error && !(code && MISSING_CODES.has(code)))
    return <AnnouncementUnavailable offline={Boolean(error.networkError)} />;
  return <AnnouncementNotFound />;
}
