import { defineTexts } from './define';

/** Texts of the portal's account screens. */
export const accountTexts = defineTexts({
  en: {},
  fr: {},
  ar: {},
});
