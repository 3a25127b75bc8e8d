import type { ReactNode } from 'react';

/** The id of a field's input and of its error, from the form's field name (`specs.marque` too). */
export const fieldId = (name: string) => `announcement-field-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
export const errorId = (name: string) => `${fieldId(name)}-error`;

/** What a field's control carries so that its error is announced with it. */
export function invalidProps(name: string, error: string | undefined) {
  return {
    id: fieldId(name),
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? errorId(name) : undefined,
  };
}

/** A labelled field with its error under it (said with the control by screen readers). */
export function FormField({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="announcement-form__field" data-field={name}>
      <label htmlFor={fieldId(name)}>{label}</label>
      {children}
      {hint && <small className="announcement-form__hint">{hint}</small>}
      {error && (
        <small id={errorId(name)} className="announcement-form__error">
          {error}
        </small>
      )}
    </div>
  );
}
