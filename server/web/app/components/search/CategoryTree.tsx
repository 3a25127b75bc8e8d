import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { SearchFilter } from '../../../../../shared/domain/search';
import type { CategoriesQuery, CategoryQuery } from '../../../../../shared/graphql/generated';
import { formatNumber } from '../../../../../shared/domain/format';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { searchAddressOf, searchInCategory } from '../../lib/search-address';

type ActiveCategory = NonNullable<CategoryQuery['category']>;

/**
 * The category part of the filter panel: links (not form controls) to the category searches.
 * Without a category, the root categories; with one, the way back up (every category, its
 * ancestors) and its sub-categories, each with its number of matches when the search gave it.
 */
export function CategoryTree({
  filter,
  category,
  roots,
  counts,
}: {
  filter: SearchFilter;
  category: ActiveCategory | null;
  roots: CategoriesQuery['categories'];
  counts: ReadonlyMap<string, number>;
}) {
  const { t, dir } = useI18n();
  const titleId = useId();
  const Up = dir === 'rtl' ? ChevronRight : ChevronLeft;
  const count = (slug: string) => {
    const value = counts.get(slug);
    return value === undefined ? null : <span className="search-tree__count">{formatNumber(value)}</span>;
  };

  if (!category) {
    return (
      <section className="search-filters__section" aria-labelledby={titleId}>
        <h3 id={titleId}>{t('portal.search.filters.category')}</h3>
        <ul className="search-tree">
          {roots.map((root) => (
            <li key={root.id}>
              <Link
                href={searchAddressOf(searchInCategory(filter, { slug: root.slug, isRoot: true, isDescendant: true }))}
                className="search-tree__link"
              >
                <span>{root.name}</span>
                {count(root.slug)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const ancestors = category.parentTree.filter((node) => node.id !== category.id);
  return (
    <section className="search-filters__section" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('portal.search.filters.category')}</h3>
      <ul className="search-tree">
        <li>
          <Link href={searchAddressOf(searchInCategory(filter, null))} className="search-tree__link search-tree__up">
            <Up aria-hidden="true" size={16} />
            <span>{t('portal.search.filters.allCategories')}</span>
          </Link>
        </li>
        {ancestors.map((ancestor, index) => (
          <li key={ancestor.id}>
            <Link
              href={searchAddressOf(
                searchInCategory(filter, { slug: ancestor.slug, isRoot: index === 0, isDescendant: false }),
              )}
              className="search-tree__link search-tree__up"
            >
              <Up aria-hidden="true" size={16} />
              <span>{ancestor.name}</span>
            </Link>
          </li>
        ))}
        <li>
          <span className="search-tree__link search-tree__current" aria-current="page">
            <span>{category.name}</span>
          </span>
          {category.children.length > 0 ? (
            <ul className="search-tree search-tree--children">
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link
                    href={searchAddressOf(
                      searchInCategory(filter, { slug: child.slug, isRoot: false, isDescendant: true }),
                    )}
                    className="search-tree__link"
                  >
                    <span>{child.name}</span>
                    {count(child.slug)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      </ul>
    </section>
  );
}
