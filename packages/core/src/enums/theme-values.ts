// The themes and colour schemes as plain values, without their zod schemas (themes.ts): the web app's
// shell needs these at start-up, and importing them must not bring the validation library along.

// Spec templates §9: the named themes; `sc-*` themes use the brand blue accent.
export const themeNames = ['ed-light', 'ed-dark', 'sc-light', 'sc-dark'] as const;
export type ThemeName = (typeof themeNames)[number];

// Spec templates §9: every theme is either a light or a dark scheme.
export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

export function themeColorScheme(theme: ThemeName): ColorScheme {
  return theme.endsWith('-dark') ? 'dark' : 'light';
}
