// The course report's learners a page at a time (issue 15), by name: a keyset page resumes after the
// previous page's last learner, so the 200th page of a 10 000-learner course costs what the first does,
// and the CSV export walks the same pages to stream every learner without holding them all.
import type { CourseLearnerPage, CourseReportLearner } from '@slidewise/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { fullName } from '../learner/learner-views.ts';
import { decodeCursor, encodeCursor } from '../people/directory-cursor.ts';
import { countedLearnersOf } from './counted-learners.ts';

interface LearnerRow {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  completed_lesson_count: number;
  lesson_count: number;
  score: number | null;
  attempt_count: number;
  stars: number;
  completed: boolean;
  passed: boolean;
  certificate: boolean;
  time_spent_seconds: number;
  last_activity_at: Date | string | null;
  first_key: string;
  last_key: string;
}

const learnerOf = (row: LearnerRow): CourseReportLearner => ({
  userId: row.user_id,
  name: fullName({ firstName: row.first_name, lastName: row.last_name }),
  email: row.email,
  completedLessonCount: row.completed_lesson_count,
  lessonCount: row.lesson_count,
  score: row.score,
  attemptCount: row.attempt_count,
  stars: row.stars,
  completed: row.completed,
  passed: row.passed,
  certificate: row.certificate,
  timeSpentSeconds: row.time_spent_seconds,
  // The database writes its own offset; the API answers UTC like everywhere else.
  lastActivityAt: row.last_activity_at === null ? null : new Date(row.last_activity_at).toISOString(),
});

/**
 * One page of the course's counted learners ordered by first name, last name (ignoring case, as the people
 * list orders them) and id. A cursor that is not one of ours answers 400.
 */
export async function courseLearnerPageOf(
  db: Executor,
  accountId: string,
  courseId: string,
  page: { pageSize: number; cursor?: string | undefined },
): Promise<CourseLearnerPage> {
  let after = sql`true`;
  if (page.cursor) {
    const [sortKey, userId] = decodeCursor(page.cursor);
    const [firstKey, lastKey] = sortKey;
    if (sortKey.length !== 2 || typeof firstKey !== 'string' || typeof lastKey !== 'string') decodeCursor('');
    after = sql`(learner.first_key, learner.last_key, learner.user_id) > (${firstKey}, ${lastKey}, ${userId}::uuid)`;
  }
  const rows = await queryRows<LearnerRow>(
    db,
    sql`
      select learner.user_id, learner.first_name, learner.last_name, learner.email, learner.completed_lesson_count,
        learner.lesson_count, learner.score, learner.attempt_count, learner.stars, learner.completed, learner.passed,
        learner.certificate, learner.time_spent_seconds, learner.last_activity_at, learner.first_key, learner.last_key
      from (
        -- Named columns only: the rows sorted for a page need not carry each learner's lessons.
        select counted.*, lower(counted.first_name) as first_key, lower(counted.last_name) as last_key
        from (${countedLearnersOf(accountId, courseId)}) counted
      ) learner
      where ${after}
      order by learner.first_key, learner.last_key, learner.user_id
      limit ${page.pageSize + 1}`,
  );
  const shown = rows.slice(0, page.pageSize);
  const last = shown.at(-1);
  return {
    items: shown.map(learnerOf),
    nextCursor: rows.length > page.pageSize && last ? encodeCursor([last.first_key, last.last_key], last.user_id) : null,
  };
}

/** Every counted learner of the course, a page at a time, in the report's order. */
export async function* everyCourseLearner(
  db: Executor,
  accountId: string,
  courseId: string,
  pageSize = 1000,
): AsyncGenerator<CourseReportLearner[]> {
  let cursor: string | undefined;
  do {
    const page = await courseLearnerPageOf(db, accountId, courseId, { pageSize, cursor });
    yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
