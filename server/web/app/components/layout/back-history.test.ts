import { describe, expect, it } from 'vitest';
import { backAction, backHref, isRootPath, nextTrail, TRAIL_LENGTH } from './back-history';

describe('the back button’s rule', () => {
  it('has no back button on the root page only', () => {
    expect(isRootPath('/')).toBe(true);
    expect(isRootPath('/contact-us')).toBe(false);
    expect(isRootPath('/messages/thread/12')).toBe(false);
  });

  it('sends an announcement opened without history to its category’s search page', () => {
    expect(backAction('/peugeot-208-d12', null, '/automobiles')).toEqual({ kind: 'go', href: '/automobiles' });
    // When the page did not say its category: the search page.
    expect(backAction('/peugeot-208-d12', null)).toEqual({ kind: 'go', href: '/s' });
  });

  it('sends an announcement opened right after a search home', () => {
    for (const search of ['/s?q=peugeot', '/peugeot-r', '/automobiles/3'])
      expect(backAction('/peugeot-208-d12', search, '/automobiles')).toEqual({ kind: 'go', href: '/' });
  });

  it('goes back one step otherwise, or home without history', () => {
    expect(backAction('/peugeot-208-d12', '/membre/4', '/automobiles')).toEqual({ kind: 'history' });
    expect(backAction('/contact-us', '/')).toEqual({ kind: 'history' });
    expect(backAction('/automobiles', '/')).toEqual({ kind: 'history' });
    expect(backAction('/contact-us', null)).toEqual({ kind: 'go', href: '/' });
  });

  it('links where a first visit would go, for browsers without JavaScript', () => {
    expect(backHref('/peugeot-208-d12?lang=ar', '/automobiles')).toBe('/automobiles');
    expect(backHref('/terms')).toBe('/');
  });
});

describe('the trail of visited addresses', () => {
  it('pushes new addresses and pops on a step back', () => {
    let trail = nextTrail([], '/');
    trail = nextTrail(trail, '/automobiles');
    trail = nextTrail(trail, '/peugeot-d1');
    expect(trail).toEqual(['/', '/automobiles', '/peugeot-d1']);
    expect(nextTrail(trail, '/automobiles')).toEqual(['/', '/automobiles']);
    expect(nextTrail(trail, '/peugeot-d1')).toEqual(trail);
  });

  it('keeps the latest addresses only', () => {
    let trail: string[] = [];
    for (let index = 0; index < TRAIL_LENGTH + 5; index += 1) trail = nextTrail(trail, `/p${index}`);
    expect(trail).toHaveLength(TRAIL_LENGTH);
    expect(trail.at(-1)).toBe(`/p${TRAIL_LENGTH + 4}`);
  });
});
