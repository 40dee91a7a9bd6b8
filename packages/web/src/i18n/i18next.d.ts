import type translation from '../../public/locales/en-US/translation.json';

// Translation keys are checked at compile time against the English file.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof translation };
  }
}
