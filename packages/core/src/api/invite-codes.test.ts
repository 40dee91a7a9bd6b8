import { describe, expect, it } from 'vitest';
import { inviteCodeCreateBodySchema } from './invite-codes.ts';

describe('inviteCodeCreateBodySchema', () => {
  it('invites as app-user by default', () => {
    expect(inviteCodeCreateBodySchema.parse({}).role).toBe('app-user');
  });

  it('never hands out ownership or platform roles', () => {
    for (const role of ['account-owner', 'ed-admin', 'slidewise-admin', 'seo-admin', 'anonymous-user']) {
      expect(inviteCodeCreateBodySchema.safeParse({ role }).success).toBe(false);
    }
    expect(inviteCodeCreateBodySchema.parse({ role: 'content-author' }).role).toBe('content-author');
  });

  it('bounds the optional expiry', () => {
    expect(inviteCodeCreateBodySchema.safeParse({ expiresInDays: 0 }).success).toBe(false);
    expect(inviteCodeCreateBodySchema.parse({ expiresInDays: 7 }).expiresInDays).toBe(7);
  });
});
