import { createHash, randomBytes } from 'node:crypto';

/** A secret handed to the client (cookie, magic link): 256 random bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token, so a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new secret for a user, valid from now for `lifetimeMs`: the token goes to the client, the rest to the database. */
export function issueUserSecret(user: { id: string; accountId: string }, now: Date, lifetimeMs: number) {
  const token = newSecretToken();
  const row = {
    tokenHash: hashToken(token),
    userId: user.id,
    accountId: user.accountId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  };
  return { token, row };
}
