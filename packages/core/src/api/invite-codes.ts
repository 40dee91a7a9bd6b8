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

export const inviteKinds = ['code', 'link'] as const;

export const inviteCodeSchema = z.object({
  code: z.string(),
  /** A code is typed at sign-up; a link carries a longer code in its address. */
  kind: z.enum(inviteKinds),
  /** The first of `roles`, as before roles became a list. */
  role: roleIdentifierSchema,
  roles: z.array(roleIdentifierSchema),
  userGroups: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int().min(0),
  revokedAt: z.iso.datetime().nullable(),
  /** The sign-up address that carries the code. */
  link: z.string(),
});
export type InviteCode = z.infer<typeof inviteCodeSchema>;

export const inviteCodeCreateBodySchema = z.object({
  kind: z.enum(inviteKinds).default('code'),
  role: invitableRoleSchema.default('app-user'),
  /** More roles to grant; `role` is always among them. */
  roles: z.array(invitableRoleSchema).max(19).default([]),
  userGroupIds: z.array(z.uuid()).max(200).default([]),
  // Optional expiry; without it the code stays valid until revoked.
  expiresInDays: z.number().int().min(1).max(365).optional(),
  /** How many sign-ups it allows; without it, any number. */
  usageLimit: z.number().int().min(1).max(100_000).optional(),
});
export type InviteCodeCreateBody = z.infer<typeof inviteCodeCreateBodySchema>;

export const inviteCodeParamsSchema = z.object({ code: z.string().max(64) });
