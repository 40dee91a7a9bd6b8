import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  DEFAULT_PLAYER_LANGUAGE,
  playerTranslator,
  resolvePlayerLanguage,
  type PlayerLanguage,
  type PlayerTranslate,
} from './messages.ts';

interface PlayerLanguageValue {
  language: PlayerLanguage;
  t: PlayerTranslate;
}

const PlayerLanguageContext = createContext<PlayerLanguageValue>({
  language: DEFAULT_PLAYER_LANGUAGE,
  t: playerTranslator(DEFAULT_PLAYER_LANGUAGE),
});

/** Sets the language of the words the player adds to slides (the lesson's language). */
export function PlayerLanguageProvider({ language, children }: { language?: string; children: ReactNode }) {
  const resolved = resolvePlayerLanguage(language);
  const value = useMemo(() => ({ language: resolved, t: playerTranslator(resolved) }), [resolved]);
  return <PlayerLanguageContext.Provider value={value}>{children}</PlayerLanguageContext.Provider>;
}

export function usePlayerText(): PlayerTranslate {
  return useContext(PlayerLanguageContext).t;
}

export function usePlayerLanguage(): PlayerLanguage {
  return useContext(PlayerLanguageContext).language;
}
