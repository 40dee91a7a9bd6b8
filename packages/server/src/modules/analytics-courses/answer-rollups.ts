// The question report's read model (issue 15): each learner's first answer to each slide, and per slide
// the counts the report shows, written in one statement as attempts finish (and by the sweep for the
// attempts finished before this existed), so the report never reads the attempts' results JSON.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** An option key longer than this is cut: a free-text answer is still told apart, and the key stays indexable. */
export const OPTION_KEY_LENGTH = 500;

/** The attempts the sweep counts in one statement. */
export const SWEEP_BATCH_SIZE = 2000;

/**
 * Counts the finished attempts that `filter` picks (over learner_attempts as `attempt`) and that are not
 * counted yet, the earliest finished first, and marks them counted. A learner's first answer to a slide is
 * the one of their first finished attempt holding it; its time runs from the previous answer of the attempt
 * (or its start). People left out of reports (exclude-from-analytics, hidden-user) are marked and not counted.
 * Answers to the counts: an answer's elements are its options (a list's items, or the answer itself), so a
 * multiple-choice pick, a survey choice and a free-text answer each count under what the player reported.
 */
export async function countFinishedAttempts(db: Executor, filter: SQL, limit: number, now: Date): Promise<number> {
  const result = (await db.execute(sql`
    with picked as (
      select attempt.id, attempt.account_id, attempt.course_id, attempt.lesson_id, attempt.user_id, attempt.started_at,
        attempt.finished_at, attempt.results
      from learner_attempts attempt
      where attempt.finished_at is not null and (${filter})
        and not exists (select 1 from analytics_counted_attempts counted where counted.attempt_id = attempt.id)
      order by attempt.finished_at, attempt.id
      limit ${limit}),
    marked as (
      insert into analytics_counted_attempts (attempt_id, account_id, counted_at)
      select id, account_id, ${now.toISOString()}::timestamptz from picked
      on conflict do nothing
      returning attempt_id),
    answered as (
      select picked.*, result.key as slide_id, result.value as result,
        coalesce((result.value ->> 'answeredAt')::timestamptz, picked.finished_at) as answered_at
      from picked
      join marked on marked.attempt_id = picked.id
      join users person on person.id = picked.user_id
        and not (person.roles && array['exclude-from-analytics', 'hidden-user']::text[])
      cross join lateral jsonb_each(picked.results) as result),
    timed as (
      select answered.*, greatest(0, extract(epoch from answered_at
        - coalesce(lag(answered_at) over (partition by id order by answered_at), started_at)))::double precision as seconds
      from answered),
    firsts as (
      insert into analytics_slide_first_answers
        (lesson_id, slide_id, user_id, account_id, course_id, attempt_id, correct, answers, seconds, answered_at)
      select distinct on (lesson_id, slide_id, user_id) lesson_id, slide_id, user_id, account_id, course_id, id,
        case when jsonb_typeof(result -> 'correct') = 'boolean' then (result ->> 'correct')::boolean end,
        result -> 'answers', seconds, answered_at
      from timed
      order by lesson_id, slide_id, user_id, finished_at, id
      on conflict do nothing
      returning lesson_id, slide_id, user_id, account_id, course_id, correct, answers, seconds),
    totals as (
      insert into analytics_slide_totals
        (lesson_id, slide_id, account_id, course_id, answered_count, judged_count, right_first_count, seconds_total)
      select lesson_id, slide_id, account_id, course_id, count(*), count(correct), count(*) filter (where correct), sum(seconds)
      from firsts group by lesson_id, slide_id, account_id, course_id
      on conflict (lesson_id, slide_id) do update set
        answered_count = analytics_slide_totals.answered_count + excluded.answered_count,
        judged_count = analytics_slide_totals.judged_count + excluded.judged_count,
        right_first_count = analytics_slide_totals.right_first_count + excluded.right_first_count,
        seconds_total = analytics_slide_totals.seconds_total + excluded.seconds_total),
    options as (
      insert into analytics_slide_option_counts (lesson_id, slide_id, option_key, account_id, answer_count)
      select lesson_id, slide_id, option_key, account_id, count(*)
      from (
        select distinct firsts.lesson_id, firsts.slide_id, firsts.user_id, firsts.account_id, left(chosen.option_key, ${OPTION_KEY_LENGTH}) as option_key
        from firsts
        cross join lateral (
          select element as option_key
          from jsonb_array_elements_text(case when jsonb_typeof(firsts.answers) = 'array' then firsts.answers else '[]'::jsonb end) as element
          -- An answer list may hold nulls (an item left unanswered): they choose no option.
          where element is not null
          union all
          select firsts.answers #>> '{}' where jsonb_typeof(firsts.answers) in ('string', 'number', 'boolean')
        ) as chosen
      ) as per_learner
      group by lesson_id, slide_id, option_key, account_id
      on conflict (lesson_id, slide_id, option_key) do update set
        answer_count = analytics_slide_option_counts.answer_count + excluded.answer_count)
    select count(*)::integer as counted from marked`)) as unknown as { rows: { counted: number | string }[] };
  return Number(result.rows[0]?.counted ?? 0);
}

/** Counts one attempt just finished (nothing when it was counted already). */
export function countFinishedAttempt(db: Executor, attemptId: string, now: Date): Promise<number> {
  return countFinishedAttempts(db, sql`attempt.id = ${attemptId}`, 1, now);
}
