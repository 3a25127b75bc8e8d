import { describe, expect, it } from 'vitest';
import type { SiteCommerce, SiteQueryResult } from './context';
import {
  contextWithBlocks,
  renderSite,
  testAnnouncement,
  testAnnouncementDetail,
  testBlock,
  testStore,
} from './test-support';

const results = (result: Partial<SiteQueryResult>): Record<string, SiteQueryResult> => ({
  news: { announcements: [], clusterAnnouncements: [], stores: [], ...result },
});
const withQuery = (overrides = {}) => {
  const context = contextWithBlocks([], overrides);
  const document = {
    ...context.document,
    queries: [
      {
        id: 'news',
        name: { fr: 'Nouveautés', ar: 'الجديد', en: 'New' },
        q: '',
        count: 16,
        type: 'ANNOUNCEMENTS' as const,
        filter: {},
        cluster: { name: { fr: 'Promotions', ar: '', en: '' }, q: 'promo', count: 16, filter: {} },
      },
    ],
  };
  return { ...context, document };
};
const render = (blocks: ReturnType<typeof testBlock>[], data: Record<string, SiteQueryResult>, overrides = {}) => {
  const context = withQuery(overrides);
  const page = { ...context.page, blocks };
  return renderSite({ ...context, page, document: { ...context.document, pages: [page] }, data: { queries: data } });
};
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('announcement lists', () => {
  const announcements = [
    testAnnouncement({ id: '1', slug: 'a', title: 'Climatiseur &#233;t&#233; 12000 BTU' }),
    testAnnouncement({ id: '2', slug: 'b', pricePreview: 0, oldPricePreview: 0 }),
    testAnnouncement({ id: '3', slug: 'c', oldPricePreview: 0, hasDelivery: false, defaultMedia: null }),
  ];

  it.each(['Products', 'AnnouncementList', 'ProductCarousel', 'ProductNavs'] as const)(
    '%s shows the cards of its query, linked inside the site',
    (type) => {
      const html = render([testBlock(type, { queryId: 'news' })], results({ announcements }));
      expect(count(html, 'class="site-card"')).toBe(3);
      expect(html).toContain('href="/store/12/ma-boutique/annonce/1"');
      expect(html).toContain('Climatiseur été 12000 BTU');
    },
  );

  it('shows a price only when pricePreview > 0 and an old price only when oldPricePreview > 0', () => {
    const html = render([testBlock('Products', { queryId: 'news' })], results({ announcements }));
    expect(count(html, 'class="site-card__price"')).toBe(2);
    expect(count(html, 'class="site-card__old-price"')).toBe(1);
    // Amounts isolated left to right, so Arabic pages keep their groups of digits in order.
    expect(html).toContain('<bdi dir="ltr">85 000</bdi> DA');
    expect(html).toContain('<bdi dir="ltr">95 000</bdi> DA');
  });

  it('puts the public site’s cart action on each card, and none in the studio’s canvas', () => {
    const commerce: SiteCommerce = {
      BuyBox: () => null,
      CardAction: ({ announcement }) => <button type="button">Panier {announcement.id}</button>,
    };
    const html = render([testBlock('Products', { queryId: 'news' })], results({ announcements }), { commerce });
    expect(html).toContain('<button type="button">Panier 1</button>');
    expect(count(html, '<button type="button">Panier')).toBe(3);
    const canvas = render([testBlock('Products', { queryId: 'news' })], results({ announcements }));
    expect(canvas).not.toContain('Panier');
  });

  it('cuts titles to 80 characters on wide screens and 70 on phones', () => {
    const title = 'R'.repeat(100);
    const html = render(
      [testBlock('Products', { queryId: 'news' })],
      results({ announcements: [testAnnouncement({ title })] }),
    );
    expect(html).toContain(`<span class="site-wide-only">${'R'.repeat(80)}…</span>`);
    expect(html).toContain(`<span class="site-narrow-only">${'R'.repeat(70)}…</span>`);
  });

  it('shows at most `count` cards, names the list after its query and says when it is empty', () => {
    const many = Array.from({ length: 20 }, (_, n) => testAnnouncement({ id: String(n), slug: `s${n}` }));
    const limited = render(
      [testBlock('Products', { queryId: 'news', count: 5, title: { fr: '', ar: '', en: '' } })],
      results({ announcements: many }),
    );
    expect(count(limited, 'class="site-card"')).toBe(5);
    expect(limited).toContain('>Nouveautés</h2>');
    expect(render([testBlock('Products', { queryId: 'news' })], {})).toContain('Aucune annonce pour l&#x27;instant.');
  });

  it('shows the listing page results, with the count and the pages, when it has no query', () => {
    const context = withQuery();
    const page = { ...context.page, type: 'search' as const, blocks: [testBlock('Products', { count: 16 })] };
    const html = renderSite({
      ...context,
      page,
      document: { ...context.document, pages: [page] },
      data: {
        queries: {},
        listing: { announcements, currentPage: 2, lastPage: 3, total: 45, q: 'clim' },
      },
    });
    expect(count(html, 'class="site-card"')).toBe(3);
    expect(html).toContain('Résultats pour « clim »');
    expect(html).toContain('href="/store/12/ma-boutique/annonce?q=clim" rel="prev"');
    expect(html).toContain('href="/store/12/ma-boutique/annonce?q=clim&amp;page=3" rel="next"');
    expect(html).toContain('Page 2 sur 3');
  });

  it('ProductNavs adds its cluster under the cluster name with links to both', () => {
    const html = render(
      [testBlock('ProductNavs', { queryId: 'news' })],
      results({ announcements, clusterAnnouncements: [testAnnouncement({ id: '9', slug: 'z' })] }),
    );
    expect(html).toContain('href="#b-productnavs-main"');
    expect(html).toContain('href="#b-productnavs-cluster"');
    expect(html).toContain('>Promotions</h3>');
    expect(count(html, 'class="site-card"')).toBe(4);
  });

  it('ProductCarousel scrolls in one row', () => {
    const html = render([testBlock('ProductCarousel', { queryId: 'news' })], results({ announcements }));
    expect(html).toContain('data-variant="carousel"');
    expect(html).toContain('data-per-view="4"');
  });
});

