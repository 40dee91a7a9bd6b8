import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { DEFAULT_PAGE, MINI_COURSE_PAGE_SIZE, defaultUserInfo, toMiniCourse, type MiniCourse, type RoleIdentifier } from '@slidewise/core';
import type { RawQuery } from './raw-query.ts';
import { ACCOUNT_USER_SQL, COURSE_COUNT_SQL, COURSE_SUMMARIES_SQL, SESSION_USER_SQL } from './data-ceiling-sql.ts';

// The server's cookie name (modules/auth/sessions.ts); it is part of the wire, not an internal.
const SESSION_COOKIE_NAME = 'sw_session';
const administratorRoles = new Set(['account-owner', 'account-admin']);

interface SessionUser {
  id: string;
  accountId: string;
}

/**
 * The data ceiling: bare Fastify doing, through the raw driver, exactly what our GET /api/me and
 * GET /api/courses must do — verify the signed session cookie with @fastify/cookie, hash the token, run
 * the same session+user lookup and then the same SQL, and answer the same JSON. What it leaves out is
 * what we measure the price of: the ORM, zod validation and serialisation, the policy table, logging.
 * The course list serves the first page at the spec's default size, which is what the benchmark asks for.
 */
export function buildDataCeiling(query: RawQuery, sessionSecret: string): FastifyInstance {
  const app = Fastify();
  app.register(fastifyCookie, { secret: sessionSecret });

  async function sessionUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | undefined> {
    const raw = request.cookies[SESSION_COOKIE_NAME];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    const token = unsigned?.valid ? unsigned.value : null;
    const [row] = token ? await query(SESSION_USER_SQL, [sha256Hex(token), new Date().toISOString(), 1]) : [];
    if (row) return { id: row[0] as string, accountId: row[1] as string };
    reply.code(401).send({ message: 'Please sign in.', code: 'unauthenticated' });
    return undefined;
  }

  app.get('/api/me', async (request, reply) => {
    const user = await sessionUser(request, reply);
    if (!user) return reply;
    const [row] = await query(ACCOUNT_USER_SQL, [user.accountId, user.id, 1]);
    if (!row) return reply.code(404).send({ message: 'Not found', code: 'not_found' });
    const [id, accountId, email, , firstName, lastName, roles, avatarUrl] = row as [string, string, string, unknown, string, string, RoleIdentifier[], string | null];
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
    const [rows, [countRow]] = await Promise.all([query(COURSE_SUMMARIES_SQL, [user.accountId, MINI_COURSE_PAGE_SIZE]), query(COURSE_COUNT_SQL, [user.accountId])]);
    return { items: rows.map(toMiniCourseItem), totalCount: Number(countRow?.[0] ?? 0), page: DEFAULT_PAGE, pageSize: MINI_COURSE_PAGE_SIZE };
  });

  return app;
}

function toMiniCourseItem(row: unknown[]): MiniCourse {
  const [id, title, description, courseStatus, thumbnail, modifiedAt] = row as [string, string, string, MiniCourse['courseStatus'], string | null, Date];
  return toMiniCourse({ id, title, description, courseStatus, thumbnail: thumbnail ?? '' }, modifiedAt.toISOString());
}

function sha256Hex(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
