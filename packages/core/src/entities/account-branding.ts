import { z } from 'zod';
import { colorSchemeSchema } from '../enums/themes.ts';
import { imageReferenceSchema } from './image-reference.ts';

/** Spec §9 names the theme families by their prefix: ed (purple accent) and sc (brand blue). */
export const themeFamilies = ['ed', 'sc'] as const;
export const themeFamilySchema = z.enum(themeFamilies);
export type ThemeFamily = z.infer<typeof themeFamilySchema>;

/** A colour as `#rrggbb`, the one form every browser, PDF writer and e-mail client reads alike. */
export const accentColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #675df4.');

/**
 * The account's branding (issue 14): the logo, the accent colour and the theme (family and scheme) the
 * learner app and certificates use. An empty logo and a null accent mean "the theme's own".
 */
export const accountBrandingSchema = z.object({
  logoUrl: imageReferenceSchema,
  accentColor: accentColorSchema.nullable(),
  themeFamily: themeFamilySchema,
  colorScheme: colorSchemeSchema,
});
export type AccountBranding = z.infer<typeof accountBrandingSchema>;

export const defaultAccountBranding = (): AccountBranding => ({ logoUrl: '', accentColor: null, themeFamily: 'ed', colorScheme: 'light' });
