import { describe, expect, it } from 'vitest';
import { accountFeatureSwitches, accountInfoSchema, defaultAccountInfo } from './account-info.ts';

describe('account info (templates §3.6)', () => {
  it('has every spec field', () => {
    expect(Object.keys(accountInfoSchema.shape)).toEqual([
      'name',
      'isSponsor',
      'isUnifiedExperience',
      'isSpacedRepetitionAllowed',
      'isCompletionCertificateAllowed',
      'totalPublishedCourses',
      'totalLearners',
      'totalUsers',
      ...accountFeatureSwitches,
    ]);
  });

  it.each([
    ['dynamicUserGroupEnabled', false],
    ['leaderboardEnabled', false],
    ['offlineEnabled', false],
    ['brainboostEnabled', false],
    ['hideActivityFeedEnabled', true],
    ['mindfulLearningEnabled', false],
    ['courseCompletionCertificateEnabled', true],
    ['avatarUploadEnabled', false],
    ['coursePrerequisitesEnabled', false],
    ['starsEnabled', false],
    ['starBarEnabled', false],
    ['certificationEnabled', false],
    ['coursePublicPreviewLinksEnabled', true],
  ] as const)('switch %s defaults to %s', (name, expected) => {
    expect(defaultAccountInfo()[name]).toBe(expected);
  });

  it('starts with no name, no flags and zero totals', () => {
    expect(defaultAccountInfo()).toMatchObject({
      name: '',
      isSponsor: false,
      isUnifiedExperience: false,
      isSpacedRepetitionAllowed: false,
      isCompletionCertificateAllowed: false,
      totalPublishedCourses: 0,
      totalLearners: 0,
      totalUsers: 0,
    });
  });

  it('round-trips its default and rejects a negative total', () => {
    expect(accountInfoSchema.parse(defaultAccountInfo({ name: 'Demo' }))).toEqual(defaultAccountInfo({ name: 'Demo' }));
    expect(accountInfoSchema.safeParse(defaultAccountInfo({ totalUsers: -1 })).success).toBe(false);
  });
});
