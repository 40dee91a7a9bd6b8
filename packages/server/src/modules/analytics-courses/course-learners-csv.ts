// Every learner of a course report as CSV (issue 15), written as the database pages through them: a
// course of 10 000 learners streams out a page at a time instead of being built in memory first.
import { Readable } from 'node:stream';
import { type CourseLearnerColumn, type CourseReportLearner, courseLearnerCells, courseLearnerColumns, csvLines } from '@slidewise/core';

export interface CourseLearnersCsvWords {
  columns: Record<CourseLearnerColumn, string>;
  yes: string;
  no: string;
}

// The web page's column names (analyticsCourses.* in its locale files), so the file reads like the page.
export const courseLearnersCsvWords: Record<'en-US' | 'es-ES', CourseLearnersCsvWords> = {
  'en-US': {
    columns: {
      learner: 'Learner',
      email: 'Email',
      progress: 'Lessons completed',
      score: 'Best score',
      attempts: 'Attempts',
      stars: 'Stars',
      minutes: 'Minutes',
      completed: 'Completed',
      passed: 'Passed',
      certificate: 'Certificate',
      lastActivity: 'Last activity',
    },
    yes: 'Yes',
    no: 'No',
  },
  'es-ES': {
    columns: {
      learner: 'Alumno',
      email: 'Correo electrónico',
      progress: 'Lecciones completadas',
      score: 'Mejor puntuación',
      attempts: 'Intentos',
      stars: 'Estrellas',
      minutes: 'Minutos',
      completed: 'Completados',
      passed: 'Aprobados',
      certificate: 'Certificado',
      lastActivity: 'Última actividad',
    },
    yes: 'Sí',
    no: 'No',
  },
};

/**
 * The CSV as a stream: a byte-order mark (so spreadsheets read accents, as the web's downloads do), the
 * header, then each page of learners as it is read.
 */
export function courseLearnersCsv(pages: AsyncIterable<CourseReportLearner[]>, words: CourseLearnersCsvWords): Readable {
  async function* lines() {
    yield `\uFEFF${csvLines([courseLearnerColumns.map((column) => words.columns[column])])}`;
    for await (const learners of pages)
      if (learners.length > 0) yield csvLines(learners.map((learner) => courseLearnerCells(learner, words)));
  }
  return Readable.from(lines());
}
