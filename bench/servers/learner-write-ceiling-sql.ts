import { slideTemplates } from '@slidewise/core';
import type { Statement } from './raw-query.ts';

// The statements of the learner write ceiling (learner-write-ceiling.ts). Its inserts and updates are
// ours, character for character (learner-write-ceiling.test.ts captures what buildApp sends and fails
// when they drift); its reads are the fewest that decide the same answers. Parameters are positional.

/** Every column of learner_attempts, in the order ours reads them (db/schema-learning.ts). */
const attemptColumns = `a.id, a.account_id, a.user_id, a.course_id, a.lesson_id, a.started_at, a.finished_at, a.current_slide_index,
      a.results, a.score, a.stars, a.new_stars, a.passed, a.discarded, a.created_at, a.modified_at`;

/**
 * Start: the lesson, when it is a published slide lesson of the account in a published course, with its
 * Published deck's identifier and the learner's attempt in progress at it (nulls without one).
 * $1 account id, $2 user id, $3 lesson id.
 */
export const PLAYABLE_LESSON: Statement = {
  name: 'bench_learner_playable_lesson',
  text: `select l.course_id, d.state_identifier, ${attemptColumns}
    from lessons l join courses c on c.id = l.course_id and c.course_status = 'Published'
    left join lesson_slides d on d.lesson_id = l.id and d.version_type = 'Published'
    left join learner_attempts a on a.user_id = $2 and a.lesson_id = l.id and a.finished_at is null
    where l.account_id = $1 and l.id = $3 and l.kind = 'Lesson' and l.published_data is not null`,
};

/** Start: modules/learner/repo.ts insertAttempt. $1–$8: id, account, user, course, lesson, started, created, modified. */
export const INSERT_ATTEMPT: Statement = {
  name: 'bench_learner_insert_attempt',
  text: `insert into "learner_attempts" ("id", "account_id", "user_id", "course_id", "lesson_id", "started_at", "finished_at", "current_slide_index", "results", "score", "stars", "new_stars", "passed", "discarded", "created_at", "modified_at") values ($1, $2, $3, $4, $5, $6, default, default, default, default, default, default, default, default, $7, $8) on conflict do nothing returning "id", "account_id", "user_id", "course_id", "lesson_id", "started_at", "finished_at", "current_slide_index", "results", "score", "stars", "new_stars", "passed", "discarded", "created_at", "modified_at"`,
};

/**
 * Result, when the attempt's lesson or deck is not known yet: the learner's attempt with the identifier of
 * its lesson's Published deck (the key the deck is held under). $1 attempt id, $2 user id.
 */
export const ATTEMPT_FOR_RESULT: Statement = {
  name: 'bench_learner_attempt_for_result',
  text: `select ${attemptColumns}, d.state_identifier
    from learner_attempts a left join lesson_slides d on d.lesson_id = a.lesson_id and d.version_type = 'Published'
    where a.id = $1 and a.user_id = $2`,
};

/** The Published deck's slides in order, read once per deck identifier. $1 lesson id. */
export const PUBLISHED_DECK: Statement = {
  name: 'bench_learner_published_deck',
  text: `select coalesce((select json_agg(content.slide order by position.n)
      from unnest(deck.slide_ids) with ordinality as position(slide_id, n)
      join lesson_slide_contents content on content.lesson_id = deck.lesson_id and content.version_type = deck.version_type
        and content.slide_id = position.slide_id), '[]'::json), deck.state_identifier
    from lesson_slides deck where deck.lesson_id = $1 and deck.version_type = 'Published'`,
};

/**
 * Result: modules/learner/attempt-repo.ts writeResultIfCurrent — the result written while the attempt is
 * the learner's, of that lesson, unfinished, the deck it was scored on still the Published one, and the
 * result not the one held. $1 position or null, $2 slide id, $3 the result (JSON), $4 modified, $5 attempt
 * id, $6 user id, $7 and $8 lesson id, $9 deck identifier, then the slide id before each of correct,
 * points and answers (JSON): $10–$15.
 */
