import { z } from 'zod';
import {
  invitationAcceptBodySchema,
  invitationCreateBodySchema,
  invitationCreateResultSchema,
  invitationPreviewSchema,
  invitationTokenBodySchema,
} from '../api/invitations.ts';
import { sessionResponseSchema } from '../api/auth.ts';
import { userParamsSchema } from '../api/people.ts';
import { defineContract } from './define.ts';

const tags = ['invitations'];

export const invitationContracts = {
  create: defineContract({
    method: 'POST',
    path: '/api/invitations',
    permission: 'people.manage',
    tags,
    summary: 'Invite one or many addresses by e-mail, with the roles and user groups they will have',
    body: invitationCreateBodySchema,
    responses: { 201: invitationCreateResultSchema },
  }),
  revoke: defineContract({
    method: 'DELETE',
    path: '/api/invitations/:userId',
    permission: 'people.manage',
    tags,
    summary: 'Revoke the invitation of a person who has not accepted it yet (they are removed)',
    params: userParamsSchema,
    responses: { 204: z.null() },
  }),
  preview: defineContract({
    method: 'POST',
    path: '/api/invitations/preview',
    permission: 'public',
    tags,
    // POST so the secret token travels in the body, never in access logs.
    summary: 'Who an invitation link is for, shown before accepting it (reads only)',
    body: invitationTokenBodySchema,
    responses: { 200: invitationPreviewSchema },
  }),
  accept: defineContract({
    method: 'POST',
    path: '/api/invitations/accept',
    permission: 'public',
    tags,
    summary: 'Accept an e-mailed invitation: choose a password and sign in',
    body: invitationAcceptBodySchema,
    responses: { 200: sessionResponseSchema },
  }),
};
