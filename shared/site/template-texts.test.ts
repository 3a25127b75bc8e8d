import { describe, expect, it } from 'vitest';
import { localized } from './blocks/fields';
import { defaultSiteDocument } from './templates';
import {
  isStaleTranslation,
  isTemplateText,
  pickText,
  untranslatedTexts,
  withoutStaleTranslations,
} from './template-texts';

describe('template texts and the language a site shows', () => {
  it('knows the new blocks’ and starting sites’ texts, per language', () => {
    expect(isTemplateText('ar', 'عنوان القسم')).toBe(true);
    expect(isTemplateText('en', 'Welcome to our market')).toBe(true);
    expect(isTemplateText('fr', 'عنوان القسم')).toBe(false);
    expect(isTemplateText('fr', 'Pièces auto à Oran')).toBe(false);
  });

  it('shows the owner’s text where another language still holds the template’s words', () => {
    const title = localized('Pièces auto à Oran', 'عنوان القسم', 'Section title');
    expect(isStaleTranslation(title, 'ar')).toBe(true);
    expect(pickText(title, 'ar')).toBe('Pièces auto à Oran');
    expect(pickText(title, 'en')).toBe('Pièces auto à Oran');
    expect(withoutStaleTranslations(title)).toEqual({ fr: 'Pièces auto à Oran', ar: '', en: '' });
  });

  it('keeps every language of an untouched template text, and the owner’s own translations', () => {
    const untouched = localized('Titre de la section', 'عنوان القسم', 'Section title');
    expect(pickText(untouched, 'ar')).toBe('عنوان القسم');
    expect(withoutStaleTranslations(untouched)).toEqual(untouched);
    const translated = localized('Pièces auto à Oran', 'قطع غيار في وهران', '');
    expect(pickText(translated, 'ar')).toBe('قطع غيار في وهران');
    expect(pickText(translated, 'en')).toBe('Pièces auto à Oran');
  });

  it('falls back to the first language written when French is empty, and to nothing when none is', () => {
    expect(pickText(localized('', 'متجر الأمل', ''), 'fr')).toBe('متجر الأمل');
    expect(pickText(localized('', '', ''), 'ar')).toBe('');
    expect(pickText(null, 'fr')).toBe('');
  });

  it('lists the texts written in some languages only, for the warning before publishing', () => {
    const document = defaultSiteDocument('STORE');
    // The starting site is translated: nothing to say.
    expect(untranslatedTexts(document)).toEqual([]);
    const hero = document.pages[0]!.blocks.find((block) => block.type === 'HeroSection')!;
    hero.attrs.title = localized('Pièces auto à Oran', 'مرحبًا بكم في متجرنا', '');
    document.pages[1]!.title = localized('Nos voitures', 'سياراتنا', '');
    expect(untranslatedTexts(document)).toEqual([
      { blockId: null, blockType: null, pageId: document.pages[1]!.id, path: ['title'], missing: ['en'] },
      { blockId: hero.id, blockType: 'HeroSection', pageId: 'home', path: ['title'], missing: ['ar', 'en'] },
    ]);
  });
});
