import { describe, expect, it } from 'vitest';
import { run, templateDocument } from '../test-support';

describe('block/setLayout', () => {
  it('switches to one of the type’s layouts and refuses others', () => {
    const { document, results } = run(templateDocument(), [
      { type: 'block/setLayout', blockId: 'footer', layout: 'simple' },
      { type: 'block/setLayout', blockId: 'footer', layout: 'diagonal' },
      { type: 'block/setLayout', blockId: 'header', layout: 'simple' },
    ]);
    expect(document.footers[0]!.layout).toBe('simple');
    expect(results.slice(1)).toEqual([
      { ok: false, error: 'invalid', detail: 'layout' },
      { ok: false, error: 'invalid', detail: 'layout' },
    ]);
  });
});
