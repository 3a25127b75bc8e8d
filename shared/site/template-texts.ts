import { LOCALES, type Locale } from '../i18n/locales';
import { BLOCK_DEFINITIONS } from './blocks/catalogue';
import { BLOCK_TYPES } from './blocks/types';
import type { LocalizedText, SiteBlock, SiteDocument } from './document';
import { defaultSiteDocument } from './templates';

/**
 * The texts Souk writes into sites itself: every block's new-block texts and the starting sites'
 * ("Titre de la section", "مرحبًا بكم في متجرنا"), per language. An owner who rewrites a text in
 * one language leaves the others holding the template's words, which then say something else
 * than the owner's (an Arabic visitor read "Welcome to our store" under a French shop's own
 * title). Such a leftover is a stale translation: the site shows the owner's text instead, and the
 * studio empties it when the owner edits the field.
 */
let shipped: Record<Locale, Set<string>> | null = null;

function isLocalized(value: unknown): value is LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return LOCALES.every((locale) => typeof record[locale] === 'string');
}

function collect(value: unknown, into: Record<Locale, Set<string>>): void {
  if (isLocalized(value)) {
    for (const locale of LOCALES) if (value[locale].trim()) into[locale].add(value[locale].trim());
    return;
  }
  if (Array.isArray(value)) for (const item of value) collect(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) collect(item, into);
}

function shippedTexts(): Record<Locale, Set<string>> {
  if (!shipped) {
    const texts = { fr: new Set<string>(), ar: new Set<string>(), en: new Set<string>() };
    for (const type of BLOCK_TYPES) collect(BLOCK_DEFINITIONS[type].defaults(), texts);
    collect(defaultSiteDocument('STORE'), texts);
    collect(defaultSiteDocument('MARKET'), texts);
    shipped = texts;
  }
  return shipped;
}

/** Whether `text` is one of Souk's own texts in `locale`. */
export function isTemplateText(locale: Locale, text: string | undefined): boolean {
  const trimmed = text?.trim();
  return Boolean(trimmed) && shippedTexts()[locale].has(trimmed!);
}

/**
 * Whether the value's text in `locale` is the template's while another language holds the
 * owner's own words: a translation the owner has not written.
 */
export function isStaleTranslation(value: Partial<Record<Locale, string>>, locale: Locale): boolean {
  if (!isTemplateText(locale, value[locale])) return false;
  return LOCALES.some(
    (other) => other !== locale && Boolean(value[other]?.trim()) && !isTemplateText(other, value[other]),
  );
}

/** The value with its stale translations emptied (what the studio keeps once the owner edits a language). */
export function withoutStaleTranslations(value: LocalizedText): LocalizedText {
  const next = { ...value };
  for (const locale of LOCALES) if (isStaleTranslation(value, locale)) next[locale] = '';
  return next;
}

/**
 * The text in the page's language; when it has none, or only the template's words left under
 * the owner's own in another language (isStaleTranslation), the first language that has the
 * owner's text, French first (the product's default); '' when none has one.
 */
export function pickText(value: Partial<Record<Locale, string>> | null | undefined, locale: Locale): string {
  if (!value) return '';
  const own = value[locale]?.trim();
  if (own && !isStaleTranslation(value, locale)) return own;
  for (const other of LOCALES) {
    const text = value[other]?.trim();
    if (other !== locale && text && !isStaleTranslation(value, other)) return text;
  }
  return own ?? '';
}

/** A text of the site written in some languages and missing (or only the template's) in others. */
export interface UntranslatedText {
  /** The block holding it, or null for a page's title. */
  blockId: string | null;
  blockType: string | null;
  pageId: string | null;
  /** Where in the block's attributes (`['button', 'name']`), or `['title']` for a page. */
  path: string[];
  missing: Locale[];
}

/**
 * The languages a text lacks: empty or stale there while another language has the owner's words
 * (what publishing warns about, and what the studio's language marks show beside each text).
 */
export function missingLanguages(value: LocalizedText): Locale[] {
  const written = LOCALES.filter((locale) => value[locale].trim() && !isStaleTranslation(value, locale));
  if (written.length === 0 || written.every((locale) => isTemplateText(locale, value[locale]))) return [];
  return LOCALES.filter((locale) => !written.includes(locale));
}

function textsOf(value: unknown, path: string[], visit: (text: LocalizedText, path: string[]) => void): void {
  if (isLocalized(value)) visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, index) => textsOf(item, [...path, String(index)], visit));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) textsOf(item, [...path, key], visit);
  }
}

/**
 * The site's texts the owner has not written in every language (what publishing warns about):
 * page titles, then the blocks' texts, pinned headers, pages and pinned footers, nested blocks
 * included. A text still entirely the template's is translated already and not listed.
 */
export function untranslatedTexts(document: SiteDocument): UntranslatedText[] {
  const found: UntranslatedText[] = [];
  for (const page of document.pages) {
    const missing = missingLanguages(page.title);
    if (missing.length > 0) found.push({ blockId: null, blockType: null, pageId: page.id, path: ['title'], missing });
  }
  const visitBlocks = (blocks: readonly SiteBlock[], pageId: string | null) => {
    for (const block of blocks) {
      textsOf(block.attrs, [], (text, path) => {
        const missing = missingLanguages(text);
        if (missing.length > 0) found.push({ blockId: block.id, blockType: block.type, pageId, path, missing });
      });
      if (block.blocks) visitBlocks(block.blocks, pageId);
    }
  };
  visitBlocks(document.headers, null);
  for (const page of document.pages) visitBlocks(page.blocks, page.id);
  visitBlocks(document.footers, null);
  return found;
}
