import { describe, expect, it } from 'vitest';
import { isSignUpToken, openSignUp, sealSignUp, type PendingSignUp } from './signup-token.ts';

const secret = 'a secret long enough for tests';
const now = new Date('2025-06-01T09:00:00.000Z');
const pending: PendingSignUp = {
  email: 'ada@example.com',
  passwordHash: '$argon2id$…',
  firstName: 'Ada',
  lastName: 'Lovelace',
  accountName: 'Engines',
  expiresAt: now.getTime() + 1000,
};

describe('sealed sign-ups', () => {
  it('open to what was sealed, until they expire', () => {
    const token = sealSignUp(secret, pending);
    expect(isSignUpToken(token)).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('ada');
    expect(openSignUp(secret, token, now)).toEqual(pending);
    expect(openSignUp(secret, token, new Date(pending.expiresAt))).toBeUndefined();
  });

  it('do not open with another secret, changed by a single character, or as a magic-link token', () => {
    const token = sealSignUp(secret, pending);
    expect(openSignUp('another secret', token, now)).toBeUndefined();
    const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    expect(openSignUp(secret, flipped, now)).toBeUndefined();
    expect(openSignUp(secret, 'signup-', now)).toBeUndefined();
    expect(openSignUp(secret, 'bm90LWEtcmVhbC10b2tlbg', now)).toBeUndefined();
  });
});
