import type { ThemeName } from '@slidewise/core';
import { useMemo, useState, type ReactNode } from 'react';
import { ThemeContext, type ThemeApi } from './theme-context.ts';
import { persistTheme, themeFromBrowser } from './theme-storage.ts';

export function ThemeProvider({ children, initialTheme }: { children: ReactNode; initialTheme?: ThemeName }) {
  const [chosenTheme, setChosenTheme] = useState<ThemeName>(() => {
    const theme = initialTheme ?? themeFromBrowser();
    persistTheme(theme);
    return theme;
  });

  const api = useMemo<ThemeApi>(
    () => ({
      chosenTheme,
      chooseTheme(theme) {
        persistTheme(theme);
        setChosenTheme(theme);
      },
    }),
    [chosenTheme],
  );

  return <ThemeContext.Provider value={api}>{children}</ThemeContext.Provider>;
}
