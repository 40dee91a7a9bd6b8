import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

// A sign-up waits for its e-mail address to be confirmed, and nothing of it is stored meanwhile: the
// details travel inside the e-mailed link, sealed (AES-256-GCM, a key derived from SESSION_SECRET) so
// only this server can read or change them. Opening the link creates the account; the unique e-mail
// address makes a link good for one account only.

const PREFIX = 'signup-';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const pendingSignUpSchema = z.object({
  email: z.string(),
  passwordHash: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountName: z.string().optional(),
  inviteCode: z.string().optional(),
  expiresAt: z.number(),
});
export type PendingSignUp = z.infer<typeof pendingSignUpSchema>;

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'slidewise sign-up link', 32));
}

/** Whether a sign-in token is a sealed sign-up rather than a magic link's. */
export const isSignUpToken = (token: string) => token.startsWith(PREFIX);

export function sealSignUp(secret: string, pending: PendingSignUp): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pending), 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The sign-up inside a token, or undefined when it is not one of ours, was changed, or has expired. */
export function openSignUp(secret: string, token: string, now: Date): PendingSignUp | undefined {
  if (!isSignUpToken(token)) return undefined;
  const bytes = Buffer.from(token.slice(PREFIX.length), 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    const pending = pendingSignUpSchema.safeParse(JSON.parse(text)).data;
    return pending && pending.expiresAt > now.getTime() ? pending : undefined;
  } catch {
    return undefined;
  }
}
