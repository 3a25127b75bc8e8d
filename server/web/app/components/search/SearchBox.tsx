import { Search } from 'lucide-react';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { paths } from '../../routes';

/** The top bar's search: a GET form to the search page (works without JavaScript). */
export function SearchBox() {
  const { t } = useI18n();
  const { query } = useNavigation();
  return (
    <form className="topbar__search" action={paths.search()} method="get" role="search">
      <input
        type="search"
        name="q"
        defaultValue={query.get('q') ?? ''}
        placeholder={t('portal.layout.searchPlaceholder')}
        aria-label={t('portal.layout.searchPlaceholder')}
      />
      <button type="submit" aria-label={t('portal.layout.searchButton')}>
        <Search aria-hidden="true" size={18} />
      </button>
    </form>
  );
}
