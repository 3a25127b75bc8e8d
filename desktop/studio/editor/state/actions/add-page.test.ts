import { describe, expect, it } from 'vitest';
import { SITE_LIMITS } from '../../../../../shared/site/limits';
import { acceptedByServer, ids, run, templateDocument } from '../test-support';

const title = (fr: string, ar = '', en = '') => ({ fr, ar, en });

describe('page/add', () => {
  it('adds a visible empty page with a lowercase slug from its title, unique among pages', () => {
    const { document, results } = run(templateDocument(), [
      { type: 'page/add', id: 'p1', title: title('À Propos de Nous') },
      { type: 'page/add', id: 'p2', title: title('À propos de nous'), index: 1 },
      { type: 'page/add', id: 'p3', title: title('', 'من نحن', 'Who We Are') },
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    const byId = Object.fromEntries(document.pages.map((page) => [page.id, page]));
    expect(byId.p1).toMatchObject({ slug: 'a-propos-de-nous', type: 'page', visible: true, blocks: [] });
    expect(byId.p2!.slug).toBe('a-propos-de-nous-2');
    expect(byId.p3!.slug).toBe('who-we-are');
    expect(ids(document.pages)[1]).toBe('p2');
    expect(acceptedByServer(document)).toBe(true);
  });

  it('makes a slug from an Arabic-only title', () => {
    const { document } = run(templateDocument(), [{ type: 'page/add', id: 'p', title: title('', 'من نحن') }]);
    const slug = document.pages.at(-1)!.slug;
    expect(slug).toMatch(/^[a-z0-9-]+$/);
    expect(slug).not.toBe('');
    expect(acceptedByServer(document)).toBe(true);
  });

  it('refuses a second home page, a taken id and more pages than the limit', () => {
    const tooMany = Array.from({ length: SITE_LIMITS.maxPages }, (_, n) => ({
      type: 'page/add' as const,
      id: `p${n}`,
      title: title(`Page ${n}`),
    }));
    const { results } = run(templateDocument(), [
      { type: 'page/add', id: 'h2', title: title('Accueil 2'), pageType: 'home' },
      { type: 'page/add', id: 'annonces', title: title('Encore') },
      ...tooMany,
    ]);
    expect(results[0]).toEqual({ ok: false, error: 'invalid', detail: 'homePage' });
    expect(results[1]).toEqual({ ok: false, error: 'invalid', detail: 'duplicateId' });
    expect(results.at(-1)).toEqual({ ok: false, error: 'limit', detail: 'maxPages' });
  });
});
