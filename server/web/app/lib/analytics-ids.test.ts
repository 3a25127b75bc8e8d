import { describe, expect, it } from 'vitest';
import { checkedAnalyticsIds, checkedPixelId, checkedTagManagerId } from './analytics-ids';

describe('analytics ids are checked before a page carries them', () => {
  it('keeps well-formed tag-manager ids (upper-cased)', () => {
    expect(checkedTagManagerId('GTM-AB12CD')).toBe('GTM-AB12CD');
    expect(checkedTagManagerId(' gtm-ab12cd ')).toBe('GTM-AB12CD');
  });

  it.each(['', 'UA-1234', 'GTM-', 'GTM-AB"><script>', 'GTM-AB12CD&x=1', 'GTM-ABC'])(
    'refuses the tag-manager id %j',
    (id) => {
      expect(checkedTagManagerId(id)).toBeNull();
    },
  );

  it('keeps digit pixel ids and refuses anything else', () => {
    expect(checkedPixelId('1234567890123')).toBe('1234567890123');
    for (const id of ['12345', '123abc456', '1234567"onload="x', null, undefined])
      expect(checkedPixelId(id)).toBeNull();
  });

  it('checks a land’s two ids together', () => {
    expect(checkedAnalyticsIds({ googleTagManagerId: 'GTM-XYZ123', metaPixelId: 'nope' })).toEqual({
      googleTagManagerId: 'GTM-XYZ123',
      metaPixelId: null,
    });
    expect(checkedAnalyticsIds({})).toEqual({ googleTagManagerId: null, metaPixelId: null });
  });
});
