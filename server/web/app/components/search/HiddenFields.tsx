import { DEFAULT_LOCALE } from '../../../../../shared/i18n';
import { useI18n } from '../../i18n';

/**
 * Hidden inputs that carry what a GET form's own controls do not (the rest of the search, the
 * language), so the form submitted without JavaScript lands on the same search with one change.
 */
export function HiddenFields({ params }: { params: readonly (readonly [string, string])[] }) {
  const { locale } = useI18n();
  return (
    <>
      {params.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {locale !== DEFAULT_LOCALE ? <input type="hidden" name="lang" value={locale} /> : null}
    </>
  );
}
