import { LOCALES } from '../../../../../shared/i18n/locales';
import { missingLanguages } from '../../../../../shared/site/template-texts';
import { useI18n } from '../../../kernel';

/**
 * Which languages a text is written in, beside its label: FR, AR and EN, each marked written or
 * not translated (the same rule as publishing's warning: `missingLanguages`), so an owner sees
 * what is left without reading every field. A text written in no language shows no marks: it
 * is not used, so there is nothing to translate (marking it "written" would say otherwise).
 */
export function LanguageMarks({ text }: { text: Parameters<typeof missingLanguages>[0] }) {
  const { t } = useI18n();
  if (LOCALES.every((lang) => !text[lang].trim())) return null;
  const missing = missingLanguages(text);
  return (
    <span className="studio-lang-marks" role="list" aria-label={t('editor.props.languageMarks')}>
      {LOCALES.map((lang) => {
        const language = t(`editor.props.languages.${lang}`);
        const absent = missing.includes(lang);
        const state = t(absent ? 'editor.props.languageMissing' : 'editor.props.languageFilled', { language });
        return (
          <span
            key={lang}
            role="listitem"
            className="studio-lang-mark"
            data-missing={absent ? 'true' : undefined}
            title={state}
          >
            {/* The code for the eye, the sentence for assistive technologies (not a label: a
                field's own label stays the language's name alone). */}
            <bdi aria-hidden="true">{lang.toUpperCase()}</bdi>
            <span className="visually-hidden">{state}</span>
          </span>
        );
      })}
    </span>
  );
}
