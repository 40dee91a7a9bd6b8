import type { ThemeName } from '@slidewise/core';
import {
  THEME_COOKIE_NAME,
  THEME_FOLLOWS_SYSTEM_KEY,
  THEME_STORAGE_KEY,
  THEME_URL_PARAMETER,
  chooseTheme,
  readCookie,
  themeCookie,
} from './theme-choice.ts';

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

/** Whether the user chose to follow the device's scheme; a `?theme=` in the address is a choice of its own. */
export function followsSystemFromBrowser(): boolean {
  if (new URLSearchParams(window.location.search).get(THEME_URL_PARAMETER) !== null) return false;
  return readStorage(THEME_FOLLOWS_SYSTEM_KEY) === 'true';
}

export function persistFollowsSystem(followsSystem: boolean): void {
  try {
    if (followsSystem) localStorage.setItem(THEME_FOLLOWS_SYSTEM_KEY, 'true');
    else localStorage.removeItem(THEME_FOLLOWS_SYSTEM_KEY);
  } catch {
    // Storage may be refused (private mode): the device's scheme is then followed for this visit only.
  }
}

function readStorage(key = THEME_STORAGE_KEY): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
