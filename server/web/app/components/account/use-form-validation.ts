import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { validate, type FormSchema } from '../../../../../shared/domain/validation';
import { failureMessage } from '../../../../../shared/i18n';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { decodeFieldFailures, failureOf, FIELDS_PARAM, type FieldFailure } from './form-state';

/** The form's values as the browser would post them (first value of each name). */
function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form))
    if (!(name in values) && typeof value === 'string') values[name] = value;
  return values;
}

/**
 * Checks an account form in the browser with the shared rules (`shared/domain`), the same the
 * server applies, and shows the spec's messages under each field; the form posts only once
 * they pass. It also shows the fields the server refused (`?fields=` after a redirect), such
 * as a username already taken, which only the server can check again.
 *
 * Without JavaScript the browser's own checks (required, type=email, lengths) and the
 * server's answer do the same job.
 */
export function useFormValidation(schema: FormSchema) {
  const { locale, t } = useI18n();
  const { query } = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);

  const messageOf = (failure: FieldFailure): string => {
    if (failure.rule === 'unique') return t(failure.field === 'email' ? 'errors.emailTaken' : 'errors.usernameTaken');
    return failureMessage(locale, failureOf(schema, failure)!);
  };

  const [errors, setErrors] = useState<Record<string, string>>(() =>
    Object.fromEntries(decodeFieldFailures(query.get(FIELDS_PARAM)).map((f) => [f.field, messageOf(f)])),
  );
  const [refused, setRefused] = useState(false);

  // With a script, the shared rules' messages replace the browser's own bubbles.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const check = (form: HTMLFormElement) => validate(schema, valuesOf(form), { today: new Date() });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const failures = check(event.currentTarget);
    if (failures.length === 0) return;
    event.preventDefault();
    setErrors(Object.fromEntries(failures.map((failure) => [failure.field, messageOf(failure)])));
    setRefused(true);
    const first = event.currentTarget.elements.namedItem(failures[0]!.field);
    const target = first instanceof RadioNodeList ? first[0] : first;
    if (target instanceof HTMLElement) target.focus();
  };

  // A refused field is checked again as the member changes it, so its message goes as soon as
  // the value passes (not on leaving the field: the form would shift under a click on its
  // button). A value only the server can refuse (a taken username) counts as fixed once changed.
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== 'string' || !(name in errors) || !(name in schema)) return;
    const failure = check(event.currentTarget).find((candidate) => candidate.field === name);
    setErrors((current) => {
      const next = { ...current };
      if (failure) next[name] = messageOf(failure);
      else delete next[name];
      return next;
    });
  };

  return {
    /** Each refused field's message, by field name. */
    errors: errors as Record<string, string | undefined>,
    /** True once the browser's check refused the form (the page then says to correct the fields). */
    refused: refused && Object.keys(errors).length > 0,
    formProps: { ref: formRef, onSubmit, onChange },
  };
}
