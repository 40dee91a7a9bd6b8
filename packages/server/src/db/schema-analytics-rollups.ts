// Issue 15's read models: the overview reads these sums, kept as results arrive, never the raw events.
import { date, doublePrecision, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { modifiedAt } from './columns.ts';
import { accounts, users } from './schema.ts';

/**
 * One person's learning on one day (UTC): lessons started and completed, courses completed and the sum
 * and count of the finished lessons' scores (an average of days is then exact). Rewritten whole from the
 * learner's attempts and course progress of that day whenever one of them changes (analytics/daily-activity.ts).
 */
export const analyticsDailyActivity = pgTable(
  'analytics_daily_activity',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    lessonsStarted: integer('lessons_started').notNull().default(0),
    lessonsCompleted: integer('lessons_completed').notNull().default(0),
    coursesCompleted: integer('courses_completed').notNull().default(0),
    scoreSum: doublePrecision('score_sum').notNull().default(0),
    scoredLessons: integer('scored_lessons').notNull().default(0),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    // The overview's question: an account's days in a range.
    index('analytics_daily_activity_account_day_index').on(table.accountId, table.day),
  ],
);
