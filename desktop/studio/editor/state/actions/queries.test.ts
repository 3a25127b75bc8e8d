import { describe, expect, it } from 'vitest';
import { SITE_LIMITS } from '../../../../../shared/site/limits';
import { acceptedByServer, run, templateDocument } from '../test-support';

const query = {
  id: 'promos',
  name: { fr: 'Promos', ar: 'عروض', en: 'Deals' },
  q: 'promo',
  count: 8,
  type: 'ANNOUNCEMENTS' as const,
  filter: { hasPrice: true },
};

describe('query/add, query/update, query/remove', () => {
  it('adds, updates and removes a query; lists that showed it fall back (no queryId)', () => {
    const added = run(templateDocument(), [
      { type: 'query/add', query },
      { type: 'block/add', id: 'list', blockType: 'Products', to: { kind: 'page', pageId: 'home' } },
      { type: 'block/setAttr', blockId: 'list', path: ['queryId'], value: 'promos' },
      { type: 'query/update', queryId: 'promos', query: { count: 12 } },
    ]);
    expect(added.results.every((result) => result.ok)).toBe(true);
    expect(added.document.queries.find((q) => q.id === 'promos')!.count).toBe(12);
    expect(acceptedByServer(added.document)).toBe(true);

    const removed = run(added.document, [{ type: 'query/remove', queryId: 'promos' }]).document;
    expect(removed.queries.some((q) => q.id === 'promos')).toBe(false);
    const list = removed.pages[0]!.blocks.find((block) => block.id === 'list')!;
    expect(list.attrs.queryId).toBeUndefined();
    expect(acceptedByServer(removed)).toBe(true);
  });

  it('refuses a count over the limit, a taken id, and an update that breaks the query', () => {
    const { results } = run(templateDocument(), [
      { type: 'query/add', query: { ...query, count: SITE_LIMITS.maxQueryCount + 1 } },
      { type: 'query/add', query },
      { type: 'query/add', query },
      { type: 'query/update', queryId: 'promos', query: { count: -1 } },
      { type: 'query/update', queryId: 'ghost', query: { count: 2 } },
      { type: 'query/remove', queryId: 'ghost' },
    ]);
    expect(results[0]).toMatchObject({ ok: false, error: 'invalid' });
    expect(results[1]).toEqual({ ok: true });
    expect(results[2]).toEqual({ ok: false, error: 'invalid', detail: 'duplicateId' });
    expect(results[3]).toMatchObject({ ok: false, error: 'invalid' });
    expect(results.slice(4)).toEqual([
      { ok: false, error: 'notFound' },
      { ok: false, error: 'notFound' },
    ]);
  });
});
