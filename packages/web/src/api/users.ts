import { userContracts, type UserList, type UserListQuery } from '@slidewise/core';
import { callContract } from './call-contract.ts';

/** GET /api/users: the account's people, narrowed by a name or e-mail prefix and a role. */
export function listPeople(query: UserListQuery): Promise<UserList> {
  return callContract(userContracts.list, { query });
}
