import type { UserGroup } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { conflict } from '../../http-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { insertUserGroup, listUserGroups } from './repo.ts';

export function createUserGroupService({ db }: AppContext) {
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
        if (isUniqueViolation(error)) throw conflict('user_group_exists', `A user group named "${name}" already exists.`);
        throw error;
      }
    },
  };
}
