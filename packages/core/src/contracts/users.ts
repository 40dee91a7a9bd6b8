import { PEOPLE_LIST_LIMIT, userListQuerySchema, userListSchema } from '../api/users.ts';
import { defineContract } from './define.ts';

export const userContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/users',
    permission: 'account.listPeople',
    tags: ['users'],
    summary: "The account's people, for pickers such as course sharing",
    description: `Ordered by first and last name; at most ${PEOPLE_LIST_LIMIT} are listed, \`totalCount\` says how many match.`,
    query: userListQuerySchema,
    responses: { 200: userListSchema },
  }),
};
