import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, courses, users } from '../../db/schema.ts';

export async function findAccount(db: Executor, accountId: string) {
  const [account] = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      planKind: accounts.planKind,
      settings: accounts.settings,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return account;
}

export interface AccountTotals {
  totalPublishedCourses: number;
  totalLearners: number;
  totalUsers: number;
}

// Learners are the people who take courses: the spec's app-user (learner) and individual-learner roles.
const learnerRoles = sql`array['app-user', 'individual-learner']::text[]`;

export async function countAccountTotals(db: Executor, accountId: string): Promise<AccountTotals> {
  const [people] = await db
    .select({
      totalUsers: count(),
      totalLearners: sql<number>`count(*) filter (where ${users.roles} && ${learnerRoles})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.accountId, accountId));
  const [published] = await db
    .select({ total: count() })
    .from(courses)
    .where(and(eq(courses.accountId, accountId), eq(courses.courseStatus, 'Published')));
  return { totalUsers: people?.totalUsers ?? 0, totalLearners: people?.totalLearners ?? 0, totalPublishedCourses: published?.total ?? 0 };
}

/** The ids among `userIds` that are people of the account. */
export async function existingUserIds(db: Executor, accountId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.id, [...userIds])));
  return new Set(rows.map((row) => row.id));
}
