import { z } from 'zod';
import { supportedLocales, textDirections } from './locale-values.ts';

// The values live in locale-values.ts (no zod, for the web app's shell); their schemas are here.
export * from './locale-values.ts';

export const localeSchema = z.enum(supportedLocales);
export const textDirectionSchema = z.enum(textDirections);

// A BCP 47 language tag, loosely: a course may be written in any language, not only a UI locale.
export const languageTagSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/, 'Not a valid language tag');
