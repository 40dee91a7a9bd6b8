import { userListSchema, type UserList, type UserListQuery } from '@slidewise/core';
import { authenticatedGet } from './http.ts';

/** GET /api/users: the account's people, narrowed by a name or e-mail prefix and a role. */
export async function listPeople(query: UserListQuery): Promise<UserList> {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.role) params.set('role', query.role);
  const search = params.toString();
  return userListSchema.parse(await authenticatedGet(`/api/users${search ? `?${search}` : ''}`));
}
