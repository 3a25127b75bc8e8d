import { Plus, ShoppingCart, User } from 'lucide-react';
import { useI18n } from '../i18n';
import { Link } from '../navigation';
import { paths } from '../routes';
import { useViewer } from '../session';
import { SearchBox } from './search/SearchBox';

/** The top bar (spec §2 Layout): menu, logo, search, cart, publish and the account menu. */
export function TopBar() {
  const { t } = useI18n();
  const viewer = useViewer();
  return (
    <header className="topbar">
      <div className="topbar__inner">
        <Link href={paths.home()} className="topbar__logo" aria-label={t('portal.layout.home')}>
          souk
        </Link>
        <SearchBox />
        <nav className="topbar__actions">
          <Link href={paths.checkout()} className="icon-button" aria-label={t('portal.layout.cart')}>
            <ShoppingCart aria-hidden="true" size={20} />
          </Link>
          <a href={paths.publish()} className="button button--primary">
            <Plus aria-hidden="true" size={18} />
            <span>{t('portal.layout.publish')}</span>
          </a>
          {viewer ? (
            <Link href={paths.member(viewer.id)} className="icon-button" aria-label={t('portal.layout.myProfile')}>
              <User aria-hidden="true" size={20} />
            </Link>
          ) : (
            <Link href={paths.login()} className="button button--ghost">
              {t('portal.layout.signIn')}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
