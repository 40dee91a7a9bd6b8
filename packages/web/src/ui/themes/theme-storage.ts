import type { ThemeName } from '@slidewise/core';
import { THEME_COOKIE_NAME, THEME_STORAGE_KEY, THEME_URL_PARAMETER, chooseTheme, readCookie, themeCookie } from './theme-choice.ts';

/** Reads the three places spec templates §9 names, in its order. */
export function themeFromBrowser(): ThemeName {
  return chooseTheme({
    urlParameter: new URLSearchParams(window.location.search).get(THEME_URL_PARAMETER),
    stored: readStorage(),
    cookie: readCookie(document.cookie, THEME_COOKIE_NAME),
  });
}

/** Remembers a choice in both local storage and the cookie, so either one brings it back. */
export function persistTheme(theme: ThemeName): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be refused (private mode); the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari; the server reads this cookie to paint the first page in the right theme.
  document.cookie = themeCookie(theme);
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}
