import { z } from 'zod';
import { roleIdentifierSchema } from './domain.ts';

// Platform staff roles and ownership are never handed out by a code: an invite must not raise privileges.
export const invitableRoleSchema = roleIdentifierSchema.exclude([
  'anonymous-user',
  'ed-admin',
  'slidewise-admin',
  'seo-admin',
  'account-owner',
]);
export type InvitableRole = z.infer<typeof invitableRoleSchema>;

export const inviteCodeSchema = z.object({
  code: z.string(),
  role: roleIdentifierSchema,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
});
export type InviteCode = z.infer<typeof inviteCodeSchema>;

export const inviteCodeCreateBodySchema = z.object({
  role: invitableRoleSchema.default('app-user'),
  // Optional expiry; without it the code stays valid until removed.
  expiresInDays: z.number().int().min(1).max(365).optional(),
});
export type InviteCodeCreateBody = z.infer<typeof inviteCodeCreateBodySchema>;
