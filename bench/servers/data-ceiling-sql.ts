// The statements Drizzle sends for our two read endpoints, character for character (data-ceiling.test.ts
// captures what buildApp sends and fails when these drift). Parameters are positional, as Drizzle binds them.

/** modules/auth/session-repo.ts findSessionUser: $1 token hash, $2 now (ISO text), $3 limit 1. */
export const SESSION_USER_SQL =
  'select "users"."id", "users"."account_id", "users"."roles" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = $1 and "sessions"."expires_at" > $2) limit $3';

/** modules/account/repo.ts findAccountUser (GET /api/me): $1 account id, $2 user id, $3 limit 1. */
export const ACCOUNT_USER_SQL =
  'select "id", "account_id", "email", "password_hash", "first_name", "last_name", "roles", "avatar_url", "created_at" from "users" where ("users"."account_id" = $1 and "users"."id" = $2) limit $3';

/** modules/courses/repo.ts listCourseSummaries (GET /api/courses, first page): $1 account id, $2 page size. */
export const COURSE_SUMMARIES_SQL =
  'select "id", "title", "description", "course_status", "data" ->> \'thumbnail\', "modified_at" from "courses" where "courses"."account_id" = $1 order by "courses"."created_at" desc, "courses"."id" desc limit $2';

/** modules/courses/repo.ts countCourses: $1 account id. */
export const COURSE_COUNT_SQL = 'select count(*) from "courses" where "courses"."account_id" = $1';
