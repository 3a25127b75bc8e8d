import { Trash2 } from 'lucide-react';
import { useMutation } from 'urql';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '../../../../../shared/domain/saved-searches';
import {
  SavedSearchDeleteDocument,
  SavedSearchesDocument,
  SavedSearchUpdateDocument,
} from '../../../../../shared/graphql/generated';
import { useQuery } from '../../../../../shared/graphql/use-query';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';

/** Deleting returns a bare boolean: naming the type refetches the list. */
const LIST_CONTEXT = { additionalTypenames: ['SavedSearch'] };

/** The member's saved searches on `/notifications`: open one, change its alerts, delete it. */
export function SavedSearches() {
  const { t } = useI18n();
  const [list] = useQuery({ query: SavedSearchesDocument, context: LIST_CONTEXT });
  const [, update] = useMutation(SavedSearchUpdateDocument);
  const [, remove] = useMutation(SavedSearchDeleteDocument);
  const searches = list.data?.savedSearches ?? [];
  return (
    <section className="panel settings__section" aria-labelledby="saved-searches">
      <h2 id="saved-searches">{t('portal.notifications.searches.title')}</h2>
      {list.data && searches.length === 0 ? <p>{t('portal.notifications.searches.empty')}</p> : null}
      <ul className="saved-searches">
        {searches.map((saved) => (
          <li key={saved.id} className="saved-search">
            <Link href={saved.path} className="saved-search__name">
              <bdi>{saved.name}</bdi>
            </Link>
            <select
              value={saved.frequency}
              aria-label={t('portal.notifications.searches.frequency', { name: saved.name })}
              onChange={(event) => void update({ id: saved.id, frequency: event.target.value as SavedSearchFrequency })}
            >
              {SAVED_SEARCH_FREQUENCIES.map((value) => (
                <option key={value} value={value}>
                  {t(`portal.search.save.${value}`)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="icon-button"
              aria-label={t('portal.notifications.searches.delete', { name: saved.name })}
              onClick={() => void remove({ id: saved.id }, LIST_CONTEXT)}
            >
              <Trash2 aria-hidden="true" size={18} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
