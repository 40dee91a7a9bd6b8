import {
  FALLBACK_LOCALE,
  I18N_KEY_SEPARATOR,
  I18N_MAX_PARALLEL_READS,
  I18N_MAX_RETRIES,
  I18N_NAMESPACE,
  I18N_RETRY_TIMEOUT_MS,
  supportedLocales,
} from '@slidewise/core';
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage } from './document-language.ts';
import { localeBackend } from './locale-backend.ts';

export const LOCALES_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

interface CreateI18nOptions {
  language: string;
  /** Tests pass the JSON files directly, so nothing goes over HTTP. */
  resources?: Resource;
  /** The languages offered; a new locale is added in core's supportedLocales. */
  languages?: readonly string[];
}

/** One i18next instance per app (or per test), set up as spec templates §9 says. */
export async function createI18n({ language, resources, languages = supportedLocales }: CreateI18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  if (!resources) instance.use(localeBackend(LOCALES_LOAD_PATH));
  instance.use(initReactI18next);
  instance.on('languageChanged', (changed) => applyDocumentLanguage(changed));

  await instance.init({
    lng: language,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...languages],
    // Our locales are full tags; never ask the server for `es` or `en`.
    load: 'currentOnly',
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    keySeparator: I18N_KEY_SEPARATOR,
    maxParallelReads: I18N_MAX_PARALLEL_READS,
    maxRetries: I18N_MAX_RETRIES,
    retryTimeout: I18N_RETRY_TIMEOUT_MS,
    interpolation: { escapeValue: false }, // React escapes what it renders.
    ...(resources ? { resources, initAsync: false } : {}),
  });
  applyDocumentLanguage(instance.language);
  return instance;
}
