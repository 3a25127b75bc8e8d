import type { SpecValues } from '../announcements/announcements.tables';
import { specValueTexts } from '../announcements/spec-values';
import type { CatalogSnapshot } from '../catalog/catalog.service';
import type { GeoSnapshot } from '../geo/geo.service';

// Tatweel (the stretching stroke) changes nothing for search; vowel marks go with the other marks.
const TATWEEL = /\u0640/g;

/**
 * Text as the search compares it: lower case, Latin accents removed ("Peugeot", "péugeot" and
 * "PEUGEOT" are one word), Arabic letters folded to their common form (alef variants to ا,
 * ى to ي, ة to ه, no vowel marks), anything but letters and digits turned into spaces.
 * The same function treats the stored text and the keywords.
 */
export function normalizeSearchText(text: string): string {
  return (
    text
      .normalize('NFD')
      // Decomposed, accents and Arabic vowel marks and hamzas are marks: dropping them folds é to e, أ to ا.
      .replace(/\p{M}/gu, '')
      .replace(TATWEEL, '')
      .replace(/ٱ/g, 'ا')
      .replace(/ى/g, 'ي')
      .replace(/ة/g, 'ه')
      .replace(/ؤ/g, 'و')
      .replace(/ئ/g, 'ي')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** What an announcement's search text is made of. */
export interface SearchTextSource {
  title: string;
  categoryId: number;
  specs: SpecValues;
  cityIds: readonly number[];
}

/**
 * The words an announcement is found by besides its title and description: its category's
 * names (with its ancestors'), its specification values and its places, in every language,
 * normalised. Kept in `announcements.search_text`.
 */
export function buildSearchText(source: SearchTextSource, catalog: CatalogSnapshot, geo: GeoSnapshot): string {
  const parts: string[] = [source.title];
  for (const category of catalog.parentTree(source.categoryId)) parts.push(...Object.values(category.names));
  for (const [codename, value] of Object.entries(source.specs)) {
    const specification = catalog.specificationsByCodename.get(codename);
    if (specification) parts.push(...new Set(Object.values(specValueTexts(catalog, specification, value))));
  }
  const regionIds = new Set<number>();
  for (const cityId of source.cityIds) {
    const city = geo.citiesById.get(cityId);
    if (!city) continue;
    parts.push(city.names.fr, city.names.ar);
    regionIds.add(city.regionId);
  }
  for (const regionId of regionIds) {
    const region = geo.regionsById.get(regionId);
    if (region) parts.push(region.names.fr, region.names.ar);
  }
  return [...new Set(normalizeSearchText(parts.join(' ')).split(' '))].join(' ');
}
