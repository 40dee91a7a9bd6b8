import { eq, sql, type SQL } from 'drizzle-orm';
import type { UserGroupRule } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import { sqlUuidArray } from '../people/person-repo.ts';
import { queryRows } from '../../db/query-rows.ts';

/** The account's dynamicUserGroupEnabled switch, as it is stored today (accounts.settings, default off). */
export async function dynamicGroupsEnabled(db: Executor, accountId: string): Promise<boolean> {
  const [row] = await db.select({ settings: accounts.settings }).from(accounts).where(eq(accounts.id, accountId));
  return row?.settings.dynamicUserGroupEnabled === true;
}

// A rule matches when the member's custom field of that name, trimmed and ignoring case, equals the
// value; a group's rules all must match. Deleted and deactivated people still match (reactivating keeps
// their access); deleted ones have no custom fields left.
function rulesMatch(rules: readonly UserGroupRule[]): SQL {
  return sql.join(
    rules.map((rule) => sql`lower(btrim(u.custom_fields ->> ${rule.field})) = lower(btrim(${rule.value}))`),
    sql` and `,
  );
}

/**
 * Brings the members of the account's dynamic groups in line with their rules: for everyone, or only for
 * the people named (after their custom fields changed), or only in one group (after its rules changed).
 */
export async function refreshDynamicMembership(
  db: Executor,
  accountId: string,
  scope: { userIds?: readonly string[]; groupId?: string } = {},
): Promise<void> {
  const groups = await queryRows<{ id: string; rules: UserGroupRule[] }>(
    db,
    sql`
    select id, rules from user_groups
    where account_id = ${accountId} and rules is not null ${scope.groupId ? sql`and id = ${scope.groupId}` : sql``}`,
  );
  const onlyPeople = scope.userIds ? sql`and u.id = any(${sqlUuidArray(scope.userIds)})` : sql``;
  const onlyMembers = scope.userIds ? sql`and m.user_id = any(${sqlUuidArray(scope.userIds)})` : sql``;
  for (const group of groups) {
    await db.execute(sql`
      delete from user_group_members m where m.user_group_id = ${group.id} ${onlyMembers}
        and not exists (select 1 from users u where u.id = m.user_id and ${rulesMatch(group.rules)})`);
    await db.execute(sql`
      insert into user_group_members (account_id, user_group_id, user_id)
      select ${accountId}, ${group.id}, u.id from users u
      where u.account_id = ${accountId} and u.status <> 'deleted' ${onlyPeople} and ${rulesMatch(group.rules)}
      on conflict do nothing`);
  }
}
