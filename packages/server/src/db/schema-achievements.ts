// The tables of leaderboards, the points they rank and certificates (issue 16).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt } from './columns.ts';
import { accounts, courses, lessons, userGroups, users } from './schema.ts';

/**
 * A learner's points in a lesson: 100 a lesson, the best finished attempt's score (rounded). Kept
 * current as attempts finish (and cleared by a course reset), so a board over ten thousand learners sums
 * a row per lesson instead of reading every attempt.
 */
export const learnerLessonPoints = pgTable(
  'learner_lesson_points',
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
    points: integer('points').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] }), index('learner_lesson_points_course_index').on(table.courseId)],
);

/** A learner's points over every lesson of the account: the sum of their learner_lesson_points. */
export const learnerPointTotals = pgTable('learner_point_totals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  points: integer('points').notNull(),
});

export const leaderboards = pgTable(
  'leaderboards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').$type<'user-group' | 'group-vs-group' | 'course'>().notNull(),
    status: text('status').$type<'Draft' | 'Published' | 'Ended'>().notNull().default('Draft'),
    userGroupId: uuid('user_group_id').references(() => userGroups.id, { onDelete: 'set null' }),
    // An array rather than rows: a deleted group simply matches no member when the board is read.
    userGroupIds: uuid('user_group_ids').array().notNull().default(sql`'{}'::uuid[]`),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** When leaderboard_standings were last ranked, and how many entrants they hold; null before the first. */
    standingsAt: timestamp('standings_at', { withTimezone: true, mode: 'date' }),
    entrantCount: integer('entrant_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [index('leaderboards_account_created_index').on(table.accountId, table.createdAt)],
);

/**
 * A board's standings as last ranked: every entrant (a learner, or a group on a group-against-group
 * board) with its points, rank and place. Reads take the first places and the caller's own row by index;
 * a published board is ranked again once its standings are older than LEADERBOARD_STANDINGS_TTL, an
 * ended board never again (its standings are frozen).
 */
export const leaderboardStandings = pgTable(
  'leaderboard_standings',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    leaderboardId: uuid('leaderboard_id')
      .notNull()
      .references(() => leaderboards.id, { onDelete: 'cascade' }),
    entrantId: uuid('entrant_id').notNull(),
    points: integer('points').notNull(),
    memberCount: integer('member_count'),
    rank: integer('rank').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.leaderboardId, table.entrantId] }),
    index('leaderboard_standings_position_index').on(table.leaderboardId, table.position),
  ],
);

/**
 * A certificate, issued once per completion. It keeps what it says (name, title, dates), so it still
 * verifies after the learner or the course is renamed or removed.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    layout: text('layout').notNull().default('standard'),
    /** When the course was completed: the certificate's date. */
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Recurring training's certificates expire (computed by the due-date rules); null never. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('certificates_code_unique').on(table.code),
    // One certificate per completion: asking again answers the same one.
    uniqueIndex('certificates_completion_unique').on(table.userId, table.courseId, table.issuedAt),
    index('certificates_account_index').on(table.accountId),
  ],
);
