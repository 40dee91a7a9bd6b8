// The tables of observations, conferences and group training sessions (issue 6).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt } from './columns.ts';
import { accounts, courses, lessons, users } from './schema.ts';

/**
 * What a facilitator recorded while observing a learner in an observation (a lesson of kind Observation):
 * one row per observation of a learner, moving started → saved → resumed → submitted → completed.
 */
export const observationSubmissions = pgTable(
  'observation_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    // Null once a person is removed; the names stay so the record still says who and by whom.
    learnerUserId: uuid('learner_user_id').references(() => users.id, { onDelete: 'set null' }),
    learnerName: text('learner_name').notNull(),
    observerUserId: uuid('observer_user_id').references(() => users.id, { onDelete: 'set null' }),
    observerName: text('observer_name').notNull(),
    state: text('state').$type<'started' | 'saved' | 'resumed' | 'submitted' | 'completed'>().notNull(),
    passed: boolean('passed'),
    /** CriterionRating[] of core (plain text notes). */
    ratings: jsonb('ratings').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    note: text('note').notNull().default(''),
    version: integer('version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    index('observation_submissions_lesson_created_index').on(table.lessonId, table.createdAt),
    index('observation_submissions_lesson_learner_index').on(table.lessonId, table.learnerUserId),
    index('observation_submissions_account_index').on(table.accountId),
  ],
);

/** A learner's place in a conference (a lesson of kind Conference), and whether they attended. */
export const conferenceRegistrations = pgTable(
  'conference_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Null until the facilitator marks it.
    attended: boolean('attended'),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    uniqueIndex('conference_registrations_lesson_user_unique').on(table.lessonId, table.userId),
    index('conference_registrations_lesson_created_index').on(table.lessonId, table.createdAt),
    index('conference_registrations_account_index').on(table.accountId),
  ],
);

/** A group training session of a course: started, ended, resumed or cancelled. */
export const groupTrainingSessions = pgTable(
  'group_training_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    state: text('state').$type<'started' | 'ended' | 'resumed' | 'cancelled'>().notNull(),
    facilitatorUserId: uuid('facilitator_user_id').references(() => users.id, { onDelete: 'set null' }),
    facilitatorName: text('facilitator_name').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    index('group_training_sessions_course_created_index').on(table.courseId, table.createdAt),
    index('group_training_sessions_account_index').on(table.accountId),
  ],
);

/** Who attended a group training session. */
export const groupTrainingAttendees = pgTable(
  'group_training_attendees',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => groupTrainingSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.userId] }),
    index('group_training_attendees_user_index').on(table.userId),
    index('group_training_attendees_account_index').on(table.accountId),
  ],
);
