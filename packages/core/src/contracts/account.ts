import { accountInfoSchema } from '../entities/account-info.ts';
import { planInfoSchema } from '../entities/plan-info.ts';
import { userInfoSchema } from '../entities/user-info.ts';
import { defineContract } from './define.ts';

const tags = ['account'];

export const accountContracts = {
  me: defineContract({
    method: 'GET',
    path: '/api/me',
    permission: 'account.readOwn',
    tags,
    summary: 'The signed-in user (spec §3.5)',
    responses: { 200: userInfoSchema },
  }),
  account: defineContract({
    method: 'GET',
    path: '/api/account',
    permission: 'account.readOwn',
    tags,
    summary: "The signed-in user's account, its switches and totals (spec §3.6)",
    responses: { 200: accountInfoSchema },
  }),
  plan: defineContract({
    method: 'GET',
    path: '/api/plan',
    permission: 'account.readOwn',
    tags,
    summary: "The account's plan (spec §3.7)",
    responses: { 200: planInfoSchema },
  }),
};
