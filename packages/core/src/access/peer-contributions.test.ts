import { describe, expect, it } from 'vitest';
import { rolesAllow } from './permissions.ts';

describe('peer contributions access', () => {
  it('lets moderators review, not learners or reviewers of course content', () => {
    for (const role of ['account-owner', 'account-admin', 'content-author', 'restricted-author', 'facilitator']) {
      expect(rolesAllow('peerContribution.review', [role])).toBe(true);
    }
    for (const role of ['app-user', 'individual-learner', 'course-reviewer', 'reviewer']) {
      expect(rolesAllow('peerContribution.review', [role])).toBe(false);
    }
  });
});
