import { DEFAULT_LOCALE, supportedLocales, type Locale } from '@slidewise/core';

export const LANGUAGE_STORAGE_KEY = 'slidewise.language';
/** `?lng=es-ES` switches the language, as `?theme=` switches the theme (i18next's name for it). */
export const LANGUAGE_URL_PARAMETER = 'lng';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/** The locale we translate for a language tag: itself, or one with its primary subtag (`es-MX` reads es-ES). */
export function matchingLocale(language: string | null): Locale | undefined {
  if (language === null) return undefined;
  if (isSupportedLocale(language)) return language;
  const primary = language.toLowerCase().split(/[-_]/)[0];
  return supportedLocales.find((locale) => locale.toLowerCase().split('-')[0] === primary);
}

/**
 * The language to start in: the one the address asks for (`?lng=`), else the one the user picked before,
 * else the first browser language we translate, else the default.
 */
export function initialLanguage(stored: string | null, browserLanguages: readonly string[], requested: string | null = null): Locale {
  const fromAddress = matchingLocale(requested);
  if (fromAddress) return fromAddress;
  if (isSupportedLocale(stored)) return stored;
  for (const browserLanguage of browserLanguages) {
    const match = matchingLocale(browserLanguage);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Locale, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
