/**
 * Portal texts are split by area (layout, search, announcement, account, pages) so each area's
 * texts sit in one file with its three languages side by side. English gives the shape; French
 * and Arabic must have the same keys.
 */
export type TextsOf<T> = { [Key in keyof T]: T[Key] extends string ? string : TextsOf<T[Key]> };

/** Declares one area's texts in the three languages, checked against the English shape. */
export function defineTexts<T>(texts: { en: T; fr: TextsOf<T>; ar: TextsOf<T> }): {
  en: T;
  fr: TextsOf<T>;
  ar: TextsOf<T>;
} {
  return texts;
}
