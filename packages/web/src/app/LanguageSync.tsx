import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LANGUAGE_URL_PARAMETER, matchingLocale, storeLanguage } from '../i18n/language-preference.ts';

/** Follows `?lng=` on every navigation, and remembers it as if picked in the language switcher. */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const requested = matchingLocale(searchParams.get(LANGUAGE_URL_PARAMETER));

  useEffect(() => {
    if (!requested) return;
    storeLanguage(requested);
    if (i18n.language !== requested) void i18n.changeLanguage(requested);
  }, [requested, i18n]);

  return null;
}
