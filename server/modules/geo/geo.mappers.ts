import type { Translations } from '../../../shared/i18n/locales';

/** What field resolvers of `Region` receive: a wilaya from the geo snapshot. */
export interface RegionModel {
  /** The wilaya code as a number, 1..58. */
  id: number;
  /** "01".."58". */
  code: string;
  names: Translations;
  slug: string;
}

/** What field resolvers of `City` receive: a commune from the geo snapshot. */
export interface CityModel {
  id: number;
  regionId: number;
  names: Translations;
  dairaNames: Translations;
  /** Unique within its wilaya. */
  slug: string;
}
