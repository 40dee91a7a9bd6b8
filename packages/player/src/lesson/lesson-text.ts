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
  'lesson.noWayBack': 'There is no going back from this slide',
  'lesson.finish': 'Finish',
  'lesson.sound': 'Sound',
  'lesson.empty': 'This lesson has no slides yet.',
  'lesson.narrationPlay': 'Play narration',
  'lesson.narrationPause': 'Pause narration',
  'lesson.narrationFailed': 'The narration could not be played.',
  'lesson.narrationFirst': 'Listen to the narration to go on',
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
  'lesson.noWayBack': 'Desde esta diapositiva no se puede volver atrás',
  'lesson.finish': 'Terminar',
  'lesson.sound': 'Sonido',
  'lesson.empty': 'Esta lección aún no tiene diapositivas.',
  'lesson.narrationPlay': 'Reproducir la narración',
  'lesson.narrationPause': 'Pausar la narración',
  'lesson.narrationFailed': 'No se pudo reproducir la narración.',
  'lesson.narrationFirst': 'Escucha la narración para seguir',
};

export const lessonTexts: PlayerTexts<LessonTextKey> = { 'en-US': enUS, 'es-ES': esES };

export type LessonTranslate = Translate<LessonTextKey>;

/** The player's i18next namespace 'lesson'. */
export const lessonTranslator = addPlayerTexts('lesson', lessonTexts);

/** The shell's words in the lesson's language (set by `PlayerLanguageProvider`). */
export function useLessonText(): LessonTranslate {
  return lessonTranslator(usePlayerLanguage());
}
