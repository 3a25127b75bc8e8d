import { useQuery } from '../../../../../shared/graphql/use-query';
import { AnnouncementSuggestionsDocument } from '../../../../../shared/graphql/generated';
import { AnnouncementCard } from '../AnnouncementCard';
import { useI18n } from '../../i18n';

/** How many similar announcements the page shows. */
const SIMILAR_COUNT = 12;

/** Active announcements like this one (same category, nearby first), as cards. */
export function SimilarAnnouncements({ announcementId }: { announcementId: string }) {
  const { t } = useI18n();
  const [{ data }] = useQuery({
    query: AnnouncementSuggestionsDocument,
    variables: { id: announcementId, count: SIMILAR_COUNT, mediaSize: 'SMALL' },
  });
  const suggestions = data?.announcementSuggestions ?? [];
  if (suggestions.length === 0) return null;
  return (
    <section className="similar" aria-labelledby="announcement-similar">
      <h2 id="announcement-similar">{t('portal.announcement.sections.similar')}</h2>
      <ul className="card-grid">
        {suggestions.map((suggestion) => (
          <li key={suggestion.id}>
            <AnnouncementCard announcement={suggestion} />
          </li>
        ))}
      </ul>
    </section>
  );
}
