// The locales and writing directions as plain values, without their zod schemas (locales.ts): the web
// app's shell needs these at start-up, and importing them must not bring the validation library along.

// Spec authoring §9 and templates §9: en-US (default and fallback) and es-ES.
export const supportedLocales = ['en-US', 'es-ES'] as const;
export type Locale = (typeof supportedLocales)[number];

export const textDirections = ['ltr', 'rtl'] as const;
export type TextDirection = (typeof textDirections)[number];

// Spec templates §9: right-to-left for Arabic, Hebrew, Persian, Urdu "and similar languages":
// Pashto, Sindhi, Yiddish, Uyghur, Central Kurdish (Sorani) and Dhivehi are written right to left too.
export const rightToLeftLanguageCodes = ['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'yi', 'ug', 'ckb', 'dv'] as const;

// Scripts that override the language's usual direction, e.g. `az-Arab` is right to left.
const rightToLeftScripts = new Set(['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg']);
const leftToRightScripts = new Set(['latn', 'cyrl']);
const rightToLeftLanguages = new Set<string>(rightToLeftLanguageCodes);

/**
 * The writing direction of a BCP 47 language tag such as `ar`, `he-IL`, `en_US` or `pa-Arab`.
 * `iw` is the deprecated code of Hebrew and still appears in old data.
 */
export function textDirection(languageTag: string): TextDirection {
  const [language = '', ...subtags] = languageTag.trim().toLowerCase().split(/[-_]/);
  const script = subtags.find((subtag) => subtag.length === 4);
  if (script !== undefined && rightToLeftScripts.has(script)) return 'rtl';
  if (script !== undefined && leftToRightScripts.has(script)) return 'ltr';
  return rightToLeftLanguages.has(language) || language === 'iw' ? 'rtl' : 'ltr';
}
