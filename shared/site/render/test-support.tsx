import { renderToStaticMarkup } from 'react-dom/server';
import type { AnnouncementDetailFragment, SiteStoreCardFragment } from '../../graphql/generated';
import type { Locale } from '../../i18n/locales';
import { BLOCK_DEFINITIONS } from '../blocks/catalogue';
import type { BlockType } from '../blocks/types';
import type { SiteBlock, SiteDocument, SitePage } from '../document';
import type { LaunchType } from '../launch';
import { defaultSiteDocument } from '../templates';
import type { SiteLand, SiteLinks, SiteListedAnnouncement, SiteRenderContextValue } from './context';
import { SiteView } from './SiteView';

/** Links as the portal builds them for store 12, with the language kept in the query. */
export function testLinks(locale: Locale = 'fr'): SiteLinks {
  const lang = locale === 'fr' ? '' : `?lang=${locale}`;
  return {
    home: () => `/store/12/ma-boutique/${lang}`,
    page: (slug) => `/store/12/ma-boutique/${slug}${lang}`,
    listing: (options = {}) => {
      const query = new URLSearchParams(locale === 'fr' ? {} : { lang: locale });
      if (options.q) query.set('q', options.q);
      if (options.page && options.page > 1) query.set('page', String(options.page));
      const qs = query.toString();
      return `/store/12/ma-boutique/annonce${qs ? `?${qs}` : ''}`;
    },
    announcement: (a) => `/store/12/ma-boutique/annonce/${a.id}${lang}`,
    store: (s) => `/store/${s.id}/${s.slug}/${lang}`,
    terms: () => `/store/12/ma-boutique/terms${lang}`,
    privacy: () => `/store/12/ma-boutique/privacy${lang}`,
  };
}

/** A store with a location, phones, e-mails and networks. */
export function testLand(overrides: Partial<SiteLand> = {}): SiteLand {
  return {
    launchType: 'STORE',
    id: '12',
    name: 'Ma Boutique',
    slug: 'ma-boutique',
    description: 'Électroménager à Alger',
    imageUrl: 'https://cdn.example.dz/logo.png',
    isOfficial: true,
    isVerified: true,
    location: {
      title: 'Magasin principal',
      address: '12 rue Didouche Mourad',
      lat: 36.7538,
      lng: 3.0588,
      city: 'Alger Centre',
      region: 'Alger',
      worktime: 'Sam–Jeu 9h–18h',
      phones: ['0550123456'],
      emails: ['contact@maboutique.dz'],
      faxes: ['021234567'],
    },
    socials: [{ name: 'facebook', url: 'https://facebook.com/maboutique' }],
    categories: [{ id: '3', name: 'Téléphones', slug: 'telephones' }],
    ...overrides,
  };
}

/** An announcement card. */
export function testAnnouncement(overrides: Partial<SiteListedAnnouncement> = {}): SiteListedAnnouncement {
  return {
    id: '501',
    title: 'Réfrigérateur Condor 400 L',
    slug: 'refrigerateur-condor-400-l',
    createdAt: '2026-11-20T10:00:00.000Z',
    isFromStore: true,
    hasPhone: true,
    isCommentEnabled: true,
    hasDelivery: true,
    deliveryType: 'DELIVERY_AVAILABLE',
    paymentMethod: 'PAYMENT_ON_DELIVERY',
    quantity: 4,
    hasVariants: false,
    likeCount: 3,
    status: 'PUBLISHED',
    price: 85000,
    pricePreview: 85000,
    priceUnit: 'UNIT',
    oldPrice: 95000,
    oldPricePreview: 95000,
    priceType: 'FIXED',
    exchangeType: 'NOT_EXCHANGEABLE',
    userId: '7',
    userReaction: { isBookmarked: false, isLiked: false },
    smallDescription: [],
    category: { id: '4', slug: 'refrigerateurs' },
    cities: [],
    store: null,
    defaultMedia: { id: 'm1', mediaUrl: 'https://cdn.example.dz/m1.jpg', mimeType: 'image/jpeg', thumbnail: '' },
    ...overrides,
  };
}

