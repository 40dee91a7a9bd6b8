// The read models of the course report and the lesson and question report (issue 15): kept current as
// attempts finish (modules/analytics-courses/read-models.ts), so a report reads a few indexed rows per
// learner or per slide and never the attempts' results JSON.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, courses, lessons, users } from './schema.ts';

/** One lesson of a learner's row, as the course report shows it (core's standing of the learner). */
export interface CourseLearnerLesson {
  lessonId: string;
  bestScore: number | null;
  attemptCount: number;
  completed: boolean;
}

/** Each learner's standing in a course, written from core's courseStanding whenever one of their attempts finishes. */
export const analyticsCourseLearners = pgTable(
  'analytics_course_learners',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'date' }),
    attemptCount: integer('attempt_count').notNull(),
    /** The course score (core's courseScore over the best lesson scores); null before a scored lesson is finished. */
    score: doublePrecision('score'),
    stars: integer('stars').notNull(),
    completedLessonCount: integer('completed_lesson_count').notNull(),
    lessonCount: integer('lesson_count').notNull(),
    completed: boolean('completed').notNull(),
    passed: boolean('passed').notNull(),
    certificate: boolean('certificate').notNull(),
    /** The time between start and finish of every finished attempt, in seconds. */
    timeSpentSeconds: integer('time_spent_seconds').notNull(),
    lessons: jsonb('lessons').$type<CourseLearnerLesson[]>().notNull().default(sql`'[]'::jsonb`),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.userId] }),
    index('analytics_course_learners_account_index').on(table.accountId),
    index('analytics_course_learners_user_index').on(table.userId),
  ],
);

/** The attempts whose answers are counted in the slide rollups: each is counted once, live or by the sweep. */
export const analyticsCountedAttempts = pgTable(
  'analytics_counted_attempts',
  {
    attemptId: uuid('attempt_id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    countedAt: timestamp('counted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('analytics_counted_attempts_account_index').on(table.accountId)],
);

/** Each learner's first answer to each slide (the first finished attempt holding it): what "first try" means. */
export const analyticsSlideFirstAnswers = pgTable(
  'analytics_slide_first_answers',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    slideId: text('slide_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').notNull(),
    attemptId: uuid('attempt_id').notNull(),
    correct: boolean('correct'),
    answers: jsonb('answers'),
    seconds: doublePrecision('seconds').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.lessonId, table.slideId, table.userId] }),
    index('analytics_slide_first_answers_account_index').on(table.accountId),
    index('analytics_slide_first_answers_user_index').on(table.userId),
  ],
);

/** Per slide: how many learners answered it, how many right at the first try, and the time they took. */
export const analyticsSlideTotals = pgTable(
  'analytics_slide_totals',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    slideId: text('slide_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').notNull(),
    answeredCount: integer('answered_count').notNull(),
    /** Answers with a verdict (quiz and game slides; survey answers have none). */
    judgedCount: integer('judged_count').notNull(),
    rightFirstCount: integer('right_first_count').notNull(),
    secondsTotal: doublePrecision('seconds_total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.lessonId, table.slideId] }), index('analytics_slide_totals_account_index').on(table.accountId)],
);

/** Per slide and option chosen (an answer's element, as the player reports it): how many first answers chose it. */
export const analyticsSlideOptionCounts = pgTable(
  'analytics_slide_option_counts',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    slideId: text('slide_id').notNull(),
    optionKey: text('option_key').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    answerCount: integer('answer_count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.lessonId, table.slideId, table.optionKey] }),
    index('analytics_slide_option_counts_account_index').on(table.accountId),
  ],
);
