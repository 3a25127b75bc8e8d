import { defineTexts } from './define';

/** Texts of the portal's announcement screens. */
export const announcementTexts = defineTexts({
  en: {},
  fr: {},
  ar: {},
});
