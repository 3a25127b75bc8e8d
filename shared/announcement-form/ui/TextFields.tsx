import { useStore } from 'zustand';
import { ANNOUNCEMENT_LIMITS } from '../../domain/announcements';
import type { AnnouncementFormStore } from '../store';
import { FormField, invalidProps } from './FormField';
import { useFormTexts } from './texts';

/** The title and the description, with how much room is left in each. */
export function TextFields({ form }: { form: AnnouncementFormStore }) {
  const { t } = useFormTexts();
  const title = useStore(form, (state) => state.values.title);
  const description = useStore(form, (state) => state.values.description);
  const errors = useStore(form, (state) => state.errors);
  const { set } = form.getState();
  return (
    <fieldset className="announcement-form__section">
      <legend>{t('sections.what')}</legend>
      <FormField
        name="title"
        label={`${t('fields.title')} *`}
        error={errors.title}
        hint={t('fields.left', { count: ANNOUNCEMENT_LIMITS.titleMax - title.length })}
      >
        <input
          {...invalidProps('title', errors.title)}
          type="text"
          maxLength={ANNOUNCEMENT_LIMITS.titleMax}
          value={title}
          onChange={(event) => set('title', event.target.value)}
        />
      </FormField>
      <FormField
        name="description"
        label={`${t('fields.description')} *`}
        error={errors.description}
        hint={t('fields.left', { count: ANNOUNCEMENT_LIMITS.descriptionMax - description.length })}
      >
        <textarea
          {...invalidProps('description', errors.description)}
          rows={6}
          maxLength={ANNOUNCEMENT_LIMITS.descriptionMax}
          value={description}
          onChange={(event) => set('description', event.target.value)}
        />
      </FormField>
    </fieldset>
  );
}
