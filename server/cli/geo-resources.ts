// One-off conversion of the public wilaya/commune dataset into `resources/geo/`:
//   npx tsx server/cli/geo-resources.ts path/to/algeria_cities.json
// The server only ever reads the files this writes; the source dataset is not needed at run time.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import slugify from '@sindresorhus/slugify';
import type { CityResource, RegionResource } from '../modules/geo';

interface SourceCommune {
  id: number;
  commune_name_ascii: string;
  commune_name: string;
  daira_name_ascii: string;
  daira_name: string;
  wilaya_code: string;
  wilaya_name_ascii: string;
  wilaya_name: string;
}

/** The dataset's names carry stray and doubled spaces (mostly the Arabic ones). */
const clean = (name: string): string => name.replace(/\s+/g, ' ').trim();
const slug = (name: string): string => slugify(name, { decamelize: false });

const source = process.argv[2];
if (!source) {
  console.error('usage: npx tsx server/cli/geo-resources.ts path/to/algeria_cities.json');
  process.exit(2);
}
const communes = JSON.parse(readFileSync(source, 'utf8')) as SourceCommune[];

const regions = new Map<number, RegionResource>();
for (const commune of communes) {
  const id = Number(commune.wilaya_code);
  if (regions.has(id)) continue;
  const fr = clean(commune.wilaya_name_ascii);
  regions.set(id, {
    id,
    code: commune.wilaya_code,
    names: { fr, ar: clean(commune.wilaya_name), en: fr },
    slug: slug(fr),
  });
}

const cities: CityResource[] = communes
  .map((commune) => {
    const fr = clean(commune.commune_name_ascii);
    const daira = clean(commune.daira_name_ascii);
    return {
      id: commune.id,
      regionId: Number(commune.wilaya_code),
      names: { fr, ar: clean(commune.commune_name), en: fr },
      dairaNames: { fr: daira, ar: clean(commune.daira_name), en: daira },
      slug: slug(fr),
    };
  })
  .sort((a, b) => a.id - b.id);

// City slugs repeat across wilayas (El Marsa, Larbaa, Chorfa...), never inside one.
const seen = new Set<string>();
for (const city of cities) {
  const key = `${city.regionId}/${city.slug}`;
  if (seen.has(key)) throw new Error(`two communes of wilaya ${city.regionId} share the slug ${city.slug}`);
  seen.add(key);
}

const folder = new URL('../../resources/geo/', import.meta.url);
mkdirSync(folder, { recursive: true });
const sortedRegions = [...regions.values()].sort((a, b) => a.id - b.id);
// One entry per line: small, and a diff shows which entry changed.
const lines = (items: unknown[]): string => `[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]\n`;
writeFileSync(new URL('regions.json', folder), lines(sortedRegions));
writeFileSync(new URL('cities.json', folder), lines(cities));
console.log(`wrote ${sortedRegions.length} regions and ${cities.length} cities`);
