import { describe, expect, it } from 'vitest';
import type { SitePage } from '../document';
import { menuEntriesOf } from './blocks/Menu';
import { contextWithBlocks, renderSite, testBlock, testContext } from './test-support';

const page = (id: string, type: SitePage['type'], slug: string, visible = true): SitePage => ({
  id,
  title: { fr: `Page ${id}`, ar: `صفحة ${id}`, en: `Page ${id}` },
  type,
  slug,
  visible,
  blocks: [],
});

describe('SiteView', () => {
  it('renders the pinned headers, the page blocks and the pinned footers, in that order', () => {
    const html = renderSite(testContext());
    const header = html.indexOf('data-block-id="header"');
    const menu = html.indexOf('data-block-id="menu"');
    const hero = html.indexOf('data-block-id="hero"');
    const footer = html.indexOf('data-block-id="footer"');
    expect(header).toBeGreaterThan(0);
    expect(header).toBeLessThan(menu);
    expect(menu).toBeLessThan(hero);
    expect(hero).toBeLessThan(footer);
    expect(html).toContain('<div class="site-page" data-page-id="home">');
    // The host page (the site's frame, the studio) holds the one main landmark.
    expect(html).not.toContain('<main');
  });

  it('sets the language and direction, and the theme as data attributes', () => {
    const html = renderSite(testContext({ locale: 'ar' }));
    expect(html).toMatch(
      /<div class="site" data-site-scope="[\w-]+" data-launch-type="STORE" data-page-type="home" lang="ar" dir="rtl" data-theme-color="orange" data-font="default" data-dark="false">/,
    );
    expect(html).not.toContain('<style');
  });

  it('writes a hex colour and a background picture in one style element with the nonce', () => {
    const context = testContext({ nonce: 'n0nce' });
    context.document = {
      ...context.document,
      theme: { font: 'Default', dark: true, color: '#0a7d5a', backgroundImg: { full: 'https://cdn.souk.dz/bg.jpg' } },
    };
    const html = renderSite(context);
    const scope = /data-site-scope="([\w-]+)"/.exec(html)?.[1];
    expect(html).toContain(
      `<style nonce="n0nce">.site[data-site-scope="${scope}"] { --site-primary: #0a7d5a; --site-on-primary: #ffffff;`,
    );
    expect(html).toContain(
      '--site-background-image: url(&quot;https://cdn.souk.dz/bg.jpg&quot;)'.replace(/&quot;/g, '"'),
    );
    expect(html).toContain('data-dark="true"');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('gives the page an h1: the Header names the land, else a hidden heading names the page', () => {
    const withHeader = renderSite(testContext());
    expect(withHeader).toContain('<h1 class="site-header__title">Ma Boutique</h1>');
    expect(withHeader).not.toContain('site-visually-hidden">Accueil</h1>');
    const without = renderSite(contextWithBlocks([testBlock('Text')]));
    expect(without).toContain('<h1 class="site-visually-hidden">Accueil</h1>');
  });

  it('leaves the h1 to the announcement on the page of type single', () => {
    const context = testContext();
    const single = context.document.pages.find((candidate) => candidate.type === 'single')!;
    const html = renderSite({ ...context, page: single, data: { queries: {}, announcement: null } });
    expect(html).toContain('<p class="site-header__title">Ma Boutique</p>');
    expect(html).not.toContain('<h1');
  });

  it('marks the canvas when editing', () => {
    expect(renderSite(testContext({ editing: { selectedBlockId: null, select() {} } }))).toContain(
      'data-editing="true"',
    );
  });
});

describe('the Menu', () => {
  const context = testContext();
  const document = {
    ...context.document,
    pages: [
      page('home', 'home', ''),
      page('about', 'page', 'a-propos'),
      page('hidden', 'page', 'brouillon', false),
      page('search', 'search', 'annonce'),
      page('single', 'single', 'annonce-detail'),
      page('contact', 'page', 'contact'),
    ],
  };

  it('lists the visible pages but the search and single ones, home first, with the current one marked', () => {
    const entries = menuEntriesOf({ ...context, document, page: document.pages[1]! });
    expect(entries.map((entry) => [entry.label, entry.href, entry.current])).toEqual([
      ['Page home', '/store/12/ma-boutique/', false],
      ['Page about', '/store/12/ma-boutique/a-propos', true],
      ['Page contact', '/store/12/ma-boutique/contact', false],
    ]);
  });

  it('adds its own safe links', () => {
    const entries = menuEntriesOf({ ...context, document }, [
      { label: { fr: 'Souk', ar: '', en: '' }, link: 'https://souk.dz' },
      { label: { fr: 'Piège', ar: '', en: '' }, link: 'javascript:alert(1)' },
      { label: { fr: 'Annonces', ar: '', en: '' }, link: '/annonce' },
    ]);
    expect(entries.slice(3).map((entry) => entry.href)).toEqual(['https://souk.dz', '/store/12/ma-boutique/annonce']);
  });

  it('renders its three layouts, the compact one as a disclosure', () => {
    for (const layout of ['bar', 'centered', 'compact']) {
      const html = renderSite(
        contextWithBlocks([testBlock('Menu', undefined, { layout })], { document: { ...document, headers: [] } }),
      );
      expect(html).toContain(`data-layout="${layout}"`);
      expect(html).toContain('aria-current="page"');
      expect(html).not.toContain('brouillon');
      expect(html).not.toContain('annonce-detail');
      expect(html.includes('<details class="site-menu__disclosure">')).toBe(layout === 'compact');
    }
  });
});
