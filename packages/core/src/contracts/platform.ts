import {
  platformAccountListQuerySchema,
  platformAccountListResponseSchema,
  platformAccountParamsSchema,
  platformAccountSchema,
  platformFlagsUpdateSchema,
  platformPlanUpdateSchema,
} from '../api/account-settings.ts';
import { errorPayloadSchema } from '../api/errors.ts';
import { defineContract } from './define.ts';

const tags = ['platform'];
const notFound = { 404: errorPayloadSchema };

/** The platform administrators' calls across accounts (spec §6: ed-admin, {product}-admin). */
export const platformContracts = {
  listAccounts: defineContract({
    method: 'GET',
    path: '/api/platform/accounts',
    permission: 'platform.listAccounts',
    tags,
    summary: 'Every account, newest first, with its plan (at most 100; search by name)',
    query: platformAccountListQuerySchema,
    responses: { 200: platformAccountListResponseSchema },
  }),
  changePlan: defineContract({
    method: 'PUT',
    path: '/api/platform/accounts/:accountId/plan',
    permission: 'platform.changePlan',
    tags,
    summary: "Change an account's plan and its access (lessonLimit, hasAccess with its reason and lockedDate)",
    params: platformAccountParamsSchema,
    body: platformPlanUpdateSchema,
    responses: { 200: platformAccountSchema, ...notFound },
  }),
  changeFlags: defineContract({
    method: 'PUT',
    path: '/api/platform/accounts/:accountId/flags',
    permission: 'platform.changePlan',
    tags,
    summary: 'Give an account its own value of feature flags (null: back to the default)',
    params: platformAccountParamsSchema,
    body: platformFlagsUpdateSchema,
    responses: { 200: platformAccountSchema, ...notFound },
  }),
};
