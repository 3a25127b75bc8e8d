import { defineTexts } from './define';

/**
 * Texts of the search filter panel's ranges of numeric specifications (year, mileage,
 * surface...): each range is a group named by its specification's label (from the catalog, in
 * the page's language) with a lower and an upper bound.
 */
export const searchRangeTexts = defineTexts({
  en: {
    min: 'From',
    max: 'To',
    minOf: '{name}: from',
    maxOf: '{name}: to',
  },
  fr: {
    min: 'De',
    max: 'À',
    minOf: '{name} : à partir de',
    maxOf: '{name} : jusqu’à',
  },
  ar: {
    min: 'من',
    max: 'إلى',
    minOf: '{name}: من',
    maxOf: '{name}: إلى',
  },
});
