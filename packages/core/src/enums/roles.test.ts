import { describe, expect, it } from 'vitest';
import { roleIdentifiers, roleIdentifierSchema } from './roles.ts';

describe('role identifiers (templates §6)', () => {
  it('are the spec list in order, with {product}-admin as slidewise-admin', () => {
    expect(roleIdentifiers).toEqual([
      'anonymous-user',
      'ed-admin',
      'slidewise-admin',
      'account-owner',
      'account-admin',
      'seo-admin',
      'content-author',
      'restricted-author',
      'manager-analytics',
      'app-user',
      'prizing-user',
      'exclude-from-analytics',
      'hidden-user',
      'reviewer',
      'demo-user',
      'facilitator',
      'individual-learner',
      'course-reviewer',
      'manage-teams',
    ]);
  });

  it('accepts every identifier and rejects others', () => {
    for (const role of roleIdentifiers) expect(roleIdentifierSchema.parse(role)).toBe(role);
    expect(roleIdentifierSchema.safeParse('{product}-admin').success).toBe(false);
    expect(roleIdentifierSchema.safeParse('Account-Owner').success).toBe(false);
    expect(roleIdentifierSchema.safeParse('learner').success).toBe(false);
  });
});
