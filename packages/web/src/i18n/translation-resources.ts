import type { Resource } from 'i18next';
import english from '../../public/locales/en-US/translation.json';
import spanish from '../../public/locales/es-ES/translation.json';

/** The locale files as in-memory resources, for tests (the app loads them over HTTP). */
export const translationResources: Resource = {
  'en-US': { translation: english },
  'es-ES': { translation: spanish },
};
