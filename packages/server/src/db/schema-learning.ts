// The tables of learner attempts, per-slide results, stars and course progress (issue 5).
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt } from './columns.ts';
import { accounts, courses, lessons, users } from './schema.ts';

/**
 * One play of a lesson by a learner. Results are kept per slide in `results` (slide id → the result as
 * the server recorded it), so re-sending a result after going offline rewrites one key, never a row.
 * Score, stars and passed are written once, when the attempt is finished.
 */
export const learnerAttempts = pgTable(
  'learner_attempts',
  {
    // The client may make the id (an attempt started offline), so a repeated start never makes two.
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    currentSlideIndex: integer('current_slide_index').notNull().default(0),
    results: jsonb('results').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    score: doublePrecision('score'),
    stars: integer('stars').notNull().default(0),
    // The stars this attempt added to what the learner held, kept so finishing again answers the same.
    newStars: integer('new_stars').notNull().default(0),
    passed: boolean('passed'),
    // Set when resetCourseOnNumberAttempts starts the learner's course again: the attempt stays for the
    // record (and the staff results' attempt counts) but no longer counts for scores, completion or locks.
    discarded: boolean('discarded').notNull().default(false),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    // A learner's attempts at a lesson (the lesson page, locks, best score).
    index('learner_attempts_user_lesson_index').on(table.userId, table.lessonId, table.startedAt),
    // A course's attempts by learner (course pages, leaderboard, staff results).
    index('learner_attempts_course_user_index').on(table.courseId, table.userId),
    // Others' answers to a lesson's survey slides, newest first.
    index('learner_attempts_lesson_modified_index').on(table.lessonId, table.modifiedAt),
    // At most one attempt in progress per learner and lesson: two starts at once cannot both insert.
    uniqueIndex('learner_attempts_one_in_progress_unique').on(table.userId, table.lessonId).where(sql`${table.finishedAt} is null`),
    index('learner_attempts_account_index').on(table.accountId),
  ],
);

/** The stars a learner holds on a slide: earned once, ever; a replay only raises the count. */
export const learnerSlideStars = pgTable(
  'learner_slide_stars',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    slideId: text('slide_id').notNull(),
    stars: integer('stars').notNull(),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId, table.slideId] }),
    index('learner_slide_stars_account_index').on(table.accountId),
  ],
);

/**
 * A learner's recorded standing in a course: when it was first completed (what certificates, the
 * profile and other courses' prerequisites read) and its score then. A course reset clears it.
 */
export const learnerCourseProgress = pgTable(
  'learner_course_progress',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    passed: boolean('passed').notNull().default(false),
    score: doublePrecision('score'),
    resetCount: integer('reset_count').notNull().default(0),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] }), index('learner_course_progress_account_index').on(table.accountId)],
);
