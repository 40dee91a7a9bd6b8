import { and, count, eq, sql } from 'drizzle-orm';
import type { UserGroup, UserGroupDetail, UserGroupRule, UserGroupUpdateBody } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { userGroupMembers, userGroups } from '../../db/schema.ts';
import { isRowId } from '../../ids.ts';
import { addToGroups, existingPersonIds, removeFromGroups } from '../people/person-repo.ts';
import { insertUserGroup, listUserGroups } from './repo.ts';
import { dynamicGroupsEnabled, refreshDynamicMembership } from './dynamic-membership.ts';

const groupNotFound = () => notFound('This user group does not exist in your account.');
const nameTaken = (name: string) => conflict('user_group_exists', `A user group named "${name}" already exists.`);
const dynamicMembersFixed = () =>
  conflict('user_group_dynamic', "This group's members follow its rules: change the rules or the people's fields instead.");

export function createUserGroupService({ db }: AppContext) {
  async function requireGroup(user: SignedInUser, groupId: string) {
    if (!isRowId(groupId)) throw groupNotFound();
    const [group] = await db
      .select({ id: userGroups.id, name: userGroups.name, rules: userGroups.rules })
      .from(userGroups)
      .where(and(eq(userGroups.id, groupId), eq(userGroups.accountId, user.accountId)));
    if (!group) throw groupNotFound();
    return group;
  }

  async function detailOf(group: { id: string; name: string; rules: UserGroupRule[] | null }): Promise<UserGroupDetail> {
    const [members] = await db.select({ total: count() }).from(userGroupMembers).where(eq(userGroupMembers.userGroupId, group.id));
    return { id: group.id, name: group.name, rules: group.rules, memberCount: members?.total ?? 0 };
  }

  return {
    list(user: SignedInUser): Promise<UserGroup[]> {
      return listUserGroups(db, user.accountId);
    },
    async create(user: SignedInUser, name: string): Promise<UserGroup> {
      try {
        const group = await insertUserGroup(db, user.accountId, name);
        return { ...group, memberCount: 0 };
      } catch (error) {
        // Group names are unique within an account, so people can tell groups apart when granting access.
        if (isUniqueViolation(error)) throw nameTaken(name);
        throw error;
      }
    },
    async detail(user: SignedInUser, groupId: string): Promise<UserGroupDetail> {
      return detailOf(await requireGroup(user, groupId));
    },
    async update(user: SignedInUser, groupId: string, body: UserGroupUpdateBody): Promise<UserGroupDetail> {
      const group = await requireGroup(user, groupId);
      if (body.rules && !(await dynamicGroupsEnabled(db, user.accountId))) {
        throw new HttpError(403, 'feature_disabled', 'Dynamic user groups are switched off for this account (dynamicUserGroupEnabled).');
      }
      // A body that changes nothing (both fields left out) answers the group as it is: there is nothing to write.
      if (body.name === undefined && body.rules === undefined) return detailOf(group);
      try {
        const updated = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(userGroups)
            .set({
              ...(body.name === undefined ? {} : { name: body.name }),
              ...(body.rules === undefined ? {} : { rules: body.rules }),
            })
            .where(eq(userGroups.id, group.id))
            .returning({ id: userGroups.id, name: userGroups.name, rules: userGroups.rules });
          // New rules replace the members at once; a group made manual again keeps them as they are.
          if (body.rules) await refreshDynamicMembership(tx, user.accountId, { groupId: group.id });
          return row!;
        });
        return detailOf(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken(body.name ?? '');
        throw error;
      }
    },
    async remove(user: SignedInUser, groupId: string): Promise<void> {
      const group = await requireGroup(user, groupId);
      await db.transaction(async (tx) => {
        // Courses limited to the group stop naming it (their version moves on, so an open editor reloads).
        await tx.execute(sql`
          update courses set version = version + 1,
            data = jsonb_set(data, '{userGroups}', (
              select coalesce(jsonb_agg(entry), '[]'::jsonb) from jsonb_array_elements(data -> 'userGroups') entry
              where entry <> to_jsonb(${group.id}::text)))
          where account_id = ${user.accountId} and data -> 'userGroups' ? ${group.id}`);
        await tx.delete(userGroups).where(eq(userGroups.id, group.id));
      });
    },
    async changeMembers(user: SignedInUser, groupId: string, userIds: readonly string[], change: 'add' | 'remove') {
      const group = await requireGroup(user, groupId);
      if (group.rules) throw dynamicMembersFixed();
      const named = [...new Set(userIds)];
      const ids = await existingPersonIds(db, user.accountId, named);
      const changed =
        change === 'add' ? await addToGroups(db, user.accountId, ids, [group.id]) : await removeFromGroups(db, ids, [group.id]);
      return { changed, skipped: named.length - changed };
    },
  };
}
