import type { TextKey } from '../../i18n';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { FormSuccess } from './FormAlert';

/** Notices the account routes add to the address they redirect to (`?notice=`). */
const NOTICES: Record<string, TextKey> = {
  registered: 'portal.account.notices.registered',
  passwordChanged: 'portal.account.notices.passwordChanged',
  emailValidated: 'portal.account.notices.emailValidated',
};

/**
 * The notice of a finished account step: registered (a validation e-mail was sent), password
 * changed, address validated. Pages of the account screens show it; it is meant for the
 * layout too, so the home page (where a registration lands) shows it as well.
 */
export function AccountNotice() {
  const { t } = useI18n();
  const { query } = useNavigation();
  const key = NOTICES[query.get('notice') ?? ''];
  return key ? <FormSuccess>{t(key)}</FormSuccess> : null;
}
