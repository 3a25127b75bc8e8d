import { defineTexts } from './define';

/** Texts of the portal's home screens. */
export const homeTexts = defineTexts({
  en: {},
  fr: {},
  ar: {},
});
