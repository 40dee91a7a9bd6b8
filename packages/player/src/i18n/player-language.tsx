import { createContext, useContext, type ReactNode } from 'react';
import { playerTranslator, type PlayerTranslate } from './messages.ts';
import { DEFAULT_PLAYER_LANGUAGE, resolvePlayerLanguage, type PlayerLanguage } from './player-i18n.ts';

const PlayerLanguageContext = createContext<PlayerLanguage>(DEFAULT_PLAYER_LANGUAGE);

/** Sets the language of the words the player adds to slides (the lesson's language). */
export function PlayerLanguageProvider({ language, children }: { language?: string; children: ReactNode }) {
  return <PlayerLanguageContext.Provider value={resolvePlayerLanguage(language)}>{children}</PlayerLanguageContext.Provider>;
}

/** The slides' shared words in the lesson's language. */
export function usePlayerText(): PlayerTranslate {
  return playerTranslator(usePlayerLanguage());
}

export function usePlayerLanguage(): PlayerLanguage {
  return useContext(PlayerLanguageContext);
}
