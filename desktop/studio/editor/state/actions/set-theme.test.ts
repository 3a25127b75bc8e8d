import { describe, expect, it } from 'vitest';
import { acceptedByServer, run, templateDocument } from '../test-support';

describe('theme/set', () => {
  it('changes the given fields, checks them with the theme schema, and takes away an undefined one', () => {
    const { document, results } = run(templateDocument(), [
      { type: 'theme/set', theme: { dark: true, color: '#0a7c59', backgroundColor: '#101010' } },
      { type: 'theme/set', theme: { color: 'not a colour!' } },
      { type: 'theme/set', theme: { backgroundColor: undefined } },
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, false, true]);
    expect(results[1]).toMatchObject({ ok: false, error: 'invalid' });
    expect(document.theme).toMatchObject({ dark: true, color: '#0a7c59', font: 'Default' });
    expect(document.theme.backgroundColor).toBeUndefined();
    expect(acceptedByServer(document)).toBe(true);
  });

  it('takes a background picture over https or from the site, and refuses another address', () => {
    const { document, results } = run(templateDocument(), [
      { type: 'theme/set', theme: { backgroundImg: { full: '/uploads/fond.jpg' } } },
      { type: 'theme/set', theme: { backgroundImg: { full: 'http://x.dz/fond.jpg' } } },
    ]);
    expect(results[1]).toEqual({ ok: false, error: 'invalid', detail: 'badImage' });
    expect(document.theme.backgroundImg).toEqual({ full: '/uploads/fond.jpg' });
  });
});
