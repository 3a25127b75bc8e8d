import { useStore } from 'zustand';
import { ANNOUNCEMENT_LIMITS } from '../../domain/announcements';
import type { AnnouncementFormStore } from '../store';
import { FormField, invalidProps } from './FormField';
import { useFormTexts } from './texts';

const APP_TEXT = { hasViber: 'fields.viber', hasWhatsapp: 'fields.whatsapp', hasTelegram: 'fields.telegram' } as const;

/** The phones (with the apps each answers on) and whether buyers may write by e-mail. */
export function ContactFields({ form }: { form: AnnouncementFormStore }) {
  const { t } = useFormTexts();
  const phones = useStore(form, (state) => state.values.phones);
  const hasEmail = useStore(form, (state) => state.values.hasEmail);
  const errors = useStore(form, (state) => state.errors);
  const { setPhone, addPhone, removePhone, set } = form.getState();
  return (
    <fieldset className="announcement-form__section">
      <legend>{t('sections.contact')}</legend>
      {phones.map((phone, index) => {
        const name = `phones.${index}.phone`;
        return (
          <div key={index} className="announcement-form__phone">
            <FormField name={name} label={t('fields.phone', { index: index + 1 })} error={errors[name]}>
              <input
                {...invalidProps(name, errors[name])}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phone.phone}
                onChange={(event) => setPhone(index, { phone: event.target.value })}
              />
            </FormField>
            {(['hasViber', 'hasWhatsapp', 'hasTelegram'] as const).map((app) => (
              <label key={app} className="announcement-form__check">
                <input
                  type="checkbox"
                  checked={phone[app]}
                  onChange={(event) => setPhone(index, { [app]: event.target.checked })}
                />
                {t(APP_TEXT[app])}
              </label>
            ))}
            {phones.length > 1 && (
              <button type="button" className="announcement-form__button" onClick={() => removePhone(index)}>
                {t('fields.removePhone', { index: index + 1 })}
              </button>
            )}
          </div>
        );
      })}
      {phones.length < ANNOUNCEMENT_LIMITS.phonesMax && (
        <button type="button" className="announcement-form__button" onClick={addPhone}>
          {t('fields.addPhone')}
        </button>
      )}
      <label className="announcement-form__check">
        <input type="checkbox" checked={hasEmail} onChange={(event) => set('hasEmail', event.target.checked)} />
        {t('fields.hasEmail')}
      </label>
    </fieldset>
  );
}
