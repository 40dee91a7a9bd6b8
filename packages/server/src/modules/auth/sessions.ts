import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { deleteSession, findSessionUser, insertSession, type SignedInUser } from './session-repo.ts';
import { hashToken, issueUserSecret } from './tokens.ts';

export const SESSION_COOKIE_NAME = 'sw_session';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface CookiePolicy {
  /** Secure cookies only when the public address is https; plain-http development would lose them. */
  secure: boolean;
}

export async function startSession(db: Executor, clock: Clock, user: { id: string; accountId: string }): Promise<string> {
  const { token, row } = issueUserSecret(user, clock(), SESSION_LIFETIME_MS);
  await insertSession(db, row);
  // "Last active" on the user list is the last sign-in: stamping every request would write on every read.
  await db.update(users).set({ lastActiveAt: row.createdAt }).where(eq(users.id, user.id));
  return token;
}

export async function endSession(db: Executor, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}

export async function userOfSession(db: Database, clock: Clock, token: string): Promise<SignedInUser | undefined> {
  return findSessionUser(db, hashToken(token), clock());
}

/** The session token from the signed cookie, or undefined when absent or tampered with. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE_NAME];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string, policy: CookiePolicy): void {
  reply.setCookie(SESSION_COOKIE_NAME, token, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: policy.secure,
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, policy: CookiePolicy): void {
  reply.clearCookie(SESSION_COOKIE_NAME, { httpOnly: true, sameSite: 'lax', path: '/', secure: policy.secure });
}
