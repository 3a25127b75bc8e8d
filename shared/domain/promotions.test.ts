import { describe, expect, it } from 'vitest';
import {
  fallbackSize,
  isDialogLocation,
  isPlacedLocation,
  menuLinkShown,
  operatorOfLink,
  PROMOTION_LIMITS,
  PROMOTION_LOCATIONS,
  promotionProblems,
  slotSize,
} from './promotions';

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

describe('dialogs (spec §3 timeout, §9 sizes)', () => {
  it('names the flash dialog on computers only and the interstitial on both, at the spec’s sizes', () => {
    expect(PROMOTION_LOCATIONS).toContain('DESKTOP_HOME_FLASH');
    expect(PROMOTION_LOCATIONS).not.toContain('MOBILE_HOME_FLASH');
    expect(PROMOTION_LOCATIONS).toContain('MOBILE_LISTING_INTERSTITIAL');
    expect(slotSize('DESKTOP_DETAILS_FLASH')).toEqual({ width: 600, height: 470 });
    expect(slotSize('DESKTOP_HOME_INTERSTITIAL')).toEqual({ width: 900, height: 470 });
    expect(slotSize('MOBILE_HOME_INTERSTITIAL')).toEqual({ width: 360, height: 640 });
    // A dialog nothing fills shows nothing: no placeholder banner.
    expect(fallbackSize('DESKTOP_HOME_FLASH')).toBeNull();
    expect(isDialogLocation('MOBILE_LISTING_INTERSTITIAL')).toBe(true);
    expect(isDialogLocation('DESKTOP_LISTING_FEED')).toBe(false);
    expect(isDialogLocation('CROSS_HOME_TOP_AD')).toBe(false);
  });

  it('refuses a wait that is not whole seconds between 0 and the most', () => {
    const form = {
      name: 'Salon',
      targetType: 'LINK' as const,
      targetLink: '/salon',
      startsAt: new Date('2026-12-01'),
      endsAt: new Date('2026-12-08'),
      locations: ['DESKTOP_HOME_FLASH'] as const,
      weight: 1,
      categoryIds: [],
      visuals: [{ device: 'DESKTOP' as const, kind: 'IMAGE' as const, width: 600, height: 470 }],
    };
    expect(promotionProblems({ ...form, timeout: 5 })).toEqual({});
    expect(promotionProblems({ ...form, timeout: PROMOTION_LIMITS.timeoutMax + 1 })).toEqual({ timeout: true });
    expect(promotionProblems({ ...form, timeout: 2.5 })).toEqual({ timeout: true });
    // The flash dialog's picture has the dialog's proportions.
    expect(
      promotionProblems({ ...form, visuals: [{ device: 'DESKTOP', kind: 'IMAGE', width: 1000, height: 250 }] }),
    ).toEqual({ visualSize: true });
  });
});

describe('placed slots', () => {
  it('offers only the slots the portal shows, and refuses the others', () => {
    expect(isPlacedLocation('CROSS_HOME_TOP_AD')).toBe(true);
    expect(isPlacedLocation('DESKTOP_DETAILS_RECTANGLE')).toBe(true);
    expect(isPlacedLocation('MOBILE_LISTING_FEED')).toBe(true);
    expect(isPlacedLocation('DESKTOP_HOME_SQUARE')).toBe(false);
    expect(isPlacedLocation('MOBILE_LISTING_RECTANGLE')).toBe(false);
    const form = {
      name: 'Carré',
      targetType: 'LINK' as const,
      targetLink: '/carre',
      startsAt: new Date('2026-12-01'),
      endsAt: new Date('2026-12-08'),
      weight: 1,
      categoryIds: [],
      visuals: [{ device: 'DESKTOP' as const, kind: 'IMAGE' as const, width: 300, height: 250 }],
    };
    expect(promotionProblems({ ...form, locations: ['DESKTOP_DETAILS_SQUARE'] })).toEqual({});
    expect(promotionProblems({ ...form, locations: ['DESKTOP_HOME_SQUARE'] })).toEqual({ locations: true });
  });
});
