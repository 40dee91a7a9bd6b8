import { z } from 'zod';
import { inviteCodeCreateBodySchema, inviteCodeSchema } from '../api/invite-codes.ts';
import { defineContract } from './define.ts';

const tags = ['invite codes'];

export const inviteCodeContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/invite-codes',
    permission: 'account.manageInvitations',
    tags,
    summary: "The account's invite codes, newest first",
    responses: { 200: z.array(inviteCodeSchema) },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/invite-codes',
    permission: 'account.manageInvitations',
    tags,
    summary: 'Create an invite code that lets people sign up into this account',
    body: inviteCodeCreateBodySchema,
    responses: { 201: inviteCodeSchema },
  }),
};
