// The end screen's words in the lesson's language, beside LessonEnd.tsx (the shell's own words are in
// lesson-text.ts).
import { addPlayerTexts, type PlayerTexts, type Translate } from '../i18n/player-i18n.ts';
import { usePlayerLanguage } from '../i18n/player-language.tsx';

const enUS = {
  'end.title': 'Lesson complete',
  'end.score': 'Your score',
  'end.outOf': 'out of {total}',
  'end.verdict.completed': 'Completed',
  'end.verdict.passed': 'Passed',
  'end.verdict.not-passed': 'Not passed yet',
  'end.stars': 'Stars',
  'end.newStars': '+{count} new stars',
  'end.newStar': '+1 new star',
  'end.noNewStars': 'No new stars this time',
  'end.best': 'Your best score: {score}',
  'end.parts': 'How your score was made',
  'end.partSlide': 'Slide {number}',
  'end.partPoints': '{points} of {maxPoints} points',
  'end.partEarned': '+{earned} of {worth}',
  'end.partsNote': 'Each question or game is worth a share of the lesson’s 100 points and adds it in proportion to the points it kept.',
  'end.leaderboard': 'On the course leaderboard your best score in each lesson adds up.',
  'end.saving': 'Saving your results…',
  'end.offline': 'You are offline. Your answers are kept on this device; your score appears once they are sent.',
  'end.failed': 'Your results could not be saved yet. They are kept on this device and sent again.',
  'end.next': 'What next?',
} as const;

export type LessonEndTextKey = keyof typeof enUS;

const esES: Record<LessonEndTextKey, string> = {
  'end.title': 'Lección completada',
  'end.score': 'Tu puntuación',
  'end.outOf': 'de {total}',
  'end.verdict.completed': 'Completada',
  'end.verdict.passed': 'Aprobada',
  'end.verdict.not-passed': 'Aún no aprobada',
  'end.stars': 'Estrellas',
  'end.newStars': '+{count} estrellas nuevas',
  'end.newStar': '+1 estrella nueva',
  'end.noNewStars': 'Esta vez no hay estrellas nuevas',
  'end.best': 'Tu mejor puntuación: {score}',
  'end.parts': 'Cómo se calculó tu puntuación',
  'end.partSlide': 'Diapositiva {number}',
  'end.partPoints': '{points} de {maxPoints} puntos',
  'end.partEarned': '+{earned} de {worth}',
  'end.partsNote': 'Cada pregunta o juego vale una parte de los 100 puntos de la lección y la suma en proporción a los puntos que obtuvo.',
  'end.leaderboard': 'En la clasificación del curso se suma tu mejor puntuación de cada lección.',
  'end.saving': 'Guardando tus resultados…',
  'end.offline': 'No tienes conexión. Tus respuestas se guardan en este dispositivo y tu puntuación aparece cuando se envíen.',
  'end.failed': 'Aún no se han podido guardar tus resultados. Se guardan en este dispositivo y se vuelven a enviar.',
  'end.next': '¿Y ahora?',
};

export const lessonEndTexts: PlayerTexts<LessonEndTextKey> = { 'en-US': enUS, 'es-ES': esES };

/** The player's i18next namespace 'lessonEnd'. */
export const lessonEndTranslator = addPlayerTexts('lessonEnd', lessonEndTexts);

export function useLessonEndText(): Translate<LessonEndTextKey> {
  return lessonEndTranslator(usePlayerLanguage());
}
