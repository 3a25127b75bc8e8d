import type { LocalizedMessage } from '../../core/errors';
import type { Locale } from '../../../shared/i18n/locales';
import { defineTexts } from '../../../shared/i18n/portal/define';

/** Why an operation on a store or a market is refused, in the three languages. */
const storeTexts = defineTexts({
  en: {
    storeNotFound: 'This store does not exist or is not available.',
    marketNotFound: 'This market does not exist.',
    domainTaken: 'Another store already uses this domain.',
    lastOwner: 'A store keeps at least one owner.',
  },
  fr: {
    storeNotFound: "Cette boutique n'existe pas ou n'est pas disponible.",
    marketNotFound: "Ce marché n'existe pas.",
    domainTaken: 'Une autre boutique utilise déjà ce domaine.',
    lastOwner: 'Une boutique garde au moins un propriétaire.',
  },
  ar: {
    storeNotFound: 'هذا المتجر غير موجود أو غير متاح.',
    marketNotFound: 'هذا السوق غير موجود.',
    domainTaken: 'متجر آخر يستخدم هذا النطاق بالفعل.',
    lastOwner: 'يجب أن يبقى للمتجر مالك واحد على الأقل.',
  },
});

/** The name of one of these texts. */
export type StoreTextKey = keyof (typeof storeTexts)['en'];

/** A store or market text in the caller's language. */
export function storeText(locale: Locale, key: StoreTextKey): string {
  return storeTexts[locale][key];
}

/** A store or market text to be said in the caller's language once it is known (errors). */
export function storeMessage(key: StoreTextKey): LocalizedMessage {
  return (locale) => storeText(locale, key);
}
