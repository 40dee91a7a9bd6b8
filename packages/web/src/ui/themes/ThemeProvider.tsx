import type { ThemeName } from '@slidewise/core';
import { useMemo, useState, type ReactNode } from 'react';
import { schemeOf, themeInScheme } from './theme-choice.ts';
import { ThemeContext, type ThemeApi } from './theme-context.ts';
import { followsSystemFromBrowser, persistFollowsSystem, persistTheme, themeFromBrowser } from './theme-storage.ts';
import { useSystemScheme } from './use-system-scheme.ts';

export function ThemeProvider({ children, initialTheme }: { children: ReactNode; initialTheme?: ThemeName }) {
  const [theme, setTheme] = useState<ThemeName>(() => {
    const chosen = initialTheme ?? themeFromBrowser();
    persistTheme(chosen);
    return chosen;
  });
  const [followsSystem, setFollowsSystem] = useState(() => {
    const follows = !initialTheme && followsSystemFromBrowser();
    // A `?theme=` on arrival is an explicit choice: it ends following the device for later visits too.
    persistFollowsSystem(follows);
    return follows;
  });
  const systemScheme = useSystemScheme();

  const api = useMemo<ThemeApi>(() => {
    const setExplicitTheme = (next: ThemeName) => {
      persistTheme(next);
      persistFollowsSystem(false);
      setTheme(next);
      setFollowsSystem(false);
    };
    return {
      // Following the device keeps the brand family the user chose (ed or sc).
      chosenTheme: followsSystem ? themeInScheme(theme, systemScheme) : theme,
      scheme: followsSystem ? 'system' : schemeOf(theme),
      chooseTheme: setExplicitTheme,
      chooseScheme(scheme) {
        if (scheme !== 'system') return setExplicitTheme(themeInScheme(theme, scheme));
        persistFollowsSystem(true);
        setFollowsSystem(true);
      },
    };
  }, [theme, followsSystem, systemScheme]);

  return <ThemeContext.Provider value={api}>{children}</ThemeContext.Provider>;
}