describe('store lists', () => {
  it.each(['StoreBrowser', 'StoreCarousel'] as const)('%s shows store cards', (type) => {
    const html = render(
      [testBlock(type, { queryId: 'news' })],
      results({ stores: [testStore(), testStore({ id: '32', slug: 'b', name: 'Autre', isOfficial: false })] }),
      { launchType: 'MARKET' },
    );
    expect(count(html, 'class="site-store-card"')).toBe(2);
    expect(html).toContain('href="/store/31/electro-oran/"');
    expect(html).toContain('1.2k abonnés');
    expect(html).toContain('42 annonces');
    expect(html).toContain('Boutique officielle');
    expect(count(html, 'Boutique officielle')).toBe(1);
    expect(html).toContain('Oran, Oran');
  });

  it('shows 4 announcement thumbnails per store', () => {
    const html = render([testBlock('StoreBrowser', { queryId: 'news' })], results({ stores: [testStore()] }));
    expect(count(html, '<li><a href="/store/12/ma-boutique/annonce/6')).toBe(4);
  });

  it('says when there is no store', () => {
    expect(render([testBlock('StoreBrowser', { queryId: 'news' })], {})).toContain(
      'Aucune boutique pour l&#x27;instant.',
    );
  });
});

describe('ProductsShow', () => {
  const show = (
    announcement: ReturnType<typeof testAnnouncementDetail> | null | undefined,
    attrs = {},
    commerce?: SiteCommerce,
  ) => {
    const context = { ...withQuery(), commerce };
    const page = { ...context.page, type: 'single' as const, blocks: [testBlock('ProductsShow', { ...attrs })] };
    return renderSite({
      ...context,
      page,
      document: { ...context.document, pages: [page] },
      data: { queries: {}, ...(announcement === undefined ? {} : { announcement }) },
      links: { ...context.links, comments: (a) => `/annonce/${a.slug}#comments` },
    });
  };

  it('shows the announcement: pictures, title as h1, price, place, description, specs, delivery and comments', () => {
    const html = show(testAnnouncementDetail());
    expect(html).toContain('<h1 class="site-products-show__title">Réfrigérateur Condor 400 L</h1>');
    expect(count(html, '<img src="https://cdn.example.dz/m')).toBe(2);
    expect(html).toContain('alt="Réfrigérateur Condor 400 L, photo 1 sur 2"');
    expect(html).toContain('<bdi dir="ltr">85 000</bdi> DA');
    expect(html).toContain('Alger Centre, Alger');
    expect(html).toContain('<p>Très bon état.\nGarantie 1 an.</p><p>Livraison possible.</p>');
    expect(html).toContain('<dt>Capacité</dt><dd>400 L</dd>');
    expect(html).toContain('Livraison possible (aux frais de l&#x27;acheteur)');
    expect(html).toContain('2 commentaires');
    expect(html).toContain('href="/annonce/refrigerateur-condor-400-l#comments"');
  });

  it('offers the public site’s buy box under the price, and none in the studio’s canvas', () => {
    const commerce: SiteCommerce = {
      BuyBox: ({ announcement }) => <form aria-label={`Acheter ${announcement.id}`} />,
      CardAction: () => null,
    };
    const detail = testAnnouncementDetail();
    expect(show(detail, {}, commerce)).toContain(`<form aria-label="Acheter ${detail.id}">`);
    expect(show(detail)).not.toContain('Acheter');
  });

  it('hides what its options turn off', () => {
    const html = show(testAnnouncementDetail(), {
      showDescription: false,
      showSpecs: false,
      showDelivery: false,
      showComments: false,
    });
    expect(html).not.toContain('Très bon état');
    expect(html).not.toContain('Capacité');
    expect(html).not.toContain('Livraison possible');
    expect(html).not.toContain('commentaires');
  });

  it('says when comments are disabled or absent, with the spec texts', () => {
    expect(show(testAnnouncementDetail({ isCommentEnabled: false }))).toContain(
      'Désolé, mais les commentaires sont désactivés pour cette annonce',
    );
    expect(show(testAnnouncementDetail({ commentCount: 0 }))).toContain('Aucun commentaire pour cette annonce');
  });

  it('shows no price when pricePreview is 0', () => {
    expect(show(testAnnouncementDetail({ pricePreview: 0 }))).not.toContain('site-products-show__price');
  });

  it('says when the announcement is unknown', () => {
    expect(show(null)).toContain('Cette annonce n&#x27;est pas disponible.');
    expect(show(undefined)).not.toContain('Cette annonce');
  });
});
