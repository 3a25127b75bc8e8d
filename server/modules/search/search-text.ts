import type { SpecValues } from '../announcements';
import { specValueTexts } from '../announcements';
import type { CatalogSnapshot } from '../catalog';
import type { GeoSnapshot } from '../geo';
import { normalizeSearchText } from '../../../shared/domain/search';

// Written once in shared/ so the portal slugifies keywords exactly as the server normalises them.
export { normalizeSearchText };

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
