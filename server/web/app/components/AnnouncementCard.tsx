import type { ReactNode } from 'react';
import type { AnnouncementCardFragment } from '../../../../shared/graphql/generated';
import { AnnouncementCardBody } from '../../../../shared/ui/AnnouncementCardBody';
import { CardCartButton } from './cart/CardCartButton';
import { useI18n } from '../i18n';
import { Link } from '../navigation';
import { paths } from '../routes';

/**
 * The portal's announcement card (search results, feeds, profile tabs): the shared card body with
 * the portal's links (client-side navigation to /announcement/…), texts and style sheet, and
 * the quick "add to cart" of an announcement that can be ordered.
 */
export function AnnouncementCard({
  announcement,
  actions,
  withSummary = false,
}: {
  announcement: AnnouncementCardFragment;
  /** Extra controls under the card's text (like, bookmark, owner actions). */
  actions?: ReactNode;
  /** A line of the announcement's first values under the price (the search's list has room for it). */
  withSummary?: boolean;
}) {
  const { locale, t } = useI18n();
  const href = paths.announcement(announcement);
  // The short description's place item (no codename) is left out: the card says where already.
  const summary = withSummary
    ? announcement.smallDescription.filter((item) => item.codename !== null).map((item) => item.valueText)
    : undefined;
  return (
    <AnnouncementCardBody
      announcement={announcement}
      href={href}
      locale={locale}
      labels={{ delivery: t('portal.layout.delivery'), oldPrice: t('portal.layout.oldPrice') }}
      look="portal"
      link={Link}
      summary={summary}
      actions={
        <>
          {actions}
          <CardCartButton announcement={announcement} announcementHref={href} />
        </>
      }
    />
  );
}
