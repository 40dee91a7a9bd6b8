// The words a game's result says, chosen by how it went (issue 11: "Well played!" for a wrong answer
// was a lie). Apart from game-text.ts so the result's vocabulary changes without touching the games'.
import { addPlayerTexts, type PlayerTexts, type Translate } from '../../i18n/player-i18n.ts';
import { usePlayerLanguage } from '../../i18n/player-language.tsx';

const enUS = {
  'result.all-right': 'Well played!',
  'result.some-right': 'Good try: some of it was right',
  'result.none-right': 'Not quite…',
} as const;

export type ResultTextKey = keyof typeof enUS;

const esES: Record<ResultTextKey, string> = {
  'result.all-right': '¡Bien jugado!',
  'result.some-right': 'Buen intento: acertaste una parte',
  'result.none-right': 'No exactamente…',
};

export const resultTexts: PlayerTexts<ResultTextKey> = { 'en-US': enUS, 'es-ES': esES };

/** The player's i18next namespace 'result'. */
export const resultTranslator = addPlayerTexts('result', resultTexts);

export function useResultText(): Translate<ResultTextKey> {
  return resultTranslator(usePlayerLanguage());
}
