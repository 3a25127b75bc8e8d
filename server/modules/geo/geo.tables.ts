import type { ColumnType } from 'kysely';
import type { Translations } from '../../../shared/i18n/locales';

/** A jsonb column of names: written as JSON text, read back as an object. */
export type TranslationsColumn = ColumnType<Translations, string, string>;

/** A wilaya. The id is the wilaya code (1..58), so it is stable across databases. */
export interface RegionsTable {
  id: number;
  /** "01".."58". */
  code: string;
  names: TranslationsColumn;
  slug: string;
}

/** A commune; the id is the public dataset's commune id. */
export interface CitiesTable {
  id: number;
  region_id: number;
  names: TranslationsColumn;
  daira_names: TranslationsColumn;
  slug: string;
}

/** Tables owned by the geo domain. */
export interface GeoTables {
  regions: RegionsTable;
  cities: CitiesTable;
}
