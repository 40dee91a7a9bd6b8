import { z } from 'zod';
import { emailSchema } from './email.ts';
import { invitableRoleSchema } from './invite-codes.ts';
import { passwordSchema } from './auth.ts';
import { singleLineTextSchema } from './text.ts';

/** How long an e-mailed invitation works unless the administrator says otherwise. */
export const DEFAULT_INVITATION_DAYS = 14;
/** The most addresses one invitation request names. */
export const INVITATION_EMAIL_LIMIT = 500;

export const invitationCreateBodySchema = z.object({
  emails: z.array(emailSchema).min(1).max(INVITATION_EMAIL_LIMIT),
  roles: z.array(invitableRoleSchema).min(1).max(19).default(['app-user']),
  userGroupIds: z.array(z.uuid()).max(200).default([]),
  expiresInDays: z.number().int().min(1).max(365).default(DEFAULT_INVITATION_DAYS),
});
export type InvitationCreateBody = z.infer<typeof invitationCreateBodySchema>;

export const invitationCreateResultSchema = z.object({
  /** Addresses invited now (a new person with status invited, or a still-invited one invited again). */
  invited: z.array(z.string()),
  /** Addresses that already belong to someone who signed up, here or in another account. */
  alreadyMembers: z.array(z.string()),
});
export type InvitationCreateResult = z.infer<typeof invitationCreateResultSchema>;

export const invitationTokenBodySchema = z.object({ token: z.string().min(1).max(200) });

/** What the sign-up page shows about an invitation before the person accepts it. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountName: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationAcceptBodySchema = z.object({
  token: z.string().min(1).max(200),
  firstName: singleLineTextSchema(1, 100),
  lastName: singleLineTextSchema(1, 100),
  password: passwordSchema,
});
export type InvitationAcceptBody = z.infer<typeof invitationAcceptBodySchema>;
