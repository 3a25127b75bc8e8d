import { useId, type TextareaHTMLAttributes } from 'react';

/** A labelled multi-line text field with its error, in the markup of the portal's other fields. */
export function TextAreaField({
  name,
  label,
  error,
  required,
  ...textarea
}: { name: string; label: string; error?: string; required?: boolean } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name'
>) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <textarea
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...textarea}
      />
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
