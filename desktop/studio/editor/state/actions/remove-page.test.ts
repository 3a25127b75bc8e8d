import { describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../../../../shared/site/document';
import { ids, run, templateDocument } from '../test-support';

describe('page/remove', () => {
  it('removes a page with its blocks, never the home page', () => {
    const { document, results } = run(templateDocument(), [
      { type: 'page/remove', pageId: 'home' },
      { type: 'page/remove', pageId: 'annonce' },
      { type: 'page/remove', pageId: 'annonce' },
    ]);
    expect(results).toEqual([
      { ok: false, error: 'invalid', detail: 'homePage' },
      { ok: true },
      { ok: false, error: 'notFound' },
    ]);
    expect(ids(document.pages)).not.toContain('annonce');
    expect(ids(document.pages)).toContain('home');
  });

  it('never removes the last page', () => {
    const start = templateDocument();
    const only: SiteDocument = { ...start, pages: [{ ...start.pages[1]!, type: 'page' }] };
    expect(run(only, [{ type: 'page/remove', pageId: only.pages[0]!.id }]).results[0]).toEqual({
      ok: false,
      error: 'invalid',
      detail: 'lastPage',
    });
  });
});
