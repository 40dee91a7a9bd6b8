import { describe, expect, it } from 'vitest';
import { audienceOf, groupNames, isLiveButUnseen } from './course-audience.ts';

describe('who can see a course', () => {
  it('is every learner with universal access, whatever groups it also names', () => {
    expect(audienceOf({ universalAccess: true, userGroups: ['g1'] })).toEqual({ kind: 'everyone' });
  });

  it('is its groups, or nobody when access is limited to none', () => {
    expect(audienceOf({ universalAccess: false, userGroups: ['g1', 'g2'] })).toEqual({ kind: 'groups', groupIds: ['g1', 'g2'] });
    expect(audienceOf({ universalAccess: false, userGroups: [] })).toEqual({ kind: 'nobody' });
  });

  it('is a trap only for a published course nobody can see', () => {
    const nobody = { universalAccess: false, userGroups: [] };
    expect(isLiveButUnseen({ courseStatus: 'Published', ...nobody })).toBe(true);
    expect(isLiveButUnseen({ courseStatus: 'Draft', ...nobody })).toBe(false);
    expect(isLiveButUnseen({ courseStatus: 'Scheduled', ...nobody })).toBe(false);
    expect(isLiveButUnseen({ courseStatus: 'Published', universalAccess: false, userGroups: ['g1'] })).toBe(false);
  });

  it('names groups in the course’s order, leaving one the account no longer has unnamed', () => {
    const groups = [
      { id: 'g1', name: 'Night shift', memberCount: 1 },
      { id: 'g2', name: 'Day shift', memberCount: 2 },
    ];
    expect(groupNames(['g2', 'gone', 'g1'], groups)).toEqual(['Day shift', undefined, 'Night shift']);
    expect(groupNames(['g1'], undefined)).toEqual([undefined]);
  });
});
