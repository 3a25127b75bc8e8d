import { LogIn, LogOut, ShoppingBag, UserRound } from 'lucide-react';
import { useI18n } from '../../i18n';
import { localizeHref, useNavigation } from '../../navigation';
import { paths } from '../../routes';
import { isMember, useViewer, type Viewer } from '../../session';
import { portalUrlOf, useSite } from '../../site';
import { CartMenu } from '../cart/CartMenu';
import { LanguageMenu } from '../layout/LanguageSwitcher';

/**
 * The quick bar of store and market sites (portal.md §2: "Store site paths get a quick bar
 * instead of the portal top bar"): a slim strip with Souk's logo back to the portal, the
 * language switch, the cart and signing in (or the member and signing out). The site's own header,
 * from its build, comes right under it.
 */
export function QuickBar() {
  const { t, locale } = useI18n();
  const site = useSite();
  const viewer = useViewer();
  // On a store's own domain the portal is another site: its links are absolute.
  const portal = site.storeDomain ? portalUrlOf(site) : '';
  return (
    <header className="quick-bar">
      <div className="quick-bar__inner">
        <a className="quick-bar__logo" href={`${portal}${localizeHref(paths.home(), locale)}`}>
          <span className="logo__mark" aria-hidden="true">
            <ShoppingBag size={14} strokeWidth={2.4} />
          </span>
          <span className="quick-bar__name">souk</span>
          <span className="quick-bar__hint">{t('portal.stores.quickBar.portal')}</span>
          <span className="visually-hidden">, {t('portal.stores.quickBar.backToPortal')}</span>
        </a>
        <nav className="quick-bar__actions" aria-label={t('portal.layout.account')}>
          <LanguageMenu />
          <CartMenu />
          {isMember(viewer) ? <QuickAccount viewer={viewer} portal={portal} /> : <QuickSignIn />}
        </nav>
      </div>
    </header>
  );
}

/** "Sign in", back to this page afterwards (on a store's domain the server sends it through the portal). */
function QuickSignIn() {
  const { t, locale } = useI18n();
  const { location } = useNavigation();
  const here = `${location.pathname}${location.search}`;
  return (
    <a className="quick-bar__button" href={localizeHref(paths.login(here === '/' ? undefined : here), locale)}>
      <LogIn aria-hidden="true" size={16} />
      <span>{t('portal.layout.signIn')}</span>
    </a>
  );
}

/** The signed-in member: their profile on the portal, and signing out. */
function QuickAccount({ viewer, portal }: { viewer: Viewer; portal: string }) {
  const { t, locale } = useI18n();
  const name = viewer.displayName || viewer.username || t('portal.layout.guest');
  return (
    <>
      <a className="quick-bar__button" href={`${portal}${localizeHref(paths.member(viewer.id), locale)}`}>
        {viewer.avatarUrl ? (
          <img className="quick-bar__avatar" src={viewer.avatarUrl} alt="" width={24} height={24} />
        ) : (
          <UserRound aria-hidden="true" size={16} />
        )}
        <span className="quick-bar__member">{name}</span>
      </a>
      {/* Signing out is a server route (it clears the session cookies): a plain link. */}
      <a className="quick-bar__button quick-bar__button--icon" href={paths.logout()}>
        <LogOut aria-hidden="true" size={16} />
        <span className="visually-hidden">{t('portal.layout.signOut')}</span>
      </a>
    </>
  );
}
