import type { ExchangeType, PriceType, PriceUnit } from '../../../../../shared/domain/marketplace';
import type { SpecValues } from '../../../../modules/announcements';
import type { CategoryModel } from '../../../../modules/catalog';
import type { CatalogSnapshot } from '../../../../modules/catalog';
import type { CityModel, RegionModel } from '../../../../modules/geo';
import type { Random } from '../random';

/**
 * The language an announcement is written in: French, Arabic, or Algerian Arabic (Darija)
 * written in Latin letters with digits for the sounds Latin lacks ("tomobile nadia", "3ayetli").
 */
export type Lang = 'fr' | 'ar' | 'dz';

/** A phrase in each language; Darija falls back to the French when it has no wording of its own. */
export interface Phrase {
  fr: string;
  ar: string;
  dz?: string;
}

/** Where an announcement is, and how dear property is there. */
export interface Place {
  city: CityModel;
  region: RegionModel;
  /** 1 for Algiers, 2 for the other big cities and the coast around Algiers, 3 elsewhere. */
  tier: 1 | 2 | 3;
}

/** The price an announcement asks, in whole dinars, with the unit it is shown in. */
export interface PriceDraft {
  /** Whole dinars; null without a price (NO_PRICE). For *_PER_SQUARE units, dinars per m². */
  amountDa: number | null;
  unit: PriceUnit;
  type: PriceType | null;
  /** The crossed-out former price, above the price. */
  oldAmountDa?: number | null;
}

/** What a category family's writer produces; the generator completes and checks the rest. */
export interface Draft {
  title: string;
  /** Lines of the description; the generator adds the closing lines (price, contact, place). */
  lines: string[];
  specs: SpecValues;
  price: PriceDraft;
  quantity?: number | null;
  /** Set when the family decides it (an exchange-only property offer); otherwise drawn. */
  exchangeType?: ExchangeType;
  /** Street or neighbourhood, for property and shops. */
  streetName?: string | null;
  /**
   * The share of the category's optional specifications drawn at random when the writer left
   * them out (default 0.45). Writers whose text describes every specification they set use 0,
   * so a spec never says what the description does not.
   */
  optionalSpecs?: number;
}

/** What a writer works with: the category, the place, the language and the random stream. */
export interface WriterContext {
  random: Random;
  lang: Lang;
  category: CategoryModel;
  catalog: CatalogSnapshot;
  place: Place;
  now: Date;
}

/** Writes the announcement of one category family. */
export type FamilyWriter = (context: WriterContext) => Draft;
