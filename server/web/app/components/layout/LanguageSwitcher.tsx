import { Check, Globe } from 'lucide-react';
import { LOCALES } from '../../../../../shared/i18n';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { languageHref } from './language-links';
import { Popover } from './Popover';

/** The three languages as links to the same page (`hrefLang` and `lang` on each, for readers and robots). */
export function LanguageLinks({ className }: { className?: string }) {
  const { locale, t } = useI18n();
  const { location } = useNavigation();
  return (
    <ul className={className ?? 'language-links'}>
      {LOCALES.map((lang) => (
        <li key={lang}>
          <a
            href={languageHref(location.pathname, location.search, lang)}
            hrefLang={lang}
            lang={lang}
            aria-current={lang === locale ? 'true' : undefined}
            className="menu-item"
          >
            <span>{t(`portal.layout.languages.${lang}`)}</span>
            {lang === locale ? <Check aria-hidden="true" size={16} className="menu-item__end" /> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The top bar's language menu (wide screens; phones find the languages in the drawer). */
export function LanguageMenu() {
  const { locale, t } = useI18n();
  return (
    <>
      <button type="button" className="header-button" popoverTarget="language-menu">
        <Globe aria-hidden="true" size={18} />
        <span className="visually-hidden">{t('portal.layout.language')} </span>
        <span className="header-button__code">{locale.toUpperCase()}</span>
      </button>
      <Popover id="language-menu" label={t('portal.layout.language')} className="popover--menu">
        <LanguageLinks />
      </Popover>
    </>
  );
}
