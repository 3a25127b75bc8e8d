import { describe, expect, it } from 'vitest';
import { menuLinkShown, operatorOfLink } from './promotions';

describe('mega-menu shortcuts and mobile operators (spec §7)', () => {
  it('reads the operator a link is about from its address, whatever its case', () => {
    expect(operatorOfLink('https://www.djezzy.dz/offres')).toBe('DJEZZY');
    expect(operatorOfLink('/s?q=Mobilis+forfait')).toBe('MOBILIS');
    expect(operatorOfLink('/boutiques')).toBeNull();
    expect(operatorOfLink(null)).toBeNull();
  });

  it('hides an operator’s shortcut from visitors of no operator and of another one; shows the rest to all', () => {
    const offer = 'https://www.ooredoo.dz/promo';
    expect(menuLinkShown(offer, 'OTHER')).toBe(false);
    expect(menuLinkShown(offer, 'DJEZZY')).toBe(false);
    expect(menuLinkShown(offer, 'OOREDOO')).toBe(true);
    for (const provider of ['OTHER', 'MOBILIS', 'DJEZZY', 'OOREDOO'] as const) {
      expect(menuLinkShown('/travel', provider)).toBe(true);
      expect(menuLinkShown(null, provider)).toBe(true);
    }
  });
});
