import { Megaphone, Store } from 'lucide-react';
import { useMemo } from 'react';
import { CROSS_HOME_TOP_AD, PROMOTION_LIMITS } from '../../../../../shared/domain/promotions';
import { formatCount } from '../../../../../shared/domain/format';
import type { SlotPromotionFragment } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { storeSitePath } from '../../routes';
import { track } from '../../tracking/pixel';
import { AnnouncementCard } from '../AnnouncementCard';
import { usePromotionView } from './PromotionVisual';
import { usePromotions, type SlotRequest } from './use-promotions';

/** A promoted announcement or store as a card, marked sponsored; its views and clicks are counted. */
function SponsoredCard({ promotion }: { promotion: SlotPromotionFragment }) {
  const { t } = useI18n();
  const ref = usePromotionView(promotion.id);
  const target = promotion.target!;
  return (
    <li
      ref={(element) => {
        ref.current = element;
      }}
      className="sponsored-card"
      data-promotion-id={promotion.id}
      // The card's own links lead to the target: the click is counted on the way, by the pixel.
      onClickCapture={() => track({ payloadType: 'promotion_click', promotionIds: [promotion.id] })}
    >
      <span className="sponsored-card__badge">{t('portal.promotions.sponsored')}</span>
      {target.__typename === 'Announcement' ? (
        <AnnouncementCard announcement={target} />
      ) : (
        <Link href={storeSitePath(target)} className="sponsored-store">
          {/* Its four latest pictures (spec §7), the empty places kept so every tile is the same size. */}
          <span className="sponsored-store__pictures" aria-hidden="true">
            {Array.from({ length: 4 }, (_, index) => {
              const media = target.announcements[index]?.defaultMedia;
              return media ? (
                <img key={media.id} src={media.mediaUrl} alt="" width={120} height={120} loading="lazy" />
              ) : (
                <span key={`empty-${index}`} className="sponsored-store__empty" />
              );
            })}
          </span>
          <span className="sponsored-store__identity">
            {target.imageUrl ? (
              <img
                className="sponsored-store__logo"
                src={target.imageUrl}
                alt=""
                width={40}
                height={40}
                loading="lazy"
              />
            ) : (
              <span className="sponsored-store__logo sponsored-store__icon">
                <Store aria-hidden="true" size={20} />
              </span>
            )}
            <strong>{target.name}</strong>
          </span>
          <span className="sponsored-store__count">
            {target.announcementsCount === 0
              ? t('portal.stores.card.announcements.none')
              : target.announcementsCount === 1
                ? t('portal.stores.card.announcements.one')
                : t('portal.stores.card.announcements.many', { count: formatCount(target.announcementsCount) })}
          </span>
        </Link>
      )}
    </li>
  );
}

/** Shuffled in place (Fisher–Yates): the top ads come in another order on every visit (spec §7). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Sponsored cards (spec §2, §7): the promoted announcements and stores of a slot that shows cards,
 * in the results' grid style, under a heading when given. Nothing at all when none runs (the
 * place collapses). `shuffle` mixes them on every visit (the top ads).
 */
export function SponsoredCards({
  request,
  title,
  shuffle = false,
}: {
  request: Omit<SlotRequest, 'needs'>;
  title?: string;
  shuffle?: boolean;
}) {
  const { state, location } = usePromotions({ ...request, needs: 'target' });
  const promotions = useMemo(
    () => (state.status === 'filled' ? (shuffle ? shuffled(state.promotions) : state.promotions) : []),
    [state, shuffle],
  );
  if (promotions.length === 0) return null;
  const list = (
    <ul className="card-grid sponsored-cards" data-slot={location ?? undefined}>
      {promotions.map((promotion) => (
        <SponsoredCard key={promotion.id} promotion={promotion} />
      ))}
    </ul>
  );
  if (!title) return list;
  return (
    <section className="home-row" aria-labelledby="top-ads-title">
      <div className="home-row__header">
        <h2 id="top-ads-title" className="home-row__title">
          <span className="home-row__icon">
            <Megaphone aria-hidden="true" size={20} />
          </span>
          <span>{title}</span>
        </h2>
      </div>
      {list}
    </section>
  );
}

/** The home's top ads (spec §7): 48 fetched, shuffled, those without a target dropped. */
export function TopAds() {
  const { t } = useI18n();
  return (
    <SponsoredCards
      request={{ page: 'HOME', kind: 'FEED', location: CROSS_HOME_TOP_AD, maxCount: PROMOTION_LIMITS.topAdsCount }}
      title={t('portal.promotions.topAds')}
      shuffle
    />
  );
}
