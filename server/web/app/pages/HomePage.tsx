import { Clock } from 'lucide-react';
import { Fragment, Suspense } from 'react';
import { useQuery } from '../../../../shared/graphql/use-query';
import { HomeOverviewDocument } from '../../../../shared/graphql/generated';
import { CardRow } from '../components/home/CardRow';
import { CategoryFeed, FEED_SIZE } from '../components/home/CategoryFeed';
import { CategoryShortcuts } from '../components/home/CategoryShortcuts';
import { HomeHero } from '../components/home/HomeHero';
import { MessengerDrawer } from '../components/messenger/MessengerDrawer';
import { FavouritesRow, HistoryRow } from '../components/home/MemberRows';
import { PromoSlider } from '../components/promotions/PromoSlider';
import { PromoSlot } from '../components/promotions/PromoSlot';
import { CoverSlot } from '../components/promotions/CoverSlot';
import { FlashDialog, Interstitial } from '../components/promotions/PromotionDialog';
import { TopAds } from '../components/promotions/SponsoredCards';
import { PublishCallout } from '../components/home/PublishCallout';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { useRoute } from '../navigation';
import { paths } from '../routes';
import { isMember, useViewer } from '../session';

/** Categories with a row of their own on the home: the ones with the most announcements. */
const FEED_CATEGORIES = 6;

/**
 * The home (spec §2 `/`): the hero and its search, the promo slider, the categories, the latest
 * announcements, the top ads (promoted announcements and stores), a row per busiest category (a banner slot after the second), and for members
 * their favourites and history. `/messages/thread/{id}` renders it too, with the messenger drawer open.
 *
 * Few requests, run side by side: one search gives the latest cards, the total and every root
 * category's count; each category row then asks for its own cards. Every row has its own
 * Suspense boundary, so the server fetches the rows (and the member's rows) in parallel and a
 * slow one holds no other.
 */
export default function HomePage() {
  const { t } = useI18n();
  const route = useRoute();
  // The overview is asked for first: on the server a query suspends the component, and the
  // viewer's query is already on its way from the top bar.
  const [{ data }] = useQuery({ query: HomeOverviewDocument, variables: { count: FEED_SIZE } });
  const viewer = useViewer();
  const overview = data?.search ?? null;
  const categories = overview?.suggested ?? [];
  const busiest = [...categories].sort((a, b) => b.count - a.count).slice(0, FEED_CATEGORIES);
  const member = isMember(viewer) ? viewer : null;

  return (
    <div className="home">
      <Head
        title={t('portal.layout.homeTitle')}
        description={t('portal.layout.homeDescription')}
        noIndex={route.name !== 'home'}
      />
      {route.name === 'messages_thread' ? <MessengerDrawer threadId={route.params.threadId} /> : null}
      <HomeHero total={overview?.announcements.paginatorInfo.total ?? null} />
      <PromoSlider />
      {/* The home's dialogs: the flash as it opens (desktop), the interstitial from the visit's third page. */}
      <FlashDialog page="HOME" pageKey="/" />
      <Interstitial page="HOME" pageKey="/" />
      {/* The home's cover (desktop) beside the category shortcuts, when a promotion fills it. */}
      <div className="home-categories-band">
        <CategoryShortcuts categories={categories} />
        <CoverSlot page="HOME" />
      </div>
      {overview && overview.announcements.data.length > 0 ? (
        <CardRow
          id="latest"
          title={t('portal.home.latestTitle')}
          icon={<Clock aria-hidden="true" size={20} />}
          seeAllHref={paths.search()}
          announcements={overview.announcements.data}
        />
      ) : null}
      {busiest.map(({ category, count }, position) => (
        <Fragment key={category.id}>
          <Suspense fallback={<div className="home-row home-row--loading" />}>
            <CategoryFeed category={category} count={count} />
          </Suspense>
          {/* A banner between the rows, after the second (spec §2: the home's feed slot). */}
          {position === 1 ? <PromoSlot page="HOME" kind="FEED" /> : null}
        </Fragment>
      ))}
      {/* Below the rows: the top ads come after the page, so they must not push what is above. */}
      <TopAds />
      {member ? (
        <>
          <Suspense fallback={null}>
            <FavouritesRow viewer={member} />
          </Suspense>
          <Suspense fallback={null}>
            <HistoryRow viewer={member} />
          </Suspense>
        </>
      ) : null}
      <PublishCallout viewer={viewer} />
    </div>
  );
}
