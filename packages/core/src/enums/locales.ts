import { z } from 'zod';

// Spec authoring §9 and templates §9: en-US (default and fallback) and es-ES.
export const supportedLocales = ['en-US', 'es-ES'] as const;
export const localeSchema = z.enum(supportedLocales);
export type Locale = z.infer<typeof localeSchema>;

export const textDirections = ['ltr', 'rtl'] as const;
export const textDirectionSchema = z.enum(textDirections);
export type TextDirection = z.infer<typeof textDirectionSchema>;

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

// A BCP 47 language tag, loosely: a course may be written in any language, not only a UI locale.
export const languageTagSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/, 'Not a valid language tag');
