import { describe, expect, it } from 'vitest';
import { acceptedByServer, run, templateDocument } from '../test-support';

describe('page/setBackground', () => {
  it('sets and takes away a colour and a picture, and refuses a bad colour or picture', () => {
    const { document, results } = run(templateDocument(), [
      {
        type: 'page/setBackground',
        pageId: 'home',
        backgroundColor: '#ffeecc',
        backgroundImg: { full: 'https://x.dz/a.jpg' },
      },
      { type: 'page/setBackground', pageId: 'home', backgroundColor: 'url(evil)' },
      { type: 'page/setBackground', pageId: 'home', backgroundImg: { full: 'javascript:alert(1)' } },
      { type: 'page/setBackground', pageId: 'home', backgroundImg: null },
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, false, false, true]);
    expect(document.pages[0]!.backgroundColor).toBe('#ffeecc');
    expect(document.pages[0]!.backgroundImg).toBeUndefined();
    expect(acceptedByServer(document)).toBe(true);
    const cleared = run(document, [{ type: 'page/setBackground', pageId: 'home', backgroundColor: null }]).document;
    expect(cleared.pages[0]!.backgroundColor).toBeUndefined();
  });
});
