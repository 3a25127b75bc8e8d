import { describe, expect, it } from 'vitest';
import { languageHref } from './language-links';

describe('language links', () => {
  it('keeps the page and its query, changing only lang', () => {
    expect(languageHref('/automobiles/2', '?q=clio&lang=en', 'ar')).toBe('/automobiles/2?q=clio&lang=ar');
    expect(languageHref('/contact-us', '', 'en')).toBe('/contact-us?lang=en');
  });

  it('drops lang for French, the default', () => {
    expect(languageHref('/', '?lang=ar', 'fr')).toBe('/');
    expect(languageHref('/s', '?lang=ar&q=velo', 'fr')).toBe('/s?q=velo');
  });
});
