import { describe, expect, it } from 'vitest';
import { ids, run, templateDocument } from '../test-support';

describe('page/move', () => {
  it('puts a page at an index, clamped to the list', () => {
    const start = templateDocument();
    const last = start.pages.at(-1)!.id;
    const first = run(start, [{ type: 'page/move', pageId: last, index: 0 }]).document;
    expect(ids(first.pages)[0]).toBe(last);
    const back = run(first, [{ type: 'page/move', pageId: last, index: 99 }]).document;
    expect(ids(back.pages)).toEqual(ids(start.pages));
    const negative = run(start, [{ type: 'page/move', pageId: last, index: -5 }]).document;
    expect(ids(negative.pages)[0]).toBe(last);
  });

  it('says notFound for an unknown page', () => {
    expect(run(templateDocument(), [{ type: 'page/move', pageId: 'x', index: 0 }]).results[0]).toEqual({
      ok: false,
      error: 'notFound',
    });
  });
});
