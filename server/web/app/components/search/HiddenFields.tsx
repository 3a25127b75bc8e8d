import { DEFAULT_LOCALE } from '../../../../../shared/i18n';
import { useI18n } from '../../i18n';
import { isSearchRoute } from '../../lib/search-address';
import { SEARCH_VIEW_PARAM, searchViewOf, searchViewParam } from '../../lib/search-view';
import { useNavigation } from '../../navigation';

/**
 * Hidden inputs that carry what a GET form's own controls do not (the rest of the search, the
 * language, the results' layout), so the form submitted without JavaScript lands on the same
 * search with one change. The language and the layout are the page's, not the form's: every form
 * of the page keeps them.
 */
export function HiddenFields({ params }: { params: readonly (readonly [string, string])[] }) {
  const { locale } = useI18n();
  const { location, query } = useNavigation();
  const view = isSearchRoute(location.match) ? searchViewParam(searchViewOf(query.get(SEARCH_VIEW_PARAM))) : null;
  return (
    <>
      {params.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {view ? <input type="hidden" name={SEARCH_VIEW_PARAM} value={view} /> : null}
      {locale !== DEFAULT_LOCALE ? <input type="hidden" name="lang" value={locale} /> : null}
    </>
  );
}
