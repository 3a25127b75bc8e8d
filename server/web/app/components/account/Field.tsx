import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldFrame {
  name: string;
  label: string;
  /** A short help under the control, read with it by screen readers. */
  hint?: string;
  /** The message of a refused value; marks the control invalid. */
  error?: string;
  required?: boolean;
  /** Mark the label of a required field with an asterisk (default); the sign-in form does without. */
  mark?: boolean;
}

/** Ids and ARIA of a control with its label, hint and error. */
function useFieldIds({ hint, error }: Pick<FieldFrame, 'hint' | 'error'>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required ? (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

function Help({ hintId, hint, errorId, error }: { hintId?: string; hint?: string; errorId?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled text input (text, e-mail, phone, date, password) with its hint and error. */
export function TextField({
  name,
  label,
  hint,
  error,
  required,
  mark = true,
  adornment,
  ...input
}: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & { adornment?: ReactNode }) {
  const { id, hintId, errorId, aria } = useFieldIds({ hint, error });
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <Label htmlFor={id} label={label} required={required && mark} />
      <div className="field__control">
        <input id={id} name={name} required={required} {...aria} {...input} />
        {adornment}
      </div>
      <Help hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

/** A labelled select with its hint and error. */
export function SelectField({
  name,
  label,
  hint,
  error,
  required,
  children,
  ...select
}: FieldFrame & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  const { id, hintId, errorId, aria } = useFieldIds({ hint, error });
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <Label htmlFor={id} label={label} required={required} />
      <select id={id} name={name} required={required} {...aria} {...select}>
        {children}
      </select>
      <Help hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

/** A group of radio buttons (one choice among few) with its legend and error. */
export function RadioGroup({
  name,
  label,
  error,
  required,
  options,
  defaultValue,
}: FieldFrame & { options: { value: string; label: string }[]; defaultValue?: string }) {
  const { id, errorId, aria } = useFieldIds({ error });
  return (
    <fieldset className={error ? 'field field--choices field--invalid' : 'field field--choices'}>
      <legend>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="field__options">
        {options.map((option) => (
          <label key={option.value} className="account-choice" htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              required={required}
              defaultChecked={defaultValue === option.value}
              {...aria}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <Help errorId={errorId} error={error} />
    </fieldset>
  );
}
