import { Flag } from 'lucide-react';
import { useState } from 'react';
import { isActiveStatus } from '../../../../../shared/domain/announcements';
import { decodeNumericEntities } from '../../../../../shared/domain/text';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { useCanonicalRedirect } from '../../page-status';
import { useBackFallback } from '../layout/BackButton';
import { paths } from '../../routes';
import { useViewer } from '../../session';
import { useActionGate } from './action-gate';
import { CoverSlot } from '../promotions/CoverSlot';
import { FlashDialog, Interstitial } from '../promotions/PromotionDialog';
import { PromoSlot } from '../promotions/PromoSlot';
import { AddToCart } from '../cart/AddToCart';
import { AnnouncementHead } from './AnnouncementHead';
import { AnnouncementSummary } from './AnnouncementSummary';
import { Breadcrumb } from './Breadcrumb';
import { CommentsSection } from './comments/CommentsSection';
import { ContactActions } from './ContactActions';
import { DealInfo } from './DealInfo';
import { Description } from './Description';
import { Gallery } from './Gallery';
import { GateDialogs } from './GateDialogs';
import { LocationBlock } from './LocationBlock';
import { OwnerTools } from './OwnerTools';
import { isAnnouncer } from './permissions';
import { ReactionBar } from './ReactionBar';
import { ReportDialog } from './ReportDialog';
import { SafetyNote } from './SafetyNote';
import { SellerBlock } from './SellerBlock';
import { SimilarAnnouncements } from './SimilarAnnouncements';
import { SpecsList } from './SpecsList';
import { StatusBanner } from './StatusBanner';
import type { ShownAnnouncement } from './types';
import { useReactions } from './use-reactions';

/**
 * The announcement page's content (spec §3 "Announcement (detail)"): pictures, title and price,
 * the seller and how to reach them, the details, the questions and answers, and similar
 * announcements. One gate serves every buyer action, so one pair of dialogs (connection,
 * status) covers them all.
 */
export function AnnouncementView({ announcement }: { announcement: ShownAnnouncement }) {
  const { t } = useI18n();
  const viewer = useViewer();
  const { location } = useNavigation();
  const gate = useActionGate(announcement);
  const reactions = useReactions(announcement, gate);
  const [reporting, setReporting] = useState(false);
  const title = decodeNumericEntities(announcement.title);
  const canonicalPath = paths.announcement(announcement);
  const own = isAnnouncer(viewer, announcement);

  // An old or mistyped slug: the server redirects (301) to the one true address; in the browser
  // (a link followed client-side) the address is replaced in place.
  // The phone back button of a page opened without history leads to this category's search.
  useBackFallback(paths.searchCategory(announcement.category.slug));
  useCanonicalRedirect(location.pathname === canonicalPath ? null : `${canonicalPath}${location.search}`);

  return (
    <article className="announcement" aria-labelledby="announcement-title">
      <AnnouncementHead announcement={announcement} title={title} />
      <Breadcrumb parentTree={announcement.category.parentTree} />
      {isActiveStatus(announcement.status) ? null : <StatusBanner status={announcement.status} />}
      {/* The details' header banner, for this announcement's category (again on each announcement). */}
      <PromoSlot
        page="DETAILS"
        kind="HEADER"
        categorySlug={announcement.category.slug}
        refetchKey={announcement.id}
        className="announcement__header-promo"
      />
      {/* The details' dialogs, for this announcement's category. */}
      <FlashDialog page="DETAILS" categorySlug={announcement.category.slug} pageKey={announcement.id} />
      <Interstitial page="DETAILS" categorySlug={announcement.category.slug} pageKey={announcement.id} />
      <div className="announcement__layout">
        <div className="announcement__media">
          <Gallery medias={announcement.medias} title={title} />
        </div>
        <div className="announcement__summary">
          <AnnouncementSummary announcement={announcement} title={title} />
          <ReactionBar reactions={reactions} />
        </div>
        <div className="announcement__side">
          {/* The details' cover (desktop), for this announcement's category, heading the side column. */}
          <CoverSlot page="DETAILS" categorySlug={announcement.category.slug} refetchKey={announcement.id} />
          <AddToCart announcement={announcement} />
          <div className="contact-card">
            <SellerBlock announcement={announcement} />
            <ContactActions announcement={announcement} gate={gate} />
          </div>
          {own ? <OwnerTools announcement={announcement} /> : null}
          <SafetyNote />
          {own ? null : (
            <button
              type="button"
              className="report-link"
              onClick={() => {
                if (gate.allow()) setReporting(true);
              }}
            >
              <Flag aria-hidden="true" size={16} />
              {t('portal.announcement.report.title')}
            </button>
          )}
          {/* The details' square slot, for this announcement's category (spec §4: again on each announcement). */}
          <PromoSlot
            page="DETAILS"
            kind="SQUARE"
            categorySlug={announcement.category.slug}
            refetchKey={announcement.id}
            className="announcement__promo"
          />
          {/* Under it, the tall rectangle (300×600 on a computer, 300×250 on a phone). */}
          <PromoSlot
            page="DETAILS"
            kind="RECTANGLE"
            categorySlug={announcement.category.slug}
            refetchKey={announcement.id}
            className="announcement__promo"
          />
        </div>
        <div className="announcement__details">
          <SpecsList specs={announcement.specs} />
          <Description text={announcement.description} />
          <DealInfo announcement={announcement} />
          <LocationBlock locations={announcement.locations} />
        </div>
      </div>
      <CommentsSection announcement={announcement} gate={gate} />
      {/* A banner between the announcement and the similar ones (960×200, 336×100 on a phone). */}
      <PromoSlot
        page="DETAILS"
        kind="FEED"
        categorySlug={announcement.category.slug}
        refetchKey={announcement.id}
        className="announcement__feed-promo"
      />
      <SimilarAnnouncements announcementId={announcement.id} />
      <ReportDialog open={reporting} announcementId={announcement.id} onClose={() => setReporting(false)} />
      <GateDialogs gate={gate} />
    </article>
  );
}
