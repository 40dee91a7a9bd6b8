import { themeColorScheme } from '@slidewise/core';
import { useEffect } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import { routeHandle } from './route-handle.ts';
import { THEME_URL_PARAMETER, effectiveTheme, isThemeName } from '../ui/themes/theme-choice.ts';
import { useTheme } from '../ui/themes/theme-context.ts';

/** Follows `?theme=` on every navigation and puts the effective theme on `<html data-theme>`. */
export function ThemeSync() {
  const { chosenTheme, chooseTheme } = useTheme();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(THEME_URL_PARAMETER);
  const locksDarkScheme = useMatches().some((match) => routeHandle(match)?.locksDarkScheme === true);

  useEffect(() => {
    if (isThemeName(requested) && requested !== chosenTheme) chooseTheme(requested);
  }, [requested, chosenTheme, chooseTheme]);

  const theme = effectiveTheme(isThemeName(requested) ? requested : chosenTheme, locksDarkScheme);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.style.colorScheme = themeColorScheme(theme);
  }, [theme]);

  return null;
}
