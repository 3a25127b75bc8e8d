import { translate } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import type { OutgoingMail } from './outbox';

/** The kinds of mail the accounts send, each with a subject and a body in the catalogs. */
export type AccountMailKind = 'validation' | 'passwordReset';

/** Writes an account mail in the reader's language, with the greeting name and the link filled in. */
export function composeAccountMail(
  kind: AccountMailKind,
  locale: Locale,
  to: string,
  params: { name: string; link: string },
): OutgoingMail {
  return {
    to,
    locale,
    subject: translate(locale, `mail.${kind}.subject`),
    text: translate(locale, `mail.${kind}.text`, params),
    html: null,
  };
}
