import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths, type MemberTab } from '../../routes';

/**
 * The tabs of a profile as links (/membre/{id}/{tab}): they work without JavaScript and
 * each has its own address; the current one is marked for assistive technology.
 */
export function MemberTabs({ memberId, tabs, current }: { memberId: string; tabs: MemberTab[]; current: MemberTab }) {
  const { t } = useI18n();
  return (
    <nav className="member-tabs" aria-label={t('portal.account.member.tabsLabel')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              href={paths.member(memberId, tab === 'announcements' ? undefined : tab)}
              className={tab === current ? 'member-tabs__tab member-tabs__tab--current' : 'member-tabs__tab'}
              aria-current={tab === current ? 'page' : undefined}
            >
              {t(`portal.account.member.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
