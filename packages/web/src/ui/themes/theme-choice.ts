import { themeNames, type ThemeName } from '@slidewise/core';

export const THEME_URL_PARAMETER = 'theme';
export const THEME_STORAGE_KEY = 'slidewise.theme';
export const THEME_COOKIE_NAME = 'slidewise_theme';
/** Set while the user has chosen to follow the device's light or dark setting (our own key, beside the spec's). */
export const THEME_FOLLOWS_SYSTEM_KEY = 'slidewise.theme.followsSystem';
export const DEFAULT_THEME: ThemeName = 'ed-light';
const THEME_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

export interface ThemeSources {
  urlParameter: string | null;
  stored: string | null;
  cookie: string | null;
}

/** spec templates §9: the theme comes from the URL parameter, then local storage, then a cookie. */
export function chooseTheme({ urlParameter, stored, cookie }: ThemeSources): ThemeName {
  return [urlParameter, stored, cookie].find(isThemeName) ?? DEFAULT_THEME;
}

/** The authoring app locks the dark scheme (spec authoring §1) but keeps the chosen brand family. */
export function darkThemeOf(theme: ThemeName): ThemeName {
  return theme.startsWith('sc-') ? 'sc-dark' : 'ed-dark';
}

/** What the user menu offers: a scheme of the chosen family, or the device's own setting. */
export const themeSchemes = ['light', 'dark', 'system'] as const;
export type ThemeScheme = (typeof themeSchemes)[number];

export function schemeOf(theme: ThemeName): 'light' | 'dark' {
  return theme.endsWith('-dark') ? 'dark' : 'light';
}

/** The theme of `theme`'s family (ed or sc) in the given scheme. */
export function themeInScheme(theme: ThemeName, scheme: 'light' | 'dark'): ThemeName {
  return scheme === 'dark' ? darkThemeOf(theme) : theme.startsWith('sc-') ? 'sc-light' : 'ed-light';
}

export function effectiveTheme(chosen: ThemeName, locksDarkScheme: boolean): ThemeName {
  return locksDarkScheme ? darkThemeOf(chosen) : chosen;
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function themeCookie(theme: ThemeName): string {
  return `${THEME_COOKIE_NAME}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
