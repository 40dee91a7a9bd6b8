import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoleIdentifier } from '@slidewise/core';
import type { RawQuery } from './raw-query.ts';
import { SESSION_USER } from './data-ceiling-sql.ts';

// The server's cookie name (modules/auth/sessions.ts); it is part of the wire, not an internal.
const SESSION_COOKIE_NAME = 'sw_session';

export type SessionUserRow = [
  id: string,
  accountId: string,
  roles: RoleIdentifier[],
  email: string,
  firstName: string,
  lastName: string,
  avatarUrl: string | null,
  authoringLocked: boolean,
];

/**
 * What every signed-in request of a ceiling does first, as ours does: verify the signed session cookie
 * with @fastify/cookie, hash the token and run our session+user lookup. Answers 401 (and undefined) when
 * there is no valid session.
 */
export async function sessionUserOf(query: RawQuery, request: FastifyRequest, reply: FastifyReply): Promise<SessionUserRow | undefined> {
  const raw = request.cookies[SESSION_COOKIE_NAME];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  const token = unsigned?.valid ? unsigned.value : null;
  const [row] = token ? await query(SESSION_USER, [sha256Hex(token), new Date().toISOString(), 1]) : [];
  if (row) return row as SessionUserRow;
  reply.code(401).send({ message: 'Please sign in.', code: 'unauthenticated' });
  return undefined;
}

function sha256Hex(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
