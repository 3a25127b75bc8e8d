import { Plus } from 'lucide-react';
import { formatRelative } from '../../../../../shared/domain/format';
import { useQuery } from '../../../../../shared/graphql/use-query';
import {
  MyFollowedStoresDocument,
  MyStoreFollowersDocument,
  MemberAnnouncementsDocument,
  MemberHistoryDocument,
  MyBookmarkedAnnouncementsDocument,
  MyLikedAnnouncementsDocument,
  MyViewedAnnouncementsDocument,
} from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { StoreCard } from '../stores/StoreCard';
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
/** The stores the member follows, as the directory's cards (unfollow from the card). */
function SubscriptionsPanel({ page }: { page: number }) {
  const { t } = useI18n();
  const [{ data }] = useQuery({ query: MyFollowedStoresDocument, variables: { page } });
  const list = data?.myFollowedStores;
  if (!list) return null;
  if (list.data.length === 0) {
    return (
      <div className="account-empty">
        <p>{t('portal.account.member.empty.subscriptions')}</p>
        <Link href={paths.stores()}>{t('portal.account.member.findStores')}</Link>
      </div>
    );
  }
  return (
    <ul className="store-grid">
      {list.data.map((store) => (
        <li key={store.id}>
          {/* Members only here: the card never needs to ask them to sign in. */}
          <StoreCard store={store} onAskSignIn={() => undefined} />
        </li>
      ))}
    </ul>
  );
}

/** Who follows the member's stores, each with the store they follow and when. */
function FollowersPanel({ page }: { page: number }) {
  const { t, locale } = useI18n();
  const [{ data }] = useQuery({ query: MyStoreFollowersDocument, variables: { page } });
  const list = data?.myStoreFollowers;
  if (!list) return null;
  if (list.data.length === 0) {
    return (
      <div className="account-empty">
        <p>{t('portal.account.member.empty.followers')}</p>
      </div>
    );
  }
  const now = new Date();
  return (
    <ul className="follower-list">
      {list.data.map((row) => {
        const name = row.user.displayName ?? row.user.username ?? '';
        return (
          <li key={`${row.store.id}:${row.user.id}`} className="follower">
            <Link href={paths.member(row.user.id)} className="follower__name">
              <bdi>{name}</bdi>
            </Link>
            <span className="follower__store">{t('portal.account.member.follows', { store: row.store.name })}</span>
            <time dateTime={String(row.followedAt)}>{formatRelative(new Date(row.followedAt), now, locale)}</time>
          </li>
        );
      })}
    </ul>
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
    ) : tab === 'subscriptions' ? (
      <SubscriptionsPanel page={page} />
    ) : (
      <FollowersPanel page={page} />
    );
  return (
    <>
      <p className="member-panel__private">{t('portal.account.member.onlyYou')}</p>
      {panel}
    </>
  );
}
