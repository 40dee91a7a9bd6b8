import { z } from 'zod';
import {
  userGroupCreateBodySchema,
  userGroupDetailSchema,
  userGroupMembersBodySchema,
  userGroupParamsSchema,
  userGroupSchema,
  userGroupUpdateBodySchema,
} from '../api/user-groups.ts';
import { bulkUserResultSchema } from '../api/people.ts';
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
  detail: defineContract({
    method: 'GET',
    path: '/api/usergroups/:id',
    permission: 'account.manageGroups',
    tags,
    summary: 'A user group with its member count and, for a dynamic group, its rules',
    params: userGroupParamsSchema,
    responses: { 200: userGroupDetailSchema },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/usergroups/:id',
    permission: 'account.manageGroups',
    tags,
    summary: 'Rename a user group, or set its rules (dynamic groups, when dynamicUserGroupEnabled)',
    params: userGroupParamsSchema,
    body: userGroupUpdateBodySchema,
    responses: { 200: userGroupDetailSchema },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/usergroups/:id',
    permission: 'account.manageGroups',
    tags,
    summary: 'Delete a user group; courses limited to it lose that group',
    params: userGroupParamsSchema,
    responses: { 204: z.null() },
  }),
  addMembers: defineContract({
    method: 'POST',
    path: '/api/usergroups/:id/members',
    permission: 'account.manageGroups',
    tags,
    summary: 'Add people to a user group (not to a dynamic one: its rules decide)',
    params: userGroupParamsSchema,
    body: userGroupMembersBodySchema,
    responses: { 200: bulkUserResultSchema },
  }),
  removeMembers: defineContract({
    method: 'POST',
    path: '/api/usergroups/:id/members/remove',
    permission: 'account.manageGroups',
    tags,
    summary: 'Remove people from a user group (not from a dynamic one)',
    params: userGroupParamsSchema,
    body: userGroupMembersBodySchema,
    responses: { 200: bulkUserResultSchema },
  }),
};