export const WRITE_RESULT: Statement = {
  name: 'bench_learner_write_result',
  text: `update "learner_attempts" set "current_slide_index" = coalesce($1::integer, "learner_attempts"."current_slide_index"), "results" = "learner_attempts"."results" || jsonb_build_object($2::text, $3::jsonb), "modified_at" = $4::timestamptz where ("learner_attempts"."id" = $5 and "learner_attempts"."user_id" = $6 and "learner_attempts"."lesson_id" = $7 and "learner_attempts"."finished_at" is null and exists (select 1 from "lesson_slides" where "lesson_slides"."lesson_id" = $8::uuid
          and "lesson_slides"."version_type" = 'Published' and "lesson_slides"."state_identifier" = $9::text) and not coalesce("learner_attempts"."results" -> $10::text -> 'correct' = $11::jsonb
          and "learner_attempts"."results" -> $12::text -> 'points' = $13::jsonb
          and "learner_attempts"."results" -> $14::text -> 'answers' = $15::jsonb, false)) returning "id", "lesson_id", "started_at", "finished_at", "current_slide_index", "results"`,
};

/**
 * Finish: the attempt with what scoring it needs: the Published deck's identifier, its results' digest
 * (what the write checks), the course's minimum score and the stars the learner holds on the lesson's
 * slides. $1 attempt id, $2 user id.
 */
export const ATTEMPT_TO_FINISH: Statement = {
  name: 'bench_learner_attempt_to_finish',
  text: `select ${attemptColumns}, d.state_identifier, md5(a.results::text), c.data -> 'config' -> 'minimumScore',
      (select coalesce(json_object_agg(s.slide_id, s.stars), '{}') from learner_slide_stars s where s.user_id = a.user_id and s.lesson_id = a.lesson_id)
    from learner_attempts a join courses c on c.id = a.course_id
    left join lesson_slides d on d.lesson_id = a.lesson_id and d.version_type = 'Published'
    where a.id = $1 and a.user_id = $2`,
};

/**
 * Finish: modules/learner/attempt-repo.ts finishAttempt — the attempt scored and the learner's stars
 * raised in one statement, only while the attempt is unfinished and holds the results it was scored from.
 * $1 finished, $2 score, $3 stars, $4 new stars, $5 passed, $6 modified, $7 attempt id, $8 user id, $9 the
 * results' digest (md5 of their text), $10 account id, $11 modified (the stars'), $12 stars by slide (JSON).
 */
export const FINISH_ATTEMPT: Statement = {
  name: 'bench_learner_finish_attempt',
  text: `with finished as (
      update "learner_attempts" set finished_at = $1::timestamptz, score = $2, stars = $3,
        new_stars = $4, passed = $5, modified_at = $6::timestamptz
      where id = $7 and user_id = $8 and finished_at is null and md5(results::text) = $9
      returning *),
    raised as (
      insert into "learner_slide_stars" (account_id, user_id, course_id, lesson_id, slide_id, stars, modified_at)
      select $10::uuid, finished.user_id, finished.course_id, finished.lesson_id, earned.key, earned.value::integer, $11::timestamptz
      from finished, jsonb_each_text($12::jsonb) as earned
      on conflict (user_id, lesson_id, slide_id) do update set stars = greatest("learner_slide_stars"."stars", excluded.stars), modified_at = excluded.modified_at)
    select * from finished`,
};

/**
 * Finish: leaderboards/learner-points.ts refreshLearnerPoints, the boards' sums written again from the
 * attempts that count. $1/$3/$6/$8/$10 user id, $2/$4/$7/$11 course id, $5/$9 account id.
 */
