import { LOCALES, type Locale, type Translations } from '../../../shared/i18n/locales';
import type { SpecificationModel } from '../catalog';
import type { CatalogSnapshot } from '../catalog';

/** A stored value as a list: MULTI_SELECT values are lists, the others a single string. */
export function valuesOf(value: string | string[]): string[] {
  return Array.isArray(value) ? value : [value];
}

const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * The text of a stored specification value in every language: dataset labels for choices,
 * Yes/No for booleans, numbers with spaces between thousands (the spec's number display).
 */
export function specValueTexts(
  catalog: CatalogSnapshot,
  specification: SpecificationModel,
  value: string | string[],
): Translations {
  const pick = (locale: Locale): string => {
    switch (specification.type) {
      case 'SELECT':
      case 'MULTI_SELECT': {
        const datasets = catalog.datasets(specification.id);
        return valuesOf(value)
          .map((codename) => datasets.find((d) => d.codename === codename)?.labels[locale] ?? codename)
          .join(', ');
      }
      case 'BOOLEAN':
        return value === 'true' ? BOOLEAN_TEXTS.yes[locale] : BOOLEAN_TEXTS.no[locale];
      case 'NUMBER': {
        const number = Number(value);
        // Narrow no-break spaces from Intl become plain spaces: the spec writes "1 000".
        return Number.isFinite(number) ? numberFormat.format(number).replace(/\s/g, ' ') : String(value);
      }
      default:
        return valuesOf(value).join(', ');
    }
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, pick(locale)])) as Translations;
}

const BOOLEAN_TEXTS = {
  yes: { fr: 'Oui', ar: 'نعم', en: 'Yes' },
  no: { fr: 'Non', ar: 'لا', en: 'No' },
} as const satisfies Record<string, Translations>;
