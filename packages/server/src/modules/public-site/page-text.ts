import type { PublicLanguage } from './page-variant.ts';

// The words of the server-rendered public pages, in the web app's two languages.
const english = {
  lessons: 'Lessons',
  noLessons: 'This course has no lessons to preview yet.',
  play: 'Preview',
  signInToTake: 'Sign in to take this',
  nothingToShow: 'Nothing to show yet',
  links: 'Links',
  ratings: 'Ratings',
  rateCourse: 'Rate this course',
  ratingSummary: (average: string, count: number) => `${average} out of 5 stars (${count} ${count === 1 ? 'rating' : 'ratings'})`,
  callToActionTitle: 'Take the whole course',
  callToActionText: 'Create a free account to keep your progress, earn stars and get your certificate.',
  signUp: 'Sign up',
  signIn: 'Sign in',
  backToCourse: 'Back to the course',
  lessonKind: {
    Lesson: 'Lesson',
    Discussion: 'Discussion',
    Assessment: 'Assessment',
    Observation: 'Observation',
    Conference: 'Conference',
  },
  playerLoading: 'Loading the lesson…',
  playerFailed: 'The lesson could not be loaded. Reload the page to try again.',
  playerNeedsScript: 'Playing a lesson needs JavaScript, which is switched off in this browser.',
  previewNote: 'Preview: nothing you answer here is saved.',
  notFoundTitle: 'Page not found',
  notFoundText: 'This course page does not exist or is not public.',
  poweredBy: 'Made with Slidewise',
};

type PageText = typeof english;

const spanish: PageText = {
  lessons: 'Lecciones',
  noLessons: 'Este curso aún no tiene lecciones para ver.',
  play: 'Ver',
  signInToTake: 'Inicia sesión para hacerla',
  nothingToShow: 'Aún no hay nada que ver',
  links: 'Enlaces',
  ratings: 'Valoraciones',
  rateCourse: 'Valora este curso',
  ratingSummary: (average, count) => `${average} de 5 estrellas (${count} ${count === 1 ? 'valoración' : 'valoraciones'})`,
  callToActionTitle: 'Haz el curso completo',
  callToActionText: 'Crea una cuenta gratuita para guardar tu progreso, ganar estrellas y obtener tu certificado.',
  signUp: 'Regístrate',
  signIn: 'Inicia sesión',
  backToCourse: 'Volver al curso',
  lessonKind: { Lesson: 'Lección', Discussion: 'Debate', Assessment: 'Evaluación', Observation: 'Observación', Conference: 'Conferencia' },
  playerLoading: 'Cargando la lección…',
  playerFailed: 'No se pudo cargar la lección. Vuelve a cargar la página para intentarlo de nuevo.',
  playerNeedsScript: 'Para jugar una lección hace falta JavaScript, que está desactivado en este navegador.',
  previewNote: 'Vista previa: nada de lo que respondas aquí se guarda.',
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'Esta página de curso no existe o no es pública.',
  poweredBy: 'Hecho con Slidewise',
};

export const pageTexts: Record<PublicLanguage, PageText> = { 'en-US': english, 'es-ES': spanish };

export function lessonKindLabel(text: PageText, kind: string): string {
  return (text.lessonKind as Record<string, string>)[kind] ?? kind;
}
