import { normalizeSearchText } from '../../../shared/domain/search';
import { LOCALES } from '../../../shared/i18n/locales';
import type { CatalogSnapshot } from '../catalog';

/**
 * Keywords that name a category ("voiture", "voitures", "cars", "سيارة" name Voitures): the
 * relevance order puts that category's announcements first, before toy cars and chargers that
 * say "voiture" too. Resolved in memory from the category tree, once per search.
 */

/** Words that join the parts of a category name and say nothing of it ("Location de véhicules"). */
const CONNECTORS = new Set(['de', 'd', 'du', 'des', 'la', 'le', 'les', 'l', 'a', 'au', 'aux', 'et', 'en']);
const ENGLISH_CONNECTORS = new Set(['the', 'and', 'of', 'for', 'in', 's']);

/**
 * A word with its plural and article folded away, the same way for category names and keywords:
 * "voitures" and "voiture", "cars" and "car", "bateaux" and "bateau", "سيارات", "السيارة" and
 * "سيارة" (ة is already ه once normalised) give one stem each. Crude on purpose: it only has to
 * make a name and the words for it meet, not to be a linguist's stemmer.
 */
export function categoryStem(word: string): string {
  if (/\p{Script=Arabic}/u.test(word)) {
    let stem = word;
    if (stem.startsWith('ال') && stem.length >= 5) stem = stem.slice(2);
    for (const suffix of ['ات', 'ون', 'ين', 'ه']) {
      if (stem.endsWith(suffix) && stem.length - suffix.length >= 3) return stem.slice(0, -suffix.length);
    }
    return stem;
  }
  if (word.length > 4 && word.endsWith('x')) return word.slice(0, -1);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The stems of a phrase, connectors left out. */
function phraseStems(text: string): string[] {
  return normalizeSearchText(text)
    .split(' ')
    .filter((word) => word !== '' && !CONNECTORS.has(word) && !ENGLISH_CONNECTORS.has(word))
    .map(categoryStem);
}

/** A way of naming a category: its stems in order. */
interface CategoryName {
  categoryId: number;
  stems: string[];
}

const namesByCatalog = new WeakMap<CatalogSnapshot, CategoryName[]>();

/**
 * The names of the active categories: each language's name split at "&" and commas ("Motos &
 * scooters" is named by "motos" and by "scooters"), and the slug. Built once per catalog snapshot.
 */
function categoryNames(catalog: CatalogSnapshot): CategoryName[] {
  const cached = namesByCatalog.get(catalog);
  if (cached) return cached;
  const names: CategoryName[] = [];
  for (const category of catalog.categoriesById.values()) {
    if (!category.active) continue;
    const phrases = new Set<string>();
    for (const locale of LOCALES) {
      for (const part of (category.names[locale] ?? '').split(/[&,،/]/)) phrases.add(phraseStems(part).join(' '));
    }
    phrases.add(phraseStems(category.slug.replace(/-/g, ' ')).join(' '));
    for (const phrase of phrases) {
      if (phrase !== '') names.push({ categoryId: category.id, stems: phrase.split(' ') });
    }
  }
  namesByCatalog.set(catalog, names);
  return names;
}

/** True when `stems` hold `phrase` as consecutive words. */
function holds(stems: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= stems.length; start += 1) {
    if (phrase.every((stem, index) => stems[start + index] === stem)) return true;
  }
  return false;
}

/**
 * The categories (each with the categories under it) that the keywords name, or null for none.
 * The longest name wins: "location vehicules" names "Location de véhicules", not "Location"
 * (real estate) and "Véhicules" both; names of the same length all count ("appartements" is
 * for sale and for rent).
 */
export function namedCategoryIds(catalog: CatalogSnapshot, words: readonly string[]): number[] | null {
  const stems = words.flatMap((word) => phraseStems(word));
  if (stems.length === 0) return null;
  let longest = 0;
  let named = new Set<number>();
  for (const name of categoryNames(catalog)) {
    if (name.stems.length < longest || !holds(stems, name.stems)) continue;
    if (name.stems.length > longest) {
      longest = name.stems.length;
      named = new Set();
    }
    named.add(name.categoryId);
  }
  if (named.size === 0) return null;
  const ids = new Set<number>();
  for (const id of named) for (const descendant of catalog.descendantIds(id)) ids.add(descendant);
  return [...ids].sort((a, b) => a - b);
}
