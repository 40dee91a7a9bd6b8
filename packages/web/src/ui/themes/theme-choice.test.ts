import { describe, expect, it } from 'vitest';
import { chooseTheme, darkThemeOf, effectiveTheme, readCookie, schemeOf, themeCookie, themeInScheme } from './theme-choice.ts';

describe('chooseTheme', () => {
  it('prefers the URL parameter over local storage and the cookie', () => {
    expect(chooseTheme({ urlParameter: 'sc-light', stored: 'ed-dark', cookie: 'sc-dark' })).toBe('sc-light');
  });

  it('falls back to local storage, then to the cookie', () => {
    expect(chooseTheme({ urlParameter: null, stored: 'ed-dark', cookie: 'sc-dark' })).toBe('ed-dark');
    expect(chooseTheme({ urlParameter: null, stored: null, cookie: 'sc-dark' })).toBe('sc-dark');
  });

  it('skips values that are not theme names', () => {
    expect(chooseTheme({ urlParameter: 'purple', stored: 'dark', cookie: 'sc-light' })).toBe('sc-light');
  });

  it('uses ed-light when nothing valid was chosen', () => {
    expect(chooseTheme({ urlParameter: null, stored: null, cookie: null })).toBe('ed-light');
  });
});

describe('the authoring lock', () => {
  it('turns any theme into the dark scheme of its family', () => {
    expect(darkThemeOf('ed-light')).toBe('ed-dark');
    expect(darkThemeOf('ed-dark')).toBe('ed-dark');
    expect(darkThemeOf('sc-light')).toBe('sc-dark');
    expect(darkThemeOf('sc-dark')).toBe('sc-dark');
  });

  it('applies only where the route locks the scheme', () => {
    expect(effectiveTheme('sc-light', true)).toBe('sc-dark');
    expect(effectiveTheme('sc-light', false)).toBe('sc-light');
  });
});

describe('schemes of the user menu', () => {
  it('keeps the brand family when switching between light and dark', () => {
    expect(themeInScheme('sc-dark', 'light')).toBe('sc-light');
    expect(themeInScheme('sc-light', 'dark')).toBe('sc-dark');
    expect(themeInScheme('ed-dark', 'light')).toBe('ed-light');
    expect(themeInScheme('ed-light', 'dark')).toBe('ed-dark');
  });

  it('reads the scheme of a theme', () => {
    expect(schemeOf('ed-dark')).toBe('dark');
    expect(schemeOf('sc-light')).toBe('light');
  });
});

describe('the theme cookie', () => {
  it('round-trips through a cookie header among others', () => {
    const cookie = themeCookie('sc-dark').split(';')[0] ?? '';
    expect(readCookie(`sw_session=abc; ${cookie}; other=1`, 'slidewise_theme')).toBe('sc-dark');
    expect(readCookie('sw_session=abc', 'slidewise_theme')).toBeNull();
  });
});
