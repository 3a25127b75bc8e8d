import { useI18n } from '../../i18n';
import { errorText } from './error-text';

/**
 * The message of a refused form, announced to screen readers (role="alert"), from the error
 * code the server put in the address (`?error=`, with `seconds` for AUTH/MAX_ATTEMPT), or
 * from the form's own checks.
 */
export function FormAlert({
  code,
  seconds,
  message,
}: {
  code?: string | null;
  seconds?: string | null;
  message?: string;
}) {
  const { t } = useI18n();
  if (!code && !message) return null;
  const text = message ?? t(...errorText(code!, { seconds }));
  return (
    <p className="form-error" role="alert">
      {text}
    </p>
  );
}

/** A confirmation (saved, sent), announced politely (role="status"). */
export function FormSuccess({ children }: { children: string }) {
  return (
    <p className="form-success" role="status">
      {children}
    </p>
  );
}
