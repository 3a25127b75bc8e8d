import { readFileSync } from 'node:fs';
import type { Translations } from '../../../shared/i18n/locales';

/** A wilaya as shipped in `resources/geo/regions.json`. */
export interface RegionResource {
  /** The wilaya code as a number, 1..58. */
  id: number;
  /** The wilaya code as written, "01".."58". */
  code: string;
  names: Translations;
  slug: string;
}

/** A commune as shipped in `resources/geo/cities.json`. */
export interface CityResource {
  id: number;
  regionId: number;
  names: Translations;
  /** The daira (district) the commune belongs to. */
  dairaNames: Translations;
  /** Unique within its wilaya only: several wilayas have a commune of the same name. */
  slug: string;
}

export interface GeoResources {
  regions: RegionResource[];
  cities: CityResource[];
  /** The files' text, to tell whether the database already holds this version. */
  fingerprint: string;
}

const folder = new URL('../../../resources/geo/', import.meta.url);

/** Reads the wilayas and communes shipped with the product (written by `server/cli/geo-resources.ts`). */
export function readGeoResources(): GeoResources {
  const regionsText = readFileSync(new URL('regions.json', folder), 'utf8');
  const citiesText = readFileSync(new URL('cities.json', folder), 'utf8');
  return {
    regions: JSON.parse(regionsText) as RegionResource[],
    cities: JSON.parse(citiesText) as CityResource[],
    fingerprint: regionsText + citiesText,
  };
}
