import { describe, expect, it } from 'vitest';
import { formTargetOf } from './blocks/Searchbar';
import { contextWithBlocks, renderSite, testBlock } from './test-support';

const render = (...blocks: ReturnType<typeof testBlock>[]) => renderSite(contextWithBlocks(blocks));

describe('containers', () => {
  it('Grid places its nested blocks by their md and xs layouts, in reading order', () => {
    const grid = testBlock(
      'Grid',
      {
        layouts: {
          md: [
            { i: 'n2', x: 0, y: 0, w: 6, h: 4 },
            { i: 'n1', x: 6, y: 0, w: 6, h: 4 },
          ],
          xs: [{ i: 'n1', x: 0, y: 0, w: 4, h: 3 }],
        },
      },
      {
        blocks: [
          { id: 'n1', type: 'Text', attrs: {} },
          { id: 'n2', type: 'Spacer', attrs: {} },
          { id: 'n3', type: 'Features', attrs: {} },
        ],
      },
    );
    const html = render(grid);
    expect(html.indexOf('data-block-id="n2"')).toBeLessThan(html.indexOf('data-block-id="n1"'));
    expect(html).toContain(
      '<div class="site-grid__item" data-md-x="6" data-md-w="6" data-md-h="4" data-xs-x="0" data-xs-w="4" data-xs-h="3"><section class="site-block site-text" data-block-id="n1"',
    );
    // Unplaced: the type's default size (Features 10x8), full width on phones, after the placed ones.
    expect(html).toContain('<div class="site-grid__item" data-md-w="10" data-md-h="8" data-xs-w="4" data-xs-h="8">');
    expect(html.indexOf('data-block-id="n3"')).toBeGreaterThan(html.indexOf('data-block-id="n1"'));
  });

  it('SimpleGrid fills its slots in order and keeps the empty ones', () => {
    const html = render(testBlock('SimpleGrid', { numBlock: 3 }, { blocks: [{ id: 'n1', type: 'Text', attrs: {} }] }));
    expect(html).toContain('data-columns="3"');
    expect(html.match(/class="site-simple-grid__slot"/g)).toHaveLength(3);
    expect(html.match(/data-empty="true"/g)).toHaveLength(2);
    expect(html).not.toContain('Emplacement vide');
    const studio = renderSite(
      contextWithBlocks([testBlock('SimpleGrid')], { editing: { selectedBlockId: null, select() {} } }),
    );
    expect(studio).toContain('Emplacement vide');
  });
});

describe('media blocks', () => {
  it('Video embeds the provider player lazily with a title', () => {
    const html = render(testBlock('Video', { video: { provider: 'youtube', id: 'dQw4w9WgXcQ' } }));
    expect(html).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Vidéo" loading="lazy"',
    );
    expect(render(testBlock('Video'))).not.toContain('<iframe');
  });

  it('CustomVideo plays the file with the browser player; autoplay is muted', () => {
    const html = render(testBlock('CustomVideo', { video: 'https://cdn.souk.dz/a.webm', autoplay: true }));
    expect(html).toContain('<source src="https://cdn.souk.dz/a.webm" type="video/webm"/>');
    expect(html).toContain('autoPlay=""');
    expect(html).toContain('playsInline=""');
  });

  it('Carousel shows `count` slides, their captions and a link to each', () => {
    const slide = (n: number) => ({
      title: { fr: `Slide ${n}`, ar: '', en: '' },
      image: { full: `https://cdn.souk.dz/${n}.jpg` },
    });
    const html = render(testBlock('Carousel', { slides: [slide(1), slide(2), slide(3)], count: 2 }));
    expect(html.match(/class="site-carousel__slide"/g)).toHaveLength(2);
    expect(html).toContain('<strong>Slide 1</strong>');
    expect(html).not.toContain('Slide 3');
    expect(html).toContain('href="#b-carousel-slide-2"');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('<img src="https://cdn.souk.dz/1.jpg" alt="Slide 1" loading="eager"');
    expect(render(testBlock('Carousel', { caption: false }))).not.toContain('site-carousel__caption');
  });

  it('Gallery shows its pictures with captions as alt texts, `itemsCount` per row', () => {
    const html = render(
      testBlock('Gallery', {
        itemsCount: 3,
        items: [
          {
            image: { full: 'https://cdn.souk.dz/g.jpg' },
            caption: { fr: 'Vitrine', ar: '', en: '' },
            link: '/annonce',
          },
        ],
      }),
    );
    expect(html).toContain('data-columns="3"');
    expect(html).toContain(
      '<a href="/store/12/ma-boutique/annonce"><picture><img src="https://cdn.souk.dz/g.jpg" alt="Vitrine"',
    );
    expect(html).toContain('<figcaption>Vitrine</figcaption>');
  });

  it('Image uses the mobile picture on phones and its title as alt text', () => {
    const html = render(
      testBlock('Image', {
        title: { fr: 'Notre magasin', ar: '', en: '' },
        media: { image: { full: 'https://cdn.souk.dz/d.jpg' }, mobile: { full: 'https://cdn.souk.dz/m,1.jpg' } },
      }),
    );
    expect(html).toContain('<source media="(max-width: 640px)" srcSet="https://cdn.souk.dz/m%2C1.jpg"/>');
    expect(html).toContain('<img src="https://cdn.souk.dz/d.jpg" alt="Notre magasin" loading="lazy"');
    expect(html).toContain('data-fit="contain"');
  });
});

