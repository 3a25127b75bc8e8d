import { useI18n } from '../i18n';
import { isMember, useViewer } from '../session';
import { AccountMenu, SignInLink } from './layout/AccountMenu';
import { BackButton } from './layout/BackButton';
import { CartMenu } from './cart/CartMenu';
import { LanguageMenu } from './layout/LanguageSwitcher';
import { Logo } from './layout/Logo';
import { MegaMenu } from './layout/MegaMenu';
import { MemberControls } from './layout/MemberControls';
import { DrawerButton, NavigationDrawer } from './layout/NavigationDrawer';
import { PublishButton } from './layout/PublishButton';
import { SearchBox } from './search/SearchBox';

/**
 * The top bar (spec §2 Layout, 56 px high): back (phones, not on the root), menu, logo,
 * categories (wide screens), search, language, cart, notifications and messenger (members),
 * publish, and the account menu or "sign in". On phones the search takes a second row.
 */
export function TopBar() {
  const { t } = useI18n();
  const viewer = useViewer();
  return (
    <header className="portal-header">
      <div className="portal-header__bar">
        <div className="portal-header__start">
          <BackButton />
          <DrawerButton />
          <Logo />
          <MegaMenu />
        </div>
        <div className="portal-header__search">
          <SearchBox />
        </div>
        <nav className="portal-header__actions" aria-label={t('portal.layout.account')}>
          <LanguageMenu />
          <CartMenu />
          {isMember(viewer) ? <MemberControls /> : null}
          <PublishButton viewer={viewer} />
          {viewer ? <AccountMenu viewer={viewer} /> : <SignInLink />}
        </nav>
      </div>
      <NavigationDrawer />
    </header>
  );
}
