import type translation from '../../public/locales/en-US/translation.json';

// Translation keys are checked at compile time against the English file. The template catalogue's texts
// are looked up by computed keys (templates.<type>…), so typing their 800-odd keys would only slow the check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Omit<typeof translation, 'templates'> };
  }
}
