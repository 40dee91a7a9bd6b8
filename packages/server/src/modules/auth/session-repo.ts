import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema.ts';

/** The signed-in person, read with the session in one query, so /api/me needs no second read. */
export interface SignedInUser {
  id: string;
  accountId: string;
  roles: string[];
  email: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

export async function insertSession(db: Executor, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

const sessionUserQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      accountId: users.accountId,
      roles: users.roles,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('find_session_user'),
);

/** One indexed read per request: the session and the roles of its user, only while unexpired. */
export async function findSessionUser(db: Executor, tokenHash: string, now: Date): Promise<SignedInUser | undefined> {
  // Placeholders skip the column's encoder, so the instant goes in as the ISO text both drivers accept.
  const [row] = await sessionUserQuery(db).execute({ tokenHash, now: now.toISOString() });
  return row;
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
