import { z } from 'zod';
import { emailSchema } from './email.ts';
import { singleLineTextSchema } from './text.ts';
import { userInfoSchema } from './domain.ts';

export const passwordSchema = z.string().min(8).max(200);
const personNameSchema = singleLineTextSchema(1, 100);
// Invite codes are 8 characters of A–Z and 2–9; people may type them in lower case.
export const inviteCodeValueSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,32}$/, 'Not a valid invite code');

// An individual learner or a team trainer creates an account and becomes its account-owner;
// with an invite code the person joins that code's account instead, so no account name is needed.
export const signupBodySchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    firstName: personNameSchema,
    lastName: personNameSchema,
    accountName: singleLineTextSchema(1, 200).optional(),
    inviteCode: inviteCodeValueSchema.optional(),
  })
  .refine((body) => body.inviteCode !== undefined || body.accountName !== undefined, {
    path: ['accountName'],
    message: 'An account name is required unless you sign up with an invite code.',
  });
export type SignupBody = z.infer<typeof signupBodySchema>;

// No length rules on sign-in: a wrong password must get the same generic answer as an unknown e-mail.
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const magicLinkBodySchema = z.object({ email: emailSchema });
export type MagicLinkBody = z.infer<typeof magicLinkBodySchema>;

// Tokens are base64url; anything else cannot be one of ours. A sign-up's link carries the sealed sign-up,
// so it is longer than a magic link's.
export const magicLinkVerifyBodySchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,2048}$/, 'Not a valid sign-in link token'),
});
export type MagicLinkVerifyBody = z.infer<typeof magicLinkVerifyBodySchema>;

// The answer of login (200) and magic-link/verify (200), a sign-up's link included.
export const sessionResponseSchema = z.object({ user: userInfoSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

// Always 202 with the same message, so the answer never reveals whether an address has an account.
export const magicLinkResponseSchema = z.object({ message: z.string() });
export type MagicLinkResponse = z.infer<typeof magicLinkResponseSchema>;

// Sign-up answers 202 with the same message for a new address and for one that has an account: the
// account is created from the link e-mailed to a new address; an existing one is mailed a way to sign in.
export const signupResponseSchema = z.object({ message: z.string() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;
