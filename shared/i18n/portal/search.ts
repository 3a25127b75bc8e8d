import { defineTexts } from './define';

/** Texts of the portal's search screens. */
export const searchTexts = defineTexts({
  en: {},
  fr: {},
  ar: {},
});
