// The course report as a PDF (issue 15), drawn with pdf-lib as certificates are, reusing their helpers
// (the account's colour, text the standard fonts can draw, text fitted to its cell): A4 portrait pages
// with the funnel, each lesson's figures and each learner's row, continued on as many pages as needed.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CourseReport, CourseReportLearner } from '@slidewise/core';
import type { AccountBranding } from '../certificates/account-branding.ts';
import { colorOf, drawable, fitted } from '../certificates/certificate-pdf.ts';

export interface CourseReportWords {
  heading: string;
  funnel: { assigned: string; started: string; completed: string; passed: string };
  lessons: string;
  lessonColumns: [string, string, string, string];
  learners: string;
  learnerColumns: [string, string, string, string, string, string];
  yes: string;
  no: string;
  generatedOn: string;
}

export const courseReportWords: Record<'en-US' | 'es-ES', CourseReportWords> = {
  'en-US': {
    heading: 'Course report',
    funnel: { assigned: 'Assigned', started: 'Started', completed: 'Completed', passed: 'Passed' },
    lessons: 'Lessons',
    lessonColumns: ['Lesson', 'Started', 'Completed', 'Average score'],
    learners: 'Learners',
    learnerColumns: ['Learner', 'Progress', 'Score', 'Attempts', 'Stars', 'Certificate'],
    yes: 'Yes',
    no: 'No',
    generatedOn: 'Generated on',
  },
  'es-ES': {
    heading: 'Informe del curso',
    funnel: { assigned: 'Asignados', started: 'Empezados', completed: 'Completados', passed: 'Aprobados' },
    lessons: 'Lecciones',
    lessonColumns: ['Lección', 'Empezada', 'Completada', 'Puntuación media'],
    learners: 'Alumnos',
    learnerColumns: ['Alumno', 'Progreso', 'Puntuación', 'Intentos', 'Estrellas', 'Certificado'],
    yes: 'Sí',
    no: 'No',
    generatedOn: 'Generado el',
  },
};

const A4_PORTRAIT: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const ROW_HEIGHT = 18;
const INK = rgb(0.11, 0.11, 0.13);
const MUTED = rgb(0.38, 0.39, 0.43);

/** Writes rows top to bottom, starting a new page when the current one is full. */
class PageWriter {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = document.addPage(A4_PORTRAIT);
    this.y = A4_PORTRAIT[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.document.addPage(A4_PORTRAIT);
    this.y = A4_PORTRAIT[1] - MARGIN;
  }

  text(value: string, size: number, options: { bold?: boolean; color?: ReturnType<typeof rgb> } = {}) {
    this.room(size + 8);
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const fit = fitted(font, drawable(font, value), size, A4_PORTRAIT[0] - 2 * MARGIN);
    this.y -= size;
    this.page.drawText(fit.text, { x: MARGIN, y: this.y, size: fit.size, font, color: options.color ?? INK });
    this.y -= 8;
  }

  /** One table row; the first column takes the space the others leave. */
  row(cells: readonly string[], options: { bold?: boolean } = {}) {
    this.room(ROW_HEIGHT);
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const width = A4_PORTRAIT[0] - 2 * MARGIN;
    const otherWidth = cells.length > 1 ? Math.min(80, (width * 0.55) / (cells.length - 1)) : 0;
    const firstWidth = width - otherWidth * (cells.length - 1);
    this.y -= ROW_HEIGHT;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = index === 0 ? firstWidth : otherWidth;
      // fitted shrinks to 12 pt at least; a row's cells are cut to fit at 9 pt instead.
      const fit = fitted(font, drawable(font, cell), 9, cellWidth - 6);
      this.page.drawText(fit.text, { x, y: this.y + 5, size: Math.min(fit.size, 9), font, color: INK });
      x += cellWidth;
    });
  }

  gap(height: number) {
    this.y -= height;
  }
}

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);
const score = (value: number | null) => (value === null ? '–' : String(Math.round(value)));

export async function renderCourseReportPdf(
  report: CourseReport,
  learnerPages: AsyncIterable<CourseReportLearner[]>,
  branding: AccountBranding,
  words: CourseReportWords,
  generatedAt: Date,
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`${words.heading}: ${report.course.title}`);
  const fonts = { regular: await document.embedFont(StandardFonts.Helvetica), bold: await document.embedFont(StandardFonts.HelveticaBold) };
  const writer = new PageWriter(document, fonts);
  writer.text(branding.name, 10, { color: colorOf(branding.accentColor) });
  writer.text(`${words.heading}: ${report.course.title}`, 18, { bold: true });
  writer.text(`${words.generatedOn} ${generatedAt.toISOString().slice(0, 10)}`, 9, { color: MUTED });
  writer.gap(6);
  const { funnel } = report;
  writer.row([words.funnel.assigned, words.funnel.started, words.funnel.completed, words.funnel.passed], { bold: true });
  writer.row([String(funnel.assigned), String(funnel.started), String(funnel.completed), String(funnel.passed)]);
  writer.gap(12);
  writer.text(words.lessons, 13, { bold: true });
  writer.row(words.lessonColumns, { bold: true });
  for (const lesson of report.lessons)
    writer.row([
      lesson.title,
      String(lesson.startedCount),
      `${lesson.completedCount} (${percent(lesson.completionShare)})`,
      score(lesson.averageScore),
    ]);
  writer.gap(12);
  writer.text(words.learners, 13, { bold: true });
  writer.row(words.learnerColumns, { bold: true });
  for await (const learners of learnerPages)
    for (const learner of learners)
      writer.row([
        `${learner.name} <${learner.email}>`,
        `${learner.completedLessonCount}/${learner.lessonCount}`,
        score(learner.score),
        String(learner.attemptCount),
        String(learner.stars),
        learner.certificate ? words.yes : words.no,
      ]);
  return document.save();
}
