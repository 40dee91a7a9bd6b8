import { describe, expect, it } from 'vitest';
import { roleIdentifiers } from '../enums/role-values.ts';
import { rolesAllow } from './permissions.ts';

describe('learning access: rating a course', () => {
  // Whoever may play a course may rate it; the API then answers 404 for a course they may not take.
  const mayRate = [
    'account-owner',
    'account-admin',
    'content-author',
    'restricted-author',
    'reviewer',
    'course-reviewer',
    'facilitator',
    'app-user',
    'individual-learner',
  ];

  it.each(roleIdentifiers.map((role) => [role, mayRate.includes(role)] as const))('%s may rate: %s', (role, allowed) => {
    expect(rolesAllow('learning.rate', [role])).toBe(allowed);
    expect(rolesAllow('learning.rate', [role])).toBe(rolesAllow('learning.play', [role]));
  });
});
