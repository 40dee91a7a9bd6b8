import type { ThemeName } from '@slidewise/core';
import { createContext, useContext } from 'react';

export interface ThemeApi {
  /** What the user chose; an authoring page may still show its dark counterpart. */
  chosenTheme: ThemeName;
  chooseTheme(theme: ThemeName): void;
}

export const ThemeContext = createContext<ThemeApi | null>(null);

export function useTheme(): ThemeApi {
  const api = useContext(ThemeContext);
  if (!api) throw new Error('useTheme() must be used inside <ThemeProvider>.');
  return api;
}
