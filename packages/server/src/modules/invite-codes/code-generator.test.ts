import { describe, expect, it } from 'vitest';
import { inviteCodeValueSchema } from '@slidewise/core';
import { INVITE_CODE_LENGTH, newInviteCode } from './code-generator.ts';

describe('newInviteCode', () => {
  it('makes 8 upper-case characters without look-alikes, accepted by the sign-up schema', () => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const code = newInviteCode();
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      expect(code).toHaveLength(INVITE_CODE_LENGTH);
      expect(inviteCodeValueSchema.parse(code)).toBe(code);
    }
  });

  it('does not repeat itself', () => {
    expect(new Set(Array.from({ length: 500 }, newInviteCode)).size).toBe(500);
  });
});
