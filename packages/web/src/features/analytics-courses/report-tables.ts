// The reports' tables as rows: what the pages show and what each CSV export downloads, from one place.
import {
  type CourseReport,
  type CourseReportLearner,
  type CsvCell,
  type QuestionReport,
  courseLearnerCells,
  courseLearnerColumns,
} from '@slidewise/core';
import type { TFunction } from 'i18next';
import type { ReportTable } from '../../ui/chart/report-table.ts';

type Translate = TFunction;

const percent = (share: number | null) => (share === null ? null : Math.round(share * 100));
const rounded = (value: number | null) => (value === null ? null : Math.round(value));

export function lessonTable(report: CourseReport, t: Translate): ReportTable {
  return {
    fileName: `course-report-lessons-${report.course.id}`,
    header: [
      t('analyticsCourses.lesson'),
      t('analyticsCourses.started'),
      t('analyticsCourses.completed'),
      t('analyticsCourses.completionPercent'),
      t('analyticsCourses.averageScore'),
    ],
    rows: report.lessons.map((lesson) => [
      lesson.title,
      lesson.startedCount,
      lesson.completedCount,
      percent(lesson.completionShare),
      rounded(lesson.averageScore),
    ]),
  };
}

/** The learners shown so far, in the cells the server's CSV of every learner writes (core's courseLearnerCells). */
export function learnerTable(courseId: string, learners: readonly CourseReportLearner[], t: Translate): ReportTable {
  const words = { yes: t('analyticsCourses.yes'), no: t('analyticsCourses.no') };
  return {
    fileName: `course-report-learners-${courseId}`,
    header: courseLearnerColumns.map((column) => t(`analyticsCourses.${column}`)),
    rows: learners.map((learner) => courseLearnerCells(learner, words)),
  };
}

/** Every slide's options (and free-text answers), one row each, the slides in the report's order. */
export function questionTable(report: QuestionReport, t: Translate): ReportTable {
  return {
    fileName: `question-report-${report.lesson.id}`,
    header: [
      t('analyticsCourses.slide'),
      t('analyticsCourses.question'),
      t('analyticsCourses.answered'),
      t('analyticsCourses.rightFirstPercent'),
      t('analyticsCourses.averageSeconds'),
      t('analyticsCourses.option'),
      t('analyticsCourses.optionCorrect'),
      t('analyticsCourses.count'),
    ],
    rows: report.slides.flatMap((slide) => {
      const figures: CsvCell[] = [
        slide.position,
        slide.question,
        slide.answeredCount,
        percent(slide.firstTryRightShare),
        rounded(slide.averageSeconds),
      ];
      const answers: [string, boolean | null, number][] = [
        ...slide.options.map((option): [string, boolean | null, number] => [option.label, option.correct, option.count]),
        ...slide.freeTextAnswers.map((answer): [string, boolean | null, number] => [answer.text, null, answer.count]),
      ];
      if (answers.length === 0) return [[...figures, null, null, null]];
      return answers.map(([label, correct, count]) => [
        ...figures,
        label,
        correct === null ? null : correct ? t('analyticsCourses.yes') : t('analyticsCourses.no'),
        count,
      ]);
    }),
  };
}
