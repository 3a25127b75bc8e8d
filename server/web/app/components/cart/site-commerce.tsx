import {
  useSiteRender,
  type SiteCommerce,
  type SiteListedAnnouncement,
} from '../../../../../shared/site/render/context';
import { AddToCart } from './AddToCart';
import { CardCartButton } from './CardCartButton';

/** A site card's quick add: variants are chosen on the announcement's page inside the site. */
function SiteCardCartButton({ announcement }: { announcement: SiteListedAnnouncement }) {
  const { links } = useSiteRender();
  return <CardCartButton announcement={announcement} announcementHref={links.announcement(announcement)} />;
}

/** The cart on published store and market sites (also on a store's own domain). */
export const SITE_COMMERCE: SiteCommerce = { BuyBox: AddToCart, CardAction: SiteCardCartButton };
