import { userGroupContracts, type UserGroup } from '@slidewise/core';
import { callContract } from './call-contract.ts';

export function listUserGroups(): Promise<UserGroup[]> {
  return callContract(userGroupContracts.list, {});
}

/** The access section shows a failure beside its form (e.g. a role that may not create groups). */
export function createUserGroup(name: string): Promise<UserGroup> {
  return callContract(userGroupContracts.create, { body: { name } }, { silent: true });
}
