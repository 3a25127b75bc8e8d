import { useCallback, useId, useState } from 'react';

/**
 * A store form's refused fields (the shared rules' messages, or the server's by field name such
 * as `mainLocation.phones.0`): what each control carries so its error is said with it, and the
 * message under it. One copy for the store request and the store settings.
 */
export function useFieldErrors() {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  }, []);
  const controlId = (field: string) => `${id}-${field}`;
  const props = (field: string) => ({
    id: controlId(field),
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': errors[field] ? `${controlId(field)}-error` : undefined,
  });
  const errorOf = (field: string) =>
    errors[field] ? (
      <small id={`${controlId(field)}-error`} className="form-error">
        {errors[field]}
      </small>
    ) : null;
  return { errors, setErrors, clear, controlId, props, errorOf };
}

/** The refused fields of a failed answer (`extensions.fields`), by field name. */
export function fieldErrorsOf(
  error: { graphQLErrors: readonly { extensions: Record<string, unknown> }[] } | undefined,
) {
  const fields = error?.graphQLErrors[0]?.extensions.fields;
  return Array.isArray(fields)
    ? Object.fromEntries((fields as { field: string; message: string }[]).map((item) => [item.field, item.message]))
    : {};
}
