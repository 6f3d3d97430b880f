import { useTranslation } from 'react-i18next';

import { chooseLanguage } from './i18n';
import { LANGUAGES } from './language';
import { useLanguage } from './useLanguage';

const NAMES = { id: 'Bahasa Indonesia', en: 'English' } as const;

/** The footer's ID | EN: the shop's language, remembered for the next visit. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const current = useLanguage();
  return (
    <div className="language-switch" role="group" aria-label={t('Language')}>
      {LANGUAGES.map((language, index) => (
        <span key={language}>
          {index > 0 && <span aria-hidden="true"> | </span>}
          <button
            type="button"
            className="language-switch__option"
            lang={language}
            aria-pressed={current === language}
            onClick={() => chooseLanguage(language)}
          >
            {/* the name read out starts with the code shown (ID, EN), then says the language in full */}
            {language.toUpperCase()}
            <span className="visually-hidden"> {NAMES[language]}</span>
          </button>
        </span>
      ))}
    </div>
  );
}
