import { GENDERS } from '../../../../../shared/domain/registration';
import { useI18n } from '../../i18n';
import { RadioGroup, TextField } from './Field';
import { RegionSelect } from './RegionSelect';

/** Today as YYYY-MM-DD, the latest birth date a date picker offers. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The personal fields shared by the registration and the profile settings: gender, birth
 * date, wilaya and phone, all required by the registration rules.
 */
export function PersonalFields({
  values,
  errors,
}: {
  values: { gender: string; birthDate: string; regionId: string; phone: string };
  errors: Record<string, string | undefined>;
}) {
  const { t } = useI18n();
  return (
    <>
      <RadioGroup
        name="gender"
        label={t('portal.account.register.gender')}
        required
        error={errors.gender}
        defaultValue={values.gender}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`portal.account.register.genders.${gender}`) }))}
      />
      <TextField
        name="birthDate"
        type="date"
        label={t('portal.account.register.birthDate')}
        autoComplete="bday"
        required
        max={today()}
        error={errors.birthDate}
        defaultValue={values.birthDate}
        suppressHydrationWarning
      />
      <RegionSelect defaultValue={values.regionId} error={errors.regionId} required />
      <TextField
        name="phone"
        type="tel"
        inputMode="tel"
        dir="ltr"
        label={t('portal.account.register.phone')}
        hint={t('portal.account.register.phoneHint')}
        autoComplete="tel"
        required
        maxLength={20}
        error={errors.phone}
        defaultValue={values.phone}
      />
    </>
  );
}
