import { sql } from 'drizzle-orm';
import { utcDay } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { analyticsDailyActivity, learnerAttempts, learnerCourseProgress } from '../../db/schema.ts';

/**
 * Writes one person's row of the daily activity rollup again, whole, from their attempts and course progress
 * of that UTC day: run as results arrive (an attempt started or finished, a course completed), so the
 * overview reads sums already made. Rewriting instead of adding makes a repeated call harmless, and a
 * course reset's cleared completion drops out the next time that day is written.
 */
export async function refreshDailyActivity(db: Executor, person: { accountId: string; userId: string }, instant: Date): Promise<void> {
  const { accountId, userId } = person;
  const day = utcDay(instant);
  await db.execute(sql`
    with bounds as (select (${day}::date)::timestamp at time zone 'UTC' as day_start),
    finished as (
      select attempt.score from ${learnerAttempts} attempt, bounds
      where attempt.user_id = ${userId} and attempt.finished_at >= bounds.day_start and attempt.finished_at < bounds.day_start + interval '1 day'
    )
    insert into ${analyticsDailyActivity}
      (account_id, user_id, day, lessons_started, lessons_completed, courses_completed, score_sum, scored_lessons, modified_at)
    select ${accountId}, ${userId}, ${day}::date,
      (select count(*) from ${learnerAttempts} attempt
        where attempt.user_id = ${userId} and attempt.started_at >= bounds.day_start and attempt.started_at < bounds.day_start + interval '1 day'),
      (select count(*) from finished),
      (select count(*) from ${learnerCourseProgress} progress
        where progress.user_id = ${userId} and progress.completed_at >= bounds.day_start and progress.completed_at < bounds.day_start + interval '1 day'),
      (select coalesce(sum(score), 0) from finished),
      (select count(score) from finished),
      ${instant.toISOString()}::timestamptz
    from bounds
    on conflict (user_id, day) do update set
      lessons_started = excluded.lessons_started,
      lessons_completed = excluded.lessons_completed,
      courses_completed = excluded.courses_completed,
      score_sum = excluded.score_sum,
      scored_lessons = excluded.scored_lessons,
      modified_at = excluded.modified_at`);
}
