import { Link } from '../../navigation';
import { CatalogIcon } from './icons';
import { isExternal, menuTargetHref } from './menu-target';
import type { MenuEntry } from './use-portal-menus';

/** Menu entries as a list of links with their icons; entries leading nowhere are left out. */
export function MenuLinks({ entries, className }: { entries: readonly MenuEntry[]; className?: string }) {
  return (
    <ul className={className ?? 'menu-list'}>
      {entries.map((entry) => {
        const href = menuTargetHref(entry.target);
        if (!href) return null;
        const content = (
          <>
            <span className="menu-item__icon">
              <CatalogIcon name={entry.icon?.light ?? entry.target.category?.icon} size={18} />
            </span>
            <span>{entry.name}</span>
          </>
        );
        return (
          <li key={entry.id}>
            {isExternal(href) ? (
              <a href={href} className="menu-item" rel="noopener">
                {content}
              </a>
            ) : (
              <Link href={href} className="menu-item">
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
