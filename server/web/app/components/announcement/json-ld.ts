import { isActiveStatus } from '../../../../../shared/domain/announcements';
import { truncate } from '../../../../../shared/domain/text';

/** What the structured data of an announcement is made of. */
export interface JsonLdAnnouncement {
  title: string;
  description: string;
  reference: string;
  /** In dinars; null without a price. */
  price: number | null;
  priceType: string | null;
  status: string;
  category: { name: string };
  medias: readonly { mediaUrl: string }[];
  user: { displayName: string | null; username: string | null };
  isFromStore: boolean;
  store: { name: string } | null;
}

/** Longest description carried in the structured data (search engines show a snippet anyway). */
const DESCRIPTION_LIMIT = 500;

/**
 * The announcement as a schema.org Product with its Offer (price in dinars, DZD), so search
 * engines can show its price and availability. An announcement without a price (jobs, prices on
 * request) has no offer: an Offer without a price is refused by search engines.
 */
export function announcementJsonLd(announcement: JsonLdAnnouncement, url: string): Record<string, unknown> {
  const seller =
    announcement.isFromStore && announcement.store
      ? { '@type': 'Organization', name: announcement.store.name }
      : { '@type': 'Person', name: announcement.user.displayName ?? announcement.user.username ?? '' };
  const free = announcement.priceType === 'GIVEN';
  const price = free ? 0 : announcement.price;
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: announcement.title,
    description: truncate(announcement.description, DESCRIPTION_LIMIT),
    sku: announcement.reference,
    category: announcement.category.name,
    url,
  };
  if (announcement.medias.length > 0) product.image = announcement.medias.map((media) => media.mediaUrl);
  if (price !== null && (price > 0 || free)) {
    product.offers = {
      '@type': 'Offer',
      price,
      priceCurrency: 'DZD',
      availability: isActiveStatus(announcement.status)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      url,
      seller,
    };
  }
  return product;
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<` is written \u003c so no text of
 * the announcement (a title holding `</script>`) can close the element early; the line and
 * paragraph separators are escaped for old parsers.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
