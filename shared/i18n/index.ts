import type { i18n } from 'i18next';
import { createTextInstance } from './instance';
import type { RuleFailure } from '../domain/validation';
import { catalogs } from './catalogs';
import type { Catalog } from './catalogs/en';
import { DEFAULT_LOCALE, type Locale } from './locales';

export { LOCALES, DEFAULT_LOCALE, isLocale, pickLocale, directionOf, type Locale } from './locales';

export { catalogs };

/** Dotted paths to the texts of a catalog, for example `validation.required`. */
type PathsOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${PathsOf<T[K]>}`;
}[keyof T & string];
export type MessageKey = PathsOf<Catalog>;

/** Values put into a text's `{name}` places. */
export type MessageParams = Record<string, string | number>;

/**
 * Creates an i18next instance over the catalogs, initialised synchronously (the resources
 * are in memory). Placeholders are written `{name}` as in the spec, and values are not
 * HTML-escaped: callers escape for the medium they write to.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): i18n {
  return createTextInstance((l) => catalogs[l], locale);
}

let shared: i18n | undefined;

/** The text of `key` in `locale`, with its placeholders filled; usable on the server and in the browser. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  shared ??= createI18n();
  return shared.getFixedT(locale)(key, params);
}

/** The message of a validation failure in `locale` (its rule's text with the rule's parameters). */
export function failureMessage(locale: Locale, failure: RuleFailure): string {
  return translate(locale, `validation.${failure.rule}`, failure.params);
}
