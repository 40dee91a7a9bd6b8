// The reports' tables as rows: what the pages show and what each CSV export downloads, from one place.
import type { CourseReport, CsvCell, QuestionReport } from '@slidewise/core';
import type { TFunction } from 'i18next';

export interface ReportTable {
  header: string[];
  rows: CsvCell[][];
}

type Translate = TFunction;

const percent = (share: number | null) => (share === null ? null : Math.round(share * 100));
const rounded = (value: number | null) => (value === null ? null : Math.round(value));

export function lessonTable(report: CourseReport, t: Translate): ReportTable {
  return {
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

export function learnerTable(report: CourseReport, t: Translate): ReportTable {
  return {
    header: [
      t('analyticsCourses.learner'),
      t('analyticsCourses.email'),
      t('analyticsCourses.progress'),
      t('analyticsCourses.score'),
      t('analyticsCourses.attempts'),
      t('analyticsCourses.stars'),
      t('analyticsCourses.minutes'),
      t('analyticsCourses.completed'),
      t('analyticsCourses.passed'),
      t('analyticsCourses.certificate'),
      t('analyticsCourses.lastActivity'),
    ],
    rows: report.learners.map((learner) => [
      learner.name,
      learner.email,
      `${learner.completedLessonCount}/${learner.lessonCount}`,
      rounded(learner.score),
      learner.attemptCount,
      learner.stars,
      Math.round(learner.timeSpentSeconds / 60),
      learner.completed ? t('analyticsCourses.yes') : t('analyticsCourses.no'),
      learner.passed ? t('analyticsCourses.yes') : t('analyticsCourses.no'),
      learner.certificate ? t('analyticsCourses.yes') : t('analyticsCourses.no'),
      learner.lastActivityAt,
    ]),
  };
}

/** Every slide's options (and free-text answers), one row each, the slides in the report's order. */
export function questionTable(report: QuestionReport, t: Translate): ReportTable {
  return {
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
