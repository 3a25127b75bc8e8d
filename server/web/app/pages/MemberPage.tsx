import { useQuery } from '../../../../shared/graphql/use-query';
import { MemberProfileDocument } from '../../../../shared/graphql/generated';
import { MemberHeader, memberName } from '../components/account/MemberHeader';
import { AnnouncementsPanel, OwnPanel } from '../components/account/MemberTabPanels';
import { MemberTabs } from '../components/account/MemberTabs';
import { pageOf, tabOf, visibleTabs } from '../components/account/member-tabs';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link, useNavigation, useRoute } from '../navigation';
import { useHttpStatus } from '../page-status';
import { paths } from '../routes';
import { useViewer } from '../session';
import type { PageProps } from './page-props';
import { NotFound } from './NotFoundPage';

/** An unknown member, an unknown tab, or a tab that is not the visitor's: a real 404. */
function MemberNotFound() {
  const { t } = useI18n();
  useHttpStatus(404);
  return <NotFound title={t('portal.account.member.notFoundTitle')} text={t('portal.account.member.notFoundText')} />;
}

/**
 * A member's profile (/membre/{id}/{tab?}) and the merchant page (/merchant/{id}). Everyone
 * sees the member's announcements that are online; the member themself also sees the
 * announcements they viewed, liked and bookmarked, their history (past announcements), and
 * the stores they follow and who follows their stores. The merchant page is the seller's shop
 * window: the announcements only, under a "seller" heading, with a link to the full profile.
 */
export default function MemberPage({ params }: PageProps) {
  const { t } = useI18n();
  const { name: route } = useRoute();
  const { query } = useNavigation();
  const viewer = useViewer();
  const id = params.id ?? '';
  const [{ data, fetching }] = useQuery({ query: MemberProfileDocument, variables: { id } });
  const member = data?.user;
  const merchant = route === 'merchant';
  const own = viewer !== null && viewer.id === id;
  const tab = tabOf(params.tab, { own, merchant });

  if (!member) return fetching ? <p className="page-loading">{t('portal.layout.loading')}</p> : <MemberNotFound />;
  if (!tab) return <MemberNotFound />;

  const name = memberName(member);
  const page = pageOf(query.get('page'));
  const tabs = visibleTabs(own);
  return (
    <div className="member">
      <Head
        title={merchant ? t('portal.account.merchant.title', { name }) : name}
        description={t('portal.account.member.description', { name })}
        noIndex={tab !== 'announcements'}
      />
      <MemberHeader member={member} own={own} label={merchant ? t('portal.account.merchant.label') : undefined} />
      {merchant ? (
        <div className="member__bar">
          <h2>{t('portal.account.merchant.announcements', { name })}</h2>
          <Link href={paths.member(member.id)}>{t('portal.account.merchant.profile')}</Link>
        </div>
      ) : tabs.length > 1 ? (
        <MemberTabs memberId={member.id} tabs={tabs} current={tab} />
      ) : (
        <h2 className="member__bar">{t('portal.account.member.tabs.announcements')}</h2>
      )}
      <section className="member-panel" aria-label={t(`portal.account.member.tabs.${tab}`)}>
        {tab === 'announcements' ? (
          <AnnouncementsPanel memberId={member.id} name={name} own={own} page={page} />
        ) : (
          <OwnPanel tab={tab} page={page} />
        )}
      </section>
    </div>
  );
}
