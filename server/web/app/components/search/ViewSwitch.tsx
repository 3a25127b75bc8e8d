import { LayoutGrid, List } from 'lucide-react';
import type { SearchAddress } from '../../lib/search-address';
import { searchAddressOf, withView } from '../../lib/search-address';
import { DEFAULT_SEARCH_VIEW, SEARCH_VIEWS, type SearchView } from '../../lib/search-view';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';

const ICONS = { grid: LayoutGrid, list: List } as const satisfies Record<SearchView, unknown>;

/**
 * "Grid / List" beside the order (issue 24): two links, so the switch works without JavaScript
 * and each layout has its address (`view=list`); the current one is marked `aria-current`.
 * Client-side, a switch replaces the address and keeps the scroll, like a new order does, and
 * keeps the page, the conditions and the language.
 */
export function ViewSwitch({ filter }: { filter: SearchAddress }) {
  const { t } = useI18n();
  const current = filter.view ?? DEFAULT_SEARCH_VIEW;
  return (
    <div className="search-view" role="group" aria-label={t('portal.search.view.label')}>
      {SEARCH_VIEWS.map((view) => {
        const Icon = ICONS[view];
        const label = t(`portal.search.view.${view}`);
        return (
          <Link
            key={view}
            href={searchAddressOf(withView(filter, view))}
            className="search-view__option"
            aria-current={view === current ? 'true' : undefined}
            title={label}
            replace
            keepScroll
          >
            <Icon aria-hidden="true" size={18} />
            <span className="search-view__label">{label}</span>
          </Link>
        );
      })}
    </div>
  );
}