export const REFRESH_LEARNER_POINTS: Statement = {
  name: 'bench_learner_refresh_points',
  text: `with best as (
      select lesson_id, round(max(score))::integer as points from "learner_attempts"
      where user_id = $1 and course_id = $2 and finished_at is not null and not discarded and score is not null
      group by lesson_id
    ),
    removed as (
      delete from "learner_lesson_points"
      where user_id = $3 and course_id = $4 and lesson_id not in (select lesson_id from best)
    ),
    written as (
      insert into "learner_lesson_points" (account_id, user_id, course_id, lesson_id, points)
      select $5, $6, $7, lesson_id, points from best
      on conflict (user_id, lesson_id) do update set points = excluded.points
    )
    insert into "learner_point_totals" (user_id, account_id, points)
    select $8, $9,
      (select coalesce(sum(points), 0) from "learner_lesson_points" where user_id = $10 and course_id <> $11)
      + (select coalesce(sum(points), 0) from best)
    on conflict (user_id) do update set points = excluded.points`,
};

/** Template types that score (quiz and game), as ours counts a lesson in the course score. */
const scoredTemplateTypesJson = JSON.stringify(
  slideTemplates.filter((template) => template.play === 'quiz' || template.play === 'game').map((template) => template.type),
);

/**
 * Finish: how the learner stands in the course, in one read — the course's document, whether the account
 * gives certificates, the recorded completion, and per published lesson whether it scores, with the
 * learner's counting attempts and stars. $1 account id, $2 user id, $3 course id.
 */
export const COURSE_STANDING: Statement = {
  name: 'bench_learner_course_standing',
  text: `select c.data, acc.settings -> 'courseCompletionCertificateEnabled', p.completed_at, p.passed,
      coalesce((select json_agg(json_build_object('id', l.id, 'kind', l.kind, 'title', l.title,
          'scored', coalesce(l.published_data -> 'scoring' -> 'enabled', 'true'::jsonb) <> 'false'::jsonb and exists (
            select 1 from lesson_slide_contents sc
            where sc.lesson_id = l.id and sc.version_type = 'Published'
              and sc.slide ->> 'type' in (select jsonb_array_elements_text('${scoredTemplateTypesJson}'::jsonb))
              and case when jsonb_typeof(sc.slide -> 'data' -> 'challenge_configuration' -> 'weighting') = 'number'
                       then (sc.slide -> 'data' -> 'challenge_configuration' ->> 'weighting')::numeric > 0 else true end))
        order by l.rank, l.id) from lessons l where l.course_id = c.id and l.published_data is not null), '[]'),
      coalesce((select json_agg(json_build_object('lessonId', x.lesson_id, 'score', x.score, 'stars', x.stars, 'passed', x.passed, 'finishedAt', x.finished_at))
        from learner_attempts x where x.user_id = $2 and x.course_id = c.id and not x.discarded), '[]'),
      coalesce((select json_object_agg(held.lesson_id, held.stars) from (
        select s.lesson_id, sum(s.stars) as stars from learner_slide_stars s where s.user_id = $2 and s.course_id = c.id group by s.lesson_id) held), '{}')
    from courses c join accounts acc on acc.id = c.account_id
    left join learner_course_progress p on p.user_id = $2 and p.course_id = c.id
    where c.id = $3 and c.account_id = $1`,
};

/**
 * Finish: modules/learner/repo.ts recordCompletion. $1 account, $2 user, $3 course, $4 completed,
 * $5 passed, $6 score, $7 modified, $8 score (the update's), $9 modified (the update's).
 */
export const RECORD_COMPLETION: Statement = {
  name: 'bench_learner_record_completion',
  text: `insert into "learner_course_progress" ("account_id", "user_id", "course_id", "completed_at", "passed", "score", "reset_count", "created_at", "modified_at") values ($1, $2, $3, $4, $5, $6, default, default, $7) on conflict ("user_id","course_id") do update set "completed_at" = coalesce("learner_course_progress"."completed_at", excluded.completed_at), "passed" = "learner_course_progress"."passed" or excluded.passed, "score" = $8, "modified_at" = $9`,
};
