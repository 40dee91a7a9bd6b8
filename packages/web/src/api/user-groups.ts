import { userGroupSchema, type UserGroup } from '@slidewise/core';
import { authenticatedGet, authenticatedPost } from './http.ts';

export async function listUserGroups(): Promise<UserGroup[]> {
  return userGroupSchema.array().parse(await authenticatedGet('/api/usergroups'));
}

/** The access section shows a failure beside its form (e.g. a role that may not create groups). */
export async function createUserGroup(name: string): Promise<UserGroup> {
  return userGroupSchema.parse(await authenticatedPost('/api/usergroups', { data: { name }, silent: true }));
}
