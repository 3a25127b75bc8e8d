import { describe, expect, it } from 'vitest';
import { run, templateDocument } from '../test-support';

describe('page/setVisible', () => {
  it('hides a page and shows it again; the home page stays visible', () => {
    const hidden = run(templateDocument(), [
      { type: 'page/setVisible', pageId: 'annonces', visible: false },
      { type: 'page/setVisible', pageId: 'home', visible: false },
    ]);
    expect(hidden.results.map((result) => result.ok)).toEqual([true, false]);
    expect(hidden.results[1]).toEqual({ ok: false, error: 'invalid', detail: 'homePage' });
    expect(hidden.document.pages[1]!.visible).toBe(false);
    const shown = run(hidden.document, [{ type: 'page/setVisible', pageId: 'annonces', visible: true }]);
    expect(shown.document.pages[1]!.visible).toBe(true);
  });
});
