import { describe, expect, it } from 'vitest';
import { run, templateDocument } from '../test-support';

describe('document/replace', () => {
  it('takes the whole document, and refuses one that is not a document', () => {
    const other = templateDocument('STORE');
    other.theme.dark = true;
    other.pages.pop();
    const { document, results } = run(templateDocument(), [
      { type: 'document/replace', document: other },
      { type: 'document/replace', document: { ...other, pages: [] } },
    ]);
    expect(document).toEqual(other);
    expect(results[1]).toMatchObject({ ok: false, error: 'invalid' });
  });

  it('on BASIC takes a document that differs in content only, and refuses other blocks or pages', () => {
    const content = templateDocument();
    content.theme.dark = true;
    (content.headers[0]!.attrs.title as { fr: string }).fr = 'Ancienne version';
    const structure = templateDocument();
    structure.pages.pop();
    structure.headers.pop();
    const { document, results } = run(
      templateDocument(),
      [
        { type: 'document/replace', document: content },
        { type: 'document/replace', document: structure },
      ],
      { plan: 'BASIC' },
    );
    expect(results[0]).toEqual({ ok: true });
    expect(results[1]).toEqual({ ok: false, error: 'forbidden', detail: 'pages,blocks' });
    expect(document).toEqual(content);
  });
});
