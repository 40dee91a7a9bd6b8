// Learners' own star ratings of the courses they take (issue 18): the public course page shows their
// average and count. The public detail's rating links (user-course-ratings, authoring §3) stay where they
// are: they point visitors at sites elsewhere, these are the learners' own votes.
import { index, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, courses, users } from './schema.ts';

export const courseRatings = pgTable(
  'course_ratings',
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
    /** 1 to 5, checked by the learner API's contract. */
    stars: smallint('stars').notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // One rating per learner per course; the key's leading course_id serves the public page's average.
  (table) => [primaryKey({ columns: [table.courseId, table.userId] }), index('course_ratings_account_index').on(table.accountId)],
);
