import type { Statement } from './raw-query.ts';

// The statements Drizzle sends for our two read endpoints, character for character (data-ceiling.test.ts
// captures what buildApp sends and fails when these drift). Parameters are positional, as Drizzle binds them.

/**
 * modules/auth/session-repo.ts findSessionUser, which also reads the person, so GET /api/me needs nothing
 * more: $1 token hash, $2 now (ISO text), $3 limit 1.
 */
export const SESSION_USER: Statement = {
  name: 'bench_session_user',
  text: 'select "users"."id", "users"."account_id", "users"."roles", "users"."email", "users"."first_name", "users"."last_name", "users"."avatar_url", coalesce(not "account_plan_access"."has_access", false) from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" left join "account_plan_access" on "account_plan_access"."account_id" = "users"."account_id" where ("sessions"."token_hash" = $1 and "sessions"."expires_at" > $2) limit $3',
};

/**
 * modules/courses/repo.ts listCourseSummaries (GET /api/courses, first page), the total riding along:
 * $1 account id, $2 page size, $3 offset (0 on the first page).
 */
export const COURSE_SUMMARIES: Statement = {
  name: 'bench_course_summaries',
  text: 'select "id", "title", "description", "course_status", "data" ->> \'thumbnail\', "modified_at", count(*) over () from "courses" where "courses"."account_id" = $1 order by "courses"."created_at" desc, "courses"."id" desc limit $2 offset $3',
};

/**
 * modules/lessons/repo.ts courseLessonSummariesJson, Latest version (GET /api/course/{courseId}/lessons):
 * the lesson list as JSON text built by the database, with the course's lesson-list version. $1 account
 * id, $2 course id, $3 limit 1. Our server sends it only when its cache of the list is stale; the ceiling
 * sends it every time, as the database work that makes the answer.
 */
export const COURSE_LESSONS_LATEST: Statement = {
  name: 'bench_course_lessons_latest',
  text: `select (select coalesce(json_agg(summary), '[]')::text from (
          select l.id, l.course_id as "courseId", l.kind, l.title as title, l.description as description,
            'Latest'::text as "versionType", l.is_published as "isPublished",
            l.has_unpublished_changes as "hasUnpublishedChanges", l.version, l.modified_at as modified
          from lessons l where l.course_id = "courses"."id"  order by l.rank, l.id) as summary), "lesson_list_version" from "courses" where ("courses"."account_id" = $1 and "courses"."id" = $2) limit $3`,
};
