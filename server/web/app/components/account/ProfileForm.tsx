import { Save } from 'lucide-react';
import { ACCOUNT_LIMITS, profileSchema } from '../../../../../shared/domain/registration';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { paths } from '../../routes';
import type { Viewer } from '../../session';
import { TextField } from './Field';
import { FormAlert, FormSuccess } from './FormAlert';
import { PersonalFields } from './PersonalFields';
import { useFormValidation } from './use-form-validation';

/**
 * The profile part of the settings (`userProfileUpdate`): display name, gender, birth date,
 * wilaya, phone. It shows the member's saved values, or after a refusal what they typed.
 */
export function ProfileForm({ viewer }: { viewer: Viewer }) {
  const { t } = useI18n();
  const { query, localize } = useNavigation();
  const { errors, refused, formProps } = useFormValidation(profileSchema);
  const error = query.get('error');
  // After a refusal the address holds what was typed; otherwise the saved profile is shown.
  const typed = error !== null && query.has('gender');
  const value = (name: 'displayName' | 'gender' | 'birthDate' | 'regionId' | 'phone', saved: string | null) =>
    typed ? (query.get(name) ?? '') : (saved ?? '');
  return (
    <form method="post" action={localize(paths.profileSettings())} className="settings-form" {...formProps}>
      {query.get('saved') === '1' ? <FormSuccess>{t('portal.account.settings.saved')}</FormSuccess> : null}
      <FormAlert code={refused ? 'BAD_USER_INPUT' : typed ? error : null} />
      <div className="field">
        <span className="field__label">{t('portal.account.settings.username')}</span>
        <span className="field__static">{viewer.username}</span>
      </div>
      <TextField
        name="displayName"
        label={t('portal.account.settings.displayName')}
        hint={t('portal.account.settings.displayNameHint')}
        autoComplete="nickname"
        maxLength={ACCOUNT_LIMITS.displayName.max}
        error={errors.displayName}
        // The API answers the username when no display name is set: that shows as empty here.
        defaultValue={value('displayName', viewer.displayName === viewer.username ? '' : viewer.displayName)}
      />
      <PersonalFields
        values={{
          gender: value('gender', viewer.gender),
          birthDate: value('birthDate', viewer.birthDate),
          regionId: value('regionId', viewer.regionId),
          phone: value('phone', viewer.phone),
        }}
        errors={errors}
      />
      <button type="submit" className="button button--primary">
        <Save aria-hidden="true" size={18} />
        <span>{t('portal.account.settings.save')}</span>
      </button>
    </form>
  );
}
