import { Plus } from 'lucide-react';
import { useQuery } from '../../../../../shared/graphql/use-query';
import {
  MemberAnnouncementsDocument,
  MemberHistoryDocument,
  MyBookmarkedAnnouncementsDocument,
  MyLikedAnnouncementsDocument,
  MyViewedAnnouncementsDocument,
} from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { paths, type MemberTab } from '../../routes';
import { AnnouncementResults } from './AnnouncementResults';
import { MEMBER_PAGE_SIZE } from './member-tabs';

const LIST = { count: MEMBER_PAGE_SIZE, mediaSize: 'MEDIUM' } as const;

/** The member's announcements that are online (the search's same-author filter). */
export function AnnouncementsPanel({
  memberId,
  name,
  own,
  page,
}: {
  memberId: string;
  name: string;
  own: boolean;
  page: number;
}) {
  const { t } = useI18n();
  const [{ data }] = useQuery({
    query: MemberAnnouncementsDocument,
    variables: { userId: memberId, page, count: MEMBER_PAGE_SIZE },
  });
  const list = data?.search.announcements;
  return (
    <>
      {list && list.paginatorInfo.total > 0 ? (
        <p className="member-panel__count">{t('portal.account.member.count', { count: list.paginatorInfo.total })}</p>
      ) : null}
      <AnnouncementResults
        list={list}
        empty={
          own ? (
            <>
              <p>{t('portal.account.member.empty.ownAnnouncements')}</p>
              {/* The publish form is the member panel's: the server redirects there. */}
              <a href={paths.publish()} className="button button--primary">
                <Plus aria-hidden="true" size={18} />
                <span>{t('portal.account.member.publish')}</span>
              </a>
            </>
          ) : (
            <p>{t('portal.account.member.empty.announcements', { name })}</p>
          )
        }
      />
    </>
  );
}

/** The announcements the member opened recently. */
function ViewedPanel({ page }: { page: number }) {
  const { t } = useI18n();
  const [{ data }] = useQuery({ query: MyViewedAnnouncementsDocument, variables: { page, ...LIST } });
  return (
    <AnnouncementResults list={data?.myViewedAnnouncements} empty={<p>{t('portal.account.member.empty.viewed')}</p>} />
  );
}

/** The announcements the member liked. */
function LikesPanel({ page }: { page: number }) {
  const { t } = useI18n();
  const [{ data }] = useQuery({ query: MyLikedAnnouncementsDocument, variables: { page, ...LIST } });
  return (
    <AnnouncementResults list={data?.myLikedAnnouncements} empty={<p>{t('portal.account.member.empty.likes')}</p>} />
  );
}

/** The announcements the member bookmarked. */
function BookmarksPanel({ page }: { page: number }) {
  const { t } = useI18n();
  const [{ data }] = useQuery({ query: MyBookmarkedAnnouncementsDocument, variables: { page, ...LIST } });
  return (
    <AnnouncementResults
      list={data?.myBookmarkedAnnouncements}
      empty={<p>{t('portal.account.member.empty.bookmarks')}</p>}
    />
  );
}

const PAST_STATUSES = ['EXPIRED', 'ARCHIVED', 'DELETED'] as const;
type PastStatus = (typeof PAST_STATUSES)[number];
const isPast = (status: string): status is PastStatus => (PAST_STATUSES as readonly string[]).includes(status);

/**
 * The history: the member's own announcements that are no longer online (expired, archived,
 * deleted), each with its status; the member panel restores or refreshes them.
 */
function HistoryPanel({ page }: { page: number }) {
  const { t } = useI18n();
  const [{ data }] = useQuery({ query: MemberHistoryDocument, variables: { page, count: MEMBER_PAGE_SIZE } });
  return (
    <>
      <p className="member-panel__intro">{t('portal.account.member.historyIntro')}</p>
      <AnnouncementResults
        list={data?.myAnnouncements}
        empty={<p>{t('portal.account.member.empty.history')}</p>}
        actionsOf={(announcement) =>
          isPast(announcement.status) ? (
            <p className="account-badge account-badge--muted">
              {t(`portal.account.member.status.${announcement.status}`)}
            </p>
          ) : null
        }
      />
    </>
  );
}

/** Subscriptions and followers belong to stores, which come with a later issue: an empty state for now. */
function StoresPanel({ tab }: { tab: 'subscriptions' | 'followers' }) {
  const { t } = useI18n();
  return (
    <div className="account-empty">
      <p>{t(`portal.account.member.empty.${tab}`)}</p>
      <p className="field__hint">{t('portal.account.member.storesLater')}</p>
    </div>
  );
}

/** The member's own tabs (everything but the public announcements). */
export function OwnPanel({ tab, page }: { tab: Exclude<MemberTab, 'announcements'>; page: number }) {
  const { t } = useI18n();
  const panel =
    tab === 'viewed' ? (
      <ViewedPanel page={page} />
    ) : tab === 'likes' ? (
      <LikesPanel page={page} />
    ) : tab === 'bookmarks' ? (
      <BookmarksPanel page={page} />
    ) : tab === 'history' ? (
      <HistoryPanel page={page} />
    ) : (
      <StoresPanel tab={tab} />
    );
  return (
    <>
      <p className="member-panel__private">{t('portal.account.member.onlyYou')}</p>
      {panel}
    </>
  );
}
