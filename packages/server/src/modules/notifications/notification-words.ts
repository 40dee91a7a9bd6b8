import type { Locale, NotificationKind } from '@slidewise/core';

// The e-mail is written on the server, which has no translation files: the words of the two interface
// languages are here, beside the message that uses them (as the certificate's are beside its drawing).

/** What one notification says: the course, lesson and person it names, and its date already formatted. */
export interface LineFacts {
  course: string | null;
  lesson: string | null;
  actor: string | null;
  /** The due date in the reader's language, or null when the notification has none. */
  due: string | null;
}

export interface NotificationWords {
  /** How dates are written (Intl), e.g. "1 July 2025" or "1 de julio de 2025". */
  dateLocale: string;
  line: Record<NotificationKind, (facts: LineFacts) => string>;
  greeting: (firstName: string) => string;
  digestSubject: (count: number) => string;
  seeAll: string;
  openCentre: string;
  chooseKinds: string;
}

const english: NotificationWords = {
  dateLocale: 'en-GB',
  line: {
    assigned: ({ course, due }) =>
      due ? `You have been assigned "${course ?? 'a course'}", due ${due}.` : `You have been assigned "${course ?? 'a course'}".`,
    'due-soon': ({ course, due }) => `"${course ?? 'a course'}" is due ${due ?? 'soon'}.`,
    overdue: ({ course, due }) => `"${course ?? 'a course'}" is overdue: it was due ${due ?? 'earlier'}.`,
    'recurrence-reopened': ({ course, due }) =>
      `"${course ?? 'a course'}" has opened again for this period: complete it by ${due ?? 'its due date'}.`,
    'assessment-feedback': ({ course, lesson, actor }) =>
      `${actor ?? 'Your facilitator'} left feedback on your assessment "${lesson ?? course ?? 'an assessment'}".`,
    'post-to-moderate': ({ course, lesson, actor }) =>
      `${actor ?? 'A learner'} posted in "${lesson ?? course ?? 'a discussion'}": a post to moderate.`,
  },
  greeting: (firstName) => `Hello ${firstName},`,
  digestSubject: (count) => `${count} updates from Slidewise`,
  seeAll: 'See them all:',
  openCentre: 'Open your notifications',
  chooseKinds: 'You can choose which notifications you receive by e-mail on the same page.',
};

const spanish: NotificationWords = {
  dateLocale: 'es-ES',
  line: {
    assigned: ({ course, due }) =>
      due ? `Se te ha asignado «${course ?? 'un curso'}», con fecha límite el ${due}.` : `Se te ha asignado «${course ?? 'un curso'}».`,
    'due-soon': ({ course, due }) => `«${course ?? 'Un curso'}» vence ${due ? `el ${due}` : 'pronto'}.`,
    overdue: ({ course, due }) => `«${course ?? 'Un curso'}» está vencido: vencía ${due ? `el ${due}` : 'antes'}.`,
    'recurrence-reopened': ({ course, due }) =>
      `«${course ?? 'Un curso'}» se ha abierto de nuevo para este periodo: complétalo ${due ? `antes del ${due}` : 'antes de su fecha límite'}.`,
    'assessment-feedback': ({ course, lesson, actor }) =>
      `${actor ?? 'Tu facilitador'} ha comentado tu evaluación «${lesson ?? course ?? 'una evaluación'}».`,
    'post-to-moderate': ({ course, lesson, actor }) =>
      `${actor ?? 'Un alumno'} ha publicado en «${lesson ?? course ?? 'un debate'}»: una publicación que moderar.`,
  },
  greeting: (firstName) => `Hola, ${firstName}:`,
  digestSubject: (count) => `${count} novedades de Slidewise`,
  seeAll: 'Míralas todas:',
  openCentre: 'Abrir tus notificaciones',
  chooseKinds: 'En la misma página puedes elegir qué notificaciones recibes por correo electrónico.',
};

/** The words of the reader's language; English when they never chose one (or chose one we do not write). */
export function notificationWords(language: Locale | null): NotificationWords {
  return language === 'es-ES' ? spanish : english;
}
