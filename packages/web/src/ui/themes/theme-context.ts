import type { ThemeName } from '@slidewise/core';
import { createContext, useContext } from 'react';
import type { ThemeScheme } from './theme-choice.ts';

export interface ThemeApi {
  /** What the user chose (the device's scheme resolved); an authoring page may still show its dark counterpart. */
  chosenTheme: ThemeName;
  /** The user menu's setting: light, dark, or the device's. */
  scheme: ThemeScheme;
  chooseTheme(theme: ThemeName): void;
  chooseScheme(scheme: ThemeScheme): void;
}

export const ThemeContext = createContext<ThemeApi | null>(null);

export function useTheme(): ThemeApi {
  const api = useContext(ThemeContext);
  if (!api) throw new Error('useTheme() must be used inside <ThemeProvider>.');
  return api;
}
