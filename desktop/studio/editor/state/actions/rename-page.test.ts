import { describe, expect, it } from 'vitest';
import { acceptedByServer, run, templateDocument } from '../test-support';

const title = (fr: string, ar = '', en = '') => ({ fr, ar, en });

describe('page/rename', () => {
  it('sets the titles and makes the slug again, in lowercase, unique among pages', () => {
    const { document } = run(templateDocument(), [
      { type: 'page/add', id: 'p', title: title('Nos Produits') },
      { type: 'page/rename', pageId: 'annonces', title: title('NOS PRODUITS', 'منتجاتنا', 'Our products') },
    ]);
    const page = document.pages.find((candidate) => candidate.id === 'annonces')!;
    expect(page.title).toEqual(title('NOS PRODUITS', 'منتجاتنا', 'Our products'));
    expect(page.slug).toBe('nos-produits-2');
    expect(acceptedByServer(document)).toBe(true);
  });

  it('a new title in one language empties the template’s title left in the others', () => {
    const { document } = run(templateDocument(), [
      { type: 'page/rename', pageId: 'annonces', title: title('Nos voitures', 'الإعلانات', 'Listings') },
    ]);
    // "الإعلانات" and "Listings" were the starting site's, not the owner's: the site shows "Nos voitures".
    expect(document.pages[1]!.title).toEqual(title('Nos voitures'));
    const again = run(document, [
      { type: 'page/rename', pageId: 'annonces', title: title('Nos voitures', 'سياراتنا', '') },
    ]);
    expect(again.document.pages[1]!.title).toEqual(title('Nos voitures', 'سياراتنا'));
  });

  it('takes the English title when the French one is empty', () => {
    const { document } = run(templateDocument(), [
      { type: 'page/rename', pageId: 'annonces', title: title('  ', 'منتجاتنا', 'Our Products') },
    ]);
    expect(document.pages[1]!.slug).toBe('our-products');
  });

  it('keeps the home page’s empty slug, and the address on BASIC (the address is structure)', () => {
    const home = run(templateDocument(), [{ type: 'page/rename', pageId: 'home', title: title('Bienvenue') }]);
    expect(home.document.pages[0]!.slug).toBe('');
    const basic = run(templateDocument(), [{ type: 'page/rename', pageId: 'annonces', title: title('Nos Produits') }], {
      plan: 'BASIC',
    });
    expect(basic.results[0]).toEqual({ ok: true });
    expect(basic.document.pages[1]).toMatchObject({ slug: 'annonce', title: title('Nos Produits') });
  });

  it('says notFound for an unknown page', () => {
    expect(run(templateDocument(), [{ type: 'page/rename', pageId: 'x', title: title('X') }]).results[0]).toEqual({
      ok: false,
      error: 'notFound',
    });
  });
});
