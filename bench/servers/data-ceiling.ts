import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { DEFAULT_PAGE, MINI_COURSE_PAGE_SIZE, defaultUserInfo, toMiniCourse, type MiniCourse } from '@slidewise/core';
import type { RawQuery } from './raw-query.ts';
import { COURSE_LESSONS_LATEST, COURSE_SUMMARIES } from './data-ceiling-sql.ts';
import { sessionUserOf, type SessionUserRow } from './ceiling-session.ts';
import { registerLearnerWriteCeiling } from './learner-write-ceiling.ts';

const administratorRoles = new Set(['account-owner', 'account-admin']);

/**
 * The data ceiling: bare Fastify doing, through the raw driver, exactly what our GET /api/me,
 * GET /api/courses and GET /api/course/{courseId}/lessons must do — verify the signed session cookie with @fastify/cookie, hash the token, run
 * the same session+user lookup and then the same SQL, and answer the same JSON. What it leaves out is
 * what we measure the price of: the ORM, zod validation and serialisation, the policy table, logging.
 * The course list serves the first page at the spec's default size, which is what the benchmark asks for
 * (on the first page an empty list means a total of 0, so the count query for pages past the end never runs).
 */
export function buildDataCeiling(query: RawQuery, sessionSecret: string): FastifyInstance {
  const app = Fastify();
  app.register(fastifyCookie, { secret: sessionSecret });

  const sessionUser = (request: FastifyRequest, reply: FastifyReply): Promise<SessionUserRow | undefined> =>
    sessionUserOf(query, request, reply);

  app.get('/api/me', async (request, reply) => {
    const user = await sessionUser(request, reply);
    if (!user) return reply;
    const [id, accountId, roles, email, firstName, lastName, avatarUrl] = user;
    return defaultUserInfo({
      userId: id,
      userEmail: email,
      userFirstName: firstName,
      userLastName: lastName,
      userName: `${firstName} ${lastName}`.trim(),
      userIsAdministrator: roles.some((role) => administratorRoles.has(role)),
      userApplicationId: accountId,
      userRoles: roles,
      userAvatarUrl: avatarUrl ?? '',
    });
  });

  app.get('/api/courses', async (request, reply) => {
    const user = await sessionUser(request, reply);
    if (!user) return reply;
    const [, accountId] = user;
    const rows = await query(COURSE_SUMMARIES, [accountId, MINI_COURSE_PAGE_SIZE, 0]);
    return {
      items: rows.map(toMiniCourseItem),
      totalCount: Number(rows[0]?.[6] ?? 0),
      currentPage: DEFAULT_PAGE,
      pageSize: MINI_COURSE_PAGE_SIZE,
    };
  });

  // The lesson list as the database built it, sent as is, like ours (the raw driver answers the same text).
  app.get<{ Params: { courseId: string } }>('/api/course/:courseId/lessons', async (request, reply) => {
    const user = await sessionUser(request, reply);
    if (!user) return reply;
    const [, accountId] = user;
    const [row] = await query(COURSE_LESSONS_LATEST, [accountId, request.params.courseId, 1]);
    if (!row) return reply.code(404).send({ message: 'Course not found', code: 'not-found' });
    return reply.type('application/json; charset=utf-8').send(row[0] as string);
  });

  // The learner's attempt, results and finish (issue 12), beside the reads.
  registerLearnerWriteCeiling(app, query);
  return app;
}

function toMiniCourseItem(row: unknown[]): MiniCourse {
  const [id, title, description, courseStatus, thumbnail, modifiedAt] = row as [
    string,
    string,
    string,
    MiniCourse['courseStatus'],
    string | null,
    Date | string,
  ];
  // A Date with the drivers' default parsers; PostgreSQL's text if the database handle keeps timestamps as text.
  return toMiniCourse({ id, title, description, courseStatus, thumbnail: thumbnail ?? '' }, new Date(modifiedAt).toISOString());
}
