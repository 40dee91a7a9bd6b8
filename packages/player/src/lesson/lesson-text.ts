// The words of the lesson player's shell (progress, navigation, sound, the end screen) in the lesson's
// language. They sit apart from the slides' shared texts so the shell grows without touching the file
// every renderer's words live in; the language comes from the same context.
import { addPlayerTexts, type PlayerTexts, type Translate } from '../i18n/player-i18n.ts';
import { usePlayerLanguage } from '../i18n/player-language.tsx';

const enUS = {
  'lesson.progress': 'Lesson progress',
  'lesson.pageNumber': '{current} / {total}',
  'lesson.slideLabel': 'Slide {current} of {total}',
  'lesson.navigation': 'Lesson navigation',
  'lesson.back': 'Back',
  'lesson.next': 'Next',
  'lesson.nextAfterAnswer': 'Answer this slide to go on',
  'lesson.finish': 'Finish',
  'lesson.sound': 'Sound',
  'lesson.empty': 'This lesson has no slides yet.',
  'end.title': 'Lesson complete',
  'end.score': 'Your score',
  'end.outOf': 'out of {total}',
  'end.stars': 'Stars',
  'end.newStars': '{count} new stars',
  'end.newStar': '1 new star',
  'end.noNewStars': 'No new stars this time',
  'end.passed': 'Passed',
  'end.notPassed': 'Not passed yet',
  'end.best': 'Your best score: {score}',
  'end.saving': 'Saving your results…',
  'end.offline': 'You are offline. Your answers are kept on this device; your score appears once they are sent.',
  'end.failed': 'Your results could not be saved yet. They are kept on this device and sent again.',
} as const;

export type LessonTextKey = keyof typeof enUS;
export type LessonTexts = Record<LessonTextKey, string>;

const esES: LessonTexts = {
  'lesson.progress': 'Progreso de la lección',
  'lesson.pageNumber': '{current} / {total}',
  'lesson.slideLabel': 'Diapositiva {current} de {total}',
  'lesson.navigation': 'Navegación de la lección',
  'lesson.back': 'Atrás',
  'lesson.next': 'Siguiente',
  'lesson.nextAfterAnswer': 'Responde a esta diapositiva para seguir',
  'lesson.finish': 'Terminar',
  'lesson.sound': 'Sonido',
  'lesson.empty': 'Esta lección aún no tiene diapositivas.',
  'end.title': 'Lección completada',
  'end.score': 'Tu puntuación',
  'end.outOf': 'de {total}',
  'end.stars': 'Estrellas',
  'end.newStars': '{count} estrellas nuevas',
  'end.newStar': '1 estrella nueva',
  'end.noNewStars': 'Esta vez no hay estrellas nuevas',
  'end.passed': 'Aprobada',
  'end.notPassed': 'Aún no aprobada',
  'end.best': 'Tu mejor puntuación: {score}',
  'end.saving': 'Guardando tus resultados…',
  'end.offline': 'No tienes conexión. Tus respuestas se guardan en este dispositivo y tu puntuación aparece cuando se envíen.',
  'end.failed': 'Aún no se han podido guardar tus resultados. Se guardan en este dispositivo y se vuelven a enviar.',
};

export const lessonTexts: PlayerTexts<LessonTextKey> = { 'en-US': enUS, 'es-ES': esES };

export type LessonTranslate = Translate<LessonTextKey>;

/** The player's i18next namespace 'lesson'. */
export const lessonTranslator = addPlayerTexts('lesson', lessonTexts);

/** The shell's words in the lesson's language (set by `PlayerLanguageProvider`). */
export function useLessonText(): LessonTranslate {
  return lessonTranslator(usePlayerLanguage());
}
