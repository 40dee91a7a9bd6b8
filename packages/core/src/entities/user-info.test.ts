import { describe, expect, it } from 'vitest';
import { defaultUserInfo, userInfoSchema } from './user-info.ts';

describe('user info (templates §3.5)', () => {
  it('has every spec field, and only those', () => {
    expect(Object.keys(userInfoSchema.shape)).toEqual([
      'userId',
      'userEmail',
      'userFirstName',
      'userLastName',
      'userName',
      'userIsAdministrator',
      'userApplicationId',
      'userRoles',
      'userPermissions',
      'hasVisitedBrainBoost',
      'hasVisitedCustomAchievement',
      'userAvatarUrl',
      'userCustomFields',
      'lessonAutoSavingEnabled',
      'provisioningTypePermissions',
    ]);
  });

  it('defaults to nobody, not an administrator, with no roles and autosave on', () => {
    expect(defaultUserInfo()).toEqual({
      userId: '',
      userEmail: '',
      userFirstName: '',
      userLastName: '',
      userName: '',
      userIsAdministrator: false,
      userApplicationId: '',
      userRoles: [],
      userPermissions: [],
      hasVisitedBrainBoost: false,
      hasVisitedCustomAchievement: false,
      userAvatarUrl: '',
      userCustomFields: [],
      lessonAutoSavingEnabled: true,
      provisioningTypePermissions: [],
    });
  });

  it('round-trips its default and applies overrides', () => {
    const user = defaultUserInfo({ userId: 'u1', userRoles: ['account-owner'] });
    expect(userInfoSchema.parse(user)).toEqual(user);
    expect(user.userRoles).toEqual(['account-owner']);
  });

  it('returns a fresh object each call', () => {
    const first = defaultUserInfo();
    first.userRoles.push('facilitator');
    expect(defaultUserInfo().userRoles).toEqual([]);
  });

  it('rejects an unknown role and a missing field', () => {
    expect(userInfoSchema.safeParse({ ...defaultUserInfo(), userRoles: ['superuser'] }).success).toBe(false);
    const { userEmail: _omitted, ...withoutEmail } = defaultUserInfo();
    expect(userInfoSchema.safeParse(withoutEmail).success).toBe(false);
  });
});
