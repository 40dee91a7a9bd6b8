import type { FastifyInstance } from 'fastify';
import { DEMO_CREDENTIALS, type DatabaseHandle } from '@slidewise/server';
import { rawQueryOf } from './servers/raw-query.ts';

// The data set: one course of 500 lessons (in the demo owner's account) and an account of 2,000 courses.
export const LONG_COURSE_LESSONS = 500;
export const LARGE_ACCOUNT_COURSES = 2000;
export const LARGE_ACCOUNT_EMAIL = 'bench-2000-courses@slidewise.test';

export interface CourseData {
  /** The demo account's course with LONG_COURSE_LESSONS lessons. */
  longCourseId: string;
}

/**
 * Creates the long course through the real POST /api/courses (so its document is what the server writes),
 * then its 500 lessons in one INSERT, cycling through the seeded lessons' kinds and documents. The 2,000
 * courses go to an account of their own, so the existing `api-courses` figures keep reading the demo
 * account's list; its owner gets the demo owner's password hash, and signs in like any user.
 */
export async function addCourseData(handle: DatabaseHandle, app: FastifyInstance, demoCookie: string): Promise<CourseData> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/courses',
    headers: { cookie: demoCookie },
    payload: { title: 'Bench: a course of 500 lessons' },
  });
  if (created.statusCode !== 201 && created.statusCode !== 200)
    throw new Error(`Creating the long course answered ${created.statusCode}: ${created.body}`);
  const longCourseId = (created.json() as { id: string }).id;
  const query = rawQueryOf(handle);

  await query(
    {
      name: 'bench_add_long_course_lessons',
      text: `
    insert into lessons (account_id, course_id, kind, title, description, rank, data)
    select c.account_id, c.id, s.kind, 'Lesson ' || g, s.description, lpad(g::text, 6, '0'), s.data
    from courses c
    cross join generate_series(1, $2::int) as g
    join (select kind, description, data, row_number() over (order by rank, id) - 1 as n, count(*) over () as total
          from lessons where course_id <> $1) as s on s.n = g % s.total
    where c.id = $1::uuid`,
    },
    [longCourseId, LONG_COURSE_LESSONS],
  );

  await query(
    {
      name: 'bench_add_large_account',
      text: `
    with account as (
      insert into accounts (name, plan_kind, settings)
      select 'Bench: 2,000 courses', plan_kind, settings from accounts
      where id = (select account_id from users where email = $2)
      returning id
    ), owner as (
      insert into users (account_id, email, password_hash, first_name, last_name, roles)
      select account.id, $3, u.password_hash, 'Bench', 'Owner', u.roles
      from account, users u where u.email = $2
      returning account_id
    )
    insert into courses (account_id, title, description, course_status, data, created_at, modified_at)
    select owner.account_id, 'Course ' || g, 'A course of the 2,000', c.course_status, c.data,
      now() - g * interval '1 second', now() - g * interval '1 second'
    from owner, courses c cross join generate_series(1, $4::int) as g
    where c.id = $1::uuid`,
    },
    [longCourseId, DEMO_CREDENTIALS.email, LARGE_ACCOUNT_EMAIL, LARGE_ACCOUNT_COURSES],
  );

  return { longCourseId };
}
