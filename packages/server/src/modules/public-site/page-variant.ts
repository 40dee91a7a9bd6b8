import type { ThemeName } from '@slidewise/core';

// Templates §9: the public preview uses light and dark, with the variants ed-light, ed-dark and sc-dark.
export const publicThemes = ['ed-light', 'ed-dark', 'sc-dark'] as const satisfies readonly ThemeName[];
export type PublicTheme = (typeof publicThemes)[number];

export const publicLanguages = ['en-US', 'es-ES'] as const;
export type PublicLanguage = (typeof publicLanguages)[number];

/** How a public page is shown, from its address (and, for the language, the browser's preference). */
export interface PageVariant {
  theme: PublicTheme;
  /** Whether the address names the theme (`?theme=`): else the account's own theme shows (withAccountTheme). */
  themeAsked: boolean;
  /** `?embed=1`: no site chrome, and the page may be framed by any site. */
  embed: boolean;
  /** `?lessonOnly=1` on a lesson page: the player alone, without the course around it. */
  lessonOnly: boolean;
  language: PublicLanguage;
}

const isOn = (value: unknown) => value === '1' || value === 'true';

export function readPageVariant(query: Record<string, unknown>, acceptLanguage: string | undefined): PageVariant {
  const asked = publicThemes.find((candidate) => candidate === query.theme);
  return {
    theme: asked ?? 'ed-light',
    themeAsked: asked !== undefined,
    embed: isOn(query.embed),
    lessonOnly: isOn(query.lessonOnly),
    language: readLanguage(query.lng, acceptLanguage),
  };
}

/** The course's account's theme (account settings' branding) unless the address names one. */
export function withAccountTheme(variant: PageVariant, accountTheme: PublicTheme): PageVariant {
  return variant.themeAsked ? variant : { ...variant, theme: accountTheme };
}

/**
 * The public theme of an account's theme family and scheme. The public site has no sc-light (templates
 * §9), so the sc family shows sc-dark in either scheme: the family is the brand's look.
 */
export function publicThemeOf(family: string, scheme: string): PublicTheme {
  if (family === 'sc') return 'sc-dark';
  return scheme === 'dark' ? 'ed-dark' : 'ed-light';
}

function readLanguage(asked: unknown, acceptLanguage: string | undefined): PublicLanguage {
  const exact = publicLanguages.find((language) => language === asked);
  if (exact) return exact;
  // The first preferred language we speak (en or es); English otherwise.
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('es')) return 'es-ES';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'en-US';
}

/** The query that keeps the visitor's variant on the links between public pages (defaults left out). */
export function variantQuery(variant: PageVariant, options: { lessonOnly?: boolean } = {}): string {
  const parameters = new URLSearchParams();
  // A theme the visitor chose is kept even when it is the default: the account's own may differ.
  if (variant.themeAsked) parameters.set('theme', variant.theme);
  if (variant.embed) parameters.set('embed', '1');
  if (variant.language !== 'en-US') parameters.set('lng', variant.language);
  if (options.lessonOnly) parameters.set('lessonOnly', '1');
  const query = parameters.toString();
  return query ? `?${query}` : '';
}