/** A store card. */
export function testStore(overrides: Partial<SiteStoreCardFragment> = {}): SiteStoreCardFragment {
  return {
    id: '31',
    name: 'Electro Oran',
    slug: 'electro-oran',
    description: null,
    imageUrl: null,
    followerCount: 1250,
    announcementsCount: 42,
    url: '/store/31/electro-oran',
    isOfficial: true,
    isVerified: false,
    iAmFollowing: false,
    mainLocation: {
      id: 'l1',
      location: { id: 'l1', region: { id: '31', name: 'Oran' }, city: { id: '3101', name: 'Oran' } },
    },
    announcements: [1, 2, 3, 4, 5].map((n) => ({
      id: `6${n}`,
      slug: `annonce-${n}`,
      title: `Annonce ${n}`,
      defaultMedia: {
        id: `s${n}`,
        mediaUrl: `https://cdn.example.dz/s${n}.jpg`,
        mimeType: 'image/jpeg',
        thumbnail: '',
      },
    })),
    ...overrides,
  };
}

/** An announcement as the page of type single receives it. */
export function testAnnouncementDetail(
  overrides: Partial<AnnouncementDetailFragment> = {},
): AnnouncementDetailFragment {
  const card = testAnnouncement();
  return {
    ...card,
    reference: 'R501',
    description: 'Très bon état.\nGarantie 1 an.\n\nLivraison possible.',
    orderExternalUrl: null,
    hasEmail: false,
    quantity: 2,
    street_name: null,
    noAdsense: false,
    showAnalytics: false,
    messengerLink: null,
    viewCount: 10,
    commentCount: 2,
    hasPhone: true,
    category: {
      id: '4',
      slug: 'refrigerateurs',
      name: 'Réfrigérateurs',
      deliveryType: 'DELIVERY_AVAILABLE',
      parentTree: [],
    },
    medias: [
      { id: 'm1', mediaUrl: 'https://cdn.example.dz/m1.jpg', mimeType: 'image/jpeg', thumbnail: '' },
      { id: 'm2', mediaUrl: 'https://cdn.example.dz/m2.jpg', mimeType: 'image/jpeg', thumbnail: '' },
    ],
    categories: [],
    specs: [
      {
        value: '400',
        valueText: '400 L',
        specification: { label: 'Capacité', codename: 'capacite', type: 'NUMBER' },
      },
    ],
    user: { id: '7', username: null, displayName: null, avatarUrl: null },
    cities: [
      { id: '1601', name: 'Alger Centre', slug: 'alger-centre', region: { id: '16', name: 'Alger', slug: 'alger' } },
    ],
    locations: [],
    variants: [],
    store: null,
    ...overrides,
  };
}

/** A block of `type` with its new-block attributes (or the ones given). */
export function testBlock(type: BlockType, attrs?: Record<string, unknown>, extra: Partial<SiteBlock> = {}): SiteBlock {
  return { id: `b-${type.toLowerCase()}`, type, attrs: attrs ?? BLOCK_DEFINITIONS[type].defaults(), ...extra };
}

/** A render context over the default document of `launchType`, its home page unless told. */
export function testContext(overrides: Partial<SiteRenderContextValue> = {}): SiteRenderContextValue {
  const launchType: LaunchType = overrides.launchType ?? 'STORE';
  const document: SiteDocument = overrides.document ?? defaultSiteDocument(launchType);
  const page: SitePage = overrides.page ?? document.pages[0]!;
  const locale = overrides.locale ?? 'fr';
  return {
    locale,
    launchType,
    land: testLand({ launchType }),
    document,
    page,
    links: testLinks(locale),
    data: { queries: {} },
    ...overrides,
  };
}

/** A context whose page holds only `blocks` (no pinned headers or footers). */
export function contextWithBlocks(blocks: SiteBlock[], overrides: Partial<SiteRenderContextValue> = {}) {
  const base = testContext(overrides);
  const page: SitePage = { ...base.page, blocks };
  return { ...base, document: { ...base.document, headers: [], footers: [], pages: [page] }, page };
}

/** The HTML of a SiteView. */
export function renderSite(context: SiteRenderContextValue): string {
  return renderToStaticMarkup(<SiteView context={context} />);
}
