import { BLOCK_DEFINITIONS, type BlockAttrs } from './blocks/catalogue';
import { localized } from './blocks/fields';
import type { BlockType } from './blocks/types';
import { SITE_SCHEMA_VERSION, type SiteBlock, type SiteDocument, type SiteQuery } from './document';
import type { LaunchType } from './launch';

/**
 * The document a land's site starts from (spec §3 "Block types in store-site defaults"). No
 * pictures (colours and the theme carry the look until the owner adds theirs) and no map: a land
 * without a location could not commit a Map (spec §8), so owners add location blocks themselves.
 */

/** The slug of the listing page (the page of type search: `annonce/`). */
export const LISTING_PAGE_SLUG = 'annonce';

/** A block of `type` with its new-block attributes, some replaced. */
function block<T extends BlockType>(
  id: string,
  type: T,
  attrs: Partial<BlockAttrs<T>> = {},
  layout?: string,
): SiteBlock {
  return {
    id,
    type,
    ...(layout ? { layout } : {}),
    attrs: { ...BLOCK_DEFINITIONS[type].defaults(), ...attrs },
  };
}

// Functions, not constants: every document gets its own objects (callers edit them).
const newArrivals = (): SiteQuery => ({
  id: 'nouveautes',
  name: localized('Nouveautés', 'الجديد', 'New arrivals'),
  q: '',
  count: 8,
  type: 'ANNOUNCEMENTS',
  filter: { orderByField: 'REFRESHED_AT' },
});

const marketStores = (): SiteQuery => ({
  id: 'boutiques',
  name: localized('Nos boutiques', 'متاجرنا', 'Our stores'),
  q: '',
  count: 12,
  type: 'STORES',
  filter: {},
});

const toListing = (name: ReturnType<typeof localized>) => ({
  link: `/${LISTING_PAGE_SLUG}`,
  name,
  style: 'filled' as const,
  color: 'primary' as const,
});

const noTitle = localized('', '', '');

function storeHome(): SiteBlock[] {
  return [
    block('hero', 'HeroSection', {
      button: toListing(localized('Voir nos produits', 'شاهد منتجاتنا', 'See our products')),
    }),
    block('new-arrivals', 'Products', { queryId: 'nouveautes', count: 8, title: noTitle }),
    block('features', 'Features'),
    block(
      'story',
      'ImageWithText',
      { button: toListing(localized('Découvrir la boutique', 'اكتشفوا المتجر', 'Discover the store')) },
      'imageStart',
    ),
    block('social', 'Social'),
  ];
}

function marketHome(): SiteBlock[] {
  return [
    block('hero', 'HeroSection', {
      title: localized('Bienvenue sur notre marché', 'مرحبًا بكم في سوقنا', 'Welcome to our market'),
      subtitle: localized(
        'Les meilleures boutiques et leurs nouveautés, au même endroit',
        'أفضل المتاجر وجديدها في مكان واحد',
        'The best stores and their new arrivals, in one place',
      ),
      button: toListing(localized('Voir les annonces', 'شاهد الإعلانات', 'See the listings')),
    }),
    block('new-arrivals', 'ProductCarousel', { queryId: 'nouveautes', count: 8, title: noTitle }),
    block('stores', 'StoreBrowser', { queryId: 'boutiques', count: 12, title: noTitle }),
  ];
}

/**
 * A good-looking starting site for a store (Header, Menu, HeroSection, new arrivals, Features, the
 * store's story, Social, Footer) or a market (Header, Menu, HeroSection, new arrivals in a
 * carousel, the market's stores, Footer); both with the listing page (search) and the announcement
 * page (single). It passes `validateSiteDocument` for its launch type, even for a land without a location.
 */
export function defaultSiteDocument(launchType: LaunchType): SiteDocument {
  const store = launchType === 'STORE';
  return {
    schemaVersion: SITE_SCHEMA_VERSION,
    templateId: store ? 'store-default' : 'market-default',
    theme: { font: 'Default', dark: false, color: 'orange' },
    pages: [
      {
        id: 'home',
        title: localized('Accueil', 'الرئيسية', 'Home'),
        type: 'home',
        slug: '',
        visible: true,
        blocks: store ? storeHome() : marketHome(),
      },
      {
        id: 'annonces',
        title: localized('Annonces', 'الإعلانات', 'Listings'),
        type: 'search',
        slug: LISTING_PAGE_SLUG,
        visible: true,
        blocks: [
          ...(store ? [block('search-bar', 'Searchbar')] : []),
          block('search-results', 'Products', {
            title: localized('Toutes nos annonces', 'كل إعلاناتنا', 'All our listings'),
          }),
        ],
      },
      {
        id: 'annonce',
        title: localized('Annonce', 'إعلان', 'Listing'),
        type: 'single',
        slug: 'annonce-detail',
        visible: true,
        blocks: [block('announcement', 'ProductsShow')],
      },
    ],
    headers: [block('header', 'Header'), block('menu', 'Menu', {}, 'bar')],
    footers: [block('footer', 'Footer', {}, 'columns')],
    queries: store ? [newArrivals()] : [newArrivals(), marketStores()],
  };
}
