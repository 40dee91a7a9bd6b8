import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { driverStatement, preparedPerDatabase } from '../../db/prepared.ts';
import { accountPlanAccess, sessions, users } from '../../db/schema.ts';

/** The signed-in person, read with the session in one query, so /api/me needs no second read. */
export interface SignedInUser {
  id: string;
  accountId: string;
  roles: string[];
  email: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  /** The account's plan gives no access to authoring (spec §3.7 planAccess.hasAccess false): its editors are read-only. */
  authoringLocked: boolean;
}

export async function insertSession(db: Executor, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

// The statement Drizzle builds for the lookup, sent as one named statement straight to the driver
// (db/prepared.ts): it runs on every signed-in request. $1 token hash, $2 now, $3 the limit of one row.
/**
 * A signed-in person as every request sees them, read from `users` left-joined to `account_plan_access`
 * (a locked plan locks authoring): the session lookup and a job acting as its requester read the same.
 */
export const signedInUserColumns = {
  id: users.id,
  accountId: users.accountId,
  roles: users.roles,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  authoringLocked: sql<boolean>`coalesce(not ${accountPlanAccess.hasAccess}, false)`,
};

const sessionUserStatement = preparedPerDatabase((db) =>
  driverStatement(
    db as Database,
    'find_session_user',
    db
      .select(signedInUserColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(accountPlanAccess, eq(accountPlanAccess.accountId, users.accountId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(sql.placeholder('limit'))
      .toSQL().sql,
  ),
);

type SessionUserRow = [
  id: string,
  accountId: string,
  roles: string[],
  email: string,
  firstName: string,
  lastName: string,
  avatarUrl: string | null,
  authoringLocked: boolean,
];

/** One indexed read per request: the session and the roles of its user, only while unexpired. */
export async function findSessionUser(db: Database, tokenHash: string, now: Date): Promise<SignedInUser | undefined> {
  // The instant goes in as the ISO text both drivers accept.
  const [row] = (await sessionUserStatement(db)([tokenHash, now.toISOString(), 1])) as SessionUserRow[];
  if (!row) return undefined;
  const [id, accountId, roles, email, firstName, lastName, avatarUrl, authoringLocked] = row;
  return { id, accountId, roles, email, firstName, lastName, avatarUrl, authoringLocked };
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
