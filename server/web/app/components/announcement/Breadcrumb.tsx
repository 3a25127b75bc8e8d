import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';

/** Home, then the announcement's category and its parents, each opening its search (spec §3 parentTree). */
export function Breadcrumb({ parentTree }: { parentTree: readonly { id: string; slug: string; name: string }[] }) {
  const { t } = useI18n();
  return (
    <nav className="breadcrumb" aria-label={t('portal.announcement.breadcrumb')}>
      <ol>
        <li>
          <Link href={paths.home()}>{t('portal.announcement.home')}</Link>
        </li>
        {parentTree.map((category) => (
          <li key={category.id}>
            <Link href={paths.searchCategory(category.slug)}>{category.name}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
