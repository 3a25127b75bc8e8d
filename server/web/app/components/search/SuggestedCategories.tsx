import type { SearchFilter } from '../../../../../shared/domain/search';
import type { SearchQuery } from '../../../../../shared/graphql/generated';
import { formatNumber } from '../../../../../shared/domain/format';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { searchAddressOf, searchInCategory } from '../../lib/search-address';

/**
 * The search's suggested categories as chips with their counts (spec §3 "suggested"): the
 * active category's sub-categories, or without one the categories with the most matches.
 */
export function SuggestedCategories({
  filter,
  suggested,
  rootSlugs,
}: {
  filter: SearchFilter;
  suggested: SearchQuery['search']['suggested'];
  rootSlugs: ReadonlySet<string>;
}) {
  const { t } = useI18n();
  const chips = suggested.filter((entry) => entry.count > 0 && entry.category.slug !== filter.categorySlug);
  if (chips.length === 0) return null;
  // Without keywords, or inside a category, the panel's tree shows these same categories on wide screens.
  const duplicatesTree = !filter.keywords || filter.categorySlug !== null;
  return (
    <nav
      className={duplicatesTree ? 'search-chips search-chips--phone' : 'search-chips'}
      aria-label={t('portal.search.suggested')}
    >
      <ul>
        {chips.map(({ category, count }) => (
          <li key={category.id}>
            <Link
              href={searchAddressOf(
                searchInCategory(filter, {
                  slug: category.slug,
                  isRoot: rootSlugs.has(category.slug),
                  // The suggestions are the active category's sub-categories (or any, without one).
                  isDescendant: true,
                }),
              )}
              className="search-chip"
            >
              <span>{category.name}</span>
              <span className="search-chip__count">{formatNumber(count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
