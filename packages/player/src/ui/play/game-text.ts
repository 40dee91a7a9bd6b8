// The words the games add when a learner really plays (time's up, next, swipe hints). They sit apart from
// play-text.ts (shared with the quizzes) so the games can grow their vocabulary without editing that file;
// the language comes from the same player context.
import { addPlayerTexts, type PlayerTexts, type Translate } from '../../i18n/player-i18n.ts';
import { usePlayerLanguage } from '../../i18n/player-language.tsx';

const enUS = {
  'game.timeUp': "Time's up!",
  'game.itemRight': 'Right',
  'game.itemWrong': 'Not quite',
  'game.next': 'Next',
  'game.swipeHint': 'Swipe the card, or use the buttons or the arrow keys',
  'game.yourAnswer': 'Your answer: {answer}',
  'jumble.wrongWord': 'The word was {word}',
  'memory.miss': 'No match',
  'memory.match': 'A pair',
  'elevator.send': 'Send on',
  'findAWord.hint': 'Drag across a word, or tap its first and last letter',
  'findAWord.cell': '{letter}, row {row}, column {column}',
  'findAWord.started': 'First letter chosen: {letter}. Now choose the last letter.',
  'findAWord.foundWord': 'Found {word}',
  'findAWord.notAWord': 'No word there',
  'jeopardy.back': 'Back to the board',
  'mcGame.speed': 'Answer fast: the sooner you choose, the more points',
  'gate.timed': 'You have {time}. The clock starts when you press Start.',
  'gate.untimed': 'Press Start when you are ready.',
  'swipe.right': 'Right: {place}',
  'swipe.wrongSide': 'Not quite: “{text}” belongs in {place}',
  'swipe.wrongVerdict': 'Not quite: “{text}” is {place}',
} as const;

export type GameTextKey = keyof typeof enUS;

const esES: Record<GameTextKey, string> = {
  'game.timeUp': '¡Se acabó el tiempo!',
  'game.itemRight': 'Correcto',
  'game.itemWrong': 'No exactamente',
  'game.next': 'Siguiente',
  'game.swipeHint': 'Desliza la tarjeta, o usa los botones o las flechas del teclado',
  'game.yourAnswer': 'Tu respuesta: {answer}',
  'jumble.wrongWord': 'La palabra era {word}',
  'memory.miss': 'No coinciden',
  'memory.match': 'Una pareja',
  'elevator.send': 'Enviar',
  'findAWord.hint': 'Arrastra sobre una palabra, o toca su primera y su última letra',
  'findAWord.cell': '{letter}, fila {row}, columna {column}',
  'findAWord.started': 'Primera letra elegida: {letter}. Ahora elige la última.',
  'findAWord.foundWord': 'Encontrada: {word}',
  'findAWord.notAWord': 'Ahí no hay ninguna palabra',
  'jeopardy.back': 'Volver al tablero',
  'mcGame.speed': 'Responde rápido: cuanto antes elijas, más puntos',
  'gate.timed': 'Tienes {time}. El reloj empieza cuando pulses Empezar.',
  'gate.untimed': 'Pulsa Empezar cuando estés listo.',
  'swipe.right': 'Correcto: {place}',
  'swipe.wrongSide': 'No exactamente: «{text}» va en {place}',
  'swipe.wrongVerdict': 'No exactamente: «{text}» es {place}',
};

export const gameTexts: PlayerTexts<GameTextKey> = { 'en-US': enUS, 'es-ES': esES };

export type GameTranslate = Translate<GameTextKey>;

/** The player's i18next namespace 'game'. */
export const gameTranslator = addPlayerTexts('game', gameTexts);

/** The games' own words in the lesson's language. */
export function useGameText(): GameTranslate {
  return gameTranslator(usePlayerLanguage());
}
