import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userGroupMembers, userGroups } from '../../db/schema.ts';

export async function listUserGroups(db: Executor, accountId: string) {
  return db
    .select({ id: userGroups.id, name: userGroups.name, memberCount: count(userGroupMembers.userId) })
    .from(userGroups)
    .leftJoin(userGroupMembers, eq(userGroupMembers.userGroupId, userGroups.id))
    .where(eq(userGroups.accountId, accountId))
    .groupBy(userGroups.id)
    .orderBy(asc(userGroups.name));
}

export async function insertUserGroup(db: Executor, accountId: string, name: string) {
  const [row] = await db.insert(userGroups).values({ accountId, name }).returning({ id: userGroups.id, name: userGroups.name });
  return row!;
}

/** The ids among `groupIds` that are user groups of the account. */
export async function existingUserGroupIds(db: Executor, accountId: string, groupIds: readonly string[]): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.accountId, accountId), inArray(userGroups.id, [...groupIds])));
  return new Set(rows.map((row) => row.id));
}

/** Whether the user belongs to any of the groups (course access limited to user groups). */
export async function isMemberOfAny(db: Executor, userId: string, groupIds: readonly string[]): Promise<boolean> {
  if (groupIds.length === 0) return false;
  const rows = await db
    .select({ id: userGroupMembers.userGroupId })
    .from(userGroupMembers)
    .where(and(eq(userGroupMembers.userId, userId), inArray(userGroupMembers.userGroupId, [...groupIds])))
    .limit(1);
  return rows.length > 0;
}
