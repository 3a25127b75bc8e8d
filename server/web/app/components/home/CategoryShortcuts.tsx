import { formatNumber } from '../../../../../shared/domain/format';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';
import { CatalogIcon } from '../layout/icons';

export interface CategoryCount {
  category: { id: string; slug: string; name: string; icon: string | null };
  count: number;
}

/** The root categories as tiles (icon, name, how many announcements), by rank; the header links to all of them. */
export function CategoryShortcuts({ categories }: { categories: readonly CategoryCount[] }) {
  const { t } = useI18n();
  if (categories.length === 0) return null;
  return (
    <section className="home-categories" aria-labelledby="home-categories-title">
      <div className="home-row__header">
        <h2 id="home-categories-title" className="home-row__title">
          {t('portal.home.categoriesTitle')}
        </h2>
        <Link href={paths.search()} className="home-row__see-all">
          {t('portal.home.allCategories')}
        </Link>
      </div>
      <ul className="home-categories__grid">
        {categories.map(({ category, count }) => (
          <li key={category.id}>
            <Link href={paths.searchCategory(category.slug)} className="category-tile">
              <span className="category-tile__icon">
                <CatalogIcon name={category.icon} size={24} />
              </span>
              <span className="category-tile__name">{category.name}</span>
              <span className="category-tile__count">{t('portal.home.feedCount', { count: formatNumber(count) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
