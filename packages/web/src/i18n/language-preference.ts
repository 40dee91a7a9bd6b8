import { DEFAULT_LOCALE, supportedLocales, type Locale } from '@slidewise/core';

export const LANGUAGE_STORAGE_KEY = 'slidewise.language';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/**
 * The language to start in: the one the user picked before, else the first browser language we
 * translate (matched on its primary subtag, so `es-MX` reads es-ES), else the default.
 */
export function initialLanguage(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isSupportedLocale(stored)) return stored;
  for (const browserLanguage of browserLanguages) {
    if (isSupportedLocale(browserLanguage)) return browserLanguage;
    const primary = browserLanguage.toLowerCase().split(/[-_]/)[0];
    const match = supportedLocales.find((locale) => locale.toLowerCase().split('-')[0] === primary);
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