describe('pictures of the media library', () => {
  const libraryImage = testBlock('Image', {
    title: { fr: 'Vitrine', ar: '', en: '' },
    media: { image: { full: '/media/abc/large.webp', thumb: '/media/abc/small.webp', focus: { x: 30, y: 80 } } },
  });

  it('keeps the focus point as data attributes site.css maps, none for the centre', () => {
    expect(render(libraryImage)).toContain(
      '<img src="/media/abc/large.webp" alt="Vitrine" loading="lazy" decoding="async" data-focus-x="30" data-focus-y="80"/>',
    );
    const centred = testBlock('Image', {
      media: { image: { full: '/media/abc/large.webp', focus: { x: 50, y: 50 } } },
    });
    expect(render(centred)).not.toContain('data-focus-x');
  });

  it("fetches site paths from the renderer's asset address when it has one (the desktop studio)", () => {
    const html = renderSite(
      contextWithBlocks([libraryImage], {
        assetUrl: (url) => new URL(url, 'https://souk.dz').href,
      }),
    );
    expect(html).toContain('<img src="https://souk.dz/media/abc/large.webp"');
  });
});

describe('content blocks', () => {
  it('Button links through the site, styled by its style and colour', () => {
    const html = render(
      testBlock('Button', {
        button: { link: '/a-propos', name: { fr: 'À propos', ar: '', en: '' }, style: 'outlined', color: 'teal' },
      }),
    );
    expect(html).toContain(
      '<a class="site-button-link" data-style="outlined" data-color="teal" href="/store/12/ma-boutique/a-propos">À propos</a>',
    );
  });

  it('Icon shows the chosen icon and its label, linked when asked', () => {
    const html = render(testBlock('Icon', { icon: 'truck', link: 'tel:+213550123456', size: 'large' }));
    expect(html).toContain('lucide-truck');
    expect(html).toContain('<a class="site-icon__link" href="tel:+213550123456">');
    expect(html).toContain('data-size="large"');
  });

  it('Spacer is `padding` steps high', () => {
    expect(render(testBlock('Spacer', { padding: 5 }))).toContain('data-padding="5"');
  });

  it('HeroSection loads its picture first and veils it with its colour', () => {
    const html = render(
      testBlock('HeroSection', { media: { image: { full: 'https://cdn.souk.dz/h.jpg' } }, backgroundColorOpacity: 44 }),
    );
    expect(html).toContain('<img src="https://cdn.souk.dz/h.jpg" alt="" loading="eager"');
    expect(html).toContain('data-opacity="40"');
    expect(html).toContain('data-has-picture="true"');
  });

  it('ImageWithText puts the picture on the side its layout says', () => {
    expect(render(testBlock('ImageWithText', undefined, { layout: 'imageEnd' }))).toContain('data-layout="imageEnd"');
    expect(render(testBlock('ImageWithText', undefined, { layout: 'sideways' }))).toContain('data-layout="imageStart"');
  });
});

describe('land blocks', () => {
  it('Header shows the land name when it has no title of its own', () => {
    expect(render(testBlock('Header'))).toContain('<h1 class="site-header__title">Ma Boutique</h1>');
    expect(render(testBlock('Header', { title: { fr: 'Bienvenue', ar: '', en: '' } }))).toContain('>Bienvenue</h1>');
  });

  it('Footer shows the legal pages, in columns or one line', () => {
    const columns = render(testBlock('Footer', undefined, { layout: 'columns' }));
    expect(columns).toContain('<a href="/store/12/ma-boutique/terms">Conditions d&#x27;utilisation</a>');
    expect(columns).toContain('<a href="/store/12/ma-boutique/privacy">Confidentialité</a>');
    expect(columns).toContain('site-footer__about');
    const simple = render(testBlock('Footer', { showLegal: false }, { layout: 'simple' }));
    expect(simple).not.toContain('site-footer__about');
    expect(simple).not.toContain('/terms');
  });

  it('Searchbar is a GET form to the listing page that keeps the address query', () => {
    const html = renderSite({
      ...contextWithBlocks([testBlock('Searchbar', { showCategories: true, showTitle: true })], { locale: 'ar' }),
      data: { queries: {}, listing: { announcements: [], currentPage: 1, lastPage: 1, total: 0, q: 'frigo' } },
    });
    expect(html).toContain(
      '<form class="site-searchbar__form" role="search" action="/store/12/ma-boutique/annonce" method="get">',
    );
    expect(html).toContain('<input type="hidden" name="lang" value="ar"/>');
    expect(html).toContain('name="q" value="frigo"');
    expect(html).toContain('<label for="b-searchbar-q" class="site-searchbar__title">');
    expect(html).toContain('<a href="/store/12/ma-boutique/annonce?lang=ar&amp;q=T%C3%A9l%C3%A9phones">Téléphones</a>');
  });

  it('reads a form target from any listing address', () => {
    expect(formTargetOf('/annonce?lang=en&q=old&page=2')).toEqual({ action: '/annonce', hidden: [['lang', 'en']] });
    expect(formTargetOf('https://boutique.dz/annonce')).toEqual({ action: 'https://boutique.dz/annonce', hidden: [] });
  });
});
