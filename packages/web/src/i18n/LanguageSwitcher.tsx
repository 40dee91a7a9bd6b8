import { supportedLocales, type Locale } from '@slidewise/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLocale, storeLanguage } from './language-preference.ts';
import './language-switcher.css';

// Each language is named in itself, so someone who cannot read the current one still finds theirs.
const languageNames: Record<(typeof supportedLocales)[number], string> = {
  'en-US': 'English',
  'es-ES': 'Español',
};

/** `onChosen` hears a choice the person made (not the start-up language), e.g. to keep it with their account. */
export function LanguageSwitcher({ onChosen }: { onChosen?: (language: Locale) => void } = {}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isSupportedLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : i18n.language;

  return (
    <div className="language-switcher">
      <label htmlFor={id} className="language-switcher__label hidden-on-phone">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={current}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isSupportedLocale(chosen)) return;
          storeLanguage(chosen);
          void i18n.changeLanguage(chosen);
          onChosen?.(chosen);
        }}
      >
        {supportedLocales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {languageNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
