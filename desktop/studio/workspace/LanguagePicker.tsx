import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { useI18n } from '../kernel';

const NAMES: Record<Locale, string> = { fr: 'Français', ar: 'العربية', en: 'English' };

/** The studio's language, chosen in the interface (kept for the next start). */
export function LanguagePicker({ onLocale }: { onLocale: (locale: Locale) => void }) {
  const { locale, t } = useI18n();
  return (
    <label className="studio-language">
      <span className="visually-hidden">{t('workspace.language')}</span>
      <select value={locale} onChange={(event) => onLocale(event.target.value as Locale)}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
