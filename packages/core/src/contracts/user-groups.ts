import { z } from 'zod';
import { userGroupCreateBodySchema, userGroupSchema } from '../api/user-groups.ts';
import { defineContract } from './define.ts';

const tags = ['user groups'];

export const userGroupContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/usergroups',
    permission: 'account.listGroups',
    tags,
    summary: "The account's user groups with their member counts",
    responses: { 200: z.array(userGroupSchema) },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/usergroups',
    permission: 'account.manageGroups',
    tags,
    summary: 'Create a user group',
    body: userGroupCreateBodySchema,
    responses: { 201: userGroupSchema },
  }),
};
