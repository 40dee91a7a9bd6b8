import { z } from 'zod';

// Spec templates §9: the named themes; `sc-*` themes use the brand blue accent.
export const themeNames = ['ed-light', 'ed-dark', 'sc-light', 'sc-dark'] as const;
export const themeNameSchema = z.enum(themeNames);
export type ThemeName = z.infer<typeof themeNameSchema>;

// Spec templates §9: every theme is either a light or a dark scheme.
export const colorSchemes = ['light', 'dark'] as const;
export const colorSchemeSchema = z.enum(colorSchemes);
export type ColorScheme = z.infer<typeof colorSchemeSchema>;

export function themeColorScheme(theme: ThemeName): ColorScheme {
  return theme.endsWith('-dark') ? 'dark' : 'light';
}
