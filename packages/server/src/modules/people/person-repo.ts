import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userGroupMembers, userGroups, users } from '../../db/schema.ts';
import { isRowId } from '../../ids.ts';
import { queryRows } from '../../db/query-rows.ts';

export type PersonRow = typeof users.$inferSelect;

/** A person of the account who has not been deleted; undefined for anyone else (the route answers 404). */
export async function findPerson(db: Executor, accountId: string, userId: string): Promise<PersonRow | undefined> {
  if (!isRowId(userId)) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId), ne(users.status, 'deleted')))
    .limit(1);
  return row;
}

/** The ids among `userIds` that are people of the account who have not been deleted. */
export async function existingPersonIds(db: Executor, accountId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.id, [...userIds]), ne(users.status, 'deleted')));
  return rows.map((row) => row.id);
}

export async function groupsOf(db: Executor, userId: string) {
  return db
    .select({ id: userGroups.id, name: userGroups.name })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.userGroupId))
    .where(eq(userGroupMembers.userId, userId))
    .orderBy(asc(userGroups.name));
}

/** Makes the person's hand-kept groups exactly `groupIds`; dynamic groups follow their rules, not this. */
export async function replaceManualGroups(db: Executor, accountId: string, userId: string, groupIds: readonly string[]) {
  await db.execute(sql`
    delete from user_group_members m using user_groups g
    where m.user_group_id = g.id and g.rules is null and m.user_id = ${userId}
      and not (m.user_group_id = any(${sqlUuidArray(groupIds)}))`);
  await addToGroups(db, accountId, [userId], groupIds);
}

/** Adds every person to every hand-kept group named (dynamic ones are skipped); answers how many rows were added. */
export async function addToGroups(
  db: Executor,
  accountId: string,
  userIds: readonly string[],
  groupIds: readonly string[],
): Promise<number> {
  if (userIds.length === 0 || groupIds.length === 0) return 0;
  const added = await queryRows(
    db,
    sql`
    insert into user_group_members (account_id, user_group_id, user_id)
    select ${accountId}, g.id, u.id
    from user_groups g cross join unnest(${sqlUuidArray(userIds)}) as u(id)
    where g.account_id = ${accountId} and g.id = any(${sqlUuidArray(groupIds)}) and g.rules is null
    on conflict do nothing
    returning user_id`,
  );
  return added.length;
}

export async function removeFromGroups(db: Executor, userIds: readonly string[], groupIds: readonly string[]): Promise<number> {
  if (userIds.length === 0 || groupIds.length === 0) return 0;
  const removed = await queryRows(
    db,
    sql`
    delete from user_group_members m using user_groups g
    where m.user_group_id = g.id and g.rules is null
      and m.user_id = any(${sqlUuidArray(userIds)}) and m.user_group_id = any(${sqlUuidArray(groupIds)})
    returning m.user_id`,
  );
  return removed.length;
}

/** A uuid[] parameter both drivers accept: the array literal as text, cast. */
export function sqlUuidArray(ids: readonly string[]) {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

export function sqlTextArray(values: readonly string[]) {
  return sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`).join(',')}}`}::text[]`;
}
