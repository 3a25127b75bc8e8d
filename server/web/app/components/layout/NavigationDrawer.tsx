import { LayoutGrid, Mail, Menu, Plane, Store, X } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';
import { LanguageLinks } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MenuLinks } from './MenuLinks';
import { Popover } from './Popover';
import { usePortalMenus } from './use-portal-menus';

const DRAWER_ID = 'navigation-drawer';

/** The top bar's menu button: opens the navigation drawer (a native popover, so it works without JavaScript). */
export function DrawerButton() {
  const { t } = useI18n();
  return (
    <button type="button" className="icon-button" popoverTarget={DRAWER_ID} aria-label={t('portal.layout.menu')}>
      <Menu aria-hidden="true" size={22} />
    </button>
  );
}

/**
 * The navigation drawer (spec §2 Layout): the categories (LISTING_MENU), the popular shortcuts
 * (MEGA_MENU) by rank with their icons, the other sections and the languages. Its focus moves to
 * its first link when it opens; Escape or a click beside it closes it.
 */
export function NavigationDrawer() {
  const { t } = useI18n();
  const { listing, mega } = usePortalMenus();
  return (
    <Popover id={DRAWER_ID} label={t('portal.layout.menu')} className="drawer" focusFirst>
      <div className="drawer__header">
        <Logo />
        <button
          type="button"
          className="icon-button"
          popoverTarget={DRAWER_ID}
          popoverTargetAction="hide"
          aria-label={t('portal.layout.closeMenu')}
        >
          <X aria-hidden="true" size={22} />
        </button>
      </div>
      <nav className="drawer__body" aria-label={t('portal.layout.menu')}>
        <section className="drawer__section" aria-labelledby="drawer-categories">
          <h2 id="drawer-categories" className="drawer__title">
            {t('portal.layout.categories')}
          </h2>
          <MenuLinks entries={listing} />
          <Link href={paths.search()} className="menu-item menu-item--strong">
            <span className="menu-item__icon">
              <LayoutGrid aria-hidden="true" size={18} />
            </span>
            <span>{t('portal.layout.categoriesAll')}</span>
          </Link>
        </section>
        {mega.length > 0 ? (
          <section className="drawer__section" aria-labelledby="drawer-popular">
            <h2 id="drawer-popular" className="drawer__title">
              {t('portal.layout.popular')}
            </h2>
            <MenuLinks entries={mega} />
          </section>
        ) : null}
        <section className="drawer__section" aria-labelledby="drawer-more">
          <h2 id="drawer-more" className="drawer__title">
            {t('portal.layout.more')}
          </h2>
          <ul className="menu-list">
            <li>
              <Link href={paths.stores()} className="menu-item">
                <span className="menu-item__icon">
                  <Store aria-hidden="true" size={18} />
                </span>
                <span>{t('portal.layout.stores')}</span>
              </Link>
            </li>
            <li>
              <Link href={paths.travel()} className="menu-item">
                <span className="menu-item__icon">
                  <Plane aria-hidden="true" size={18} />
                </span>
                <span>{t('portal.layout.travel')}</span>
              </Link>
            </li>
            <li>
              <Link href={paths.contact()} className="menu-item">
                <span className="menu-item__icon">
                  <Mail aria-hidden="true" size={18} />
                </span>
                <span>{t('portal.layout.footer.contact')}</span>
              </Link>
            </li>
          </ul>
        </section>
        <section className="drawer__section" aria-labelledby="drawer-language">
          <h2 id="drawer-language" className="drawer__title">
            {t('portal.layout.language')}
          </h2>
          <LanguageLinks />
        </section>
      </nav>
    </Popover>
  );
}
