import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import type { Viewer } from '../../session';
import { FormAlert, FormSuccess } from './FormAlert';
import { FORM_ACTIONS } from './form-state';

/**
 * The e-mail address of the settings and whether it is confirmed; when it is not, a button
 * mails the confirmation link again (`userValidationEmailSend`; EMAIL_MAX_REACH when one was
 * just sent).
 */
export function EmailStatus({ viewer, error }: { viewer: Viewer; error: string | null }) {
  const { t } = useI18n();
  const { query, localize } = useNavigation();
  return (
    <div className="email-status">
      <p className="email-status__address">
        <bdi dir="ltr">{viewer.email}</bdi>
      </p>
      {viewer.isValidated ? (
        <p className="account-badge account-badge--ok">
          <CircleCheck aria-hidden="true" size={16} />
          {t('portal.account.settings.validated')}
        </p>
      ) : (
        <>
          <p className="account-badge account-badge--warning">
            <CircleAlert aria-hidden="true" size={16} />
            {t('portal.account.settings.notValidated')}
          </p>
          <p className="email-status__text">{t('portal.account.settings.notValidatedText')}</p>
          {query.get('resent') === '1' ? <FormSuccess>{t('portal.account.settings.resent')}</FormSuccess> : null}
          <FormAlert code={error} />
          <form method="post" action={localize(FORM_ACTIONS.validationEmail)}>
            <button type="submit" className="button">
              <Send aria-hidden="true" size={16} />
              <span>{t('portal.account.settings.resend')}</span>
            </button>
          </form>
        </>
      )}
    </div>
  );
}
