import type { Locale } from '@slidewise/core';

/**
 * The language a refusal is worded in: Spanish when the caller's Accept-Language puts Spanish first
 * (es, es-ES, es-MX…), else English. The web app shows refusals by their code in its own language; this
 * is for every other caller of the API.
 */
export const requestLocale = (acceptLanguage: string | undefined): Locale => (/^\s*es\b/i.test(acceptLanguage ?? '') ? 'es-ES' : 'en-US');
