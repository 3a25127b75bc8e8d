import { ChevronDown, LayoutGrid } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useQuery } from '../../../../../shared/graphql/use-query';
import { CategoriesDocument } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';
import { useHydrated } from '../search/use-hydrated';
import { CatalogIcon } from './icons';
import { Popover } from './Popover';
import { track } from '../../tracking/pixel';

const MEGA_MENU_ID = 'mega-menu';
/** Sub-categories shown under each category; the rest are one click away on its page. */
const CHILDREN_SHOWN = 4;
/** Pointer pauses that open and close the menu on hover, so passing over it does nothing. */
const OPEN_DELAY_MS = 150;
const CLOSE_DELAY_MS = 250;

/**
 * The wide screens' "Categories" mega menu: every category with its first sub-categories. Its
 * content is fetched the first time it opens (it would weigh on every page otherwise). Before the
 * page's script runs it is a link to the search page, which lists the categories too.
 */
export function MegaMenu() {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!hydrated) {
    return (
      <Link href={paths.search()} className="header-button header-button--categories">
        <LayoutGrid aria-hidden="true" size={18} />
        <span>{t('portal.layout.categories')}</span>
      </Link>
    );
  }

  const panel = () => document.getElementById(MEGA_MENU_ID);
  const later = (action: () => void, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, delay);
  };
  // Hover opens only with a mouse: on touch screens the button's tap toggles it.
  const hoverOpen = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    later(() => {
      const element = panel();
      if (element && !element.matches(':popover-open')) element.showPopover();
    }, OPEN_DELAY_MS);
  };
  const hoverClose = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    later(() => {
      const element = panel();
      // Keep it open while the keyboard works inside it.
      if (element?.matches(':popover-open') && !element.contains(document.activeElement)) element.hidePopover();
    }, CLOSE_DELAY_MS);
  };
  const stay = () => window.clearTimeout(timer.current);

  return (
    <div className="mega" onPointerEnter={hoverOpen} onPointerLeave={hoverClose}>
      <button
        type="button"
        className="header-button header-button--categories"
        popoverTarget={MEGA_MENU_ID}
        aria-label={t('portal.layout.openCategories')}
      >
        <LayoutGrid aria-hidden="true" size={18} />
        <span>{t('portal.layout.categories')}</span>
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <Popover
        id={MEGA_MENU_ID}
        label={t('portal.layout.categories')}
        className="mega-menu"
        onOpen={() => setWanted(true)}
      >
        <div onPointerEnter={stay} onPointerLeave={hoverClose} className="mega-menu__inner">
          {wanted ? <MegaMenuContent /> : null}
        </div>
      </Popover>
    </div>
  );
}

function MegaMenuContent() {
  const { t } = useI18n();
  const [{ data, fetching }] = useQuery({ query: CategoriesDocument });
  if (!data) return fetching ? <p className="mega-menu__loading">{t('portal.layout.loading')}</p> : null;
  const roots = [...data.categories].sort((a, b) => a.rank - b.rank);
  return (
    <>
      <ul className="mega-menu__grid">
        {roots.map((root) => {
          const children = [...root.children].sort((a, b) => a.rank - b.rank);
          return (
            <li key={root.id} className="mega-menu__group">
              <Link
                href={paths.searchCategory(root.slug)}
                className="mega-menu__root"
                onClick={() => trackMenuClick(root.id, root.name, paths.searchCategory(root.slug))}
              >
                <span className="menu-item__icon">
                  <CatalogIcon name={root.icon} size={18} />
                </span>
                <span>{root.name}</span>
              </Link>
              <ul className="mega-menu__children">
                {children.slice(0, CHILDREN_SHOWN).map((child) => (
                  <li key={child.id}>
                    <Link
                      href={paths.searchCategory(child.slug)}
                      onClick={() => trackMenuClick(child.id, child.name, paths.searchCategory(child.slug))}
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
                {children.length > CHILDREN_SHOWN ? (
                  <li>
                    <Link href={paths.searchCategory(root.slug)} className="mega-menu__more">
                      {t('portal.home.seeAll')}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </li>
          );
        })}
      </ul>
      <p className="mega-menu__footer">
        <Link href={paths.search()} className="menu-item--strong">
          {t('portal.layout.categoriesAll')}
        </Link>
      </p>
    </>
  );
}

/** A mega menu click, for the statistics (spec §7 "record menu click (url, menuId, name)"). */
function trackMenuClick(id: string | number, name: string, path: string): void {
  track({ payloadType: 'menu_click', menuId: String(id), name, url: new URL(path, window.location.href).href });
}
