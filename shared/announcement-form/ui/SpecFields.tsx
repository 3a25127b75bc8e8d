import { useStore } from 'zustand';
import { ANNOUNCEMENT_LIMITS } from '../../domain/announcements';
import { useFormTexts } from './texts';
import type { FormSpecification } from '../api';
import type { AnnouncementFormStore } from '../store';
import { choicesOf, shownSpecifications } from '../values';
import { errorId, FormField, invalidProps } from './FormField';

/** The chosen category's specifications, each asked as its type asks; sub-specifications follow their parent. */
export function SpecFields({ form }: { form: AnnouncementFormStore }) {
  const { t } = useFormTexts();
  const category = useStore(form, (state) => state.category);
  const specs = useStore(form, (state) => state.values.specs);
  if (!category || category.specifications.length === 0) return null;
  return (
    <fieldset className="announcement-form__section">
      <legend>{t('sections.specs')}</legend>
      <div className="announcement-form__grid">
        {shownSpecifications(category, specs).map(({ specification, depth }) => (
          <SpecField key={specification.codename} form={form} specification={specification} depth={depth} />
        ))}
      </div>
    </fieldset>
  );
}

function SpecField({
  form,
  specification,
  depth,
}: {
  form: AnnouncementFormStore;
  specification: FormSpecification;
  depth: number;
}) {
  const { t } = useFormTexts();
  const name = `specs.${specification.codename}`;
  const values = useStore(form, (state) => state.values.specs[specification.codename]);
  const specs = useStore(form, (state) => state.values.specs);
  const error = useStore(form, (state) => state.errors[name]);
  const setSpec = useStore(form, (state) => state.setSpec);
  const label = specification.isRequired ? `${specification.label} *` : specification.label;
  const set = (next: string) => setSpec(specification.codename, next === '' ? [] : [next]);
  const value = values?.[0] ?? '';

  if (specification.type === 'MULTI_SELECT') {
    const chosen = new Set(values ?? []);
    return (
      <fieldset
        className="announcement-form__field announcement-form__choices"
        data-depth={depth}
        data-field={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
      >
        <legend>{label}</legend>
        {choicesOf(specification, specs).map((choice) => (
          <label key={choice.codename} className="announcement-form__check">
            <input
              type="checkbox"
              checked={chosen.has(choice.codename)}
              onChange={(event) =>
                setSpec(
                  specification.codename,
                  event.target.checked
                    ? [...chosen, choice.codename]
                    : [...chosen].filter((codename) => codename !== choice.codename),
                )
              }
            />
            {choice.label}
          </label>
        ))}
        {error && (
          <small id={errorId(name)} className="announcement-form__error">
            {error}
          </small>
        )}
      </fieldset>
    );
  }

  let control;
  if (specification.type === 'SELECT' || specification.type === 'BOOLEAN') {
    const choices =
      specification.type === 'SELECT'
        ? choicesOf(specification, specs).map((choice) => ({ value: choice.codename, label: choice.label }))
        : [
            { value: 'true', label: t('fields.yes') },
            { value: 'false', label: t('fields.no') },
          ];
    control = (
      <select {...invalidProps(name, error)} value={value} onChange={(event) => set(event.target.value)}>
        <option value="">{t('fields.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...invalidProps(name, error)}
        type="text"
        inputMode={specification.type === 'TEXT' ? undefined : 'decimal'}
        maxLength={specification.type === 'YEAR' ? 4 : ANNOUNCEMENT_LIMITS.specTextMax}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    );
  }
  return (
    <div data-depth={depth}>
      <FormField name={name} label={label} error={error}>
        {control}
      </FormField>
    </div>
  );
}
