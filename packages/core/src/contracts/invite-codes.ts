import { z } from 'zod';
import { inviteCodeCreateBodySchema, inviteCodeParamsSchema, inviteCodeSchema } from '../api/invite-codes.ts';
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
    summary: 'Create an invite code or link that lets people sign up into this account with its roles and user groups',
    body: inviteCodeCreateBodySchema,
    responses: { 201: inviteCodeSchema },
  }),
  revoke: defineContract({
    method: 'DELETE',
    path: '/api/invite-codes/:code',
    permission: 'account.manageInvitations',
    tags,
    summary: 'Revoke an invite code or link: nobody can sign up with it any more',
    params: inviteCodeParamsSchema,
    responses: { 204: z.null() },
  }),
};
