import { useQuery } from '../../../../../shared/graphql/use-query';
import { HomeFeedDocument } from '../../../../../shared/graphql/generated';
import { formatNumber } from '../../../../../shared/domain/format';
import { useI18n } from '../../i18n';
import { paths } from '../../routes';
import { CatalogIcon } from '../layout/icons';
import { CardRow } from './CardRow';

/** Cards per row of the home (spec: a row of the latest announcements per category). */
export const FEED_SIZE = 8;

/** A category's row of the home: its latest announcements and a link to all of them. */
export function CategoryFeed({
  category,
  count,
}: {
  category: { slug: string; name: string; icon: string | null };
  count: number;
}) {
  const { t } = useI18n();
  const [{ data, error }] = useQuery({
    query: HomeFeedDocument,
    variables: { categorySlug: category.slug, count: FEED_SIZE },
  });
  if (error && !data) return <p className="home-row__error">{t('portal.home.feedError')}</p>;
  const announcements = data?.search.announcements.data ?? [];
  if (announcements.length === 0) return null;
  return (
    <CardRow
      id={`feed-${category.slug}`}
      title={category.name}
      icon={<CatalogIcon name={category.icon} size={20} />}
      meta={t('portal.home.feedCount', { count: formatNumber(count) })}
      seeAllHref={paths.searchCategory(category.slug)}
      announcements={announcements}
    />
  );
}
