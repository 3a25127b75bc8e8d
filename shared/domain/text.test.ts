import { describe, expect, it } from 'vitest';
import { decodeNumericEntities, truncate } from './text';

describe('card text', () => {
  it('decodes decimal and hexadecimal numeric entities and leaves the rest', () => {
    expect(decodeNumericEntities('Caf&#233; &#x26; th&#xE9; &amp; &#0; &#99999999;')).toBe(
      'Café & thé &amp; &#0; &#99999999;',
    );
  });

  it('cuts after the limit with an ellipsis, and leaves short titles alone', () => {
    expect(truncate('a'.repeat(80), 80)).toBe('a'.repeat(80));
    expect(truncate(`${'a'.repeat(79)} bc`, 80)).toBe(`${'a'.repeat(79)}…`);
    expect(truncate('سيارة للبيع بحالة ممتازة', 5)).toBe('سيارة…');
  });
});
