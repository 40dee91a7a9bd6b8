import { asc, count, eq } from 'drizzle-orm';
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
