import {
  Bell,
  Check,
  LayoutList,
  LogIn,
  LogOut,
  MessageCircle,
  Settings,
  ShieldCheck,
  Store as StoreIcon,
  User,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { Link, useNavigation } from '../../navigation';
import { paths } from '../../routes';
import { isMember, type Viewer } from '../../session';
import { useActingStore, useMemberStores } from '../../acting';
import { accountTypesOf } from './account-types';
import { Popover } from './Popover';

/** The member's picture, or their initial on the brand colour. */
function Avatar({ viewer }: { viewer: Viewer }) {
  const name = viewer.displayName || viewer.username || '';
  if (viewer.avatarUrl) return <img className="avatar" src={viewer.avatarUrl} alt="" width={32} height={32} />;
  return (
    <span className="avatar avatar--initial" aria-hidden="true">
      {name ? name.charAt(0).toUpperCase() : <UserRound size={18} />}
    </span>
  );
}

/**
 * The account menu closing the top bar (spec §2 Layout): who is signed in, the account types
 * switcher (only the types that apply), the profile, the settings and signing out. An anonymous
 * session (a guest token) gets signing in to a real account, and signing out.
 */
export function AccountMenu({ viewer }: { viewer: Viewer }) {
  const { t } = useI18n();
  const name = viewer.displayName || viewer.username || t('portal.layout.guest');
  const member = isMember(viewer);
  return (
    <>
      <button
        type="button"
        className="account-button"
        popoverTarget="account-menu"
        aria-label={t('portal.layout.accountMenu', { name })}
      >
        <Avatar viewer={viewer} />
      </button>
      <Popover id="account-menu" label={t('portal.layout.account')} className="popover--menu popover--account">
        <div className="account-menu__who">
          <Avatar viewer={viewer} />
          <div>
            <p className="account-menu__name">{name}</p>
            {member && viewer.username ? <p className="account-menu__handle">@{viewer.username}</p> : null}
            {!member ? <p className="account-menu__handle">{t('portal.layout.guestText')}</p> : null}
          </div>
        </div>
        {member ? (
          <>
            <AccountTypes viewer={viewer} />
            <ul className="menu-list">
              <li>
                <Link href={paths.member(viewer.id)} className="menu-item">
                  <span className="menu-item__icon">
                    <User aria-hidden="true" size={18} />
                  </span>
                  <span>{t('portal.layout.myProfile')}</span>
                </Link>
              </li>
              <li>
                <Link href={paths.panel()} className="menu-item">
                  <span className="menu-item__icon">
                    <LayoutList aria-hidden="true" size={18} />
                  </span>
                  <span>{t('portal.layout.myAnnouncements')}</span>
                </Link>
              </li>
              <OwnStoreItem />
              <li>
                <Link href={paths.profileSettings()} className="menu-item">
                  <span className="menu-item__icon">
                    <Settings aria-hidden="true" size={18} />
                  </span>
                  <span>{t('portal.layout.settings')}</span>
                </Link>
              </li>
              {/* Phones have no room for these two in the bar: they open from here. */}
              <li className="only-narrow">
                <button type="button" className="menu-item" popoverTarget="notifications-menu">
                  <span className="menu-item__icon">
                    <Bell aria-hidden="true" size={18} />
                  </span>
                  <span>{t('portal.layout.notifications')}</span>
                </button>
              </li>
              <li className="only-narrow">
                <button type="button" className="menu-item" popoverTarget="messenger-menu">
                  <span className="menu-item__icon">
                    <MessageCircle aria-hidden="true" size={18} />
                  </span>
                  <span>{t('portal.layout.messages')}</span>
                </button>
              </li>
            </ul>
          </>
        ) : null}
        <ul className="menu-list menu-list--separated">
          {!member ? (
            <li>
              <Link href={paths.login()} className="menu-item">
                <span className="menu-item__icon">
                  <LogIn aria-hidden="true" size={18} />
                </span>
                <span>{t('portal.layout.signIn')}</span>
              </Link>
            </li>
          ) : null}
          <li>
            {/* Signing out is a server route (it clears the session cookies): a plain link. */}
            <a href={paths.logout()} className="menu-item">
              <span className="menu-item__icon">
                <LogOut aria-hidden="true" size={18} />
              </span>
              <span>{t('portal.layout.signOut')}</span>
            </a>
          </li>
        </ul>
      </Popover>
    </>
  );
}

/** A member without a store is offered to open one; an owner gets their store's details. */
function OwnStoreItem() {
  const { t } = useI18n();
  const stores = useMemberStores();
  const first = stores[0];
  return (
    <li>
      <Link href={first ? paths.storeSettings(first.id) : paths.orderStore()} className="menu-item">
        <span className="menu-item__icon">
          <StoreIcon aria-hidden="true" size={18} />
        </span>
        <span>{first ? t('portal.layout.myStore') : t('portal.layout.openStore')}</span>
      </Link>
    </li>
  );
}

/**
 * The account types switcher: the member themselves, each of their stores (acting as one, their
 * comments are the store's), and the studio for moderators and admins. The current one is marked.
 */
function AccountTypes({ viewer }: { viewer: Viewer }) {
  const { t } = useI18n();
  const stores = useMemberStores();
  const { acting, actAs } = useActingStore();
  const types = accountTypesOf(viewer, stores.length > 0);
  if (types.length < 2) return null;
  const row = (key: string, current: boolean, icon: ReactNode, label: string, onPick: () => void) => (
    <li key={key}>
      <button
        type="button"
        className={`menu-item${current ? ' menu-item--current' : ''}`}
        aria-pressed={current}
        onClick={onPick}
      >
        <span className="menu-item__icon">{icon}</span>
        <span>{label}</span>
        {current ? <Check aria-hidden="true" size={16} className="menu-item__end" /> : null}
      </button>
    </li>
  );
  return (
    <section className="account-menu__types" aria-labelledby="account-types-title">
      <h2 id="account-types-title" className="drawer__title">
        {t('portal.layout.accountType')}
      </h2>
      <ul className="menu-list">
        {types.flatMap((type) => {
          if (type === 'User') {
            return [
              row(
                type,
                acting === null,
                <User aria-hidden="true" size={18} />,
                t('portal.layout.accountTypes.User'),
                () => actAs(null),
              ),
            ];
          }
          if (type === 'Store') {
            return stores.map((store) =>
              row(
                `store-${store.id}`,
                acting?.id === store.id,
                <StoreIcon aria-hidden="true" size={18} />,
                t('portal.layout.actAsStore', { name: store.name }),
                () => actAs(store.id),
              ),
            );
          }
          return [
            <li key={type}>
              {/* Moderation and operations live in the studio. */}
              <a href="/studio/" className="menu-item">
                <span className="menu-item__icon">
                  <ShieldCheck aria-hidden="true" size={18} />
                </span>
                <span>{t('portal.layout.switchTo', { type: t(`portal.layout.accountTypes.${type}`) })}</span>
              </a>
            </li>,
          ];
        })}
      </ul>
    </section>
  );
}

/** "Sign in" for visitors, coming back to the current page afterwards. */
export function SignInLink() {
  const { t } = useI18n();
  const { location } = useNavigation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Link href={paths.login(here === '/' ? undefined : here)} className="button button--ghost sign-in">
      <UserRound aria-hidden="true" size={18} />
      <span>{t('portal.layout.signIn')}</span>
    </Link>
  );
}
